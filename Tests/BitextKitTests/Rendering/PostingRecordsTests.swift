@testable import BitextKit
import Testing

@Suite struct PostingRecordsTests {
    /// Every posting comes back as added, in order: numbers of every size the LEB128 bytes take
    /// (one to ten), records that fill block after block, and a record larger than a block.
    @Test func postingsComeBackAsAdded() {
        var records = PostingRecords()
        var expected: [(Int32, UInt64, UInt32)] = []
        var generator = SystemRandomNumberGenerator()
        let sizes = Array(repeating: 300, count: 400) + [PostingRecords.blockSize / 2, 0, 5]
        for (document, size) in sizes.enumerated() {
            records.start(document: Int32(document), count: size)
            for _ in 0..<size {
                let term = UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)
                let code = UInt32.random(in: 0...UInt32.max, using: &generator) >> UInt32.random(in: 0...31, using: &generator)
                records.append(term: term, code: code)
                expected.append((Int32(document), term, code))
            }
        }
        var read: [(Int32, UInt64, UInt32)] = []
        records.forEach { read.append(($0, $1, $2)) }
        #expect(records.postings == expected.count)
        #expect(read.count == expected.count)
        #expect(zip(read, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 })
    }

    /// Laid out by term, the table holds each term's postings in the order documents added them,
    /// only for the terms asked for, in the order asked.
    @Test func theTableHoldsTheTermsAskedFor() {
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "b", terms: ["shared", "onlyb", "averyveryverylongword"])
        postings.add(name: "a", terms: ["shared", "托管"])
        let sorted = postings.sortedTerms()
        let numbers = (0..<sorted.count).map(sorted.index(at:))
        var names: [String] = []
        sorted.eachTerm(in: 0..<sorted.count) { _, bytes in names.append(String(decoding: bytes, as: UTF8.self)) }
        #expect(names == ["averyveryverylongword", "onlyb", "shared", "托管"])
        let shared = numbers[names.firstIndex(of: "shared")!]
        let long = numbers[names.firstIndex(of: "averyveryverylongword")!]
        let table = postings.table(for: [shared, long])
        #expect(table.start == [0, 2, 3])
        // Documents by the numbers they were added under: b is 0, a is 1.
        #expect(table.document == [0, 1, 0])
        #expect(table.code == [SearchIndexBuilder.code(count: 1), SearchIndexBuilder.code(count: 1), SearchIndexBuilder.code(count: 1)])
    }
}
