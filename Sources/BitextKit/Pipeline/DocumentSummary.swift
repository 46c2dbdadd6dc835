import BitextModel

/// What the site needs to know about one converted document, kept in the manifest so the site can
/// be rebuilt without reprocessing the document.
public struct DocumentSummary: Sendable, Equatable, Codable {
    /// The document's output name (relative path without extension).
    public var name: String
    /// Titles in each language.
    public var titleEn: String?
    /// The Chinese title.
    public var titleZh: String?
    /// The input files.
    public var sources: [String]
    /// Coverage of the document.
    public var coverage: CoverageSummary
    /// Number of pairs.
    public var pairs: Int
    /// Number of code records.
    public var code: Int
    /// Number of table records.
    public var tables: Int
    /// Pairs that need review.
    public var needsReview: Int
    /// Stale pairs.
    public var stale: Int
    /// Warnings and errors found while reading.
    public var warnings: Int

    /// Creates a summary.
    public init(
        name: String, titleEn: String?, titleZh: String?, sources: [String], coverage: CoverageSummary, pairs: Int,
        code: Int, tables: Int, needsReview: Int, stale: Int, warnings: Int
    ) {
        self.name = name
        self.titleEn = titleEn
        self.titleZh = titleZh
        self.sources = sources
        self.coverage = coverage
        self.pairs = pairs
        self.code = code
        self.tables = tables
        self.needsReview = needsReview
        self.stale = stale
        self.warnings = warnings
    }

    /// A summary with nothing counted, for a document whose conversion has not finished yet.
    init(empty name: String, sources: [String]) {
        self.init(
            name: name, titleEn: nil, titleZh: nil, sources: sources, coverage: CoverageSummary(), pairs: 0, code: 0,
            tables: 0, needsReview: 0, stale: 0, warnings: 0)
    }

    /// The summary of a bundle.
    public init(bundle: BitextModel.Bundle) {
        self.init(
            name: bundle.name, titleEn: bundle.title.en, titleZh: bundle.title.zh, sources: bundle.sources.map(\.path),
            coverage: bundle.coverage, pairs: bundle.pairs.count, code: bundle.code.count, tables: bundle.tables.count,
            needsReview: Self.count(bundle.pairs, .needsReview),
            stale: Self.count(bundle.pairs, .stale),
            warnings: bundle.diagnostics.filter { $0.severity != .note }.count)
    }

    /// Pairs in `state`, read by index: a closure over each pair copied it whole, a retain of
    /// every text it holds, which on long documents missed the cache more than it counted.
    static func count(_ pairs: [BundlePair], _ state: PairState) -> Int {
        var count = 0
        for index in pairs.indices where pairs[index].state == state { count += 1 }
        return count
    }

    /// The folder part of the name (`""` at the top).
    public var folder: String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }
}
