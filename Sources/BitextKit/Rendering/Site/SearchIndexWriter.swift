import Foundation

/// Writes the search index as a browser reads it: a small `search-index.js` (the documents'
/// names, titles, lengths and weights, and where each run of terms is), and the terms with their
/// postings in chunks of a few kilobytes under `search-terms/`, each loaded by a script tag when a
/// query needs it (so it works from `file://`). Chunks hold consecutive terms in byte order, so a
/// term is in one chunk and the words a prefix begins are in consecutive ones.
struct SearchIndexWriter {
    static let indexPath = "search-index.js"
    static let chunkFolder = "search-terms/"

    /// Whether `path` is the index or one of its chunks.
    static func isIndexFile(_ path: String) -> Bool { path == indexPath || path.hasPrefix(chunkFolder) }

    /// A chunk ends after a term whose hash says so (1 in `1 << hintBits`), or once it holds
    /// `maximumChunk` bytes. Cut by the terms rather than by size, chunks are a function of the
    /// terms near them: an edit changes the chunks of the terms it touches, up to the next term
    /// that ends one, and no others (`SearchIndexUpdate` rewrites just those, and its result is
    /// the full build's, byte for byte).
    var hintBits = 9
    var maximumChunk = 48 * 1024
    /// The terms are encoded in this many parallel parts (by default, one per core for large
    /// indexes).
    var shares: Int?
    /// A wave of the encoding (`encode`) lays out about this many postings by term.
    var postingsPerWave = 1 << 17

    /// The files of the index of `listed` documents (in this order; a document added to
    /// `postings` but not listed is left out), each weighted by `weights` (all 1 when empty).
    func files(_ postings: SearchIndexBuilder.Postings, documents: any SiteDocuments, weights: SearchWeights.Ranking = .init()) -> [(String, Data)] {
        var chunks: [(String, Data)] = []
        let index = write(postings, documents: documents, weights: weights) { (batch: [(String, Data)]) in chunks += batch }.index
        return [(Self.indexPath, index)] + chunks
    }

    /// The index as `files` makes it, its chunks handed to `emit` a batch at a time as they are
    /// made (so that a whole site's are never all in memory); returns the index file and the
    /// chunks' paths.
    func write<E: Error>(
        _ postings: SearchIndexBuilder.Postings, documents: any SiteDocuments, weights: SearchWeights.Ranking = .init(),
        emit: ([(String, Data)]) throws(E) -> Void
    ) throws(E) -> (index: Data, chunks: [String]) {
        let listed = documents.byName
        var number = [Int32](repeating: -1, count: postings.ids.count)
        for (position, summary) in listed.enumerated() {
            if let id = postings.ids[summary.name] { number[Int(id)] = Int32(position) }
        }
        var chunks = Chunker(maximum: maximumChunk)
        try encode(postings, number: number, into: &chunks) { (chunks: inout Chunker) throws(E) in try chunks.flush(into: emit) }
        chunks.finish()
        try chunks.flush(into: emit)
        let lengths = Array(listed.map { summary in postings.ids[summary.name].map { postings.lengths[Int($0)] } ?? 0 })
        let index = Self.indexFile(Facts(listed: listed, lengths: lengths, weights: weights, chunks: chunks.flushed))
        return (index, chunks.flushed.map { Self.chunkPath($0.name) })
    }

    /// Where the chunk called `name` goes, relative to the site's root.
    static func chunkPath(_ name: String) -> String { chunkFolder + name + ".js" }

