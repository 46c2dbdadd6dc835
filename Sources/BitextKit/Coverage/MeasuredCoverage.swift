import BitextModel

/// A document's coverage, measured once while it is processed: each pair's state, the plain
/// texts of its units (which the bundle reuses) and the weighed totals. Every command's figures
/// come from here: `convert` and its site, `coverage`, `export` and `diff`.
public struct MeasuredCoverage: Sendable {
    /// Each pair's state, in the alignment's order.
    var states: [PairState]
    /// Each pair's unit texts, in the alignment's order.
    var texts: [CoverageCalculator.UnitTexts]
    /// Per pair, the English its translation was made from when the comments show it differs.
    var previous: [String?]
    /// Comments kept in the translation whose Chinese pairs with no English of the page.
    var outdated: [AlignedPair]
    /// Where staleness came from: `comments`, or `alignment` (none detectable).
    var staleSource: String
    /// Translated, untranslated, stale and doubtful blocks, words and characters.
    public var summary: CoverageSummary
}

extension CoverageCalculator {
    /// Measures the coverage of `alignment`; `chinese`, when the alignment pairs two files (mode
    /// `pair`), is read for the English it keeps in comments.
    func measure(_ alignment: Alignment, english: Document? = nil, chinese: Document? = nil) -> MeasuredCoverage {
        let texts = alignment.pairs.map(UnitTexts.init)
        let shared = SharedText(texts)
        var states = zip(alignment.pairs, texts).map { state(of: $0, texts: $1, shared: shared) }
        var previous = [String?](repeating: nil, count: states.count)
        var outdated: [AlignedPair] = []
        var source = "alignment"
        if alignment.mode == .pair, let chinese, let comments = CommentStaleness(pairs: alignment.pairs, states: states, texts: texts, english: english, chinese: chinese) {
            for (i, verdict) in comments.verdicts.enumerated() {
                switch verdict {
                case .stale(let old)?: (states[i], previous[i]) = (.stale, old)
                case .replaced(let old)? where states[i] == .translated || states[i] == .needsReview: (states[i], previous[i]) = (.untranslated, old)
                case .replaced?, .fresh?, nil: break
                }
            }
            outdated = comments.outdated
            source = "comments"
        }
        return MeasuredCoverage(
            states: states, texts: texts, previous: previous, outdated: outdated, staleSource: source,
            summary: summary(pairs: alignment.pairs, states: states, texts: texts))
    }
}
