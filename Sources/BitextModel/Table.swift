/// A table: header cells, column alignments and body rows, each cell a run of inlines.
public struct Table: Sendable, Equatable, Hashable, Codable {
    /// How a column's cells are aligned.
    public enum Alignment: String, Sendable, Equatable, Hashable, Codable {
        case none, left, center, right
    }

    /// The header row's cells.
    public var header: [[Inline]]
    /// One alignment per column.
    public var alignments: [Alignment]
    /// The body rows.
    public var rows: [[[Inline]]]

    /// Creates a table.
    public init(header: [[Inline]], alignments: [Alignment], rows: [[[Inline]]]) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }

    /// The number of columns (the widest of header, alignments and rows).
    public var columnCount: Int {
        ([header.count, alignments.count] + rows.map(\.count)).max() ?? 0
    }
}
