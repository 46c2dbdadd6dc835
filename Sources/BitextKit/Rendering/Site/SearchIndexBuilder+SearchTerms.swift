import BitextModel

extension SearchIndexBuilder {
    /// The distinct terms of every pair a reader can search (not shared code or images).
    public static func terms(of pairs: [BundlePair]) -> [String] {
        searchTerms(of: pairs).strings
    }

    /// What ranking needs of a document's pairs a reader can search, and of its titles: each
    /// distinct term with how often it occurs and whether a heading or a title holds it.
    public static func searchTerms(of pairs: [BundlePair], titles: [String] = []) -> SearchTerms {
        // Most terms are Chinese bigrams and short words: they are collected as packed integers,
        // and stay integers until the index is written (hashing strings of Chinese text is slow).
        var collector = TermCollector(reusing: collectorSpares.take())
        // By index, reading the two texts only: `for pair in pairs` copied every pair whole.
        for index in pairs.indices where isSearchable(pairs[index]) {
            collector.field = pairs[index].kind == "heading" ? .heading : .body
            if let text = pairs[index].en?.text { scanTokens(of: text, into: &collector) }
            if let text = pairs[index].zh?.text { scanTokens(of: text, into: &collector) }
        }
        collector.field = .title
        for title in Set(titles) { scanTokens(of: title, into: &collector) }
        let terms = collector.terms
        if let spare = collector.emptied() { collectorSpares.give(spare) }
        return terms
    }

    /// A thread's table and code list from its last document, for its next: each document's
    /// table grew from 1,024 keys to its thousands of terms, a twentieth of the bytes a
    /// conversion allocated.
    private static let collectorSpares = ThreadSpare<(packed: PackedKeyTable, codes: [UInt32])>()

    /// Where a term occurs: body text counts towards its frequency, a heading also sets a flag, a
    /// title only sets one (it is not text of the page's pairs).
    enum Field { case body, heading, title }

    /// A document's distinct search terms: Chinese characters, bigrams and words of up to 7
    /// letters packed into integers, longer words as text; each with its code (`code(count:…)`),
    /// and the document's length in tokens, for ranking.
    public struct SearchTerms: Sendable, Equatable {
        var packed: [UInt64]
        var packedCodes: [UInt32]
        var long: [String]
        var longCodes: [UInt32]
        var length: Int

        /// The terms as text.
        public var strings: [String] { packed.map(SearchIndexBuilder.term(of:)) + long }

        init(packed: [UInt64], packedCodes: [UInt32], long: [String], longCodes: [UInt32], length: Int) {
            (self.packed, self.packedCodes, self.long, self.longCodes, self.length) = (packed, packedCodes, long, longCodes, length)
        }

        /// Terms given as text (each one a term `terms(of:)` could give), each once in the body.
        public init(_ terms: [String]) {
            var packed = Set<UInt64>()
            var long = Set<String>()
            for term in terms {
                if let key = SearchIndexBuilder.key(of: term) { packed.insert(key) } else { long.insert(term) }
            }
            let one = SearchIndexBuilder.code(count: 1)
            self.init(packed: packed.sorted(), packedCodes: Array(repeating: one, count: packed.count),
                      long: long.sorted(), longCodes: Array(repeating: one, count: long.count), length: packed.count + long.count)
        }
    }

    /// A term's occurrences in a document as one integer, which the index writes as is:
    /// the count in its text, times four, plus 2 when a title holds it and 1 when a heading does.
    static func code(count: Int, title: Bool = false, heading: Bool = false) -> UInt32 {
        UInt32(min(count, 1 << 29)) << 2 | (title ? 2 : 0) | (heading ? 1 : 0)
    }

    /// A document's terms as they are scanned, with their codes.
    private struct TermCollector: TokenSink {
        var field = Field.body
        private var packed: PackedKeyTable
        private var packedCodes: [UInt32]
        private var long: [String: UInt32] = [:]
        private var length = 0

        /// A collector with a spare table and list (emptied), or new ones.
        init(reusing spare: (packed: PackedKeyTable, codes: [UInt32])?) {
            (packed, packedCodes) = spare ?? (PackedKeyTable(capacity: 1024), [])
        }

        /// The table and list emptied for the thread's next document; nil when they grew past a
        /// quarter of a megabyte: one large document should not hold that on every thread.
        mutating func emptied() -> (packed: PackedKeyTable, codes: [UInt32])? {
            guard packed.count <= 1 << 13 else { return nil }
            packed.removeAll(capacity: 1024)
            packedCodes.removeAll(keepingCapacity: true)
            return (packed, packedCodes)
        }

        mutating func accept(_ token: Token) {
            switch token {
            case .han(let first, let second): add(SearchIndexBuilder.hanKey(first, second), counted: true)
            case .character(let scalar): add(SearchIndexBuilder.hanKey(scalar, nil), counted: false)
            case .word(let bytes):
                if let key = SearchIndexBuilder.wordKey(bytes) {
                    add(key, counted: true)
                } else {
                    let term = String(decoding: bytes, as: UTF8.self)
                    long[term] = Self.occurrence(in: field, adding: long[term] ?? 0)
                    if field != .title { length += 1 }
                }
            }
        }

        /// Adds an occurrence of `key`; `counted` tokens make the document's length (a run of
        /// Chinese counts by its bigrams, not also by its characters).
        private mutating func add(_ key: UInt64, counted: Bool) {
            let (number, inserted) = packed.insert(key)
            if inserted { packedCodes.append(0) }
            packedCodes[number] = Self.occurrence(in: field, adding: packedCodes[number])
            if counted && field != .title { length += 1 }
        }

        private static func occurrence(in field: Field, adding code: UInt32) -> UInt32 {
            switch field {
            case .body: code &+ (code >> 2 < 1 << 29 ? 4 : 0)
            case .heading: (code &+ (code >> 2 < 1 << 29 ? 4 : 0)) | 1
            case .title: code | 2
            }
        }

        var terms: SearchTerms {
            // The table keeps the order terms first appear in: deterministic without a sort.
            let sortedLong = long.keys.sorted()
            // Copies: the table and list go back for the next document.
            return SearchTerms(
                packed: packed.keys.exactCopy, packedCodes: packedCodes.exactCopy, long: sortedLong, longCodes: sortedLong.map { long[$0]! },
                length: length)
        }
    }
}
