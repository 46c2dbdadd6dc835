import BitextModel
import Foundation

/// Reads CommonMark + GFM with YAML front matter into a `Document`.
public struct MarkdownReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `source`; front matter problems become diagnostics and the body is still read.
    public func read(_ source: SourceFile) -> ReadResult {
        let split = FrontMatterParser.split(source.text, path: source.path)
        let blank = Self.blankLines(split.body)
        let budget = Self.maximumBlocks(forBytes: split.body.utf8.count)
        let (converted, cutLine) = CommonMarkConverter.convert(split.body, maximumBlocks: budget)
        var blocks = converted.map { Self.trimTrailingBlankLines($0, blank: blank) }
        var diagnostics = split.diagnostics
        if let cutLine {
            blocks.append(Self.rest(of: split.body, from: cutLine))
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "document.tooManyBlocks",
                    summary: "more than \(budget) blocks for \(split.body.utf8.count) bytes; the text from here on is kept as one block of plain text",
                    path: source.path, location: SourceLocation(line: cutLine)))
        }
        let document = Document(
            path: source.path, format: .markdown, frontMatter: split.frontMatter, blocks: blocks)
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    /// The most blocks a document of `bytes` bytes is read into: every block costs a row on the
    /// page, a pair in the bundle and search entries (about 750 bytes of output in all), so a
    /// megabyte of one-letter paragraphs would make a site 250 times its size. Within the budget
    /// output stays under 40 times the input plus a megabyte; real documents have a block per
    /// 60 bytes or more.
    static func maximumBlocks(forBytes bytes: Int) -> Int {
        1_000 + bytes / 20
    }

    /// Lines `line...` of `text` as one code block of plain text.
    static func rest(of text: String, from line: Int) -> Block {
        var newlines = 1
        var start = text.utf8.startIndex
        for index in text.utf8.indices where newlines < line {
            if text.utf8[index] == UInt8(ascii: "\n") {
                newlines += 1
                start = text.utf8.index(after: index)
            }
        }
        let rest = String(text[start...])
        let lines = rest.utf8.count { $0 == UInt8(ascii: "\n") }
        return Block(.code(info: "text", language: "text", text: rest), range: SourceRange(lines: line, max(line, line + lines - 1)))
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
        default:
            break
        }
        return block
    }
}
