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

    /// Past this many lines the rest is one block of verbatim text (`BlockBudget`): scoring each
    /// line is the reader's cost, and a dump of 235,000 short lines took twelve seconds.
    public var maximumLines: Int

    /// Creates a reader.
    public init(maximumLines: Int = .max) {
        self.maximumLines = maximumLines
    }

    /// Reads `source` as scraped text.
    public func read(_ source: SourceFile) -> ReadResult {
        guard let cut = BlockBudget.lineCut(source.text, budget: maximumLines) else { return readAll(source) }
        var result = readAll(SourceFile(path: source.path, text: BlockBudget.prefix(source.text, before: cut)))
        result.document.blocks.append(BlockBudget.rest(of: source.text, from: cut))
        result.diagnostics.append(
            BlockBudget.cutWarning("more than \(maximumLines) lines for \(source.text.utf8.count) bytes", path: source.path, line: cut))
        return result
    }

    private func readAll(_ source: SourceFile) -> ReadResult {
        // Each line is scored once, as it is made (`PlainLine.init`).
        var lines = GluedCodeTailRule().split(PlainLine.lines(of: source.text))
        lines = tables.splitGluedHeaders(lines)
        let (kept, notes) = BoilerplateRule().strip(lines, path: source.path)
        var reading = Reading(path: source.path, diagnostics: notes)
        var cursor = LineCursor(kept)
        while true {
            cursor.skipBlankLines()
            guard let line = cursor.current else { break }
            readBlock(at: line, &cursor, into: &reading)
        }
        mendTableFragments(&reading)
        if let boundary = PageHalvesRule().boundary(in: reading.blocks) {
            reading.note(
                "plainText.languageBoundary",
                "the page holds a whole \(boundary.first.rawValue) page, then the whole \(boundary.second.rawValue) page starting here",
                line: boundary.line)
        }
        return ReadResult(document: Document(path: source.path, format: .plainText, blocks: reading.blocks), diagnostics: reading.diagnostics)
    }

    /// What reading one text carries from block to block.
    private struct Reading {
        let path: String
        var blocks: [Block] = []
        var diagnostics: [Diagnostic]
        // Lines a rejected code run covered: starting again inside it would reread the same run
        // (quadratic on a file of brackets), and a later start only has less evidence.
        var codeRejectedUntil = 0
        /// The last table read in this section, to read its flattened translation by.
        var guide: TableGuide?
        var fragments: [TableContinuationRule.Fragment] = []

        init(path: String, diagnostics: [Diagnostic]) {
            self.path = path
            self.diagnostics = diagnostics
        }

        mutating func note(_ identifier: String, _ summary: String, line: Int) {
            diagnostics.append(
                Diagnostic(severity: .note, identifier: identifier, summary: summary, path: path, location: SourceLocation(line: line)))
        }
    }

    /// Reads the block starting at `line`, the cursor's current line: the first rule that fits wins.
    private func readBlock(at line: PlainLine, _ cursor: inout LineCursor, into reading: inout Reading) {
        let codeBlock = readCode(&cursor, rejectedUntil: &reading.codeRejectedUntil)
        if let block = codeBlock ?? cursor.attempt({ tables.read(&$0) }) {
            reading.blocks.append(block)
            if case .table = block.kind { reading.guide = TableGuide(block) }
        } else if let result = cursor.attempt({ flattened.read(&$0) }) {
            switch result {
            case .table(let table):
                reading.blocks.append(table)
                reading.guide = TableGuide(table)
            case .text(let paragraph, let note):
                reading.blocks.append(paragraph)
                reading.note("plainText.flattenedTable", note, line: paragraph.range.startLine)
            }
        } else if let current = reading.guide, let found = cursor.attempt({ counterparts.read(&$0, guide: current) }) {
            reading.blocks.append(found.block)
            reading.guide = nil
            let guessed = found.guessed.isEmpty ? "" : "; cells cut by guesswork in \(found.guessed.joined(separator: ", "))"
            reading.note(
                "plainText.counterpartTable", "a flattened table read as the translation of the table at line \(current.line)\(guessed)",
                line: found.block.range.startLine)
        } else if let found = cursor.attempt({ lists.read(&$0) }) {
            reading.blocks.append(contentsOf: found)
        } else if let heading = cursor.attempt({ headings.read(&$0, after: reading.blocks.last) }) {
            append(heading: heading, to: &reading)
        } else if PipeTableRule.isRowLike(line.content) {
            let fragment = readTableFragment(&cursor)
            reading.fragments.append(TableContinuationRule.Fragment(index: reading.blocks.count, rows: fragment.rows))
            reading.blocks.append(fragment.block)
        } else {
            let guide = reading.guide
            if let paragraph = paragraphs.read(
                &cursor, startsBlock: { startsBlock($0, codeRejectedUntil: &reading.codeRejectedUntil, guide: guide) })
            {
                reading.blocks.append(paragraph)
            }
        }
    }

    /// A code block at the cursor, unless the cursor is inside a run already rejected as code;
    /// a rejected run moves `rejectedUntil` past it.
    private func readCode(_ cursor: inout LineCursor, rejectedUntil: inout Int) -> Block? {
        guard cursor.index >= rejectedUntil else { return nil }
        var probe = cursor
        let block = code.read(&probe)
        if block == nil { rejectedUntil = probe.index } else { cursor = probe }
        return block
    }

    private func append(heading: Block, to reading: inout Reading) {
        var heading = heading
        // A heading in the guide's language starts another section; one in the other
        // language can head the translation of the guide's own section.
        if let current = reading.guide, LanguageTagger.containsHan(heading.plainText) == current.isChinese { reading.guide = nil }
        if reading.blocks.isEmpty, case .heading(_, let anchor, let content) = heading.kind {
            heading.kind = .heading(level: 1, anchor: anchor, content: content)
        }
        reading.blocks.append(heading)
    }

    /// Puts table fragments back into the tables they continue, with a note for each fragment.
    private func mendTableFragments(_ reading: inout Reading) {
        let mended = TableContinuationRule().mend(reading.blocks, fragments: reading.fragments)
        reading.blocks = mended.blocks
        for (fragment, tables) in zip(reading.fragments, mended.continued) {
            let summary =
                tables.isEmpty
                ? "\(fragment.rows.count) table row(s) without a header kept as text"
                : "\(fragment.rows.count) table row(s) without a header put back into the table(s) at line(s) "
                    + tables.map(String.init).joined(separator: ", ") + ", which were cut off mid-row"
            reading.note(tables.isEmpty ? "plainText.tableFragment" : "plainText.tableContinued", summary, line: fragment.rows[0].number)
        }
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
