import Foundation

/// Brings the previous run's search index up to date with a few re-converted documents, reading
/// back only the chunks their terms (old and new) fall in, instead of building every document's
/// postings again: editing one page of a large site rewrites a few chunks and the small index
/// file. The result is byte for byte the full build's (`SearchIndexWriter`), which
/// `SearchIndexUpdateTests` checks on random edits; when the documents themselves changed (one
/// added, removed or renamed) positions shift everywhere, and the caller builds in full.
struct SearchIndexUpdate {
    /// A re-converted document: its position in the index and its terms before and now.
    struct Change {
        var name: String
        var old: SearchIndexBuilder.SearchTerms
        var new: SearchIndexBuilder.SearchTerms
    }

    let writer: SearchIndexWriter
    /// The previous site's file at a path of the output folder.
    let previousFile: (String) throws(BitextError) -> Data

    /// The new index's files (the index and the chunks that changed) and the chunk files it no
    /// longer lists; nil when the previous index cannot be brought up to date.
    func files(listed documents: any SiteDocuments, weights: SearchWeights.Ranking, changes: [Change]) -> (written: [(String, Data)], dropped: [String])? {
        let listed = documents.byName
        guard var facts = try? previousFacts(), facts.names.elementsEqual(listed.map(\.name)) else { return nil }
        var position: [String: Int32] = [:]
        for (index, name) in facts.names.enumerated() { position[name] = Int32(index) }
        var edits = TermEdits()
        for change in changes {
            guard let at = position[change.name] else { return nil }
            edits.add(change, at: at)
            facts.lengths[Int(at)] = Int32(clamping: change.new.length)
        }
        let fresh = SearchIndexWriter.Facts(listed: listed, lengths: facts.lengths, weights: weights, chunks: [])
        facts.titleTerms = fresh.titleTerms
        facts.titleTermsZh = fresh.titleTermsZh
        facts.ranking = weights
        guard let (chunks, dropped) = try? rewrite(&facts, edits.sorted()) else { return nil }
        return ([(SearchIndexWriter.indexPath, SearchIndexWriter.indexFile(facts))] + chunks, dropped)
    }

    /// Rechunks, from each chunk an edited term falls in, until the cuts meet the old ones again.
    private func rewrite(_ facts: inout SearchIndexWriter.Facts, _ edits: [TermEdits.Edit]) throws -> ([(String, Data)], [String]) {
        let starts = facts.starts.map(Self.unquoted)
        guard !starts.isEmpty || edits.isEmpty else { throw BitextError(.output, path: SearchIndexWriter.indexPath, "no chunks to update") }
        var written: [(String, Data)] = []
        var dropped: [String] = []
        var newStarts: [[UInt8]] = []
        var newNames: [String] = []
        var chunk = 0
        var next = 0
        while chunk < starts.count {
            let first = next < edits.count ? Self.chunk(of: edits[next].term, in: starts) : starts.count
            // Chunks before the next edit stay as they are.
            while chunk < min(first, starts.count) {
                newStarts.append(facts.starts[chunk])
                newNames.append(facts.chunks[chunk])
                chunk += 1
            }
            guard chunk < starts.count else { break }
            let chunker = try rechunk(from: &chunk, facts, starts, edits, &next, dropped: &dropped)
            for made in chunker.made {
                newStarts.append(made.firstTerm)
                newNames.append(made.name)
                written.append((SearchIndexWriter.chunkPath(made.name), made.file))
            }
        }
        let kept = Set(newNames)
        facts.starts = newStarts
        facts.chunks = newNames
        return (written, dropped.filter { !kept.contains($0) }.map(SearchIndexWriter.chunkPath))
    }

    /// Reads the old chunks from `chunk` on with the edits applied, and cuts them again until a
    /// cut meets an old one: an empty chunker has just cut where the old chunks were cut, and from
    /// there on the old chunks are what a full build would make again.
    private func rechunk(
        from chunk: inout Int, _ facts: SearchIndexWriter.Facts, _ starts: [[UInt8]], _ edits: [TermEdits.Edit], _ next: inout Int,
        dropped: inout [String]
    ) throws -> SearchIndexWriter.Chunker {
        let hintMask = UInt64(1) << UInt64(writer.hintBits) - 1
        var chunker = SearchIndexWriter.Chunker(maximum: writer.maximumChunk)
        repeat {
            let old = try Self.entries(of: previousFile(SearchIndexWriter.chunkPath(facts.chunks[chunk])))
            let end: [UInt8]? = chunk + 1 < starts.count ? starts[chunk + 1] : nil
            var part = SearchIndexWriter.EncodedTerms()
            Self.merge(old, edits, &next, before: end, hintMask: hintMask, into: &part)
            chunker.add(part)
            dropped.append(facts.chunks[chunk])
            chunk += 1
        } while chunk < starts.count && !chunker.isEmpty
        chunker.finish()
        return chunker
    }