    /// Every term's `"term":[document, code, …]` member (documents as differences from the one
    /// before), cut into `chunks`, which `flush` empties after each wave. The terms go in waves,
    /// each laid out by term and encoded in consecutive parts on each core, then cut, so that
    /// the members of a whole site's terms are never all in memory at once.
    private func encode<E: Error>(
        _ postings: SearchIndexBuilder.Postings, number: [Int32], into chunks: inout Chunker, flush: (inout Chunker) throws(E) -> Void
    ) throws(E) {
        let terms = postings.sortedTerms()
        let total = terms.count
        let parts = max(1, min(total, shares ?? min(ProcessInfo.processInfo.activeProcessorCount, total / 2048)))
        let waves = max(1, min(total, postings.count / postingsPerWave))
        let hintMask = UInt64(1) << UInt64(hintBits) - 1
        for wave in 0..<waves {
            let range = (total * wave / waves)..<(total * (wave + 1) / waves)
            let listed = ListedPostings(number: number, table: postings.table(for: range.map(terms.index(at:))))
            let encoded = Concurrently.map(parts) { part in
                var writer = TermWriter(listed: listed, hintMask: hintMask)
                let first = range.lowerBound + range.count * part / parts
                let end = range.lowerBound + range.count * (part + 1) / parts
                terms.eachTerm(in: first..<end) { index, bytes in writer.write(bytes, Int32(index - range.lowerBound)) }
                return writer.encoded
            }
            for part in encoded { chunks.add(part) }
            try flush(&chunks)
        }
    }

    /// What `search-index.js` says, besides the terms: per document (in the order listed) its
    /// name, the number of terms in its title, its length and weight; per chunk its first term
    /// (as a JSON string) and name.
    struct Facts: Equatable {
        var names: [String] = []
        var titleTerms: [Int32] = []
        /// The number of distinct Chinese terms in each Chinese title (0 for none): a query can be
        /// either title, and `租约（Lease）` is `租约` to a Chinese query.
        var titleTermsZh: [Int32] = []
        var lengths: [Int32] = []
        var ranking = SearchWeights.Ranking()
        var starts: [[UInt8]] = []
        var chunks: [String] = []

        init(listed: some Sequence<DocumentSummary>, lengths: [Int32], weights: SearchWeights.Ranking, chunks: [Chunk]) {
            // One pass: the merge's listing reads each document from its database.
            for summary in listed {
                names.append(summary.name)
                titleTerms.append(Int32(clamping: SearchIndexBuilder.terms(of: summary.titleEn ?? summary.titleZh ?? "").count))
                let chinese = SearchIndexBuilder.terms(of: summary.titleZh ?? "").filter { LanguageTagger.containsHan($0) }
                titleTermsZh.append(Int32(clamping: Set(chinese).count))
            }
            self.lengths = lengths
            ranking = weights
            starts = chunks.map(\.firstTerm)
            self.chunks = chunks.map(\.name)
        }

        init() {}
    }

