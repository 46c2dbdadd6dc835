/// The text of a source file by lines, so later stages can quote the Markdown a block came from.
public struct SourceText: Sendable, Equatable, Hashable {
    /// The file's text.
    public let text: String
    /// The UTF-8 offset where each line starts; line 1 starts at `lineStarts[0]`.
    private let lineStarts: [Int]

    /// Indexes the lines of `text` (`\n` ends a line; a `\r` before it is not part of the line).
    public init(_ text: String) {
        self.text = text
        var starts = [0]
        starts.reserveCapacity(text.utf8.count / 40)
        // Native strings are contiguous: their bytes are read directly, not through the view's
        // iterator (this indexes every input file once).
        let indexed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
        }
        if indexed == nil {
            var offset = 0
            for byte in text.utf8 {
                offset += 1
                if byte == 0x0A { starts.append(offset) }
            }
        }
        lineStarts = starts
    }

    /// The number of lines.
    public var lineCount: Int { lineStarts.count }

    /// Line `number` (1-based) without its terminator; empty past the end.
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number <= lineStarts.count else { return "" }
        return slice(number, number)
    }

    /// The lines `range` covers (1-based, inclusive, clamped to the file), joined with `\n`,
    /// without trailing blank lines.
    public func text(lines range: ClosedRange<Int>) -> String {
        let lower = max(1, range.lowerBound)
        var upper = min(lineStarts.count, range.upperBound)
        while upper > lower, line(upper).allSatisfy(\.isWhitespace) { upper -= 1 }
        guard lower <= upper else { return "" }
        return String(slice(lower, upper))
    }

    /// The source of `range`: its whole lines (see `text(lines:)`).
    public func text(of range: SourceRange) -> String {
        text(lines: range.lines)
    }

    private func slice(_ first: Int, _ last: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[first - 1])
        var endOffset = last < lineStarts.count ? lineStarts[last] - 1 : utf8.count
        if endOffset > lineStarts[first - 1], utf8[utf8.index(utf8.startIndex, offsetBy: endOffset - 1)] == 0x0D {
            endOffset -= 1
        }
        let end = utf8.index(utf8.startIndex, offsetBy: max(lineStarts[first - 1], endOffset))
        return text[start..<end]
    }
}
