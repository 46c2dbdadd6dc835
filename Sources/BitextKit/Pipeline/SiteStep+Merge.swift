import BitextModel
import Foundation

extension SiteStep {
    /// The site of merged shards, rendered over the documents of the merged folder's database as
    /// `listing` reads them: pages written as they render, and the search index merged from the
    /// shards' own (`SearchIndexMerge`), its chunks written as they are made; built from the
    /// documents' terms when a shard's index cannot be read.
    func buildMerged(
        _ merged: MergedShards, listing: DatabaseListing, previous: SiteRecord?, store: BuildStore
    ) -> (SiteRecord, [Diagnostic]) {
        var record = startRecord(previous)
        do throws(BitextError) {
            var renderer = SiteRenderer(templates: templates, title: title)
            renderer.searchWeights = searchWeights
            let weights = searchWeights.weights(listing)
            var files = try renderer.siteFiles(listing)
            var unchanged: [String] = []
            let merge = SearchIndexMerge(writer: SearchIndexWriter(), shards: merged.readers)
            // Written, listed and recorded as a single run's chunks are: the next run's update
            // reads them from the build database.
            let result = try merge.files(listed: listing, weights: weights) { (batch: [(String, Data)]) throws(BitextError) in
                try store.writeSearchChunks(batch, record: &record)
            }
            if let (index, chunks) = result {
                files.append(SiteFile(SearchIndexWriter.indexPath, index))
                unchanged = chunks
            } else {
                files += SearchIndexWriter().files(try merged.postings(), documents: listing, weights: weights).map(SiteFile.init)
            }
            let problems = try store.writeSite(
                files, unchanged: unchanged, key: key, record: &record, previous: previous, isDocumentOutput: store.isDocumentOutput)
            // A page rendered over a document that could not be read is not the site.
            try listing.check()
            return (record, problems)
        } catch {
            return (record, [error.diagnostic])
        }
    }
}