    /// `window.BITEXT_INDEX`: names front-coded (`"12:daemonset"` shares 12 bytes with the name
    /// before), the number of terms in each title (titles themselves are in the pair files,
    /// loaded for the results shown: they were half of this file), lengths in tokens, weights
    /// when any is not 1, and each chunk's first term and name.
    static func indexFile(_ facts: Facts) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(facts.names.count * 48 + facts.chunks.count * 32 + 256)
        out += "window.BITEXT_INDEX={\"names\":[".utf8
        var previous: [UInt8] = []
        for (position, text) in facts.names.enumerated() {
            let name = Array(text.utf8)
            var shared = zip(previous, name).prefix { $0 == $1 }.count
            // Never split a character: back up to the start of one.
            while shared > 0 && shared < name.count && name[shared] & 0xC0 == 0x80 { shared -= 1 }
            if position > 0 { out.append(UInt8(ascii: ",")) }
            let rest = String(decoding: name[shared...], as: UTF8.self)
            SearchIndexBuilder.appendJSONString("\(shared):\(rest)", to: &out)
            previous = name
        }
        appendNumbers("titleTerms", facts.titleTerms, to: &out)
        appendNumbers("lengths", facts.lengths, to: &out)
        let ranking = facts.ranking
        if ranking.weights.count == facts.names.count, ranking.weights.contains(where: { $0 != 1 }) {
            out += "],\"weights\":[".utf8
            out += ranking.weights.map { SiteRenderer.format($0 * 100) }.joined(separator: ",").utf8
        }
        if facts.titleTermsZh.count == facts.names.count, facts.titleTermsZh.contains(where: { $0 != 0 }) {
            appendNumbers("titleTermsZh", facts.titleTermsZh, to: &out)
        }
        if ranking.title != SearchWeights.TitleFactors() {
            out += "],\"title\":[\(SiteRenderer.format(ranking.title.exact * 100)),\(SiteRenderer.format(ranking.title.words * 100))".utf8
        }
        if ranking.kinds.count == facts.names.count, ranking.kinds.contains(where: { $0 != 0 }) {
            appendNumbers("kinds", ranking.kinds, to: &out)
            appendSections(ranking.sections, to: &out)
        }
        out += "],\"starts\":[".utf8
        for (position, start) in facts.starts.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out += start
        }
        out += "],\"chunks\":[".utf8
        out += facts.chunks.map { "\"\($0)\"" }.joined(separator: ",").utf8
        out += "]};\n".utf8
        return Data(out)
    }

    /// Closes the array before, and opens `"sections":[` with each section's factor (in
    /// hundredths) and the terms of the words that name it.
    private static func appendSections(_ sections: [SearchWeights.Section], to out: inout [UInt8]) {
        out += "],\"sections\":[".utf8
        for (position, section) in sections.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out += "{\"factor\":\(SiteRenderer.format(section.factor * 100)),\"names\":[".utf8
            let terms = Array(Set(section.names.flatMap { SearchIndexBuilder.terms(of: $0) })).sorted()
            for (at, term) in terms.enumerated() {
                if at > 0 { out.append(UInt8(ascii: ",")) }
                SearchIndexBuilder.appendJSONString(term, to: &out)
            }
            out += "]}".utf8
        }
    }

    /// Closes the array before, and opens `"name":[` with `numbers` in it.
    private static func appendNumbers(_ name: String, _ numbers: [Int32], to out: inout [UInt8]) {
        out += "],\"\(name)\":[".utf8
        for (position, number) in numbers.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            SearchIndexBuilder.appendDecimal(number, to: &out)
        }
    }

    /// A part's encoded terms: the members one after another, where each ends, where its term
    /// (a JSON string) ends, and whether its term allows a cut after it.
    struct EncodedTerms: Sendable {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var termEnds: [Int] = []
        var cuts: [Bool] = []
    }

    /// The postings the writer reads, by term, with the position in the listing of each
    /// document (`number`, -1 for one not listed).
    struct ListedPostings: Sendable {
        let number: [Int32]
        let table: SearchIndexBuilder.PostingTable
    }

    /// Writes members. A struct rather than a closure over locals, whose captured variables paid
    /// for exclusivity checks on every term.
    private struct TermWriter {
        let listed: ListedPostings
        let hintMask: UInt64
        var encoded = EncodedTerms()
        private var found: [(position: Int32, code: UInt32)] = []
        private var merged: [(position: Int32, code: UInt32)] = []

        init(listed: ListedPostings, hintMask: UInt64) {
            self.listed = listed
            self.hintMask = hintMask
        }

        /// Writes `term` with the documents and codes of the postings at `index` of the table,
        /// unless no listed document has it.
        mutating func write(_ term: UnsafeBufferPointer<UInt8>, _ index: Int32) {
            found.removeAll(keepingCapacity: true)
            let table = listed.table
            for posting in Int(table.start[Int(index)])..<Int(table.start[Int(index) + 1]) {
                let position = listed.number[Int(table.document[posting])]
                if position >= 0 { found.append((position, table.code[posting])) }
            }
            guard !found.isEmpty else { return }
            found.sort { $0.position < $1.position || ($0.position == $1.position && $0.code < $1.code) }
            merged.removeAll(keepingCapacity: true)
            for entry in found {
                // A document added twice under one name lists a term once, its counts added.
                if let last = merged.last, last.position == entry.position {
                    merged[merged.count - 1].code = ((last.code >> 2) &+ (entry.code >> 2)) << 2 | (last.code | entry.code) & 3
                } else {
                    merged.append(entry)
                }
            }
            SearchIndexWriter.append(term, merged, hintMask: hintMask, to: &encoded)
        }
    }

    /// Appends the member of `term` with `postings` (by position, one each) to `encoded`.
    static func append(_ term: UnsafeBufferPointer<UInt8>, _ postings: [(position: Int32, code: UInt32)], hintMask: UInt64, to encoded: inout EncodedTerms) {
        SearchIndexBuilder.appendJSONString(term, to: &encoded.bytes)
        encoded.termEnds.append(encoded.bytes.count)
        encoded.cuts.append(StableHash.value(bytes: term) & hintMask == 0)
        encoded.bytes += ":[".utf8
        var previous: Int32 = 0
        for (index, posting) in postings.enumerated() {
            if index > 0 { encoded.bytes.append(UInt8(ascii: ",")) }
            SearchIndexBuilder.appendDecimal(posting.position - previous, to: &encoded.bytes)
            encoded.bytes.append(UInt8(ascii: ","))
            SearchIndexBuilder.appendDecimal(Int32(bitPattern: posting.code & 0x7FFF_FFFF), to: &encoded.bytes)
            previous = posting.position
        }
        encoded.bytes.append(UInt8(ascii: "]"))
        encoded.ends.append(encoded.bytes.count)
    }

    /// A chunk file: its name (the hash of its terms), its first term as a JSON string, its bytes.
    struct Chunk {
        var name: String
        var firstTerm: [UInt8]
        var file: Data
    }

    /// Cuts the members of consecutive parts into chunks.
    struct Chunker {
        let maximum: Int
        var made: [Chunk] = []
        /// The chunks `flush` handed over, without their files: what the index lists.
        private(set) var flushed: [Chunk] = []
        private var body: [UInt8] = []
        private var firstTerm: [UInt8] = []

        init(maximum: Int) { self.maximum = maximum }

        /// Whether every member added so far is in a chunk made.
        var isEmpty: Bool { body.isEmpty }

        mutating func add(_ part: EncodedTerms) {
            var start = 0
            for (index, end) in part.ends.enumerated() {
                if body.isEmpty {
                    body.append(UInt8(ascii: "{"))
                    firstTerm = Array(part.bytes[start..<part.termEnds[index]])
                } else {
                    body.append(UInt8(ascii: ","))
                }
                body += part.bytes[start..<end]
                start = end
                if part.cuts[index] || body.count >= maximum { finish() }
            }
        }

        /// Hands the chunks made since the last call to `emit` by path, keeping their names and
        /// first terms in `flushed`.
        mutating func flush<E: Error>(into emit: ([(String, Data)]) throws(E) -> Void) throws(E) {
            guard !made.isEmpty else { return }
            try emit(made.map { (SearchIndexWriter.chunkPath($0.name), $0.file) })
            flushed += made.map { Chunk(name: $0.name, firstTerm: $0.firstTerm, file: Data()) }
            made.removeAll()
        }

        mutating func finish() {
            guard !body.isEmpty else { return }
            body.append(UInt8(ascii: "}"))
            // Ten hex digits: the names are a fifth of the index a first query loads.
            let name = StableHash.hex(StableHash.value(bytes: body), digits: 10)
            var file: [UInt8] = Array("window.BITEXT_TERMS=window.BITEXT_TERMS||{};window.BITEXT_TERMS[\"\(name)\"]=".utf8)
            file += body
            file += ";\n".utf8
            made.append(Chunk(name: name, firstTerm: firstTerm, file: Data(file)))
            body = []
        }
    }
}
