import GRDB

/// The build database's tables. `PRAGMA user_version` holds the schema's version: a file of an
/// older one is brought up to date by the steps after its version (version 2 adds the
/// dashboard's gaps to `content`, version 3 the shard a run made to `site`, version 4 the
/// pages' front-matter weights to `content`, version 5 terms with their counts, the pages'
/// sitemap priorities and the site's search weights: its documents are converted again, as their terms are of the old shape;
/// version 6 the images each page shows and the `media` table of the copies made, its documents
/// converted again to find their images; version 7 the `search_file` table, the search index as
/// written, which an incremental build updates instead of reading the output folder). Read on every
/// run, it is one integer: GRDB's migrator queried its own table and the schema each time, a
/// visible share of a rerun with nothing to do.
enum BuildDatabaseSchema {
    static let version = 7

    static func migrate(_ db: Database) throws {
        let current = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard current < version else { return try check(db) }
        if current < 1 { try createVersion1(db) }
        if current < 2 { try db.execute(sql: "ALTER TABLE content ADD COLUMN gaps TEXT NOT NULL DEFAULT ''") }
        if current < 3 { try db.execute(sql: "ALTER TABLE site ADD COLUMN shard TEXT") }
        if current < 4 { try db.execute(sql: "ALTER TABLE content ADD COLUMN weight INTEGER") }
        if current < 5 {
            try db.execute(sql: "ALTER TABLE content ADD COLUMN priority REAL")
            try db.execute(sql: "ALTER TABLE site ADD COLUMN search TEXT NOT NULL DEFAULT ''")
            try db.execute(sql: "UPDATE document SET key = ''")
        }
        if current < 6 {
            try db.execute(sql: "ALTER TABLE content ADD COLUMN media TEXT NOT NULL DEFAULT ''")
            try db.execute(sql: "CREATE TABLE media (output TEXT PRIMARY KEY NOT NULL, source TEXT NOT NULL, stamp TEXT NOT NULL)")
            try db.execute(sql: "UPDATE document SET key = ''")
        }
        if current < 7 { try db.execute(sql: "CREATE TABLE search_file (path TEXT PRIMARY KEY NOT NULL, data BLOB NOT NULL)") }
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }

    /// The columns each table must have at this version.
    static let columns: [String: Set<String>] = [
        "document": ["name", "key", "stamp", "outputs", "pairs", "coverage", "diagnostics"],
        "content": ["name", "title_en", "title_zh", "sources", "code", "tables", "needs_review", "stale", "warnings", "terms", "gaps", "weight", "priority", "media"],
        "site": ["id", "key", "title", "templates", "files", "version", "shard", "search"],
        "run": ["id", "finished", "documents", "converted", "failed", "pairs", "coverage"],
        "media": ["output", "source", "stamp"],
        "search_file": ["path", "data"],
    ]

    /// A file that says it is at this version but lacks a table or column (a build of Bitext
    /// between releases wrote it) counts as damaged: it is replaced, as a rebuild is always safe.
    private static func check(_ db: Database) throws {
        // One query for every table: a rerun with nothing to do runs it, and each statement
        // is parsed and authorized afresh.
        var found: [String: Set<String>] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT m.name AS table_name, c.name AS column_name FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS c WHERE m.type = 'table'")
        while let row = try rows.next() { found[row["table_name"], default: []].insert(row["column_name"]) }
        for (table, wanted) in columns {
            guard found[table, default: []].isSuperset(of: wanted) else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "table \(table) is not this version's")
            }
        }
    }

    /// A document: `key` is empty while its outputs are being replaced (it then vouches for
    /// nothing and only lists files to clean up). `outputs` is newline-separated, `coverage`
    /// packed integers, `diagnostics` JSON (usually empty). The rest of the summary and the
    /// packed terms, read only for the site, are a table of their own, in columns rather than
    /// JSON (encoding a summary per document cost more than the rest of the row): SQLite rewrites a whole row on update,
    /// and retracting a document (its key) then rewrote its terms too, most of the database.
    private static func createVersion1(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE document (
                    name TEXT PRIMARY KEY NOT NULL,
                    key TEXT NOT NULL,
                    stamp TEXT,
                    outputs TEXT NOT NULL,
                    pairs INTEGER NOT NULL DEFAULT 0,
                    coverage BLOB NOT NULL DEFAULT x'',
                    diagnostics BLOB NOT NULL DEFAULT x''
                );
                CREATE TABLE content (
                    name TEXT PRIMARY KEY NOT NULL,
                    title_en TEXT,
                    title_zh TEXT,
                    sources TEXT NOT NULL,
                    code INTEGER NOT NULL,
                    tables INTEGER NOT NULL,
                    needs_review INTEGER NOT NULL,
                    stale INTEGER NOT NULL,
                    warnings INTEGER NOT NULL,
                    terms BLOB NOT NULL
                );
                CREATE TABLE site (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    key TEXT,
                    title TEXT NOT NULL,
                    templates TEXT,
                    files TEXT NOT NULL,
                    version TEXT NOT NULL
                );
                CREATE TABLE run (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    finished REAL NOT NULL,
                    documents INTEGER NOT NULL,
                    converted INTEGER NOT NULL,
                    failed INTEGER NOT NULL,
                    pairs INTEGER NOT NULL,
                    coverage BLOB NOT NULL
                );
                """)
    }
}
