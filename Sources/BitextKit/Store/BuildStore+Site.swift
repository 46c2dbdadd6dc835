import BitextModel
import Foundation

/// The site's side of the store: what the site step reads of the documents, and its files.
extension BuildStore {
    /// Hands each of the current documents among `names` to `body`, summary and search terms, in
    /// name order, as they are read.
    func eachSiteDocument(_ names: [String], _ body: (String, SiteDocument) -> Void) throws(BitextError) {
        try database.eachSiteDocument(names, body)
    }

    /// The summaries of the current documents among `names`, without their terms.
    func eachSiteSummary(_ names: [String], _ body: (DocumentSummary) -> Void) throws(BitextError) {
        try database.eachSiteSummary(names, body)
    }

    /// The summaries of the documents `names`, read when the site step did not hand them over.
    func summaries(_ names: [String]) throws(BitextError) -> [String: DocumentSummary] {
        try database.siteDocuments(names).mapValues(\.summary)
    }

    /// Writes the site's `files` and records them as `record` (with `key` once all are written,
    /// and `unchanged`, files of the site already there), then removes what the previous site
    /// wrote that neither it nor a document (`isDocumentOutput`) has.
    func writeSite(
        _ files: [SiteFile], unchanged: [String], key: String, record: inout SiteRecord, previous: SiteRecord?,
        isDocumentOutput: (String) throws(BitextError) -> Bool
    ) throws(BitextError) -> [Diagnostic] {
        // Chunk files are named by their content: before any is written, the record lists them
        // with the previous files, so that a run stopped part-way (a full disk) leaves none
        // the next run does not know to remove.
        try track(files.map(\.path), in: &record)
        for file in files { try write(file) }
        record.files = Set(files.map(\.path) + unchanged).sorted()
        record.key = key
        let kept = Set(record.files)
        try database.saveSearchFiles(files.compactMap { file in SearchIndexWriter.isIndexFile(file.path) ? file.bytes.map { (file.path, $0) } : nil }, keeping: kept)
        var gone: [String] = []
        for file in previous?.files ?? [] where !kept.contains(file) {
            if try !isDocumentOutput(file) { gone.append(file) }
        }
        return sink.removeAll(gone)
    }

    private func write(_ file: SiteFile) throws(BitextError) {
        if let bytes = file.bytes {
            try sink.write(bytes, to: file.path)
        } else {
            try sink.write(to: file.path) { (stream: StreamedFile) throws(BitextError) in try file.produce(into: stream) }
        }
    }

    /// Lists `paths` in the site's record before they are written.
    func track(_ paths: [String], in record: inout SiteRecord) throws(BitextError) {
        record.files = Set(record.files + paths).sorted()
        try database.saveSite(record)
    }

    /// Writes a batch of search index chunks as the index is made: listed in the site's
    /// record first (`track`), then written, then recorded for the next run's update.
    func writeSearchChunks(_ batch: [(String, Data)], record: inout SiteRecord) throws(BitextError) {
        try track(batch.map(\.0), in: &record)
        for (path, data) in batch { try sink.write(data, to: path) }
        try database.addSearchFiles(batch)
    }

    /// Whether a document lists `path` among its outputs.
    func isDocumentOutput(_ path: String) throws(BitextError) -> Bool {
        try database.isDocumentOutput(path)
    }

    /// The bytes of a search index file the previous site wrote, as the database recorded them.
    func previousSearchFile(_ path: String) throws(BitextError) -> Data {
        try database.searchFile(path)
    }
}
