import BitextModel
import Foundation
import GRDB

/// The totals of one finished run, kept so that the next can say what changed since.
public struct RunRecord: Sendable, Equatable, Codable {
    /// When the run ended, seconds since 1970.
    public var finished: Double
    public var documents: Int
    public var converted: Int
    public var failed: Int
    public var pairs: Int
    public var coverage: CoverageSummary

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
