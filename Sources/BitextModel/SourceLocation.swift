/// A position in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes.
///
/// Columns are bytes, not characters, because that is what cmark-gfm and libxml2 report;
/// a Han character therefore advances the column by three.
public struct SourceLocation: Sendable, Equatable, Hashable, Codable, Comparable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location from a line and a UTF-8 byte column.
    public init(line: Int, column: Int = 1) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
