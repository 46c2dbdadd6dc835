import BitextModel
import Foundation

/// The documents of shard output folders, read and checked first, then copied into one output
/// folder: what `merge` builds its site and manifest from.
struct MergedShards {
    /// The merged records, without the site's.
    var manifest = ConversionManifest()
    /// Each document's summary, for the site (filled by `copy`).
    var summaries: [DocumentSummary] = []
    /// Each document's search terms (filled by `copy`).
    var search = SearchIndexBuilder.Postings()
    /// The site title the shards share.
    var title = "Bitext"
    /// Where each document's files are read from.
    private var sources: [String: (folder: AtomicWriter, shard: String)] = [:]

    /// Reads every shard's manifest; throws on the first shard that is not a Bitext output
    /// folder, lists a file a document may not have, repeats another's document, or was made
    /// with other templates.
    init(shards: [String], templateHash: String) throws(BitextError) {
        var titles = Set<String>()
        for shard in shards {
            let folder = AtomicWriter(root: URL(fileURLWithPath: shard).standardizedFileURL)
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
                try check(name, entry, shard: shard)
                manifest.documents[name] = entry
                sources[name] = (folder, shard)
            }
        }
        guard titles.count <= 1 else { throw BitextError(path: shards.joined(separator: ", "), "the shards were made with different site titles") }
        title = titles.first ?? "Bitext"
    }

    private func check(_ name: String, _ entry: ConversionManifest.Entry, shard: String) throws(BitextError) {
        guard manifest.documents[name] == nil else { throw BitextError(path: shard, "document \(name) is also in another shard") }
        let allowed = Set(Converter.outputNames(name, exports: ExportFormat.allCases))
        guard OutputPath.sanitize(name) == name, !entry.key.isEmpty, Set(entry.outputs).isSubset(of: allowed) else {
            throw BitextError(path: shard, "the manifest's entry for \(name) lists files a document does not have, or is incomplete")
        }
    }

    /// Copies every document's files through `writer` (regular files only, no link followed)
    /// and reads each one's summary and search terms.
    mutating func copy(into writer: AtomicWriter) throws(BitextError) {
        for (name, entry) in manifest.documents.sorted(by: { $0.key < $1.key }) {
            guard let source = sources[name] else { continue }
            for file in entry.outputs { try writer.write(try source.folder.contents(of: file), to: file) }
            let site = Converter.loadSiteDocument(entry, from: source.folder)
            summaries.append(site.summary)
            search.add(name: name, terms: site.terms)
        }
    }
}
