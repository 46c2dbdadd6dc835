import GRDB

/// A column of a query, named: the query's SELECT list is made from the cases in order, and a
/// row is read by the case, which knows its place. Reads stay by position (GRDB finds a column
/// by name with a case-insensitive search, on every row of a rerun that reads every record),
/// but no position is written by hand, so a list and its reads cannot drift apart.
protocol SelectedColumn: CaseIterable, RawRepresentable<Int> {
    /// Columns of the same row that come before these (another list's).
    static var offset: Int { get }
    /// The SQL that selects it; by default its name in snake case.
    var sql: String { get }
}

extension SelectedColumn {
    static var offset: Int { 0 }

    var sql: String {
        String("\(self)".flatMap { $0.isUppercase ? ["_", Character($0.lowercased())] : [$0] })
    }

    var position: Int { Self.offset + rawValue }

    /// The SELECT list of every case, in order.
    static var list: String { allCases.map(\.sql).joined(separator: ", ") }
}

extension Row {
    subscript<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: some SelectedColumn) -> Value {
        self[column.position]
    }

    subscript<Value: DatabaseValueConvertible>(_ column: some SelectedColumn) -> Value {
        self[column.position]
    }
}
