import GRDB

/// The build database's tables, as migrations: a later version adds one, and an older file is
/// brought up to date instead of thrown away.
enum BuildDatabaseSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            // A document: `key` is empty while its outputs are being replaced (it then vouches
            // for nothing and only lists files to clean up). `outputs` is newline-separated,
            // `coverage` packed integers, `summary` and `diagnostics` JSON, `terms` packed.
            try db.execute(
                sql: """
                    CREATE TABLE document (
                        name TEXT PRIMARY KEY NOT NULL,
                        key TEXT NOT NULL,
                        stamp TEXT,
                        outputs TEXT NOT NULL,
                        pairs INTEGER NOT NULL DEFAULT 0,
                        coverage BLOB NOT NULL DEFAULT x'',
                        summary BLOB NOT NULL DEFAULT x'',
                        diagnostics BLOB NOT NULL DEFAULT x'',
                        terms BLOB NOT NULL DEFAULT x''
                    ) WITHOUT ROWID;
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
        return migrator
    }
}
