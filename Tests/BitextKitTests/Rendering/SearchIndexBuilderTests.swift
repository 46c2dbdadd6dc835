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
        let file = String(decoding: SearchIndexBuilder.pairsFile(name: "guide", pairs: pairs), as: UTF8.self)
        #expect(file.hasPrefix("window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[\"search/guide.js\"]=[["))
        #expect(file.contains("on the child.") && file.contains("didMove(toParent:)。"))
    }

    @Test func packedTermsAreTheTermsOfTheText() {
        // Words of 2 to 9 letters (packed up to 7 bytes), digits, capitals, CJK extension A and
        // compatibility ideographs, lone characters between Latin text.
        let text = "ab abc UIView Hosting sizingOptions 2026 x 中 文A㐀㐁 豈更 托管控制器"
        let pairs = bundle("# T\n\n\(text)\n", "# 标题\n\n\(text)\n").pairs
        let expected = Set(SearchIndexBuilder.terms(of: text) + SearchIndexBuilder.terms(of: "T") + SearchIndexBuilder.terms(of: "标题"))
        #expect(Set(SearchIndexBuilder.terms(of: pairs)) == expected)
    }

    @Test func postingsNumberDocumentsByNameWhateverOrderTheyArriveIn() throws {
        var postings = SearchIndexBuilder.Postings()
        postings.add(name: "b", terms: ["shared", "onlyb"])
        postings.add(name: "c-gone", terms: ["shared", "onlyc"])
        postings.add(name: "a", terms: ["shared", "托管"])
        func summary(_ name: String) -> DocumentSummary {
            DocumentSummary(name: name, titleEn: name.uppercased(), titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0,
                            code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
        }
        let text = String(decoding: postings.indexFile(documents: [summary("a"), summary("b")]), as: UTF8.self)
        let json = try #require(text.split(separator: "=", maxSplits: 1).last?.dropLast(2))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(index["docs"] as? [[String]] == [["a.html", "A", "search/a.js"], ["b.html", "B", "search/b.js"]])
        let terms = try #require(index["terms"] as? [String: [Int]])
        // A document not listed (its conversion failed) is in no posting; empty postings go.
        #expect(terms == ["shared": [0, 1], "onlyb": [1], "托管": [0]])
    }

    /// Terms are listed in byte order whichever way they are stored (packed words, packed Han
    /// characters and bigrams, long words, and long text given directly).
    @Test(arguments: [false, true])
    func indexListsTermsInByteOrder(withLongHanTerm: Bool) {
        var postings = SearchIndexBuilder.Postings()
        var terms = ["zz", "ab", "hostingcontroller", "a9", "中", "中文", "丁", "龟", "豈更", "㐀", "托管", "托"]
        if withLongHanTerm { terms.append("托管控制器") }
        postings.add(name: "a", terms: terms)
        let summary = DocumentSummary(name: "a", titleEn: nil, titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0,
                                      code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
        let text = String(decoding: postings.indexFile(documents: [summary]), as: UTF8.self)
        let listed = text.components(separatedBy: "\"terms\":{").last!.split(separator: "]").dropLast().compactMap { part in
            part.split(separator: "\"").dropFirst(part.hasPrefix(",") ? 1 : 0).first.map(String.init)
        }
        #expect(listed == terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// The terms may be written in parallel shares; however they are split, the file is the same,
    /// including shares whose terms all belong to documents that are not listed.
    @Test func sharesJoinIntoTheSameFile() {
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
        let listed = (0..<11).map {
            DocumentSummary(name: "d\($0)", titleEn: nil, titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0,
                            code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
        }
        let whole = postings.indexFile(documents: listed, shares: 1)
        #expect(!String(decoding: whole, as: UTF8.self).contains("\"00\""))
        for shares in [2, 3, 7, 1000, 100_000] {
            #expect(postings.indexFile(documents: listed, shares: shares) == whole, "\(shares) shares")
        }
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
