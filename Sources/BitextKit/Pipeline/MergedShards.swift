import BitextModel
import Foundation

/// The documents of shard output folders, read from their build databases and checked first,
/// then copied into one output folder: what `merge` builds its site and records from.
struct MergedShards {
    /// Each document's record, stamps dropped (they are true of the shard's machine), and
    /// without its search terms: those are most of a record's bytes, so they are read again
    /// shard by shard when the records are saved (`save(into:)`) instead of held for all.
    var records: [String: DocumentRecord] = [:]
    /// Each document's summary and search terms, for the site.
    var site = SiteContent()
    /// The site title the shards share.
    var title = "Bitext"
    /// The search weights the shards share.
    var searchWeights = SearchWeights()
    /// The shards the merged folder holds, when not all of them (`merge --partial`).
    var mark: ShardMark?
    /// Where each document's files are read from.
    private var sources: [String: AtomicWriter] = [:]
    /// A reader of each shard's folder, in the order given: the search index is merged from theirs.
    private(set) var readers: [any OutputSink] = []
    /// The shards' folders, in the order given.
    private var shards: [String] = []

    /// Reads every shard's database; throws on the first shard that is not a complete Bitext
    /// output folder of this version, lists a file a document may not have, repeats another's
    /// document, or was made with other templates.
    init(shards: [String], templateHash: String, partial: Bool = false) throws(BitextError) {
        var titles = Set<String>()
        var searches = Set<String>()
        // Each shard's database is opened again to read its documents, and closed after: a
        // connection keeps SQLite's page cache, and 100 shards held open kept 77 MB of them.
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
            if let key = site.key, key != SiteStep.siteKey(site.title, templateHash, SearchWeights(text: site.search)) {
                throw BitextError(.shard, path: shard, "the shard was made with other templates: pass the same --templates to merge")
            }
            try add(shard, database: try BuildDatabase.openShard(shard))
        }
        guard titles.count <= 1 else { throw BitextError(.shard, path: shards.joined(separator: ", "), "the shards were made with different site titles") }
        title = titles.first ?? "Bitext"
        guard searches.count <= 1 else { throw BitextError(.shard, path: shards.joined(separator: ", "), "the shards were made with different search weights (bitext.yml)") }
        searchWeights = SearchWeights(text: searches.first ?? "")
    }

    private mutating func add(_ shard: String, database: BuildDatabase) throws(BitextError) {
        let folder = AtomicWriter(root: URL(fileURLWithPath: shard).standardizedFileURL)
        for (name, record, document) in try Self.records(of: shard, database) {
            try check(name, record, shard: shard)
            var kept = record
            kept.terms = Data()
            self.records[name] = kept
            // Summaries only: the search index is merged from the shards' own.
            site.add(summary: document.summary)
            sources[name] = folder
        }
        readers.append(folder)
        shards.append(shard)
    }

    /// A shard's records as the merged folder keeps them (no stamp; its summary and terms), with
    /// the document they were read with, in name order.
    private static func records(of shard: String, _ database: BuildDatabase) throws(BitextError) -> [(String, DocumentRecord, SiteDocument)] {
        let records = try database.documents()
        let documents = try database.siteDocuments(Array(records.keys))
        var out: [(String, DocumentRecord, SiteDocument)] = []
        for (name, var record) in records.sorted(by: { $0.key < $1.key }) {
            guard let document = documents[name] else { throw BitextError(.shard, path: shard, "the build database has no summary of \(name)") }
            record.stamp = nil
            record.summary = document.summary
            record.terms = document.terms.packedData
            out.append((name, record, document))
        }
        return out
    }

    /// Saves every record, terms included, one shard at a time.
    func save(into database: BuildDatabase) throws(BitextError) {
        for shard in shards {
            let read = try Self.records(of: shard, try BuildDatabase.openShard(shard)).map(\.1)
            guard read.allSatisfy({ records[$0.name]?.key == $0.key }) else {
                throw BitextError(.shard, path: shard, "the shard changed while it was being merged: merge again")
            }
            try database.save(read)
        }
    }

    /// Every document's postings, from the terms the shards' databases keep: for a shard whose
    /// search index cannot be read.
    func postings() throws(BitextError) -> SearchIndexBuilder.Postings {
        var terms: [(String, SearchIndexBuilder.SearchTerms)] = []
        for shard in shards {
            terms += try Self.records(of: shard, try BuildDatabase.openShard(shard)).map { ($0.0, $0.2.terms) }
        }
        var postings = SearchIndexBuilder.Postings()
        for (name, documentTerms) in terms.sorted(by: { $0.0 < $1.0 }) { postings.add(name: name, terms: documentTerms) }
        return postings
    }

    private func check(_ name: String, _ record: DocumentRecord, shard: String) throws(BitextError) {
        guard records[name] == nil else { throw BitextError(.shard, path: shard, "document \(name) is also in another shard") }
        let allowed = Set(DocumentConverter.outputNames(name, exports: ExportFormat.allCases))
        guard OutputPath.sanitize(name) == name, !record.key.isEmpty, Set(record.outputs).isSubset(of: allowed) else {
            throw BitextError(.shard, path: shard, "the record of \(name) lists files a document does not have, or is incomplete")
        }
    }

    /// Copies every document's files into `sink`: regular files only, no link followed.
    func copy(into sink: any OutputSink) throws(BitextError) {
        for (name, record) in records.sorted(by: { $0.key < $1.key }) {
            guard let source = sources[name] else { continue }
            for file in record.outputs { try sink.write(try source.contents(of: file), to: file) }
        }
    }
}
