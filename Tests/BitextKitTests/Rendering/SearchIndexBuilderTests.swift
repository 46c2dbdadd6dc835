@testable import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct SearchIndexBuilderTests {
    func bundle(_ en: String, _ zh: String, name: String = "guide") -> BitextModel.Bundle {
        BundleBuilder().bundle(Fixtures.processed(en, zh, name: name), name: name)
    }

    static let longEnglish = "Wrap the view in a hosting controller. " + String(repeating: "Layout passes run again. ", count: 20)
        + "Finally call didMove(toParent:) on the child."
    static let longChinese = "把视图包进托管控制器。" + String(repeating: "布局会再次运行。", count: 30) + "最后对子控制器调用 didMove(toParent:)。"

    @Test func wholeTextsAreSearchableNotOnlyTheirBeginnings() {
        let pairs = bundle("# Embedding\n\n\(Self.longEnglish)\n", "# 嵌入\n\n\(Self.longChinese)\n").pairs
        let terms = Set(SearchIndexBuilder.terms(of: pairs))
        // Words and bigrams from the end of 500-character paragraphs.
        for term in ["finally", "didmove", "toparent", "child", "子控", "调用", "嵌入", "embedding"] {
            #expect(terms.contains(term), "\(term)")
        }
        let file = String(decoding: SearchIndexBuilder.pairsFile(name: "guide", title: "Embedding", pairs: pairs), as: UTF8.self)
        #expect(file.hasPrefix("window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[\"search/guide.js\"]={\"title\":\"Embedding\",\"pairs\":[["))
        #expect(file.contains("on the child.") && file.contains("didMove(toParent:)。"))
    }

    @Test func packedTermsAreTheTermsOfTheText() {
        // Words of 2 to 9 letters (packed up to 7 bytes), digits, capitals, CJK extension A and
        // compatibility ideographs, lone characters between Latin text.
        let text = "ab abc UIView Hosting sizingOptions 2026 x 中 文A㐀㐁 豈更 托管控制器"
        let pairs = bundle("# T\n\n\(text)\n", "# 标题\n\n\(text)\n").pairs
        // A document's terms are also each of its Chinese characters (a query's are not).
        let characters = (text + "标题").unicodeScalars.filter(SearchIndexBuilder.isHan).map { String(Character($0)) }
        let expected = Set(SearchIndexBuilder.terms(of: text) + SearchIndexBuilder.terms(of: "T") + SearchIndexBuilder.terms(of: "标题") + characters)
        #expect(Set(SearchIndexBuilder.terms(of: pairs)) == expected)
    }

    static func summary(_ name: String, title: String? = nil) -> DocumentSummary {
        DocumentSummary(name: name, titleEn: title ?? name.uppercased(), titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0,
                        code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
    }

    @Test func postingsNumberDocumentsByNameWhateverOrderTheyArriveIn() throws {
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "b", terms: ["shared", "onlyb"])
        postings.add(name: "c-gone", terms: ["shared", "onlyc"])
        postings.add(name: "a", terms: ["shared", "托管"])
        let index = try SearchIndexReading(SearchIndexWriter().files(postings, documents: [Self.summary("a"), Self.summary("b", title: "Two words")]))
        #expect(index.names == ["a", "b"])
        #expect(index.titleTerms == [0, 2])
        // A document not listed (its conversion failed) is in no posting; empty postings go.
        #expect(index.documents == ["shared": ["a", "b"], "onlyb": ["b"], "托管": ["a"]])
    }

    /// Names are front-coded in the index and must read back whole, even where a shared prefix
    /// ends inside a character.
    @Test func namesReadBackFromTheirSharedPrefixes() throws {
        let names = ["docs/a", "docs/ab/c", "docs/控件", "docs/控制", "x"]
        var postings = SearchIndexBuilder.Postings()
        for name in names { postings.add(name: name, terms: ["word"]) }
        let index = try SearchIndexReading(SearchIndexWriter().files(postings, documents: names.map { Self.summary($0) }))
        #expect(index.names == names)
    }

    /// Terms are listed in byte order whichever way they are stored (packed words, packed Han
    /// characters and bigrams, long words, and long text given directly), across chunks.
    @Test(arguments: [false, true])
    func indexListsTermsInByteOrder(withLongHanTerm: Bool) throws {
        var postings = SearchIndexBuilder.Postings()
        var terms = ["zz", "ab", "hostingcontroller", "a9", "中", "中文", "丁", "龟", "豈更", "㐀", "托管", "托"]
        if withLongHanTerm { terms.append("托管控制器") }
        postings.add(name: "a", terms: terms)
        let writer = SearchIndexWriter(hintBits: 1, maximumChunk: 40)
        let index = try SearchIndexReading(writer.files(postings, documents: [Self.summary("a")]))
        #expect(index.chunks.count > 2)
        #expect(index.order == terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        // Each chunk's first term is what the index says it is.
        #expect(index.starts == index.chunks.map { $0.first! })
    }

    /// The terms may be encoded in parallel shares and in waves; however they are split, the
    /// files are the same, including shares whose terms all belong to documents not listed.
    @Test func sharesJoinIntoTheSameFiles() {
        var postings = SearchIndexBuilder.Postings()
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghij")
        let han = Array("托管控制器视图布局")
        for document in 0..<12 {
            var terms: [String] = []
            for _ in 0..<300 {
                terms.append(String((0..<Int.random(in: 2...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
                terms.append(String((0..<2).map { _ in han.randomElement(using: &generator)! }))
            }
            // Document 11 (not listed below) alone has the terms that sort first and last.
            if document == 11 { terms += ["00", "01", "龟龟"] }
            postings.add(name: "d\(document)", terms: terms)
        }
        let listed = (0..<11).map { Self.summary("d\($0)") }
        func files(_ shares: Int) -> [String] {
            SearchIndexWriter(hintBits: 4, maximumChunk: 2048, shares: shares).files(postings, documents: listed).map { $0.0 + String(decoding: $0.1, as: UTF8.self) }
        }
        let whole = files(1)
        #expect(!whole.contains { $0.contains("\"00\"") })
        for shares in [2, 3, 7, 1000, 100_000] {
            #expect(files(shares) == whole, "\(shares) shares")
        }
        // Encoded in waves of a few postings each, too.
        for perWave in [1, 37, 1000] {
            var writer = SearchIndexWriter(hintBits: 4, maximumChunk: 2048, shares: 2)
            writer.postingsPerWave = perWave
            #expect(writer.files(postings, documents: listed).map { $0.0 + String(decoding: $0.1, as: UTF8.self) } == whole, "\(perWave) a wave")
        }
    }

    /// A term's code counts it in the text, and flags a heading or a title holding it; a run of
    /// Chinese also gives each of its characters, so one character finds it.
    @Test func termsCarryTheirCountsAndWhereTheyOccur() throws {
        let pairs = bundle("# Leases\n\n## Lease objects\n\nA lease, and a lease again.\n", "# 租约\n\n## 租约对象\n\n一个租约。\n").pairs
        let terms = SearchIndexBuilder.searchTerms(of: pairs, titles: ["Leases", "租约"])
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "leases", terms: terms)
        let index = try SearchIndexReading(SearchIndexWriter().files(postings, documents: [Self.summary("leases")]))
        let code = { (term: String) in index.codes[term]?.first }
        // "lease": twice in the body, once in a heading: three times, heading flag.
        #expect(code("lease") == SearchIndexBuilder.code(count: 3, heading: true))
        // "leases": the H1 (a heading) and the title.
        #expect(code("leases") == SearchIndexBuilder.code(count: 1, title: true, heading: true))
        #expect(code("租约") == SearchIndexBuilder.code(count: 3, title: true, heading: true))
        #expect(code("租") == SearchIndexBuilder.code(count: 3, title: true, heading: true))
        #expect(code("象") == SearchIndexBuilder.code(count: 1, heading: true))
        // A query is searched by its words and bigrams only.
        #expect(SearchIndexBuilder.terms(of: "租约对象") == ["租约", "约对", "对象"])
        // Its length: words and bigrams (each character of a run is not counted again).
        #expect(terms.length == SearchIndexBuilder.terms(of: pairs.compactMap { $0.en?.text }.joined(separator: " ")).count
            + SearchIndexBuilder.terms(of: pairs.compactMap { $0.zh?.text }.joined(separator: " ")).count)
    }

    /// Chunks are cut by content: editing one document rewrites the chunks of the terms whose
    /// postings changed, and the rest keep their names (their hashes) and bytes.
    @Test func anEditKeepsMostChunks() throws {
        func postings(editing: Bool) -> SearchIndexBuilder.Postings {
            var postings = SearchIndexBuilder.Postings()
            for document in 0..<40 {
                var terms = (0..<400).map { "w\(($0 * 7 + document * 13) % 2000)" }
                if editing && document == 17 { terms += ["w5", "brandnew"] }
                postings.add(name: "d\(document)", terms: terms)
            }
            return postings
        }
        let listed = (0..<40).map { Self.summary("d\($0)") }
        let writer = SearchIndexWriter(hintBits: 5, maximumChunk: 8192)
        let before = Set(writer.files(postings(editing: false), documents: listed).map(\.0))
        let after = Set(writer.files(postings(editing: true), documents: listed).map(\.0))
        #expect(before.count > 20)
        // Two terms changed: the index and at most a few chunks around them are new.
        #expect(after.subtracting(before).count <= 4, "\(after.subtracting(before).count) new files of \(after.count)")
    }

    /// Sitemap priorities (a page's own, else its section's) and `bitext.yml` rules weigh documents.
    @Test func weightsFollowPrioritiesAndRules() {
        var docs = Self.summary("docs/_index")
        docs.priority = 1.0
        var low = Self.summary("docs/old/page")
        low.priority = 0.25
        let summaries = [docs, Self.summary("docs/a/b"), low, Self.summary("blog/post"), Self.summary("other")]
        let weights = SearchWeights(rules: [.init(pattern: "blog/**", factor: 0.5)]).weights(summaries)
        #expect(weights == [2, 2, 0.5, 0.5, 1])
        #expect(SearchWeights(text: SearchWeights(rules: [.init(pattern: "a b/**", factor: 0.25)]).text).rules == [.init(pattern: "a b/**", factor: 0.25)])
    }

    /// `text` on one line, as the search files want it: split at line breaks and tabs (as
    /// Characters), empty parts dropped, joined with single spaces.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
    }

    /// Pair texts are flattened while they are escaped, in bytes; the result must be the
    /// escaped `flattened` text, whatever the line breaks, tabs and marks around them.
    @Test func flatteningWhileEscapingIsFlatteningFirst() {
        let pieces = ["\n", "\r\n", "\r", "\t", " ", "a", "中", "\u{301}", "\"", "<", "\u{2028}", "\u{1}", "é", "🙂"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var direct: [UInt8] = []
            SearchIndexBuilder.appendJSONString(text, to: &direct, flattening: true)
            var reference: [UInt8] = []
            SearchIndexBuilder.appendJSONString(Self.flattened(text), to: &reference)
            #expect(direct == reference, "\(text.debugDescription)")
            // And it is the JSON string of the flattened text, with nothing a script could end on.
            let decoded = try? JSONSerialization.jsonObject(with: Data(direct), options: .fragmentsAllowed) as? String
            #expect(decoded == Self.flattened(text), "\(text.debugDescription)")
            #expect(!direct.contains(UInt8(ascii: "<")) && !direct.contains(0x0A), "\(text.debugDescription)")
        }
    }
}
