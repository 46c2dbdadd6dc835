import BitextModel
import Foundation

/// The documents of shard output folders, copied into one output folder: what `merge` builds
/// its site and manifest from.
struct MergedShards {
    /// The merged records, without the site's.
    var manifest = ConversionManifest()
    /// Each document's summary, for the site.
    var summaries: [DocumentSummary] = []
    /// Each document's search terms.
    var search = SearchIndexBuilder.Postings()
    /// The site title the shards share.
    var title = "Bitext"

    /// Copies every shard's documents through `writer`; throws on the first shard that is not a
    /// Bitext output folder, lists a file it may not, or was made with other templates.
    init(shards: [String], into writer: AtomicWriter, templateHash: String) throws(BitextError) {
        var titles = Set<String>()
        for shard in shards {
            let shardURL = URL(fileURLWithPath: shard).standardizedFileURL
            let folder = AtomicWriter(root: shardURL)
            guard let data = try? folder.contents(of: ConversionManifest.fileName), let part = try? ConversionManifest(jsonData: data),
                part.version == BitextVersion.current
            else {
                throw BitextError(path: shard, "not an output folder of this Bitext version (no readable \(ConversionManifest.fileName))")
            }
            let title = part.siteTitle ?? "Bitext"
            titles.insert(title)
            if let key = part.siteKey, key != Converter.siteKey(title, templateHash) {
                throw BitextError(path: shard, "the shard was made with other templates: pass the same --templates to merge")
            }
            for (name, entry) in part.documents.sorted(by: { $0.key < $1.key }) {
                try copy(name, entry, from: folder, shard: shard, into: writer)
            }
        }
        guard titles.count <= 1 else { throw BitextError(path: shards.joined(separator: ", "), "the shards were made with different site titles") }
        title = titles.first ?? "Bitext"
    }

    private mutating func copy(
        _ name: String, _ entry: ConversionManifest.Entry, from folder: AtomicWriter, shard: String, into writer: AtomicWriter
    ) throws(BitextError) {
        guard manifest.documents[name] == nil else { throw BitextError(path: shard, "document \(name) is also in another shard") }
        let allowed = Set(Converter.outputNames(name, exports: ExportFormat.allCases))
        guard OutputPath.sanitize(name) == name, !entry.key.isEmpty, Set(entry.outputs).isSubset(of: allowed) else {
            throw BitextError(path: shard, "the manifest's entry for \(name) lists files a document does not have, or is incomplete")
        }
        for file in entry.outputs { try writer.write(try folder.contents(of: file), to: file) }
        manifest.documents[name] = entry
        let site = Converter.loadSiteDocument(entry, from: folder)
        summaries.append(site.summary)
        search.add(name: name, terms: site.terms)
    }
}
