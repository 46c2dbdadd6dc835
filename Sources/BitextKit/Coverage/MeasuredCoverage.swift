import BitextModel

/// A document's coverage, measured once while it is processed: each pair's state, the plain
/// texts of its units (which the bundle reuses) and the weighed totals.
public struct MeasuredCoverage: Sendable {
    /// Each pair's state, in the alignment's order.
    var states: [PairState]
    /// Each pair's unit texts, in the alignment's order.
    var texts: [CoverageCalculator.UnitTexts]
    /// Translated, untranslated, stale and doubtful blocks, words and characters.
    public var summary: CoverageSummary
}

extension CoverageCalculator {
    /// Measures the coverage of `alignment`.
    func measure(_ alignment: Alignment) -> MeasuredCoverage {
        let states = alignment.pairs.map(state)
        let texts = alignment.pairs.map(UnitTexts.init)
        return MeasuredCoverage(states: states, texts: texts, summary: summary(pairs: alignment.pairs, states: states, texts: texts))
    }
}
