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
        let dashboard = CoverageDashboard(summaries: [
            Self.summary("docs/a", words: 100, translated: 90),
            Self.summary("docs/deep/b", words: 300, translated: 0),
            Self.summary("blog/c", words: 50, translated: 50),
            Self.summary("docs/deep/d", words: 100, translated: 60, stale: 20),
        ])
        #expect(dashboard.documents.compactMap { Self.text($0, "name") } == ["docs/deep/b", "docs/deep/d", "docs/a", "blog/c"])
        let folders = Dictionary(uniqueKeysWithValues: dashboard.folders.compactMap { folder in Self.text(folder, "folder").map { ($0, folder) } })
        // docs holds docs/a and both documents of docs/deep: 150 of 500 words translated.
        #expect(Self.text(folders["docs"], "percent") == "30")
        #expect(Self.text(folders["docs/deep"], "percent") == "15")
        #expect(Self.text(folders["All documents"], "percent") == "36.4")
        #expect(Self.text(folders["docs/deep"], "staleShare") == "5")
        #expect(Self.text(folders["docs/deep"], "untranslatedShare") == "80")
    }
}
