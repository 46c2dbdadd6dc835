/// The text of a source file split into lines, so later stages can quote the Markdown a block came from.
public struct SourceText: Sendable, Equatable, Hashable {
    /// The file's lines without their line terminators; line 1 is `lines[0]`.
    public let lines: [Substring]

    /// Splits `text` into lines (`\n`, with a trailing `\r` dropped).
    public init(_ text: String) {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.hasSuffix("\r") ? line.dropLast() : line)
        }
        self.lines = lines
    }

    /// The lines `range` covers (1-based, inclusive, clamped to the file), joined with `\n`,
    /// without trailing blank lines.
    public func text(lines range: ClosedRange<Int>) -> String {
        let lower = max(1, range.lowerBound)
        var upper = min(lines.count, range.upperBound)
        while upper > lower, lines[upper - 1].allSatisfy(\.isWhitespace) { upper -= 1 }
        guard lower <= upper else { return "" }
        return lines[(lower - 1)..<upper].joined(separator: "\n")
    }

    /// The source of `range`: its whole lines (see `text(lines:)`).
    public func text(of range: SourceRange) -> String {
        text(lines: range.lines)
    }
}
