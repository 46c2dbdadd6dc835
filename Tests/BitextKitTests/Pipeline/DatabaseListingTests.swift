import BitextModel
import Foundation
@testable import BitextKit
import Testing

/// The merge renders its site over documents read back from the build database, sorted by
/// SQLite; a conversion over summaries it holds, sorted in Swift. Both must list them in the same
/// orders, or a merged site would not be the single run's.
@Suite struct DatabaseListingTests {
    static func summary(_ name: String, title: String?, weight: Int?, words: Int, translated: Int, priority: Double? = nil) -> DocumentSummary {
        var coverage = CoverageSummary()
        coverage.words.total = words
        coverage.words.translated = translated
        var summary = DocumentSummary(
            name: name, titleEn: title, titleZh: title == nil ? "中文 \(name)" : nil, sources: [name + ".md"], coverage: coverage,
            pairs: words / 3, code: 1, tables: 0, needsReview: 0, stale: 0, warnings: 0)
        summary.weight = weight
        summary.priority = priority
        summary.gaps = words > translated ? [.init(id: "p1", state: .untranslated, text: "Left in English")] : []
        return summary
    }

    /// Names and titles where byte order and Swift's order could part (accents written
    /// decomposed, Han, capitals, punctuation), equal weights and titles, own pages, subfolders.
    static func summaries() -> [DocumentSummary] {
        var summaries: [DocumentSummary] = []
        let names = [
            "_index", "index", "a", "B", "docs/_index", "docs/index", "docs/zeta", "docs/Alpha", "docs/alpha-2", "docs/a/_index",
            "docs/a/page", "docs/a.b/page", "docs/a-b/page", "docs/é", "docs/e\u{301}x", "docs/中文/页", "docs/中文/_index", "blog/2024/post",
            "blog/2024/post-2", "blog/_index",
        ]
        for (index, name) in names.enumerated() {
            let title = index % 5 == 0 ? nil : index % 3 == 0 ? "Same title" : "Title \(name.reversed())"
            summaries.append(summary(
                name, title: title, weight: index % 4 == 0 ? nil : (index * 7) % 3, words: 10 + index % 3 * 10, translated: index % 4 * 5,
                priority: name.hasSuffix("_index") ? 0.8 : nil))
        }
        // Titles whose numbers sort as numbers: Chapter 2 before Chapter 10; 02 and 2 tie, then by name.
        for (name, title) in [("guide/c", "Chapter 10"), ("guide/a", "Chapter 2"), ("guide/d", "Chapter 02"), ("guide/b", "Chapter 1.10"), ("guide/e", "Chapter 1.9")] {
            summaries.append(summary(name, title: title, weight: nil, words: 10, translated: 5))
        }
        return summaries
    }

    @Test func theDatabaseListsDocumentsInTheOrdersOfTheSummaries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try BuildDatabase.open(in: folder.path)
        let summaries = Self.summaries()
        try database.save(summaries.map { summary in
            DocumentRecord(
                name: summary.name, key: "k-" + summary.name, stamp: nil, outputs: [summary.name + ".html"], site: SiteDocument(summary: summary),
                terms: Data(), diagnostics: [])
        })
        // A document being replaced (no key) is not listed.
        try database.retract(["gone": ["gone.html"]])
        let listing = try DatabaseListing(database)
        let memory = SummaryList(summaries)
        #expect(listing.count == summaries.count)
        #expect(listing.folders == memory.folders)
        for order in [SiteOrder.name, .folderName, .folderTree, .remaining] {
            let fromDatabase = (0..<listing.count).map { listing.summary(at: $0, in: order) }
            let fromMemory = (0..<memory.count).map { memory.summary(at: $0, in: order) }
            #expect(fromDatabase == fromMemory, "\(order)")
        }
        let guide = (0..<memory.count).map { memory.summary(at: $0, in: .folderTree).name }.filter { $0.hasPrefix("guide/") }
        #expect(guide == ["guide/e", "guide/b", "guide/d", "guide/a", "guide/c"], "\(guide)")
        #expect(listing.positions(of: ["docs/zeta", "nothing", "_index"]) == memory.positions(of: ["docs/zeta", "nothing", "_index"]))
        #expect(listing.entry(at: 3).1.key == "k-" + memory.summary(at: 3, in: .name).name)
        try listing.check()
    }

    /// The merge keeps a previous site's file that is now a document's without holding every
    /// document's outputs: it asks the database about the few names the path could be of.
    @Test func aPathIsADocumentsOutputWhenItsRecordListsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try BuildDatabase.open(in: folder.path)
        let summary = Self.summary("docs/a.b", title: "A", weight: nil, words: 1, translated: 1)
        let outputs = DocumentRecord.outputNames("docs/a.b", exports: [.po])
        try database.save([
            DocumentRecord(name: summary.name, key: "k", stamp: nil, outputs: outputs, site: SiteDocument(summary: summary), terms: Data(), diagnostics: [])
        ])
        for path in outputs { #expect(try database.isDocumentOutput(path), "\(path)") }
        for path in ["docs/a.b.tmx", "docs/a.html", "search/docs/a.js", "search-index.js", "index.html"] {
            #expect(try !database.isDocumentOutput(path), "\(path)")
        }
    }
}