    /// The chunk whose run of terms holds `term`: the last whose first term is not after it.
    private static func chunk(of term: [UInt8], in starts: [[UInt8]]) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].lexicographicallyPrecedes(term) || starts[middle] == term { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The chunk's members with the edits of the terms before `end` applied, in term order.
    private static func merge(
        _ old: [(term: [UInt8], postings: [(position: Int32, code: UInt32)])], _ edits: [TermEdits.Edit], _ next: inout Int,
        before end: [UInt8]?, hintMask: UInt64, into part: inout SearchIndexWriter.EncodedTerms
    ) {
        var index = 0
        func inRange(_ term: [UInt8]) -> Bool { end.map { term.lexicographicallyPrecedes($0) } ?? true }
        while index < old.count || (next < edits.count && inRange(edits[next].term)) {
            let edit = next < edits.count && inRange(edits[next].term) ? edits[next] : nil
            let entry = index < old.count ? old[index] : nil
            var term: [UInt8]
            var postings: [(position: Int32, code: UInt32)]
            if let entry, edit == nil || entry.term.lexicographicallyPrecedes(edit!.term) {
                (term, postings) = (entry.term, entry.postings)
                index += 1
            } else if let edit {
                term = edit.term
                postings = entry?.term == edit.term ? entry!.postings : []
                if entry?.term == edit.term { index += 1 }
                postings = edit.applied(to: postings)
                next += 1
            } else {
                break
            }
            guard !postings.isEmpty else { continue }
            term.withUnsafeBufferPointer { SearchIndexWriter.append($0, postings, hintMask: hintMask, to: &part) }
        }
    }

    /// The index the previous site wrote.
    private func previousFacts() throws -> SearchIndexWriter.Facts {
        try Self.facts(of: previousFile(SearchIndexWriter.indexPath))
    }

    /// What an index file says.
    static func facts(of text: Data) throws -> SearchIndexWriter.Facts {
        let prefix = Array("window.BITEXT_INDEX=".utf8)
        guard text.starts(with: prefix), text.count > prefix.count + 2,
            let object = try JSONSerialization.jsonObject(with: text.dropFirst(prefix.count).dropLast(2)) as? [String: Any],
            let names = object["names"] as? [String], let titleTerms = object["titleTerms"] as? [Int], let lengths = object["lengths"] as? [Int],
            let starts = object["starts"] as? [String], let chunks = object["chunks"] as? [String]
        else { throw BitextError(.output, path: SearchIndexWriter.indexPath, "not an index this version writes") }
        var facts = SearchIndexWriter.Facts()
        for entry in names {
            guard let colon = entry.firstIndex(of: ":"), let shared = Int(entry[..<colon]) else { throw BitextError(.output, path: SearchIndexWriter.indexPath, "a name") }
            let before = Array((facts.names.last ?? "").utf8.prefix(shared))
            facts.names.append(String(decoding: before + Array(entry[entry.index(after: colon)...].utf8), as: UTF8.self))
        }
        facts.titleTerms = titleTerms.map { Int32(clamping: $0) }
        facts.lengths = lengths.map { Int32(clamping: $0) }
        facts.starts = starts.map { start in
            var bytes: [UInt8] = []
            SearchIndexBuilder.appendJSONString(start, to: &bytes)
            return bytes
        }
        facts.chunks = chunks
        return facts
    }

    /// A JSON string's text as bytes.
    private static func unquoted(_ literal: [UInt8]) -> [UInt8] {
        if !literal.contains(0x5C), literal.count >= 2 { return Array(literal[1..<(literal.count - 1)]) }
        let text = (try? JSONSerialization.jsonObject(with: Data(literal), options: .fragmentsAllowed)) as? String
        return Array((text ?? "").utf8)
    }

    /// A chunk file's members, in order.
    static func entries(of file: Data) throws -> [(term: [UInt8], postings: [(position: Int32, code: UInt32)])] {
        let bytes = [UInt8](file)
        let marker = Array("\"]={".utf8)
        guard let open = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<($0 + 4)].elementsEqual(marker) }) else {
            throw BitextError(.output, path: SearchIndexWriter.chunkFolder, "not a chunk")
        }
        var reader = ChunkReader(bytes: Array(bytes[(open + 3)...]))
        return try reader.members()
    }
}

