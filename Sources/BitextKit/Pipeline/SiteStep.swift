import BitextModel
import Foundation

/// The fourth step: the site (index, coverage dashboard, search), rebuilt only when a document
/// changed, the templates or title did, or it is missing. Documents converted in this run bring
/// their summaries and terms; the others' come from the build database, never from their outputs.
struct SiteStep {
    let templates: TemplateSet
    let title: String
    /// The template folder given, if any: recorded, for information.
    let templatesPath: String?

    /// A hash of every template: part of every document's key and of the site's.
    let templateHash: String
    /// How search weighs documents.
    let searchWeights: SearchWeights
    /// What the site is built from: its title, templates and search weights.
    let key: String
    /// The shard this run makes, recorded with the site for `merge`.
    var shard: ShardMark?

    init(templates: TemplateSet, title: String, templatesPath: String?, searchWeights: SearchWeights = SearchWeights()) {
        self.templates = templates
        self.title = title
        self.templatesPath = templatesPath
        self.searchWeights = searchWeights
        templateHash = Self.templateHash(templates)
        key = SiteRecord.key(title, templateHash, searchWeights)
    }

    /// The site `plan` asks for: its title, and its templates over the built-in ones.
    init(plan: InputPlan) throws(BitextError) {
        let templates = try plan.templates.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
        self.init(templates: templates, title: plan.siteTitle, templatesPath: plan.templates, searchWeights: plan.searchWeights)
        shard = plan.shard
    }

    /// Whether the site must be rebuilt.
    func isNeeded(previous: SiteRecord?, documentsChanged: Bool, store: BuildStore) -> Bool {
        documentsChanged || previous?.key != key || !store.exists("index.html")
    }

    /// Builds and writes the site over `names`, and removes what the previous site wrote that no
    /// file of this one (nor any document's, `documentOutputs`) is. A site that cannot be written
    /// (a full disk) is a diagnostic, not a throw, which would lose the documents'; its record then
    /// has no key, so the rerun rebuilds it. Unless `incremental` is false (`--force`, which must
    /// also mend files someone changed), a previous search index is updated rather than rebuilt.
    func build(
        _ names: [String], converted: SiteContent, previous: SiteRecord?, documentOutputs: Set<String>,
        store: BuildStore, incremental: Bool = true
    ) -> (SiteRecord, [Diagnostic], [String: DocumentSummary]?) {
        var record = startRecord(previous)
        do throws(BitextError) {
            var renderer = SiteRenderer(templates: templates, title: title)
            renderer.searchWeights = searchWeights
            var content = converted
            let missing = names.filter { content.summaries[$0] == nil }
            var files: [SiteFile]
            var unchanged: [String] = []
            if incremental, let changes = converted.changes(siteKey: key), let previous {
                try store.eachSiteSummary(missing) { content.add(summary: $0) }
                (files, unchanged) = try updated(renderer, content, changes, previous: previous, store: store, record: &record) { () throws(BitextError) in
                    var postings = content.search
                    try store.eachSiteDocument(missing) { postings.add(name: $0, terms: $1.terms) }
                    return postings
                }
            } else {
                if !missing.isEmpty { try store.eachSiteDocument(missing) { content.add($0, $1) } }
                let documents = SummaryList(Array(content.summaries.values))
                let (index, chunks) = try writeSearch(content.search, documents, store: store, record: &record)
                files = try renderer.siteFiles(documents) + [SiteFile(SearchIndexWriter.indexPath, index)]
                unchanged = chunks
            }
            let problems = try store.writeSite(
                files, unchanged: unchanged, key: key, record: &record, previous: previous, isDocumentOutput: documentOutputs.contains)
            return (record, problems, content.summaries)
        } catch {
            return (record, [error.diagnostic], nil)
        }
    }

    /// The site record for a build that has not written anything yet.
    func startRecord(_ previous: SiteRecord?) -> SiteRecord {
        SiteRecord(key: nil, title: title, templates: templatesPath, files: previous?.files ?? [], shard: shard, search: searchWeights.text)
    }

    /// The site's files with the previous search index brought up to date (`SearchIndexUpdate`),
    /// and the previous chunk files it still lists, which are not written again; the whole index
    /// is built when it cannot be updated.
    private func updated(
        _ renderer: SiteRenderer, _ content: SiteContent, _ changes: [SearchIndexUpdate.Change], previous: SiteRecord, store: BuildStore,
        record: inout SiteRecord, allPostings: () throws(BitextError) -> SearchIndexBuilder.Postings
    ) throws(BitextError) -> ([SiteFile], [String]) {
        let documents = SummaryList(Array(content.summaries.values))
        let weights = searchWeights.weights(documents)
        let pages = try renderer.siteFiles(documents)
        guard let (search, dropped) = SearchIndexUpdate(writer: SearchIndexWriter(), previousFile: store.previousSearchFile).files(listed: documents, weights: weights, changes: changes) else {
            let (index, chunks) = try writeSearch(try allPostings(), documents, store: store, record: &record)
            return (pages + [SiteFile(SearchIndexWriter.indexPath, index)], chunks)
        }
        let gone = Set(dropped)
        let kept = previous.files.filter { $0.hasPrefix(SearchIndexWriter.chunkFolder) && !gone.contains($0) }
        return (pages + search.map(SiteFile.init), kept)
    }

    /// Writes the search index's chunks of `documents` as they are made, and returns the index
    /// file (written with the other files of the site) and the chunks' paths.
    private func writeSearch(
        _ postings: SearchIndexBuilder.Postings, _ documents: SummaryList, store: BuildStore, record: inout SiteRecord
    ) throws(BitextError) -> (index: Data, chunks: [String]) {
        try SearchIndexWriter().write(postings, documents: documents, weights: searchWeights.weights(documents)) { (batch: [(String, Data)]) throws(BitextError) in
            try store.writeSearchChunks(batch, record: &record)
        }
    }

    static func templateHash(_ templates: TemplateSet) -> String {
        StableHash.hex(templates.files.sorted { $0.key < $1.key }.map { $0.key + "\u{0}" + $0.value }.joined(separator: "\u{1}"))
    }

}
