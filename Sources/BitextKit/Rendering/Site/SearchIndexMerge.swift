import Foundation

/// The search index of merged shards, from the shards' own indexes: their chunks are read in term
/// order, one at a time per shard, and merged term by term with each document's position moved to
/// its place among all the documents, so the merge never holds every document's postings (which
/// was a third of a 20,000-document merge's memory). The chunks are cut as `SearchIndexWriter`
/// cuts them and written as they are made: the result is a single run's index, byte for byte.
struct SearchIndexMerge {
    let writer: SearchIndexWriter
    /// Each shard's output folder, read from.
    let shards: [any ReadableFolder]

    /// Hands the chunks to `emit` a batch at a time as they are made (as
    /// `SearchIndexWriter.write` does) and returns the index file and every chunk's path; nil
    /// when a shard's index cannot be read (the caller builds in full).
    func files(
        listed documents: any SiteDocuments, weights: SearchWeights.Ranking, emit: ([(String, Data)]) throws(BitextError) -> Void
    ) throws(BitextError) -> (index: Data, chunks: [String])? {
        var cursors: [Cursor] = []
        var lengths = [Int32](repeating: 0, count: documents.count)
        for shard in shards {
            guard let facts = try? SearchIndexUpdate.facts(of: shard.read(SearchIndexWriter.indexPath)) else { return nil }
            let map = documents.positions(of: facts.names)
            for (local, global) in map.enumerated() where global >= 0 { lengths[Int(global)] = facts.lengths[local] }
            cursors.append(Cursor(shard: shard, chunks: facts.chunks, map: map))
        }
        var chunker = SearchIndexWriter.Chunker(maximum: writer.maximumChunk)
        // The chunker is handed over rather than captured: `merge` holds it as it calls this.
        func flush(_ chunker: inout SearchIndexWriter.Chunker) throws(BitextError) { try chunker.flush(into: emit) }
        guard (try? merge(&cursors, into: &chunker, flush: flush)) != nil else { return nil }
        chunker.finish()
        try flush(&chunker)
        let facts = SearchIndexWriter.Facts(listed: documents.byName, lengths: lengths, weights: weights, chunks: chunker.flushed)
        return (SearchIndexWriter.indexFile(facts), chunker.flushed.map { SearchIndexWriter.chunkPath($0.name) })
    }

    /// Merges the cursors' terms in byte order into `chunker`, flushing every 256 chunks.
    private func merge(
        _ cursors: inout [Cursor], into chunker: inout SearchIndexWriter.Chunker, flush: (inout SearchIndexWriter.Chunker) throws(BitextError) -> Void
    ) throws {
        let hintMask = UInt64(1) << UInt64(writer.hintBits) - 1
        for index in cursors.indices { try cursors[index].advance() }
        var postings: [(position: Int32, code: UInt32)] = []
        while let term = cursors.compactMap(\.term).min(by: { $0.lexicographicallyPrecedes($1) }) {
            postings.removeAll(keepingCapacity: true)
            for index in cursors.indices where cursors[index].term == term {
                postings += cursors[index].postings
                try cursors[index].advance()
            }
            guard !postings.isEmpty else { continue }
            postings.sort { $0.position < $1.position }
            var part = SearchIndexWriter.EncodedTerms()
            term.withUnsafeBufferPointer { SearchIndexWriter.append($0, postings, hintMask: hintMask, to: &part) }
            chunker.add(part)
            if chunker.made.count >= 256 { try flush(&chunker) }
        }
    }

    /// One shard's terms in order, a chunk read at a time, positions moved to the merged order.
    struct Cursor {
        let shard: any ReadableFolder
        let chunks: [String]
        let map: [Int32]
        private var next = 0
        private var entries: [(term: [UInt8], postings: [(position: Int32, code: UInt32)])] = []
        private var at = 0
        private(set) var term: [UInt8]?
        private(set) var postings: [(position: Int32, code: UInt32)] = []

        init(shard: any ReadableFolder, chunks: [String], map: [Int32]) {
            self.shard = shard
            self.chunks = chunks
            self.map = map
        }

        /// Moves to the next term (nil at the end).
        mutating func advance() throws {
            while at >= entries.count {
                guard next < chunks.count else {
                    term = nil
                    return
                }
                entries = try SearchIndexUpdate.entries(of: shard.read(SearchIndexWriter.chunkPath(chunks[next])))
                next += 1
                at = 0
            }
            term = entries[at].term
            postings = entries[at].postings.compactMap { posting in
                guard Int(posting.position) < map.count, map[Int(posting.position)] >= 0 else { return nil }
                return (map[Int(posting.position)], posting.code)
            }
            at += 1
        }
    }
}
