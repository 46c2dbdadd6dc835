import BitextModel

/// Decides each pair's translation state and sums coverage by blocks, words and characters.
public struct CoverageCalculator: Sendable {
    /// Creates a calculator.
    public init() {}

    /// The state of `pair`: neutral material, one-sided, low-score, or translated. Staleness is
    /// added by the stale detector, which knows what the translation was made from.
    public func state(of pair: AlignedPair) -> PairState {
        if Self.isNeutral(pair) { return .neutral }
        if pair.chinese.isEmpty { return .untranslated }
        if pair.english.isEmpty { return .chineseOnly }
        return pair.needsReview ? .needsReview : .translated
    }

    /// Code, images, HTML and pairs of a unit with itself carry no prose to translate.
    static func isNeutral(_ pair: AlignedPair) -> Bool {
        if pair.bead == .shared { return true }
        let units = pair.english + pair.chinese
        return !units.isEmpty && units.allSatisfy { unit in
            switch unit.block.kind {
            case .code, .image, .html, .thematicBreak, .comment: true
            default: unit.block.language == .none
            }
        }
    }

    /// The coverage of `pairs` whose states are `states` (same order).
    public func summary(pairs: [AlignedPair], states: [PairState]) -> CoverageSummary {
        var summary = CoverageSummary()
        var pairedWords = 0
        var pairedCharacters = 0
        var weights: [(state: PairState, words: Int, characters: Int, blocks: Int)] = []
        for (pair, state) in zip(pairs, states) {
            let english = pair.english.map { TextWeight($0.plainText) }.reduce(TextWeight(), +)
            let chinese = pair.chinese.map { TextWeight($0.plainText) }.reduce(TextWeight(), +)
            switch state {
            case .neutral:
                summary.neutralBlocks += max(pair.english.count, pair.chinese.count)
                continue
            case .chineseOnly:
                summary.chineseOnlyBlocks += pair.chinese.count
                continue
            case .translated, .needsReview, .stale:
                pairedWords += english.words
                pairedCharacters += chinese.characters + chinese.words
            case .untranslated:
                break
            }
            weights.append((state, english.words, chinese.characters + chinese.words, pair.english.count))
        }
        // Untranslated English is weighed in characters at this document's own ratio.
        let ratio = pairedWords > 0 ? Double(pairedCharacters) / Double(pairedWords) : 1.7
        for w in weights {
            let characters = w.state == .untranslated ? Int((Double(w.words) * ratio).rounded()) : w.characters
            add(&summary.blocks, w.state, w.blocks)
            add(&summary.words, w.state, w.words)
            add(&summary.characters, w.state, characters)
        }
        return summary
    }

    private func add(_ tally: inout CoverageSummary.Tally, _ state: PairState, _ amount: Int) {
        tally.total += amount
        switch state {
        case .translated: tally.translated += amount
        case .untranslated: tally.untranslated += amount
        case .needsReview: tally.needsReview += amount
        case .stale: tally.stale += amount
        case .chineseOnly, .neutral: break
        }
    }
}
