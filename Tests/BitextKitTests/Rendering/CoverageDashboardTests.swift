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
}

