import BitextModel
import Foundation
import GRDB

/// A run's row in the build database.
extension RunRecord {
    static func fetchLast(_ db: Database) throws -> RunRecord? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM run ORDER BY id DESC LIMIT 1") else { return nil }
        return RunRecord(
            finished: row["finished"], documents: row["documents"], converted: row["converted"], failed: row["failed"],
            pairs: row["pairs"], coverage: CoverageSummary(packed: row["coverage"]))
    }

    func insert(in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO run (finished, documents, converted, failed, pairs, coverage) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [finished, documents, converted, failed, pairs, coverage.packed])
    }
}
