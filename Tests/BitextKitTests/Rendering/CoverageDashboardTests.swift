import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// The dashboard's order and totals, from summaries alone.
struct CoverageDashboardTests {
    static func summary(_ name: String, words total: Int, translated: Int, stale: Int = 0) -> DocumentSummary {
        var coverage = CoverageSummary()
        coverage.words = CoverageSummary.Tally(total: total, translated: translated, untranslated: total - translated - stale, needsReview: 0, stale: stale)
        return DocumentSummary(
            name: name, titleEn: name, titleZh: nil, sources: [], coverage: coverage, pairs: 1, code: 0, tables: 0, needsReview: 0,
            stale: stale > 0 ? 1 : 0, warnings: 0)
    }

    static func text(_ value: TemplateValue?, _ key: String) -> String? {
        guard case .object(let object)? = value, case .text(let text)? = object[key] else { return nil }
        return text
    }

    @Test func mostWordsLeftComeFirstAndFoldersCountTheirSubfolders() {
        let dashboard = CoverageDashboard(documents: SummaryList([
            Self.summary("docs/a", words: 100, translated: 90),
            Self.summary("docs/deep/b", words: 300, translated: 0),
            Self.summary("blog/c", words: 50, translated: 50),
            Self.summary("docs/deep/d", words: 100, translated: 60, stale: 20),
        ]))
        #expect(dashboard.documentItems.compactMap { Self.text($0, "name") } == ["docs/deep/b", "docs/deep/d", "docs/a", "blog/c"])
        let folders = Dictionary(uniqueKeysWithValues: dashboard.folders.compactMap { folder in Self.text(folder, "folder").map { ($0, folder) } })
        // docs holds docs/a and both documents of docs/deep: 150 of 500 words translated.
        #expect(Self.text(folders["docs"], "percent") == "30")
        #expect(Self.text(folders["docs/deep"], "percent") == "15")
        #expect(Self.text(folders["All documents"], "percent") == "36.4")
        #expect(Self.text(folders["docs/deep"], "staleShare") == "5")
        #expect(Self.text(folders["docs/deep"], "untranslatedShare") == "80")
    }

    @Test func aDocumentListsTheParagraphsThatNeedWorkLinkedToTheirPairs() {
        var summary = Self.summary("docs/a", words: 100, translated: 40, stale: 20)
        summary.coverage.blocks = CoverageSummary.Tally(total: 60, translated: 2, untranslated: 57, needsReview: 0, stale: 1)
        summary.gaps = [
            .init(id: "p1", state: .stale, text: "Run the kubelet\twith a tab"),
            .init(id: "p2", state: .untranslated, text: "A new paragraph"),
        ]
        // The database keeps them one per line; a tab inside a text stays in the text.
        #expect(DocumentSummary.unpack(DocumentSummary.pack(summary.gaps)).map(\.id) == ["p1", "p2"])
        guard case .object(let context) = CoverageDashboard(documents: SummaryList([summary])).documentItems[0], case .list(let gaps)? = context["gaps"] else {
            Issue.record("no gaps in the dashboard")
            return
        }
        #expect(Self.text(gaps[0], "href") == "docs/a.html#p1" && Self.text(gaps[0], "state") == "stale")
        #expect(context["more"] == .number(56), "58 paragraphs need work, 2 are listed")
        #expect(DocumentSummary.excerpt(String(repeating: "word ", count: 60)).count == 118)
    }

    @Test func aSiteDashboardListsItsFirstRowsAndLeavesTheRestToItsDataFiles() throws {
        var summaries: [DocumentSummary] = (0..<5).map { Self.summary("docs/p\($0)", words: 100, translated: $0 * 10) }
        summaries.append(Self.summary("blog/done", words: 10, translated: 10))
        summaries[1].gaps = [.init(id: "s1", state: .stale, text: "Run [-every-] {+each+} node")]
        summaries[1].coverage.blocks = CoverageSummary.Tally(total: 3, translated: 1, untranslated: 0, needsReview: 0, stale: 2)
        let documents = SummaryList(summaries)
        let dashboard = CoverageDashboard(documents: documents, pageLimit: 3)
        #expect(dashboard.documentItems.compactMap { Self.text($0, "name") } == ["docs/p0", "docs/p1", "docs/p2"])
        #expect(dashboard.needingWork == 5)
        // One click to the first paragraph that needs work; a site's rows load their paragraphs.
        guard case .object(let row) = dashboard.documentItems[1] else {
            Issue.record("no row")
            return
        }
        #expect(Self.text(.object(row), "href") == "docs/p1.html#s1" && row["gaps"] == nil)

        let files = CoverageData.files(documents)
        #expect(files.map(\.path) == ["coverage-data.js", "coverage-gaps/0.js"])
        guard case .bytes(let data) = files[0].content, case .bytes(let gaps) = files[1].content else {
            Issue.record("not bytes")
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.dropFirst("window.BITEXT_COVERAGE=".count).dropLast(2).utf8)) as? [String: Any])
        let docs = try #require(json["docs"] as? [[Any]])
        #expect(docs.count == 6 && docs[1][0] as? String == "p1" && (json["folders"] as? [String])?[docs[1][1] as! Int] == "docs")
        #expect(docs[1][11] as? String == "s1" && docs[1][12] as? Int == 0 && docs[5][12] as? Int == -1)
        #expect(String(decoding: gaps, as: UTF8.self) == #"(window.BITEXT_GAPS=window.BITEXT_GAPS||{})[0]=[[1,[["stale","s1","Run [-every-] {+each+} node"]],1]];"# + "\n")
    }

    @Test func aStaleParagraphShowsWhatChangedInTheEnglish() {
        #expect(WordDiff.html("Run <b> every node", "Run <b> each node") == "Run &lt;b&gt; <del>every</del> <ins>each</ins> node")
        #expect(CoverageDashboard.diffHTML("Run [-a<b-] {+c+} d") == "Run <del>a&lt;b</del> <ins>c</ins> d")
        let long = String(repeating: "same ", count: 80) + "[-old-] {+new+} " + String(repeating: "tail ", count: 80)
        let excerpt = DocumentSummary.diffExcerpt(long)
        #expect(excerpt.hasPrefix("… same") && excerpt.contains("[-old-] {+new+}") && excerpt.hasSuffix(" …") && excerpt.count < 260, "\(excerpt)")
        #expect(DocumentSummary.diffExcerpt(String(repeating: "a ", count: 200) + "[-" + String(repeating: "b ", count: 200) + "-]").hasSuffix("-] …"))
    }
}
