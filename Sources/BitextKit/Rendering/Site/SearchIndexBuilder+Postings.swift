import Foundation

extension SearchIndexBuilder {
    /// The postings of every document added so far, by term, each with its code (how often and
    /// where the term occurs), and each document's length. Documents are added in any order (as
    /// their conversions finish) and numbered by name when the index is written.
    public struct Postings: Sendable {
        private(set) var ids: [String: Int32] = [:]
        private(set) var lengths: [Int32] = []
        /// Packed terms, and by their numbers in the table, each term's latest posting.
        private var packed = PackedKeyTable(capacity: 1 << 12)
        private var packedLatest: [Int32] = []
        private var long: [String: Int32] = [:]
        /// Every posting (term in document) in flat arrays: its document, its code, and the
        /// previous posting of the same term (-1 for the first). One array per term cost a heap
        /// object each, with the retains, releases and frees that come with it.
        private(set) var postingDocument: [Int32] = []
        private(set) var postingCode: [UInt32] = []
        private(set) var postingPrevious: [Int32] = []

        /// Creates empty postings.
        public init() {}

        /// Adds (or, for a name added before, extends) the document called `name` with its terms.
        public mutating func add(name: String, terms: SearchTerms) {
            let id = ids[name] ?? Int32(ids.count)
            if ids[name] == nil {
                ids[name] = id
                lengths.append(0)
            }
            lengths[Int(id)] += Int32(clamping: terms.length)
            for (key, code) in zip(terms.packed, terms.packedCodes) {
                let (number, inserted) = packed.insert(key)
                if inserted {
                    packedLatest.append(addPosting(document: id, code: code, previous: -1))
                } else {
                    packedLatest[number] = addPosting(document: id, code: code, previous: packedLatest[number])
                }
            }
            for (term, code) in zip(terms.long, terms.longCodes) {
                long[term] = addPosting(document: id, code: code, previous: long[term] ?? -1)
            }
        }

        private mutating func addPosting(document: Int32, code: UInt32, previous: Int32) -> Int32 {
            postingDocument.append(document)
            postingCode.append(code)
            postingPrevious.append(previous)
            return Int32(postingDocument.count - 1)
        }

        /// Adds the document called `name` with terms given as text.
        public mutating func add(name: String, terms: [String]) {
            add(name: name, terms: SearchTerms(terms))
        }

        /// Every term with its latest posting, in order: `texts` (slices of `flat`), then `han`.
        struct SortedTerms {
            var flat: [UInt8] = []
            var texts: [(start: Int32, count: Int32, latest: Int32)] = []
            var han: [(key: UInt64, latest: Int32)] = []

            var count: Int { texts.count + han.count }
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
            for (key, latest) in zip(packed.keys, packedLatest) {
                if hanApart && key & SearchIndexBuilder.hanTag != 0 {
                    terms.han.append((key, latest))
                } else {
                    let start = terms.flat.count
                    SearchIndexBuilder.appendTermBytes(of: key, to: &terms.flat)
                    terms.texts.append((Int32(start), Int32(terms.flat.count - start), latest))
                }
            }
            for (term, latest) in long {
                let start = terms.flat.count
                terms.flat += term.utf8
                terms.texts.append((Int32(start), Int32(terms.flat.count - start), latest))
            }
            // Radix-sorted: a comparison sort of these (key, latest) pairs took a millisecond of
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
}
