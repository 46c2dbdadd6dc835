import Foundation

extension SearchIndexBuilder {
    /// The postings of every document added so far, each with its code (how often and where the
    /// term occurs), and each document's length. Documents are added in any order (as their
    /// conversions finish) and numbered by name when the index is written.
    ///
    /// Kept as the documents give them, one record per document in `PostingRecords` (a few bytes
    /// a posting), and laid out by term (`PostingTable`) only when the index is written: three
    /// flat arrays chaining each term's postings took twelve bytes a posting, plus the slack of
    /// arrays grown by doubling, and were most of a whole site's memory at its peak.
    public struct Postings: Sendable {
        private(set) var ids: [String: Int32] = [:]
        private(set) var lengths: [Int32] = []
        /// Packed terms, numbered by the table, and long terms, numbered in the order first added;
        /// with each term's number of postings.
        private var packed = PackedKeyTable(capacity: 1 << 12)
        private var packedCounts: [Int32] = []
        private var long: [String: Int32] = [:]
        private var longCounts: [Int32] = []
        private var records = PostingRecords()

        /// Creates empty postings.
        public init() {}

        /// The number of postings added.
        var count: Int { records.postings }

        /// Adds (or, for a name added before, extends) the document called `name` with its terms.
        public mutating func add(name: String, terms: SearchTerms) {
            let id = ids[name] ?? Int32(ids.count)
            if ids[name] == nil {
                ids[name] = id
                lengths.append(0)
            }
            lengths[Int(id)] += Int32(clamping: terms.length)
            // As many as the pairs below take: terms read back from a damaged database may have
            // fewer codes than terms.
            records.start(document: id, count: min(terms.packed.count, terms.packedCodes.count) + min(terms.long.count, terms.longCodes.count))
            for (key, code) in zip(terms.packed, terms.packedCodes) {
                let (number, inserted) = packed.insert(key)
                if inserted { packedCounts.append(0) }
                packedCounts[number] += 1
                records.append(term: UInt64(number) << 1, code: code)
            }
            for (term, code) in zip(terms.long, terms.longCodes) {
                let number = long[term] ?? Int32(longCounts.count)
                if number == longCounts.count {
                    long[term] = number
                    longCounts.append(0)
                }
                longCounts[Int(number)] += 1
                records.append(term: UInt64(number) << 1 | 1, code: code)
            }
        }

        /// Adds the document called `name` with terms given as text.
        public mutating func add(name: String, terms: [String]) {
            add(name: name, terms: SearchTerms(terms))
        }

        /// The postings of `terms` (numbers as `SortedTerms` gives them) laid out in that order.
        func table(for terms: [Int32]) -> PostingTable {
            let longBase = packedCounts.count
            var slot = [Int32](repeating: -1, count: longBase + longCounts.count)
            var start = [Int32](repeating: 0, count: terms.count + 1)
            var total: Int32 = 0
            for (position, term) in terms.enumerated() {
                slot[Int(term)] = Int32(position)
                start[position] = total
                total += Int(term) < longBase ? packedCounts[Int(term)] : longCounts[Int(term) - longBase]
            }
            start[terms.count] = total
            var next = start
            var document = [Int32](repeating: 0, count: Int(total))
            var code = [UInt32](repeating: 0, count: Int(total))
            records.forEach { owner, term, posting in
                let position = Int(slot[term & 1 == 0 ? Int(term >> 1) : longBase + Int(term >> 1)])
                guard position >= 0 else { return }
                let at = Int(next[position])
                next[position] += 1
                document[at] = owner
                code[at] = posting
            }
            return PostingTable(start: start, document: document, code: code)
        }

        /// Every term with its index in `table()` (`term`, `value`), in order: `texts` (slices of
        /// `flat`), then `han`.
        struct SortedTerms {
            var flat: [UInt8] = []
            var texts: [(start: Int32, count: Int32, term: Int32)] = []
            var han: [(key: UInt64, value: Int32)] = []

            var count: Int { texts.count + han.count }

            /// The number of the term at `index` of the order.
            func index(at index: Int) -> Int32 {
                index < texts.count ? texts[index].term : han[index - texts.count].value
            }

            /// Hands `body` the position and UTF-8 bytes of each term in `positions`.
            func eachTerm(in positions: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
                var hanBytes: [UInt8] = []
                flat.withUnsafeBufferPointer { bytes in
                    for index in positions {
                        if index < texts.count {
                            let entry = texts[index]
                            body(index, UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start + entry.count)]))
                        } else {
                            hanBytes.removeAll(keepingCapacity: true)
                            SearchIndexBuilder.appendTermBytes(of: han[index - texts.count].key, to: &hanBytes)
                            hanBytes.withUnsafeBufferPointer { body(index, $0) }
                        }
                    }
                }
            }
        }

        func sortedTerms() -> SortedTerms {
            // Terms in byte order (the same as String order for the NFC text they are made of,
            // without String's normalizing comparison). Packed Han terms are most of them, and
            // their keys (first scalar, then second or none) already sort in that order as
            // integers; the rest are compared as bytes inside one flat buffer. The scanner's
            // other terms are ASCII words, which come before every Han term, so the two sorted
            // runs simply follow each other; a long term given as text (`SearchTerms(_:)`) that
            // could sort among the Han terms sends every term through the byte comparison.
            let hanApart = long.keys.allSatisfy { ($0.utf8.first ?? 0) < 0xE3 }
            var terms = SortedTerms()
            terms.han.reserveCapacity(packed.count)
            for (number, key) in packed.keys.enumerated() {
                if hanApart && key & SearchIndexBuilder.hanTag != 0 {
                    terms.han.append((key, Int32(number)))
                } else {
                    let start = terms.flat.count
                    SearchIndexBuilder.appendTermBytes(of: key, to: &terms.flat)
                    terms.texts.append((Int32(start), Int32(terms.flat.count - start), Int32(number)))
                }
            }
            for (term, number) in long {
                let start = terms.flat.count
                terms.flat += term.utf8
                terms.texts.append((Int32(start), Int32(terms.flat.count - start), Int32(packed.count) + number))
            }
            // Radix-sorted: a comparison sort of these (key, term) pairs took a millisecond of
            // the conversion's serial end on the k8s corpus's 21,000 Han terms.
            terms.han = RadixSort.byKey(terms.han)
            terms.flat.withUnsafeBufferPointer { bytes in
                terms.texts.sort { a, b in
                    let common = Int(min(a.count, b.count))
                    let order = common == 0 ? 0 : memcmp(bytes.baseAddress! + Int(a.start), bytes.baseAddress! + Int(b.start), common)
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
            return terms
        }
    }

    /// Every posting laid out by term: term `t`'s are at `start[t]..<start[t + 1]` of `document`
    /// and `code`.
    struct PostingTable: Sendable {
        let start: [Int32]
        let document: [Int32]
        let code: [UInt32]
    }
}
