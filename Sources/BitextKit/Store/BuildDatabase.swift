import BitextModel
import Foundation
import GRDB

/// What a rerun needs, in one SQLite file in the output folder: each document's key, stamp,
/// outputs, summary, diagnostics and search terms, the site's record and the totals of past runs.
/// Nothing is read back from the outputs themselves; the outputs are for readers.
///
/// Every change is a transaction, so a run killed at any moment leaves either the old records or
/// the new ones. The file holds stamps (inodes, change times) and run times: true of this machine
/// only, so it is state, not output, and byte-determinism is about the other files.
final class BuildDatabase: Sendable {
    /// The columns of a document's summary, as the site, listings and merges select them first.
    enum SummaryColumn: Int, SelectedColumn {
        case name, pairs, coverage, titleEn, titleZh, sources, code, tables, needsReview, stale, warnings, terms, gaps, weight, priority
    }

    /// The file's name inside the output folder.
    static let fileName = ".bitext-build.sqlite"
    /// Files SQLite keeps beside it while a transaction is open.
    static let companions = ["-journal", "-wal", "-shm"]

    private let queue: DatabaseQueue

    private init(queue: DatabaseQueue) {
        self.queue = queue
    }

    /// The folder the file is in.
    var folder: String { (queue.path as NSString).deletingLastPathComponent }

    /// Opens (or creates) the database of the output folder `folder`. A file that is not a
    /// database, or a damaged one, is replaced: a rebuild is always safe. Any other failure (a
    /// full disk) is an error, and the file is kept: it records what to clean up later.
    static func open(in folder: String) throws(BitextError) -> BuildDatabase {
        let path = folder + "/" + fileName
        try checkRegularFiles(at: path)
        do {
            return try connect(path, readOnly: false)
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            for suffix in [""] + companions { unlink(path + suffix) }
        } catch {
            throw BitextError(.buildDatabase, path: path, "cannot open the build database: \(reason(error))")
        }
        do {
            return try connect(path, readOnly: false)
        } catch {
            throw BitextError(.buildDatabase, path: path, "cannot open the build database: \(reason(error))")
        }
    }

    /// Opens the database of a shard's output folder without writing to it (nor beside it).
    static func openShard(_ folder: String) throws(BitextError) -> BuildDatabase {
        let path = folder + "/" + fileName
        try checkRegularFiles(at: path)
        guard FileStatus(path, followingLinks: false) != nil else {
            throw BitextError(.buildDatabase, path: folder, "not an output folder of Bitext (no \(fileName))")
        }
        do {
            return try connect(path, readOnly: true)
        } catch {
            throw BitextError(.buildDatabase, path: path, "cannot read the build database (was the shard's run interrupted?): \(reason(error))")
        }
    }

    /// SQLite follows symbolic links: the database and its journals must be regular files, or
    /// a link planted in the output folder would have writes land elsewhere.
    private static func checkRegularFiles(at path: String) throws(BitextError) {
        for suffix in [""] + companions {
            var info = stat()
            if lstat(path + suffix, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                throw BitextError(.buildDatabase, path: path + suffix, "is not a regular file: refusing to use it as the build database")
            }
        }
    }

    private static func connect(_ path: String, readOnly: Bool) throws -> BuildDatabase {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.label = "bitext-build"
        if !readOnly {
            // A killed process loses nothing SQLite committed without `fsync` (the kernel has the
            // pages); only a power cut could, and the outputs are not synced either. The journal
            // is deleted after each transaction, so a shard's database opens read-only with
            // nothing to create beside it.
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA cache_size = -512")
            }
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        if !readOnly { try queue.inDatabase { db in try db.inTransaction { try BuildDatabaseSchema.migrate(db); return .commit } } }
        return BuildDatabase(queue: queue)
    }

    /// Every document's record, without the summary and terms (read only for the site).
    func documents() throws(BitextError) -> [String: DocumentRecord] {
        try read { db in
            var records: [String: DocumentRecord] = [:]
            let rows = try DocumentRecord.fetchCursor(db, sql: "SELECT \(DocumentRecord.Column.list) FROM document")
            while let record = try rows.next() { records[record.name] = record }
            return records
        }
    }

    /// What the site needs of the documents called `names`: their summaries and search terms.
    func siteDocuments(_ names: [String]) throws(BitextError) -> [String: SiteDocument] {
        var documents: [String: SiteDocument] = [:]
        try eachSiteDocument(names) { documents[$0] = $1 }
        return documents
    }

    /// Hands each of the documents `names` to `body` as it is read, so that a site over
    /// thousands of them never holds all their term lists at once.
    func eachSiteDocument(_ names: [String], _ body: (String, SiteDocument) -> Void) throws(BitextError) {
        try eachSiteRow(names, terms: true) { name, row in
            body(name, SiteDocument(summary: Self.summary(name, row), terms: SearchIndexBuilder.SearchTerms(packedData: row[SummaryColumn.terms])))
        }
    }

    /// The summaries of the documents called `names`, without their terms: what the site needs
    /// when its search index is brought up to date rather than rebuilt.
    func eachSiteSummary(_ names: [String], _ body: (DocumentSummary) -> Void) throws(BitextError) {
        try eachSiteRow(names, terms: false) { name, row in body(Self.summary(name, row)) }
    }

