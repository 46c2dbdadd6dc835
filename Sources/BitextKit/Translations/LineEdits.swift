/// Edits to a document's lines, collected and then written at once: whole lines replaced by a
/// translation's, a table cell within its row, a line's text changed in place.
struct LineEdits: Sendable {
    let lines: [String]
    private var replaced: [Int: (end: Int, lines: [String])] = [:]
    private var cells: [Int: [Int: String]] = [:]

    init(lines: [String]) { self.lines = lines }

    /// Replaces `range` by `newLines` (none: the lines go).
    mutating func replace(_ range: Range<Int>, with newLines: [String]) {
        replaced[range.lowerBound] = (range.upperBound, newLines)
    }

    /// Replaces one line's text.
    mutating func replace(line: Int, with text: String) {
        replaced[line] = (line + 1, [text])
    }

    /// The line as edits left it so far (for edits within a line).
    func current(_ line: Int) -> String {
        if let edit = replaced[line], edit.end == line + 1, edit.lines.count == 1 { return edit.lines[0] }
        return lines[line]
    }

    /// Sets a table cell's text; its row is rebuilt when written.
    mutating func replaceCell(_ segment: SourceSegment, with text: String) {
        guard let cell = segment.cell else { return }
        cells[segment.lines.lowerBound, default: [:]][cell.column] = text
    }

    /// The edited document, with the line ending and final newline the source had.
    func text(endingLikeSource source: String) -> String {
        var out: [String] = []
        var index = 0
        while index < lines.count {
            if let edit = replaced[index] {
                out += edit.lines
                index = max(edit.end, index + 1)
            } else {
                out.append(cells[index].map { row(lines[index], $0) } ?? lines[index])
                index += 1
            }
        }
        return out.joined(separator: source.contains("\r\n") ? "\r\n" : "\n")
    }

    /// `text` with its unescaped pipes escaped: in a row they would end the cell.
    static func escapingPipes(_ text: String) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if character == "|" && !escaped { out += "\\" }
            out.append(character)
            escaped = character == "\\" && !escaped
        }
        return out
    }

    /// A table row with some cells' text replaced; the others keep their bytes.
    private func row(_ line: String, _ replacements: [Int: String]) -> String {
        let (prefix, rest) = MarkdownSegments.splitPrefix(line, opening: false)
        let opened = rest.hasPrefix("|")
        let closed = rest.count > 1 && rest.hasSuffix("|") && !rest.hasSuffix("\\|")
        var cells = MarkdownSegments.cells(rest)
        for (column, text) in replacements where column < cells.count {
            cells[column] = " " + Self.escapingPipes(text.lines.joined(separator: " ")) + " "
        }
        return prefix + (opened ? "|" : "") + cells.joined(separator: "|") + (closed ? "|" : "")
    }
}
