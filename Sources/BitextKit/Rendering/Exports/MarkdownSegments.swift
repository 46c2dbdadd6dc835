import BitextModel
import Foundation

/// Cuts Markdown into its `SourceSegment`s, from the block structure the Markdown reader finds and
/// the source lines it found them on. Exports and `bitext apply` cut the same way, so a unit's
/// English is the same text whether it was exported from an aligned pair or found in the English
/// document the translation is written back into.
public struct MarkdownSegments: Sendable {
    /// The segments, in document order.
    public private(set) var segments: [SourceSegment] = []
    /// The source's lines, without line endings.
    public let lines: [String]
    private var tables = 0

    /// Cuts `markdown`; `blocks` are its blocks when already read.
    public init(_ markdown: String, blocks: [Block]? = nil) {
        lines = markdown.lines
        walk(blocks ?? MarkdownReader().read(SourceFile(path: "", text: markdown)).document.blocks)
    }

    /// The text of all segments as one unit: a table's cells separated by tabs and its rows by
    /// line breaks, other segments by line breaks.
    public var text: String { Self.text(of: segments[...]) }

    static func text(of segments: ArraySlice<SourceSegment>) -> String {
        var out = ""
        var previous: SourceSegment?
        for segment in segments {
            if let previous { out += separator(previous, segment) }
            out += segment.text
            previous = segment
        }
        return out
    }

    /// What joins two segments in one unit: a tab between cells of a row, else a line break.
    static func separator(_ previous: SourceSegment, _ next: SourceSegment) -> String {
        previous.cell != nil && previous.cell?.table == next.cell?.table && previous.cell?.row == next.cell?.row ? "\t" : "\n"
    }

    private mutating func walk(_ blocks: [Block]) {
        for block in blocks {
            switch block.kind {
            case .paragraph: paragraph(block.range, kind: "paragraph")
            case .heading: heading(block.range)
            case .list(_, _, let items): for item in items { walk(item.blocks) }
            case .quote(let children), .callout(_, _, let children): walk(children)
            case .table: table(block.range)
            default: break
            }
        }
    }

    /// The 0-based lines of `range`, when the source has them.
    private func span(_ range: SourceRange) -> Range<Int>? {
        let (first, last) = (range.start.line - 1, range.end.line - 1)
        guard first >= 0, first <= last, last < lines.count else { return nil }
        return first..<(last + 1)
    }

    private mutating func paragraph(_ range: SourceRange, kind: String) {
        guard var span = span(range) else { return }
        // A block shortcode's own line (`{{< note >}}`) is a container's, not the paragraph's:
        // a callout cut into pieces keeps it with its first piece.
        while span.count > 1, Self.isShortcodeLine(lines[span.lowerBound]) { span = (span.lowerBound + 1)..<span.upperBound }
        while span.count > 1, Self.isShortcodeLine(lines[span.upperBound - 1]) { span = span.lowerBound..<(span.upperBound - 1) }
        let (prefix, first) = Self.splitPrefix(lines[span.lowerBound], opening: true)
        let rest = span.dropFirst().map { Self.splitPrefix(lines[$0], opening: false).rest }
        let text = Self.joined([first] + rest)
        guard !text.isEmpty, !(span.count == 1 && Self.isShortcodeLine(lines[span.lowerBound])) else { return }
        segments.append(SourceSegment(kind: kind, text: text, lines: span, prefix: prefix, continuation: Self.continuation(of: prefix), suffix: "", cell: nil))
    }

    private mutating func heading(_ range: SourceRange) {
        guard var span = span(range) else { return }
        let (prefix, rest) = Self.splitPrefix(lines[span.lowerBound], opening: true)
        guard rest.hasPrefix("#") else {
            // Setext: the underline stays as it is.
            if span.count > 1 { span = span.lowerBound..<(span.upperBound - 1) }
            return paragraph(SourceRange(start: SourceLocation(line: span.lowerBound + 1), end: SourceLocation(line: span.upperBound)), kind: "heading")
        }
        let hashes = rest.prefix { $0 == "#" }
        let afterHashes = rest.dropFirst(hashes.count)
        let content = afterHashes.drop { $0 == " " || $0 == "\t" }
        let opening = prefix + hashes + afterHashes.prefix(afterHashes.count - content.count)
        let (text, suffix) = Self.headingSuffix(String(content))
        guard !text.isEmpty else { return }
        segments.append(SourceSegment(kind: "heading", text: text, lines: span.lowerBound..<(span.lowerBound + 1), prefix: opening, continuation: "", suffix: suffix, cell: nil))
    }

