import BitextModel

/// Reads text scraped from a web page into blocks: code that lost its fences, headings that lost
/// their markers, loose list markers, damaged pipe tables, inline code split onto lines of its
/// own, and page chrome, which is dropped with a note.
///
/// The text is first mended line by line (glued code tails, glued table headers, chrome), then
/// read with a rewinding cursor: at each line the rules try, in order, a code block, a table, a
/// list and a heading; the first that fits wins, else the line starts a paragraph. A table read
/// is kept, until a heading in its language, as the guide to a flattened translation of it.
public struct PlainTextReader: Sendable {
    let code = CodeBlockRule()
    let tables = PipeTableRule()
    let flattened = FlattenedTableRule()
    let counterparts = CounterpartTableRule()
    let lists = ListMarkerRule()
    let headings = HeadingRule()
    let paragraphs = InlineCodeJoinRule()

    /// Creates a reader.
    public init() {}

    /// Reads `source` as scraped text.
    public func read(_ source: SourceFile) -> ReadResult {
        // Each line is scored once, as it is made (`PlainLine.init`).
        var lines = GluedCodeTailRule().split(PlainLine.lines(of: source.text))
        lines = tables.splitGluedHeaders(lines)
        let (kept, notes) = BoilerplateRule().strip(lines, path: source.path)
        var diagnostics = notes
        lines = kept

        var cursor = LineCursor(lines)
        var blocks: [Block] = []
        // Lines a rejected code run covered: starting again inside it would reread the same run
        // (quadratic on a file of brackets), and a later start only has less evidence.
        var codeRejectedUntil = 0
        // The last table read in this section, to read its flattened translation by.
        var guide: TableGuide?
        var fragments: [TableContinuationRule.Fragment] = []
        while true {
            cursor.skipBlankLines()
            guard let line = cursor.current else { break }
            var codeBlock: Block?
            if cursor.index >= codeRejectedUntil {
                var probe = cursor
                codeBlock = code.read(&probe)
                if codeBlock == nil { codeRejectedUntil = probe.index } else { cursor = probe }
            }
            if let block = codeBlock ?? cursor.attempt({ tables.read(&$0) }) {
                blocks.append(block)
                if case .table = block.kind { guide = TableGuide(block) }
            } else if let result = cursor.attempt({ flattened.read(&$0) }) {
                switch result {
                case .table(let table):
                    blocks.append(table)
                    guide = TableGuide(table)
                case .text(let paragraph, let note):
                    blocks.append(paragraph)
                    diagnostics.append(
                        Diagnostic(
                            severity: .note, identifier: "plainText.flattenedTable", summary: note, path: source.path,
                            location: SourceLocation(line: paragraph.range.startLine)))
                }
            } else if let current = guide, let found = cursor.attempt({ counterparts.read(&$0, guide: current) }) {
                blocks.append(found.block)
                guide = nil
                let guessed = found.guessed.isEmpty ? "" : "; cells cut by guesswork in \(found.guessed.joined(separator: ", "))"
                diagnostics.append(
                    Diagnostic(
                        severity: .note, identifier: "plainText.counterpartTable",
                        summary: "a flattened table read as the translation of the table at line \(current.line)\(guessed)",
                        path: source.path, location: SourceLocation(line: found.block.range.startLine)))
            } else if let found = cursor.attempt({ lists.read(&$0) }) {
                blocks.append(contentsOf: found)
            } else if var heading = cursor.attempt({ headings.read(&$0, after: blocks.last) }) {
                // A heading in the guide's language starts another section; one in the other
                // language can head the translation of the guide's own section.
                if let current = guide, TextShape.containsHan(heading.plainText) == current.isChinese { guide = nil }
                if blocks.isEmpty, case .heading(_, let anchor, let content) = heading.kind {
                    heading.kind = .heading(level: 1, anchor: anchor, content: content)
                }
                blocks.append(heading)
            } else if PipeTableRule.isRowLike(line.content) {
                let fragment = readTableFragment(&cursor)
                fragments.append(TableContinuationRule.Fragment(index: blocks.count, rows: fragment.rows))
                blocks.append(fragment.block)
            } else if let paragraph = paragraphs.read(
                &cursor, startsBlock: { startsBlock($0, codeRejectedUntil: &codeRejectedUntil, guide: guide) })
            {
                blocks.append(paragraph)
            }
        }
        let mended = TableContinuationRule().mend(blocks, fragments: fragments)
        blocks = mended.blocks
        for (fragment, tables) in zip(fragments, mended.continued) {
            let first = fragment.rows[0].number
            let summary =
                tables.isEmpty
                ? "\(fragment.rows.count) table row(s) without a header kept as text"
                : "\(fragment.rows.count) table row(s) without a header put back into the table(s) at line(s) "
                    + tables.map(String.init).joined(separator: ", ") + ", which were cut off mid-row"
            diagnostics.append(
                Diagnostic(
                    severity: .note, identifier: tables.isEmpty ? "plainText.tableFragment" : "plainText.tableContinued",
                    summary: summary, path: source.path, location: SourceLocation(line: first)))
        }
        if let boundary = PageHalvesRule().boundary(in: blocks) {
            diagnostics.append(
                Diagnostic(
                    severity: .note, identifier: "plainText.languageBoundary",
                    summary: "the page holds a whole \(boundary.first.rawValue) page, then the whole \(boundary.second.rawValue) page starting here",
                    path: source.path, location: SourceLocation(line: boundary.line)))
        }
        return ReadResult(document: Document(path: source.path, format: .plainText, blocks: blocks), diagnostics: diagnostics)
    }

    /// Whether another block starts at the cursor, ending the paragraph before it.
    func startsBlock(_ cursor: LineCursor, codeRejectedUntil: inout Int, guide: TableGuide? = nil) -> Bool {
        guard let line = cursor.current else { return false }
        if lists.marker(of: line) != nil { return true }
        if PipeTableRule.isRowLike(line.content) { return true }
        var probe = cursor
        if cursor.index >= codeRejectedUntil,
            line.score >= code.startScore || line.evidence.isComment || LanguageLabelRule.labels[line.content.lowercased()] != nil
        {
            if code.read(&probe) != nil { return true }
            // The run just read is no code block, and starting inside it will not make one.
            codeRejectedUntil = probe.index
        }
        probe = cursor
        if tables.read(&probe) != nil { return true }
        probe = cursor
        return guide.map { counterparts.read(&probe, guide: $0) != nil } ?? false
    }

    /// Table rows without a header, kept as a paragraph of lines (unless they turn out to continue
    /// tables cut off earlier): the cells they belong to are unknown, so none are invented.
    private func readTableFragment(_ cursor: inout LineCursor) -> (block: Block, rows: [PlainLine]) {
        var rows: [PlainLine] = []
        while let line = cursor.current, !line.isBlank, PipeTableRule.isRowLike(line.content) {
            rows.append(line)
            cursor.advance()
        }
        var inlines: [Inline] = []
        for (i, row) in rows.enumerated() {
            if i > 0 { inlines.append(.lineBreak) }
            inlines.append(.text(row.content))
        }
        return (Block(.paragraph(inlines), range: SourceRange(lines: rows[0].number, rows.last!.number)), rows)
    }
}
