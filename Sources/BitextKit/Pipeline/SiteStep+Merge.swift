import BitextModel
import Foundation

extension SiteStep {
    /// The site of merged shards: pages from the documents' summaries, and the search index merged
    /// from the shards' own (`SearchIndexMerge`), its chunks written as they are made; built from
    /// the documents' terms when a shard's index cannot be read.
    func buildMerged(
        _ merged: MergedShards, previous: SiteRecord?, documentOutputs: Set<String>, sink: any OutputSink, database: BuildDatabase
    ) -> (SiteRecord, [Diagnostic], [String: DocumentSummary]?) {
        var record = startRecord(previous)
        do throws(BitextError) {
            var renderer = SiteRenderer(templates: templates, title: title)
            renderer.searchWeights = searchWeights
            let summaries = merged.site.summaries.values.sorted { $0.name < $1.name }
            let weights = searchWeights.weights(summaries)
            var files = try renderer.siteFiles(sorted: summaries)
            var unchanged: [String] = []
            let merge = SearchIndexMerge(writer: SearchIndexWriter(), shards: merged.readers)
            let result = try merge.files(
                listed: summaries, weights: weights,
                track: { (batch: [String]) throws(BitextError) in
                    record.files = Set(record.files + batch).sorted()
                    try database.saveSite(record)
                },
                write: { (path: String, data: Data) throws(BitextError) in try sink.write(data, to: path) })
            if let (index, chunks) = result {
                files.append(SiteFile(SearchIndexWriter.indexPath, index))
                unchanged = chunks
            } else {
                files += SearchIndexWriter().files(try merged.postings(), documents: summaries, weights: weights).map(SiteFile.init)
            }
            let problems = try write(files, unchanged: unchanged, record: &record, previous: previous, documentOutputs: documentOutputs, sink: sink, database: database)
            return (record, problems, merged.site.summaries)
        } catch {
            return (record, [error.diagnostic], nil)
        }
    }
}
