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
    /// The first paragraphs that need work (untranslated, stale, to review), for the dashboard.
    /// Kept in the build database, not in the manifest.
    public var gaps: [Gap] = []
    /// The front matter's `weight` (Hugo's and Docusaurus's `sidebar_position`), which orders a
    /// section's pages on the index. Kept in the build database, not in the manifest.
    public var weight: Int?
    /// The page's sitemap priority (0 to 1; the protocol's default is 0.5), when it gives one.
    public var priority: Double?

    /// A paragraph that needs work: its pair's id on the document's page, its state and the
    /// start of its English.
    public struct Gap: Sendable, Equatable {
        public var id: String
        public var state: PairState
        public var text: String
    }

    /// The most gaps a summary keeps: the dashboard lists these and links to the page for more.
    static let gapLimit = 50

    enum CodingKeys: String, CodingKey {
        case name, titleEn, titleZh, sources, coverage, pairs, code, tables, needsReview, stale, warnings
    }

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
        gaps = Self.gaps(bundle.pairs)
        weight = Self.weight(bundle.frontMatter)
        priority = Self.priority(bundle.frontMatter)
    }

    /// The front matter's `sitemap: {priority: P}` (Hugo's, after the sitemaps protocol), English
    /// page first: how the site ranks its pages, which search follows (`SearchWeights`).
    static func priority(_ frontMatter: BitextModel.Bundle.FrontMatters) -> Double? {
        for side in [frontMatter.en, frontMatter.zh] {
            switch side?.value?["sitemap"]?["priority"] {
            case .double(let value)?: return value
            case .integer(let value)?: return Double(value)
            default: continue
            }
        }
        return nil
    }

    /// The English page's weight, else the Chinese page's.
    static func weight(_ frontMatter: BitextModel.Bundle.FrontMatters) -> Int? {
        for side in [frontMatter.en, frontMatter.zh] {
            for key in ["weight", "sidebar_position"] {
                if case .integer(let value)? = side?.value?[key] { return value }
            }
        }
        return nil
    }

    /// The first `gapLimit` pairs with English that need work, in page order; a stale pair's text
    /// is the word diff of its English since the translation (`[-old-]{+new+}`), around the first change.
    static func gaps(_ pairs: [BundlePair]) -> [Gap] {
        var gaps: [Gap] = []
        for index in pairs.indices where gaps.count < gapLimit {
            let state = pairs[index].state
            guard state == .untranslated || state == .stale || state == .needsReview, let en = pairs[index].en else { continue }
            if state == .stale, let previous = pairs[index].previous {
                gaps.append(Gap(id: pairs[index].id, state: state, text: diffExcerpt(WordDiff.diff(previous, en.text))))
            } else {
                gaps.append(Gap(id: pairs[index].id, state: state, text: excerpt(en.text)))
            }
        }
        return gaps
    }

    /// At most 240 characters of a word diff on one line, from a little before its first change,
    /// never cutting a change's marks.
    static func diffExcerpt(_ diff: String) -> String {
        let flat = diff.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        guard flat.count > 240 else { return flat }
        let first = [flat.range(of: "[-"), flat.range(of: "{+")].compactMap { $0?.lowerBound }.min() ?? flat.startIndex
        var start = flat.index(first, offsetBy: -min(60, flat.distance(from: flat.startIndex, to: first)))
        while start > flat.startIndex, !flat[flat.index(before: start)].isWhitespace { start = flat.index(before: start) }
        var end = flat.index(start, offsetBy: 240, limitedBy: flat.endIndex) ?? flat.endIndex
        // Close at a word's end after any open change.
        while end < flat.endIndex, !flat[flat.index(before: end)].isWhitespace { end = flat.index(after: end) }
        var text = String(flat[start..<end]).trimmingWhitespace
        let opened = text.components(separatedBy: "[-").count - text.components(separatedBy: "-]").count
        let added = text.components(separatedBy: "{+").count - text.components(separatedBy: "+}").count
        if opened > 0 { text += "-]" }
        if added > 0 { text += "+}" }
        return (start > flat.startIndex ? "… " : "") + text + (end < flat.endIndex ? " …" : "")
    }

    /// The start of a paragraph, on one line.
    static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        return flat.count > 120 ? String(flat.prefix(117)) + "…" : flat
    }

    /// The gaps as the build database keeps them: one per line, state, id and text by tabs.
    static func pack(_ gaps: [Gap]) -> String {
        gaps.map { "\($0.state.rawValue)\t\($0.id)\t\($0.text)" }.joined(separator: "\n")
    }

    /// By bytes (a gap's text is one line without tabs, `excerpt`): split into Characters, the
    /// gaps of every page were a sixth of a one-page rebuild of the Kubernetes site.
    static func unpack(_ text: String) -> [Gap] {
        text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false).map { String(Substring($0)) }
            guard fields.count == 3, let state = PairState(rawValue: fields[0]) else { return nil }
            return Gap(id: fields[1], state: state, text: fields[2])
        }
    }

    /// Pairs in `state`, read by index: a closure over each pair copied it whole, a retain of
    /// every text it holds, which on long documents missed the cache more than it counted.
    static func count(_ pairs: [BundlePair], _ state: PairState) -> Int {
        var count = 0
        for index in pairs.indices where pairs[index].state == state { count += 1 }
        return count
    }

    /// The folder part of the name (`""` at the top).
    public var folder: String { Self.folder(of: name) }

    /// Blocks a translator still has to work on: untranslated, stale or to review. `gaps`
    /// keeps the first of them; the dashboard says how many more there are.
    var blocksNeedingWork: Int {
        coverage.blocks.untranslated + coverage.blocks.stale + coverage.blocks.needsReview
    }

    /// The folder part of a document's (or folder's) name, `""` at the top.
    static func folder(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }
}
