import BitextModel
import Foundation

/// The last steps: vanished documents removed, then the site's record and the manifest written
/// and the run's totals kept for the next one. The manifest (`.bitext-manifest.json`) is for
/// readers of the folder (`coverage` and `diff` find bundles by it); nothing of Bitext's reads it
/// back on a rerun.
extension BuildStore {
    /// Removes the documents of `records` that are not in `current`: their outputs, by the
    /// record of what was written for them, and their records. A shard run skips it: it only
    /// knows its own share.
    func removeVanished(_ records: [String: DocumentRecord], keeping current: Set<String>) -> [Diagnostic] {
        let gone = records.keys.filter { !current.contains($0) }.sorted()
        guard !gone.isEmpty else { return [] }
        var problems: [Diagnostic] = []
        for name in gone { problems += sink.removeAll(records[name]!.outputs) }
        do throws(BitextError) { try database.save([], removing: gone) } catch { problems.append(error.diagnostic) }
        return problems
    }

    /// Writes what the run leaves: `records` are all the documents of the folder after it.
    /// `rewrite` says something changed (or `force`): the manifest is rewritten (it is also
    /// written when it is missing) and the run's totals kept; a rerun that changed nothing writes
    /// nothing at all.
    func commit(
        records: [String: DocumentRecord], site: SiteRecord, previousSite: SiteRecord?, summaries: [String: DocumentSummary]?,
        rewrite: Bool, run: RunRecord
    ) -> [Diagnostic] {
        finish(site: site, previousSite: previousSite, rewrite: rewrite, run: run) { () throws(BitextError) in
            var known = summaries ?? [:]
            if known.isEmpty && !records.isEmpty { known = try database.siteDocuments(Array(records.keys)).mapValues(\.summary) }
            let summaries = known
            let names = records.filter { !$0.value.key.isEmpty && summaries[$0.key] != nil }.keys.sorted()
            try writeManifest(site: site, members: names.lazy.map { name in
                (name, ConversionManifest.Entry(key: records[name]!.key, outputs: records[name]!.outputs, summary: summaries[name]!))
            })
        }
    }

    /// What a merge leaves: the manifest lists the documents of `listing`, read a batch at a time.
    func commit(listing: DatabaseListing, site: SiteRecord, previousSite: SiteRecord?, run: RunRecord) -> [Diagnostic] {
        finish(site: site, previousSite: previousSite, rewrite: true, run: run) { () throws(BitextError) in
            try writeManifest(site: site, members: (0..<listing.count).lazy.map { listing.entry(at: $0) })
            try listing.check()
        }
    }

    private func finish(
        site: SiteRecord, previousSite: SiteRecord?, rewrite: Bool, run: RunRecord, manifest: () throws(BitextError) -> Void
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        do throws(BitextError) {
            if site != previousSite { try database.saveSite(site) }
            if rewrite || !sink.exists(ConversionManifest.fileName) { try manifest() }
        } catch {
            problems.append(error.diagnostic)
        }
        if rewrite {
            do throws(BitextError) { try database.addRun(run) } catch { problems.append(error.diagnostic) }
        }
        return problems
    }

    /// Writes the manifest of `site` with the documents of `members`, each entry made as the
    /// file is written, never all held at once.
    private func writeManifest(site: SiteRecord, members: some Collection<(String, ConversionManifest.Entry)>) throws(BitextError) {
        var manifest = ConversionManifest()
        manifest.siteKey = site.key
        manifest.siteTitle = site.title
        manifest.templates = site.templates
        manifest.site = site.files
        try sink.write(to: ConversionManifest.fileName) { (file: StreamedFile) throws(BitextError) in
            try BundleJSON.write(manifest, members: members, to: file)
        }
    }
}
