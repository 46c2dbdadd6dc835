import BitextModel
import Foundation

/// The shard output folders `merge` combines, checked first and then read a batch of documents
/// at a time: a merge holds no document's record beyond the batch at hand, only a hash of each
/// name (to find a document two shards hold).
struct MergedShards {
    /// The site title the shards share.
    var title = "Bitext"
    /// The search weights the shards share.
    var searchWeights = SearchWeights()
    /// The shards the merged folder holds, when not all of them (`merge --partial`).
    var mark: ShardMark?
    /// A reader of each shard's folder, in the order given: the search index is merged from theirs.
    private(set) var readers: [ShardFolder] = []
    /// The shards' folders, in the order given.
    private var shards: [String] = []
    /// Each shard's digest of its documents' names and keys, as checked.
    private var digests: [UInt64] = []

    /// How many records a batch reads.
    static let batchSize = 512

    /// Reads every shard's database; throws on the first shard that is not a complete Bitext
    /// output folder of this version, lists a file a document may not have, repeats another's
    /// document, or was made with other templates.
    init(shards: [String], templateHash: String, partial: Bool = false) throws(BitextError) {
        var titles = Set<String>()
        var searches = Set<String>()
        // Each shard's database is opened again for each read, and closed after: a connection
        // keeps SQLite's page cache, and 100 shards held open kept 77 MB of them.
        var opened: [(String, SiteRecord)] = []
        for shard in shards {
            guard let site = try BuildDatabase.openShard(shard).site(), site.version == BitextVersion.current else {
                throw BitextError(.shard, path: shard, "not a complete output folder of this Bitext version (its run did not finish, or another version made it)")
            }
            opened.append((shard, site))
        }
        mark = try ShardMark.checkSet(opened.map { ($0.0, $0.1.shard) }, partial: partial)
        for (shard, site) in opened {
            titles.insert(site.title)
            searches.insert(site.search)
            if let key = site.key, key != SiteRecord.key(site.title, templateHash, SearchWeights(text: site.search)) {
                throw BitextError(.shard, path: shard, "the shard was made with other templates: pass the same --templates to merge")
            }
        }
        guard titles.count <= 1 else { throw BitextError(.shard, path: shards.joined(separator: ", "), "the shards were made with different site titles") }
        title = titles.first ?? "Bitext"
        guard searches.count <= 1 else { throw BitextError(.shard, path: shards.joined(separator: ", "), "the shards were made with different search weights (bitext.yml)") }
        searchWeights = SearchWeights(text: searches.first ?? "")
        var seen = Set<UInt64>()
        for shard in shards {
            digests.append(try check(shard, seen: &seen))
            readers.append(ShardFolder(shard))
            self.shards.append(shard)
        }
    }

    /// Checks every record of `shard` (its terms unread) and returns the digest of its names and keys.
    private func check(_ shard: String, seen: inout Set<UInt64>) throws(BitextError) -> UInt64 {
        try Self.eachBatch(of: shard, terms: false) { (batch: [DocumentRecord]) throws(BitextError) in
            for record in batch {
                // Two names with one hash are told apart by the shards read before.
                if !seen.insert(StableHash.value(record.name)).inserted, try holds(record.name, before: shard) {
                    throw BitextError(.shard, path: shard, "document \(record.name) is also in another shard")
                }
            }
        }
    }

    /// Whether a shard given before `shard` (the ones checked so far) holds the document `name`.
    private func holds(_ name: String, before shard: String) throws(BitextError) -> Bool {
        for earlier in shards {
            if try !BuildDatabase.openShard(earlier).outputs(of: [name]).isEmpty { return true }
        }
        return false
    }

    /// Hands `body` each shard's records, terms included, a batch at a time in the order the
    /// shards were given, with the folder their files are read from; throws when a shard's
    /// records are no longer those checked.
    func eachBatch(_ body: ([DocumentRecord], ShardFolder) throws(BitextError) -> Void) throws(BitextError) {
        for (index, shard) in shards.enumerated() {
            let folder = ShardFolder(shard)
            let digest = try Self.eachBatch(of: shard, terms: true) { (batch: [DocumentRecord]) throws(BitextError) in try body(batch, folder) }
            guard digest == digests[index] else {
                throw BitextError(.shard, path: shard, "the shard changed while it was being merged: merge again")
            }
        }
    }

    /// Reads `shard`'s records in name order, `batchSize` at a time, each checked and without
    /// its stamp (true of the shard's machine only), and returns the digest of their names and keys.
    @discardableResult
    private static func eachBatch(of shard: String, terms: Bool, _ body: ([DocumentRecord]) throws(BitextError) -> Void) throws(BitextError) -> UInt64 {
        let database = try BuildDatabase.openShard(shard)
        var last: String?
        var digest: UInt64 = 0
        while true {
            var batch = try database.records(after: last, limit: batchSize, terms: terms)
            guard let final = batch.last?.name else { return digest }
            for index in batch.indices {
                try check(batch[index], shard: shard)
                digest &+= Self.digest(batch[index])
                batch[index].stamp = nil
            }
            try body(batch)
            last = final
        }
    }

    private static func digest(_ record: DocumentRecord) -> UInt64 {
        StableHash.value(record.name + "\u{0}" + record.key)
    }

    private static func check(_ record: DocumentRecord, shard: String) throws(BitextError) {
        let name = record.name
        guard record.summary != nil else { throw BitextError(.shard, path: shard, "the build database has no summary of \(name)") }
        let allowed = Set(DocumentRecord.outputNames(name, exports: ExportFormat.allCases))
        guard OutputPath.sanitize(name) == name, !record.key.isEmpty, Set(record.outputs).isSubset(of: allowed) else {
            throw BitextError(.shard, path: shard, "the record of \(name) lists files a document does not have, or is incomplete")
        }
    }

    /// Every document's postings, from the terms the shards' databases keep: for a shard whose
    /// search index cannot be read.
    func postings() throws(BitextError) -> SearchIndexBuilder.Postings {
        var terms: [(String, SearchIndexBuilder.SearchTerms)] = []
        for shard in shards {
            try Self.eachBatch(of: shard, terms: true) { (batch: [DocumentRecord]) throws(BitextError) in
                terms += batch.map { ($0.name, SearchIndexBuilder.SearchTerms(packedData: $0.terms)) }
            }
        }
        var postings = SearchIndexBuilder.Postings()
        for (name, documentTerms) in terms.sorted(by: { $0.0 < $1.0 }) { postings.add(name: name, terms: documentTerms) }
        return postings
    }
}
