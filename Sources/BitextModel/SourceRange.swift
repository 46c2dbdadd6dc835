/// An inclusive range of source lines (1-based) with the byte columns of its ends.
public struct SourceRange: Sendable, Equatable, Hashable, Codable {
    /// Where the range starts.
    public var start: SourceLocation
    /// Where the range ends (inclusive).
    public var end: SourceLocation

    /// Creates a range from two locations.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// Creates a range covering whole lines, `startLine...endLine`.
    public init(lines startLine: Int, _ endLine: Int) {
        self.start = SourceLocation(line: startLine, column: 1)
        self.end = SourceLocation(line: max(startLine, endLine), column: 1)
    }

    /// The first line of the range.
    public var startLine: Int { start.line }
    /// The last line of the range (inclusive).
    public var endLine: Int { end.line }
    /// The lines covered, as a closed range.
    public var lines: ClosedRange<Int> { start.line...max(start.line, end.line) }

    /// The same range moved down by `lines` lines (used when front matter is split off).
    public func shifted(by lines: Int) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: start.line + lines, column: start.column),
            end: SourceLocation(line: end.line + lines, column: end.column))
    }

    /// The smallest range covering both ranges.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