/// The edits a few re-converted documents make to the index's terms: for each term their old or
/// new terms hold, the positions to take out and the postings to put in.
struct TermEdits {
    struct Edit {
        var term: [UInt8]
        var removed: Set<Int32> = []
        var added: [(position: Int32, code: UInt32)] = []

        func applied(to postings: [(position: Int32, code: UInt32)]) -> [(position: Int32, code: UInt32)] {
            (postings.filter { !removed.contains($0.position) } + added).sorted { $0.position < $1.position }
        }
    }

    private var byTerm: [[UInt8]: Edit] = [:]

    /// Adds the edits of a document's change: only the terms whose code changed, came or went
    /// (an edited paragraph touches a few of a page's hundreds of terms, and each term edited
    /// means rewriting its chunk).
    mutating func add(_ change: SearchIndexUpdate.Change, at position: Int32) {
        var old: [[UInt8]: UInt32] = [:]
        for (term, code) in Self.terms(change.old) { old[term] = code }
        for (term, code) in Self.terms(change.new) {
            if old.removeValue(forKey: term) == code { continue }
            byTerm[term, default: Edit(term: term)].removed.insert(position)
            byTerm[term]!.added.append((position, code))
        }
        for term in old.keys { byTerm[term, default: Edit(term: term)].removed.insert(position) }
    }

    /// The edits in the index's term order (bytes).
    func sorted() -> [Edit] {
        byTerm.values.sorted { $0.term.lexicographicallyPrecedes($1.term) }
    }

    /// Each term as bytes with its code (`strings` lists packed terms, then long ones).
    private static func terms(_ terms: SearchIndexBuilder.SearchTerms) -> [([UInt8], UInt32)] {
        zip(terms.strings.map { Array($0.utf8) }, terms.packedCodes + terms.longCodes).map { ($0, $1) }
    }
}

/// Reads the members of a chunk's object, as `SearchIndexWriter` writes them.
struct ChunkReader {
    let bytes: [UInt8]
    private var at = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private struct Malformed: Error {}

    mutating func members() throws -> [(term: [UInt8], postings: [(position: Int32, code: UInt32)])] {
        try expect("{")
        var members: [(term: [UInt8], postings: [(position: Int32, code: UInt32)])] = []
        if peek("}") { return members }
        repeat {
            let term = try string()
            try expect(":")
            try expect("[")
            var postings: [(position: Int32, code: UInt32)] = []
            var position: Int32 = 0
            while !peek("]") {
                if !postings.isEmpty { try expect(",") }
                position += Int32(try number())
                try expect(",")
                postings.append((position, UInt32(try number())))
            }
            try expect("]")
            members.append((term, postings))
        } while try separator()
        return members
    }

    private func peek(_ character: Unicode.Scalar) -> Bool { at < bytes.count && bytes[at] == UInt8(ascii: character) }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard peek(character) else { throw Malformed() }
        at += 1
    }

    /// After a member: true for a comma (another follows), false at the closing brace.
    private mutating func separator() throws -> Bool {
        if peek(",") { at += 1; return true }
        try expect("}")
        return false
    }

    private mutating func number() throws -> Int {
        var value = 0
        let start = at
        while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 {
            value = value * 10 + Int(bytes[at] - 0x30)
            at += 1
        }
        guard at > start else { throw Malformed() }
        return value
    }

    private mutating func string() throws -> [UInt8] {
        let start = at
        try expect("\"")
        var escaped = false
        while at < bytes.count, bytes[at] != 0x22 {
            if bytes[at] == 0x5C { escaped = true; at += 1 }
            at += 1
        }
        try expect("\"")
        guard escaped else { return Array(bytes[(start + 1)..<(at - 1)]) }
        guard let text = try JSONSerialization.jsonObject(with: Data(bytes[start..<at]), options: .fragmentsAllowed) as? String else { throw Malformed() }
        return Array(text.utf8)
    }
}
