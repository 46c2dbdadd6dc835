import BitextModel
import Foundation
import GRDB

/// What `merge` reads of a shard's database and writes to the merged one, a batch of documents
/// at a time: a merge never holds every document's record.
extension BuildDatabase {
    /// Up to `limit` records of documents named after `name` (all when nil), in name order, each
    /// with its summary (nil when the database has none) and, if `terms`, its packed terms.
    func records(after name: String?, limit: Int, terms: Bool) throws(BitextError) -> [DocumentRecord] {
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT \(Self.summaryColumns(terms: terms)), \(RecordColumn.list)
                        FROM document LEFT JOIN content USING (name) WHERE ? IS NULL OR name > ? ORDER BY name LIMIT ?
                        """),
                arguments: [name, name, limit])
            var records: [DocumentRecord] = []
            while let row = try rows.next() { records.append(try Self.record(row)) }
            return records
        }
    }

    /// A row of `records(after:)`: the summary's columns, then the record's own. A document
    /// without a content row has no summary (its columns are NULL), which `merge` refuses.
    private static func record(_ row: Row) throws -> DocumentRecord {
        let name: String = row[SummaryColumn.name]
        let hasContent: Bool = row[RecordColumn.hasContent]
        var record = DocumentRecord(
            name: name, key: row[RecordColumn.key], stamp: row[RecordColumn.stamp], outputs: DocumentRecord.split(row[RecordColumn.outputs]),
            site: SiteDocument(summary: hasContent ? Self.summary(name, row) : DocumentSummary(empty: name, sources: [])),
            terms: hasContent ? row[SummaryColumn.terms] : Data(), diagnostics: try DocumentRecord.diagnostics(row[RecordColumn.diagnostics]))
        if !hasContent { record.summary = nil }
        record.media = MediaList(packed: row[RecordColumn.media] ?? "")
        return record
    }

    /// A merged record's columns after its summary's.
    private enum RecordColumn: Int, SelectedColumn {
        case key, stamp, outputs, diagnostics, hasContent, media
        static var offset: Int { SummaryColumn.allCases.count }
        var sql: String { self == .hasContent ? "content.name IS NOT NULL" : "\(self)" }
    }

    /// The outputs each of `names` has recorded, if it has a record.
    func outputs(of names: [String]) throws(BitextError) -> [String: [String]] {
        try read { db in
            let statement = try db.cachedStatement(sql: "SELECT outputs FROM document WHERE name = ?")
            var outputs: [String: [String]] = [:]
            for name in names {
                if let text = try String.fetchOne(statement, arguments: [name]) { outputs[name] = DocumentRecord.split(text) }
            }
            return outputs
        }
    }

    /// Every document and the site stop vouching for their outputs, which stay listed for removal.
    func retractAll() throws(BitextError) {
        try write { db in try db.execute(sql: "UPDATE document SET key = '', stamp = NULL WHERE key <> ''; UPDATE site SET key = NULL") }
    }

    /// Up to `limit` documents that vouch for nothing (an empty key), with the files they list.
    func retracted(limit: Int) throws(BitextError) -> [(name: String, outputs: [String])] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT name, outputs FROM document WHERE key = '' ORDER BY name LIMIT ?", arguments: [limit]).map { row in
                (row["name"], DocumentRecord.split(row["outputs"]))
            }
        }
    }
}

extension BuildDatabase {
    /// Whether a document lists `path` among its outputs. The names a file of that path could be
    /// an output of are few (`DocumentConverter.outputNames` read backwards), so this is a
    /// lookup or two rather than every document's outputs held.
    func isDocumentOutput(_ path: String) throws(BitextError) -> Bool {
        var names: [String] = []
        for ext in ["json", "html"] + ExportFormat.allCases.map(\.fileExtension) where path.hasSuffix("." + ext) {
            names.append(String(path.dropLast(ext.count + 1)))
        }
        // A pair file: the name between `search/` and `.js`, as `pairsPath` writes it.
        let inFolder = path.drop { $0 != "/" }.dropFirst()
        if let dot = inFolder.lastIndex(of: "."), SearchIndexBuilder.pairsPath(String(inFolder[..<dot])) == path {
            names.append(String(inFolder[..<dot]))
        }
        return try outputs(of: names).values.contains { $0.contains(path) }
    }
}