    /// The rows of the current documents among `names`, in name order; their terms column is
    /// empty unless `terms`.
    private func eachSiteRow(_ names: [String], terms: Bool, _ body: (String, Row) -> Void) throws(BitextError) {
        let wanted = Set(names)
        try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(Self.summaryColumns(terms: terms))
                    FROM document JOIN content USING (name) WHERE key <> '' ORDER BY name
                    """)
            while let row = try rows.next() {
                let name: String = row[SummaryColumn.name]
                if wanted.contains(name) { body(name, row) }
            }
        }
    }

    /// The search terms recorded for the documents called `names`, whatever their state: before a
    /// run commits, those of the documents it re-converted are the previous conversion's.
    func recordedTerms(_ names: [String]) throws(BitextError) -> [String: SearchIndexBuilder.SearchTerms] {
        try read { db in
            var terms: [String: SearchIndexBuilder.SearchTerms] = [:]
            for name in names {
                if let data = try Data.fetchOne(db, sql: "SELECT terms FROM content WHERE name = ?", arguments: [name]) {
                    terms[name] = SearchIndexBuilder.SearchTerms(packedData: data)
                }
            }
            return terms
        }
    }

    /// The columns `summary` reads; the terms are an empty blob unless `terms`.
    static func summaryColumns(terms: Bool) -> String {
        SummaryColumn.allCases.map { $0 == .terms && !terms ? "x''" : $0.sql }.joined(separator: ", ")
    }

    /// The summary in a row that starts with `summaryColumns`.
    static func summary(_ name: String, _ row: Row) -> DocumentSummary {
        typealias Column = SummaryColumn
        var summary = DocumentSummary(
            name: name, titleEn: row[Column.titleEn], titleZh: row[Column.titleZh], sources: DocumentRecord.split(row[Column.sources]),
            coverage: CoverageSummary(packed: row[Column.coverage]), pairs: row[Column.pairs], code: row[Column.code],
            tables: row[Column.tables], needsReview: row[Column.needsReview], stale: row[Column.stale], warnings: row[Column.warnings])
        summary.gaps = DocumentSummary.unpack(row[Column.gaps])
        summary.weight = row[Column.weight]
        summary.priority = row[Column.priority]
        return summary
    }

    /// Stores `records` (replacing those of the same names) and removes the documents `removed`.
    func save(_ records: [DocumentRecord], removing removed: [String] = []) throws(BitextError) {
        try write { db in
            for name in removed {
                try db.cachedStatement(sql: "DELETE FROM document WHERE name = ?").execute(arguments: [name])
                try db.cachedStatement(sql: "DELETE FROM content WHERE name = ?").execute(arguments: [name])
            }
            for record in records { try record.save(in: db) }
        }
    }

    /// Records the stamps of documents whose key was found unchanged by reading their inputs.
    func restamp(_ records: [DocumentRecord]) throws(BitextError) {
        guard !records.isEmpty else { return }
        try write { db in
            for record in records {
                try db.cachedStatement(sql: "UPDATE document SET stamp = ? WHERE name = ? AND key = ?").execute(arguments: [record.stamp, record.name, record.key])
            }
        }
    }

    /// Before outputs are replaced: the documents `names` stop vouching for their outputs (an
    /// empty key) while listing every file they had or are about to get, and so does the site.
    /// Returns the outputs each of them had recorded before.
    @discardableResult
    func retract(_ names: [String: [String]]) throws(BitextError) -> [String: [String]] {
        var before: [String: [String]] = [:]
        try write { db in
            for (name, outputs) in names.sorted(by: { $0.key < $1.key }) {
                let old = try String.fetchOne(db.cachedStatement(sql: "SELECT outputs FROM document WHERE name = ?"), arguments: [name])
                if let old { before[name] = DocumentRecord.split(old) }
                let all = Set((before[name] ?? []) + outputs).sorted()
                try db.cachedStatement(
                    sql: """
                        INSERT INTO document (name, key, outputs) VALUES (?, '', ?)
                        ON CONFLICT(name) DO UPDATE SET key = '', stamp = NULL, outputs = excluded.outputs
                        """
                ).execute(arguments: [name, DocumentRecord.join(all)])
            }
            try db.execute(sql: "UPDATE site SET key = NULL")
        }
        return before
    }

    /// The site's record, if one was written.
    func site() throws(BitextError) -> SiteRecord? {
        try read { db in try SiteRecord.fetch(db) }
    }

    /// Replaces the site's record.
    func saveSite(_ site: SiteRecord) throws(BitextError) {
        try write { db in try site.save(in: db) }
    }

    /// The totals of the last completed run, if any.
    func lastRun() throws(BitextError) -> RunRecord? {
        try read { db in try RunRecord.fetchLast(db) }
    }

    /// Appends a run's totals.
    func addRun(_ run: RunRecord) throws(BitextError) {
        try write { db in try run.insert(in: db) }
    }

    func read<T>(_ body: (Database) throws -> T) throws(BitextError) -> T {
        do { return try queue.read(body) } catch { throw BitextError(.buildDatabase, path: queue.path, "cannot read the build database: \(Self.reason(error))") }
    }

    func write(_ body: (Database) throws -> Void) throws(BitextError) {
        do { try queue.write(body) } catch { throw BitextError(.buildDatabase, path: queue.path, "cannot write the build database: \(Self.reason(error))") }
    }

    /// SQLite's reason in the words the file writes use for the same causes.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        switch error.resultCode {
        case .SQLITE_FULL: return String(cString: strerror(ENOSPC))
        case .SQLITE_READONLY: return String(cString: strerror(EROFS))
        default: return error.message ?? "\(error)"
        }
    }
}
