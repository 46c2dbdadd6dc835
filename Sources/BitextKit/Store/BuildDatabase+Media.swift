import BitextModel
import Foundation
import GRDB

/// The images each page shows and the copies made of them.
extension BuildDatabase {
    /// Each current document's images, where it has any.
    func mediaLists() throws(BitextError) -> [String: MediaList] {
        try read { db in
            var lists: [String: MediaList] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT name, media FROM document JOIN content USING (name) WHERE key <> '' AND media <> ''")
            while let row = try rows.next() { lists[row["name"]] = MediaList(packed: row["media"]) }
            return lists
        }
    }

    /// The copies made, by output name.
    func mediaCopies() throws(BitextError) -> [String: (source: String, stamp: String)] {
        try read { db in
            var copies: [String: (source: String, stamp: String)] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT output, source, stamp FROM media") { copies[row["output"]] = (row["source"], row["stamp"]) }
            return copies
        }
    }

    /// Records `copies` and forgets `removed`.
    func saveMediaCopies(_ copies: [String: (source: String, stamp: String)], removing removed: [String]) throws(BitextError) {
        try write { db in
            for name in removed { try db.execute(sql: "DELETE FROM media WHERE output = ?", arguments: [name]) }
            let statement = try db.cachedStatement(
                sql: "INSERT INTO media (output, source, stamp) VALUES (?, ?, ?) ON CONFLICT(output) DO UPDATE SET source = excluded.source, stamp = excluded.stamp WHERE source IS NOT excluded.source OR stamp IS NOT excluded.stamp")
            for (output, copy) in copies { try statement.execute(arguments: [output, copy.source, copy.stamp]) }
        }
    }
}
