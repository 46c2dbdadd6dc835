import BitextModel

/// The coverage of one document pair: its summary and every block's state.
public struct DocumentCoverage: Sendable, Equatable, Codable {
    /// A name for the pair (the English path without extension).
    public var name: String
    /// The English page.
    public var englishPath: String?
    /// The translation.
    public var chinesePath: String?
    /// Where staleness came from: `comments`, `bundle`, `git`, or `alignment` (none detectable).
    public var staleSource: String
    /// Totals.
    public var summary: CoverageSummary
    /// Every block's state, in English page order (Chinese-only blocks last).
    public var items: [CoverageItem]
    /// Comment English that no longer appears on the English page (removed or rewritten there).
    public var outdatedComments: [CoverageItem]

    /// Creates a document coverage.
    public init(
        name: String, englishPath: String?, chinesePath: String?, staleSource: String, summary: CoverageSummary,
        items: [CoverageItem], outdatedComments: [CoverageItem] = []
    ) {
        self.name = name
        self.englishPath = englishPath
        self.chinesePath = chinesePath
        self.staleSource = staleSource
        self.summary = summary
        self.items = items
        self.outdatedComments = outdatedComments
    }

    /// `documents` with most English words left first; ties by name.
    public static func mostLeftFirst(_ documents: [DocumentCoverage]) -> [DocumentCoverage] {
        documents.sorted { ($1.summary.wordsLeft, $0.name) < ($0.summary.wordsLeft, $1.name) }
    }

    /// Sums items into a coverage summary; Chinese characters of untranslated blocks are
    /// estimated at the document's own characters-per-word ratio.
    public static func summarize(_ items: [CoverageItem]) -> CoverageSummary {
        var summary = CoverageSummary()
        var pairedWords = 0, pairedCharacters = 0
        let chinese = items.map { $0.chinese.map(TextWeight.init) ?? TextWeight() }
        for (item, zh) in zip(items, chinese) where item.state == .translated || item.state == .needsReview || item.state == .stale {
            pairedWords += item.weight.words
            pairedCharacters += zh.characters + zh.words
        }
        let ratio = pairedWords > 0 ? Double(pairedCharacters) / Double(pairedWords) : 1.7
        for (item, zh) in zip(items, chinese) {
            switch item.state {
            case .neutral: summary.neutralBlocks += 1; continue
            case .chineseOnly: summary.chineseOnlyBlocks += 1; continue
            case .shared: (summary.sharedBlocks, summary.sharedWords) = (summary.sharedBlocks + 1, summary.sharedWords + item.weight.words); continue
            default: break
            }
            let characters = item.state == .untranslated ? Int((Double(item.weight.words) * ratio).rounded()) : zh.characters + zh.words
            add(&summary.blocks, item.state, 1)
            add(&summary.words, item.state, item.weight.words)
            add(&summary.characters, item.state, characters)
        }
        return summary
    }

    static func add(_ tally: inout CoverageSummary.Tally, _ state: PairState, _ amount: Int) {
        tally.total += amount
        switch state {
        case .translated: tally.translated += amount
        case .untranslated: tally.untranslated += amount
        case .needsReview: tally.needsReview += amount
        case .stale: tally.stale += amount
        case .chineseOnly, .neutral, .shared: break
        }
    }
}
