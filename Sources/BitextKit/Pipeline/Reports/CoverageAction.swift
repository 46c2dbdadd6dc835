import BitextModel
import Foundation

/// Measures translation coverage of files or trees without converting them: what
/// `bitext coverage` prints as text, JSON or the site's dashboard page.
public struct CoverageAction: Sendable {
    public var paths: [String]
    /// Paired trees (`--en-root`, `--zh-root`), instead of or beside `paths`.
    public var englishRoot: String?
    public var chineseRoot: String?
    public var runner: CoverageRunner

    public init(paths: [String], englishRoot: String? = nil, chineseRoot: String? = nil, runner: CoverageRunner) {
        self.paths = paths
        self.englishRoot = englishRoot
        self.chineseRoot = chineseRoot
        self.runner = runner
    }

    /// Each document's coverage and the total.
    public struct Report: Sendable, Encodable {
        public var total: CoverageSummary
        public var documents: [DocumentCoverage]
        /// Problems met reading the files (not encoded: printed as diagnostics).
        public var diagnostics: [Diagnostic] = []

        enum CodingKeys: String, CodingKey { case total, documents }

        /// The site's coverage dashboard for these documents alone.
        public func dashboard() throws(BitextError) -> Data {
            try SiteRenderer(title: "Coverage").coveragePage(summaries: documents.map(DocumentSummary.init(coverage:)))
        }
    }

    public func perform() async -> Report {
        let (documents, diagnostics) = await runner.run(paths: paths, englishRoot: englishRoot, chineseRoot: chineseRoot)
        return Report(total: documents.map(\.summary).reduce(CoverageSummary(), +), documents: documents, diagnostics: diagnostics)
    }
}

extension DocumentSummary {
    /// What the dashboard shows of a document measured by `bitext coverage`.
    init(coverage: DocumentCoverage) {
        self.init(
            name: coverage.name, titleEn: coverage.name, titleZh: nil, sources: [coverage.englishPath, coverage.chinesePath].compactMap { $0 },
            coverage: coverage.summary, pairs: coverage.items.count, code: 0, tables: 0, needsReview: coverage.summary.blocks.needsReview,
            stale: coverage.summary.blocks.stale, warnings: 0)
    }
}
