@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// Updating the previous index with a few re-converted documents must give the full build's files.
@Suite struct SearchIndexUpdateTests {
    static func summary(_ name: String) -> DocumentSummary {
        DocumentSummary(name: name, titleEn: "Title of \(name)", titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0,
                        code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
    }

    static func terms(_ generator: inout some RandomNumberGenerator) -> SearchIndexBuilder.SearchTerms {
        let letters = Array("abcdefgh")
        let han = Array("托管控制器视图布局")
        var words: [String] = []
        for _ in 0..<Int.random(in: 20...300, using: &generator) {
            words.append(String((0..<Int.random(in: 2...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
            words.append(String((0..<Int.random(in: 1...2, using: &generator)).map { _ in han.randomElement(using: &generator)! }))
        }
        var terms = SearchIndexBuilder.SearchTerms(words)
        terms.packedCodes = terms.packedCodes.map { _ in UInt32.random(in: 4...400, using: &generator) }
        return terms
    }

    @Test(arguments: [1, 2, 5])
    func anUpdateIsTheFullBuild(edited: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let names = (0..<30).map { "doc\($0)" }
        var before: [String: SearchIndexBuilder.SearchTerms] = [:]
        for name in names { before[name] = Self.terms(&generator) }
        var after = before
        let changed = names.shuffled(using: &generator).prefix(edited)
        for name in changed { after[name] = Self.terms(&generator) }
        let listed = names.sorted().map(Self.summary)
        let writer = SearchIndexWriter(hintBits: 4, maximumChunk: 1024)
        func build(_ terms: [String: SearchIndexBuilder.SearchTerms]) -> [String: Data] {
            var postings = SearchIndexBuilder.Postings()
            for name in names { postings.add(name: name, terms: terms[name]!) }
            return Dictionary(uniqueKeysWithValues: writer.files(postings, documents: listed, weights: Array(repeating: 1, count: listed.count)))
        }
        let old = build(before)
        let full = build(after)
        let folder = ConvertActionTests.MemorySink()
        for (path, data) in old { _ = try folder.write(data, to: path) }
        let update = SearchIndexUpdate(writer: writer, previousFile: folder.contents(of:))
        let changes = changed.map { SearchIndexUpdate.Change(name: $0, old: before[$0]!, new: after[$0]!) }
        let (written, dropped) = try #require(update.files(listed: listed, weights: Array(repeating: 1, count: listed.count), changes: changes))
        var files = old
        for path in dropped { files[path] = nil }
        for (path, data) in written { files[path] = data }
        #expect(old.count > 20)
        #expect(files == full, "\(Set(files.keys).symmetricDifference(full.keys).sorted())")
        // Only the chunks of the edited terms are written.
        #expect(written.count < full.count)
    }

    /// A document added or removed shifts every position: the caller builds in full.
    @Test func anotherSetOfDocumentsIsNotUpdated() {
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "a", terms: ["word"])
        let files = Dictionary(uniqueKeysWithValues: SearchIndexWriter().files(postings, documents: [Self.summary("a")]))
        let folder = ConvertActionTests.MemorySink()
        for (path, data) in files { _ = try? folder.write(data, to: path) }
        let update = SearchIndexUpdate(writer: SearchIndexWriter(), previousFile: folder.contents(of:))
        #expect(update.files(listed: [Self.summary("a"), Self.summary("b")], weights: [1, 1], changes: []) == nil)
    }

    @Test func chunksReadBackAsWritten() throws {
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "a", terms: ["alpha", "托管", "quote\"d"])
        postings.add(name: "b", terms: ["alpha"])
        let files = SearchIndexWriter().files(postings, documents: [Self.summary("a"), Self.summary("b")])
        let chunk = try #require(files.first { $0.0.hasPrefix(SearchIndexWriter.chunkFolder) })
        let entries = try SearchIndexUpdate.entries(of: chunk.1)
        #expect(entries.map { String(decoding: $0.term, as: UTF8.self) } == ["alpha", "quote\"d", "托管"])
        #expect(entries[0].postings.map(\.position) == [0, 1])
    }
}