    /// A heading's text and what ends it: `{#id}` attributes, or a closing sequence of `#`.
    static func headingSuffix(_ content: String) -> (String, String) {
        var text = Substring(content)
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        if text.hasSuffix("}"), let open = text.lastIndex(of: "{"), text[text.index(after: open)...].first.map({ "#.".contains($0) }) == true {
            var cut = open
            while cut > text.startIndex, text[text.index(before: cut)] == " " { cut = text.index(before: cut) }
            return (String(text[..<cut]), String(content[cut...]))
        }
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing < text.count, text.dropLast(closing).last == " " {
            var cut = text.index(text.endIndex, offsetBy: -closing)
            while cut > text.startIndex, text[text.index(before: cut)] == " " { cut = text.index(before: cut) }
            return (String(text[..<cut]), String(content[cut...]))
        }
        return (String(text), String(content[text.endIndex...]))
    }

    private mutating func table(_ range: SourceRange) {
        guard let span = span(range) else { return }
        // Row 0 is the header, line 1 the delimiter row, the rest the body.
        for (offset, line) in span.enumerated() where offset != 1 {
            let (prefix, rest) = Self.splitPrefix(lines[line], opening: false)
            for (column, cell) in Self.cells(rest).enumerated() {
                segments.append(SourceSegment(
                    kind: "table-cell", text: cell.trimmingCharacters(in: .whitespaces), lines: line..<(line + 1), prefix: prefix, continuation: "",
                    suffix: "", cell: SourceSegment.Cell(table: tables, row: max(0, offset - 1), column: column)))
            }
        }
        tables += 1
    }

    /// Whether a line holds one shortcode tag and nothing else.
    static func isShortcodeLine(_ line: String) -> Bool {
        let body = splitPrefix(line, opening: false).rest.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("{{<") && body.hasSuffix(">}}") || body.hasPrefix("{{%") && body.hasSuffix("%}}") else { return false }
        return !body.dropFirst(3).dropLast(3).contains("{{")
    }

    /// A table row's cells, split at pipes that are not escaped; the pipes that open and close
    /// the row are not cell separators.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if character == "|" && !escaped {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current)
        if cells.count > 1, cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
        if cells.count > 1, cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
        return cells
    }

    /// A line's container markers and indentation, and the rest. On the line a block opens,
    /// list markers (and a task box) are containers too; on later lines only quote markers are.
    static func splitPrefix(_ line: String, opening: Bool) -> (prefix: String, rest: String) {
        let chars = Array(line)
        var index = 0
        while index < chars.count {
            if chars[index] == " " || chars[index] == "\t" || chars[index] == ">" {
                index += 1
            } else if opening, let end = listMarkerEnd(chars, at: index) {
                index = end
            } else {
                break
            }
        }
        return (String(chars[..<index]), String(chars[index...]))
    }

    /// The end of a list marker at `index` (with its task box), when one starts there.
    private static func listMarkerEnd(_ chars: [Character], at index: Int) -> Int? {
        var end = index
        if "-+*".contains(chars[index]) {
            end += 1
        } else {
            while end < chars.count, end - index < 9, chars[end].isASCII, chars[end].isNumber { end += 1 }
            guard end > index, end < chars.count, chars[end] == "." || chars[end] == ")" else { return nil }
            end += 1
        }
        guard end == chars.count || chars[end] == " " || chars[end] == "\t" else { return nil }
        while end < chars.count, chars[end] == " " || chars[end] == "\t" { end += 1 }
        if end + 3 < chars.count, chars[end] == "[", " xX".contains(chars[end + 1]), chars[end + 2] == "]", chars[end + 3] == " " { end += 4 }
        return end
    }

    /// The prefix as later lines continue it: quote markers kept, list markers as spaces.
    static func continuation(of prefix: String) -> String {
        String(prefix.map { $0 == ">" || $0 == "\t" ? $0 : " " })
    }

    /// A block's lines as one: soft breaks become spaces (none between two Chinese characters,
    /// which a line break in Chinese source does not separate), hard breaks `\` and a line break.
    static func joined(_ parts: [String]) -> String {
        var out = ""
        for (index, part) in parts.enumerated() {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard index < parts.count - 1 else {
                out += trimmed
                break
            }
            if trimmed.hasSuffix("\\") {
                out += trimmed + "\n"
            } else if part.hasSuffix("  ") {
                out += trimmed + "\\\n"
            } else {
                let next = parts[index + 1].trimmingCharacters(in: .whitespaces).first
                out += trimmed + (isWide(trimmed.last) && isWide(next) ? "" : " ")
            }
        }
        return out
    }

    /// A Han character or CJK punctuation (`，`, `。`, `（`).
    private static func isWide(_ character: Character?) -> Bool {
        guard let scalar = character?.unicodeScalars.first?.value else { return false }
        return (0x3000...0x303F).contains(scalar) || (0x3400...0x9FFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
    }
}
