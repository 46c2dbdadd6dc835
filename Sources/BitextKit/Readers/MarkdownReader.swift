import BitextModel
import Foundation

/// Reads CommonMark + GFM with YAML front matter into a `Document`.
public struct MarkdownReader: Sendable {
    /// Top-level blocks read at most; the text after them becomes one block of plain text.
    public var maximumBlocks: Int

    /// Whether the budget grows to the blocks allowed for the text with its shortcodes expanded.
    var growsWithShortcodes = false

    /// The language shortcodes print in (`heading`, glossary terms), when not the page's own:
    /// the English a translation keeps in comments is read as English.
    var shortcodeLanguage: String?

    /// Creates a reader.
    public init(maximumBlocks: Int = .max) {
        self.maximumBlocks = maximumBlocks
    }

    init(shortcodeLanguage: String) {
        self.maximumBlocks = .max
        self.shortcodeLanguage = shortcodeLanguage
    }

    /// Reads `source`; front matter problems become diagnostics and the body is still read.
    public func read(_ source: SourceFile) -> ReadResult {
        var split = FrontMatterParser.split(source.text, path: source.path)
        split.body = MDXSyntax.rewrite(split.body, isMDX: source.path.lowercased().hasSuffix(".mdx"))
        let blank = Self.blankLines(split.body)
        var diagnostics = split.diagnostics
        let expansion = expandShortcodes(split.body, path: source.path, frontMatter: split.frontMatter, diagnostics: &diagnostics)
        // Conversion from cmark stops at the budget, so a huge count of tiny blocks never
        // becomes Swift values; `BlockBudget` turns the rest into one block.
        var maximumBlocks = self.maximumBlocks
        if growsWithShortcodes, expansion.lineMap != nil {
            maximumBlocks = max(maximumBlocks, BlockBudget.blocks(forBytes: expansion.text.utf8.count))
        }
        let (read, sourceCut) = Self.prefix(expansion.text, maximumBlocks: maximumBlocks)
        var (converted, cutLine, paddedTables) = CommonMarkConverter.convert(read, maximumBlocks: maximumBlocks)
        let originalLine = { (line: Int) in expansion.lineMap.map { $0[min(max(line, 1), $0.count) - 1] } ?? line }
        if let sourceCut, cutLine == nil {
            cutLine = sourceCut
            if converted.count < maximumBlocks {
                let what = "more than \(maximumBlocks) blocks, or a paragraph over \(SourceCut.maximumRunBytes) bytes, for \(source.text.utf8.count) bytes"
                diagnostics.append(BlockBudget.cutWarning(what, path: source.path, line: originalLine(sourceCut)))
            }
        }
        if let cutLine, converted.count >= maximumBlocks {
            diagnostics.append(BlockBudget.cutWarning("more than \(maximumBlocks) blocks for \(source.text.utf8.count) bytes", path: source.path, line: originalLine(cutLine)))
        }
        var blocks = converted
        if expansion.lineMap != nil || CommonMarkConverter.contains(Substring(expansion.text), "[!") {
            blocks = CalloutBlocks.apply(blocks)
        }
        if let lineMap = expansion.lineMap { blocks = CalloutBlocks.remap(blocks, lineMap, ends: expansion.endMap ?? lineMap) }
        blocks = blocks.map { Self.trimTrailingBlankLines($0, blank: blank) }
        for line in paddedTables {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "table.mostlyEmpty",
                    summary: "a table of cells mostly missing from the source (a wide header over short rows), or of thousands of one- or two-character cells, is kept as text",
                    path: source.path, location: SourceLocation(line: originalLine(line))))
        }
        if let cutLine { blocks.append(BlockBudget.rest(of: split.body, from: originalLine(cutLine))) }
        let document = Document(
            path: source.path, format: .markdown, frontMatter: split.frontMatter, blocks: blocks)
        var result = ReadResult(document: document, diagnostics: diagnostics)
        result.includedBytes = expansion.includedBytes
        return result
    }

    /// The part of `text` cmark reads (`SourceCut`), and the line where the rest begins.
    static func prefix(_ text: String, maximumBlocks: Int) -> (String, Int?) {
        guard let cut = SourceCut.line(in: text, maximumBlocks: maximumBlocks) else { return (text, nil) }
        return (BlockBudget.prefix(text, before: cut), cut)
    }

    /// The body with its shortcodes written as the Markdown they stand for (`ShortcodeExpander`).
    private func expandShortcodes(
        _ body: String, path: String, frontMatter: FrontMatter?, diagnostics: inout [Diagnostic]
    ) -> ShortcodeExpander.Expansion {
        // Most Markdown has no shortcodes: the site and the page's language are looked up only
        // for text that has some.
        let scan = ShortcodeScanner.scan(body)
        guard !scan.isEmpty else { return ShortcodeExpander.Expansion(text: body, lineMap: nil) }
        let (page, problems) = PageContext.of(path: path, text: body, frontMatter: frontMatter, language: shortcodeLanguage)
        var expansion = ShortcodeExpander(page: page).expand(body, scan: scan)
        expansion.includedBytes = page.budget.includedBytes
        diagnostics += problems + expansion.diagnostics
        return expansion
    }

    /// `blank[i]` tells whether line `i + 1` holds only whitespace.
    static func blankLines(_ text: String) -> [Bool] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Bool] = []
            result.reserveCapacity(bytes.count / 32)
            guard let base = bytes.baseAddress else { return [true] }
            let end = bytes.count
            var start = 0
            while true {
                // A line's leading spaces, tabs and CRs decide it: blank if its newline (or the
                // end) follows them. Otherwise `memchr` finds the newline, instead of a test of
                // every byte of the line.
                var index = start
                while index < end, base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t") || base[index] == UInt8(ascii: "\r") {
                    index += 1
                }
                if index == end {
                    result.append(true)
                    return result
                }
                if base[index] == UInt8(ascii: "\n") {
                    result.append(true)
                    start = index + 1
                    continue
                }
                result.append(false)
                guard let newline = memchr(base + index, Int32(UInt8(ascii: "\n")), end - index) else { return result }
                start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
        }
    }

    /// cmark counts the blank lines after a list item or indented code as part of it; a block's
    /// range should end at its last line of content.
    static func trimTrailingBlankLines(_ block: Block, blank: [Bool]) -> Block {
        var block = block
        func trimmed(_ range: SourceRange) -> SourceRange {
            var range = range
            while range.end.line > range.start.line, range.end.line - 1 < blank.count, blank[range.end.line - 1] {
                range.end = SourceLocation(line: range.end.line - 1, column: 1)
            }
            return range
        }
        block.range = trimmed(block.range)
        switch block.kind {
        case .list(let ordered, let start, let items):
            block.kind = .list(ordered: ordered, start: start, items: items.map { item in
                ListItem(
                    blocks: item.blocks.map { trimTrailingBlankLines($0, blank: blank) },
                    checked: item.checked, range: trimmed(item.range))
            })
        case .quote(let children):
            block.kind = .quote(children.map { trimTrailingBlankLines($0, blank: blank) })
        case .callout(let kind, let title, let children):
            block.kind = .callout(kind: kind, title: title, blocks: children.map { trimTrailingBlankLines($0, blank: blank) })
        default:
            break
        }
        return block
    }
}
