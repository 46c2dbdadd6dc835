import GRDB

/// The site's row in the build database.
struct SiteRecord: Sendable, Equatable {
    /// A hash of the title and templates the site was built with; nil while it is being replaced.
    var key: String?
    var title: String
    /// The template folder given, if any (informational).
    var templates: String?
    /// The files the site step wrote, relative to the output folder: a later site that no longer
    /// writes one removes it, and nothing without a record is ever removed.
    var files: [String]
    /// The Bitext version that wrote the record (`merge` takes shards of its own version only).
    var version = BitextVersion.current
    /// For a shard run, which shard of which set (`ShardMark`): `merge` takes complete sets only.
    var shard: ShardMark?
    /// The search weights' rules (`SearchWeights.text`), which `merge` builds its site with.
    var search = ""

    static func fetch(_ db: Database) throws -> SiteRecord? {
        guard let row = try Row.fetchOne(db, sql: "SELECT key, title, templates, files, version, shard, search FROM site WHERE id = 1") else { return nil }
        return SiteRecord(
            key: row["key"], title: row["title"], templates: row["templates"], files: DocumentRecord.split(row["files"]), version: row["version"],
            shard: (row["shard"] as String?).flatMap(ShardMark.init(text:)), search: row["search"])
    }

    func save(in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO site (id, key, title, templates, files, version, shard, search) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
            arguments: [key, title, templates, DocumentRecord.join(files), BitextVersion.current, shard?.text, search])
    }

    /// What a site is built from, hashed: its title, templates and search weights.
    static func key(_ title: String, _ templateHash: String, _ searchWeights: SearchWeights) -> String {
        StableHash.hex(title + "|" + templateHash + (searchWeights.text.isEmpty ? "" : "|" + searchWeights.text))
    }
}
