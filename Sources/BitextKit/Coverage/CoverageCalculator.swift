import BitextModel

/// Decides each pair's translation state and sums coverage by blocks, words and characters.
public struct CoverageCalculator: Sendable {
    /// Creates a calculator.
    public init() {}

    /// The state of `pair`: neutral material, one-sided, low-score, or translated. Staleness is
    /// added by the stale detector, which knows what the translation was made from.
    public func state(of pair: AlignedPair) -> PairState {
        let texts = UnitTexts(pair)
        return state(of: pair, texts: texts, shared: SharedText([texts]))
    }

    /// The state of `pair` (its units' plain `texts` given) among a document's pairs, whose
    /// Chinese tells which names its translation keeps (`shared`). A Chinese side with no Han
    /// character is no translation: the English kept, whole or edited; shared when the English
    /// is all kept words, else untranslated. A pair to review has a translation.
    func state(of pair: AlignedPair, texts: UnitTexts, shared: SharedText) -> PairState {
        if Self.isNeutral(pair) { return .neutral }
        if pair.chinese.isEmpty { return .untranslated }
        if pair.english.isEmpty { return .chineseOnly }
        guard texts.chinese.contains(where: LanguageTagger.containsHan) else {
            return shared.isShared(english: pair.english, texts: texts) ? .shared : .untranslated
        }
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

    /// One item per English unit (per Chinese unit for Chinese-only pairs), in pair order.
    public func items(pairs: [AlignedPair], states: [PairState], englishPath: String, chinesePath: String) -> [CoverageItem] {
        items(pairs: pairs, states: states, texts: pairs.map(UnitTexts.init), englishPath: englishPath, chinesePath: chinesePath)
    }

    /// The plain text of each unit of a pair, worked out once for everything that needs it.
    struct UnitTexts: Sendable {
        var english: [String]
        var chinese: [String]

        init(_ pair: AlignedPair) {
            english = pair.english.map(\.plainText)
            chinese = pair.chinese.map(\.plainText)
        }
    }

    /// `items(pairs:states:englishPath:chinesePath:)` with the units' texts given, and per pair
    /// the `previous` English its translation was made from, where it differs.
    func items(
        pairs: [AlignedPair], states: [PairState], texts: [UnitTexts], previous: [String?]? = nil, englishPath: String, chinesePath: String
    ) -> [CoverageItem] {
        var items: [CoverageItem] = []
        for (index, ((pair, state), text)) in zip(zip(pairs, states), texts).enumerated() {
            if pair.english.isEmpty {
                for (unit, text) in zip(pair.chinese, text.chinese) {
                    items.append(CoverageItem(state: state, path: chinesePath, line: unit.range.startLine, text: text, weight: TextWeight(text)))
                }
                continue
            }
            let chinese = text.chinese.joined(separator: "\n")
            // The English the translation was made from, where the comments show it differs; a
            // stale pair's diff, on its first English unit: the old English against all of the new.
            let old = previous?[index]
            let diff = state == .stale ? old.map { WordDiff.diff($0, text.english.joined(separator: "\n\n")) } : nil
            for (k, (unit, english)) in zip(pair.english, text.english).enumerated() {
                items.append(
                    CoverageItem(
                        state: state, path: englishPath, line: unit.range.startLine, text: english,
                        previousEnglish: k == 0 ? old : nil, diff: k == 0 ? diff : nil,
                        chinese: k == 0 && !chinese.isEmpty ? chinese : nil, weight: TextWeight(english)))
            }
        }
        return items
    }

    /// The coverage of `pairs` whose states are `states` (same order).
    public func summary(pairs: [AlignedPair], states: [PairState]) -> CoverageSummary {
        DocumentCoverage.summarize(items(pairs: pairs, states: states, englishPath: "", chinesePath: ""))
    }

    /// `summary(pairs:states:)` with the units' texts given.
    func summary(pairs: [AlignedPair], states: [PairState], texts: [UnitTexts]) -> CoverageSummary {
        DocumentCoverage.summarize(items(pairs: pairs, states: states, texts: texts, englishPath: "", chinesePath: ""))
    }
}
