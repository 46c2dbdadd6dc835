import Foundation
import GRDB

/// The search index's files as the site step wrote them (the index and its term chunks): an
/// incremental build brings them up to date from here, never from the output folder.
extension BuildDatabase {
    /// The bytes recorded for the site file at `path`.
    func searchFile(_ path: String) throws(BitextError) -> Data {
        let data = try read { db in try Data.fetchOne(db, sql: "SELECT data FROM search_file WHERE path = ?", arguments: [path]) }
        guard let data else { throw BitextError(.buildDatabase, path: path, "no record of this search file") }
        return data
    }

    /// Records `files` and forgets every other search file not in `kept`.
    func saveSearchFiles(_ files: [(String, Data)], keeping kept: Set<String>) throws(BitextError) {
        try write { db in
            let recorded = try String.fetchAll(db, sql: "SELECT path FROM search_file")
            let remove = try db.cachedStatement(sql: "DELETE FROM search_file WHERE path = ?")
            for path in recorded where !kept.contains(path) { try remove.execute(arguments: [path]) }
            try Self.insertSearchFiles(files, into: db)
        }
    }

    /// Records `files`, keeping the others.
    func addSearchFiles(_ files: [(String, Data)]) throws(BitextError) {
        try write { db in try Self.insertSearchFiles(files, into: db) }
    }

    private static func insertSearchFiles(_ files: [(String, Data)], into db: Database) throws {
        let insert = try db.cachedStatement(
            sql: "INSERT INTO search_file (path, data) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET data = excluded.data")
        for (path, data) in files { try insert.execute(arguments: [path, data]) }
    }
}
