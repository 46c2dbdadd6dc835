import BitextModel
import Foundation
import GRDB

extension BuildDatabase {
    /// A listed document's columns after its summary's.
    enum ListedColumn: Int, SelectedColumn {
        case key, outputs
        static var offset: Int { SummaryColumn.allCases.count }
    }

    /// Fills a temporary table for each of `orders` with the current documents' names in that
    /// order (positions from 1), and returns how many documents there are.
    func makeListing(_ orders: [(table: String, orderBy: String)]) throws(BitextError) -> Int {
        var count = 0
        // A large sort spills into temporary files, which SQLite would make in /var/tmp: they
        // go in the output folder, the one place Bitext writes (each is unlinked once open).
        let folder = self.folder.replacingOccurrences(of: "'", with: "''")
        try write { db in
            try db.execute(sql: "PRAGMA temp_store_directory = '\(folder)'")
            DatabaseListing.register(in: db)
            for (table, orderBy) in orders {
                try db.execute(
                    sql: """
                        DROP TABLE IF EXISTS temp.\(table);
                        CREATE TEMP TABLE \(table) (pos INTEGER PRIMARY KEY, name TEXT NOT NULL);
                        INSERT INTO \(table) (name) SELECT name FROM document JOIN content USING (name) WHERE key <> '' ORDER BY \(orderBy);
                        """)
            }
            try db.execute(sql: "CREATE UNIQUE INDEX IF NOT EXISTS temp.\(orders[0].table)_by_name ON \(orders[0].table) (name)")
            count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(orders[0].table)") ?? 0
        }
        return count
    }

    /// The documents at positions `start..<end` (from 0) of a listing's `table`, in order: each
    /// one's summary, key and outputs.
    func eachListed(_ table: String, from start: Int, to end: Int, _ body: (DocumentSummary, String, [String]) -> Void) throws(BitextError) {
        guard start < end else { return }
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT \(Self.summaryColumns(terms: false)), \(ListedColumn.list) FROM \(table) AS listed JOIN document USING (name) JOIN content USING (name)
                        WHERE listed.pos > ? AND listed.pos <= ? ORDER BY listed.pos
                        """),
                arguments: [start, end])
            while let row = try rows.next() {
                body(Self.summary(row[SummaryColumn.name], row), row[ListedColumn.key], DocumentRecord.split(row[ListedColumn.outputs]))
            }
        }
    }

    /// The positions (from 0) in a listing's `table` of `names`, -1 for a name not listed.
    func listedPositions(_ table: String, _ names: [String]) throws(BitextError) -> [Int32] {
        try read { db in
            let statement = try db.cachedStatement(sql: "SELECT pos FROM \(table) WHERE name = ?")
            return try names.map { name in Int32(try Int.fetchOne(statement, arguments: [name]).map { $0 - 1 } ?? -1) }
        }
    }
}
