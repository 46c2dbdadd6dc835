import BitextModel
import Foundation

/// The last step: the site's record and the manifest are written, and the run's totals kept for
/// the next one. The manifest (`.bitext-manifest.json`) is for readers of the folder (`coverage`
/// and `diff` find bundles by it); nothing of Bitext's reads it back on a rerun.
struct CommitStep {
    var sink: any OutputSink
    var database: BuildDatabase

    /// Writes what the run leaves: `records` are all the documents of the folder after it.
    /// `rewrite` says something changed (or `force`): the manifest is rewritten (it is also
    /// written when it is missing) and the run's totals kept; a rerun that changed nothing writes
    /// nothing at all.
    func commit(
        records: [String: DocumentRecord], site: SiteRecord, previousSite: SiteRecord?, summaries: [String: DocumentSummary]?,
        rewrite: Bool, run: RunRecord
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        do throws(BitextError) {
            if site != previousSite { try database.saveSite(site) }
            if rewrite || !sink.exists(ConversionManifest.fileName) {
                let (manifest, names, entry) = try manifest(records, site: site, summaries: summaries)
                try sink.write(to: ConversionManifest.fileName) { (file: StreamedFile) throws(BitextError) in
                    try BundleJSON.write(manifest, names: names, entry: entry, to: file)
                }
            }
        } catch {
            problems.append(error.diagnostic)
        }
        // The totals are for "since last run": failing to keep them fails nothing.
        if rewrite { try? database.addRun(run) }
        return problems
    }

    /// The manifest without its documents, the names of those it lists (sorted) and how each
    /// one's entry is made: entries are made as the file is written, never all held at once.
    private func manifest(
        _ records: [String: DocumentRecord], site: SiteRecord, summaries: [String: DocumentSummary]?
    ) throws(BitextError) -> (ConversionManifest, [String], (String) -> ConversionManifest.Entry) {
        var known = summaries ?? [:]
        if known.isEmpty && !records.isEmpty { known = try database.siteDocuments(Array(records.keys)).mapValues(\.summary) }
        let summaries = known
        let names = records.filter { !$0.value.key.isEmpty && summaries[$0.key] != nil }.keys.sorted()
        var manifest = ConversionManifest()
        manifest.siteKey = site.key
        manifest.siteTitle = site.title
        manifest.templates = site.templates
        manifest.site = site.files
        return (manifest, names, { name in
            ConversionManifest.Entry(key: records[name]!.key, outputs: records[name]!.outputs, summary: summaries[name]!)
        })
    }
}
