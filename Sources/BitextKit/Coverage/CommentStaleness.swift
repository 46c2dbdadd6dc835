import BitextModel

/// Staleness in a translation that keeps its English in comments (the Kubernetes convention).
///
/// Each comment belongs to the Chinese that follows it (`CommentPairReader`'s chunks: the
/// translator's own pairs). A pair the aligner found is then judged by the comments above its
/// Chinese: the English it pairs is what they hold (fresh), an edit of it (stale: the translation
/// was made from older English), or something else (the Chinese translates a paragraph the page
/// no longer has, so this English is untranslated). Pairs whose Chinese has no comment keep the
/// aligner's word.
struct CommentStaleness {
    /// What the comments say of one pair.
    enum Verdict: Equatable {
        case fresh
        /// Translated from `previous`, an older version of the pair's English.
        case stale(previous: String)
        /// The Chinese was translated from `previous`, too unlike the pair's English to be a
        /// version of it.
        case replaced(previous: String)
    }

    /// Per pair of the alignment, nil where the comments say nothing.
    private(set) var verdicts: [Verdict?]
    /// Comments whose Chinese pairs with no English of the page: English since removed or
    /// rewritten beyond recognition.
    private(set) var outdated: [AlignedPair] = []

    /// How alike (word Dice) a comment and an English paragraph must be for one to be an edit of
    /// the other.
    static let editSimilarity = 0.5

    /// The verdicts for `pairs` (aligned from `chinese` and its original) in the states the
    /// aligner gave them; nil when `chinese` keeps no English in comments.
    init?(pairs: [AlignedPair], states: [PairState], chinese: Document) {
        guard Self.keepsEnglishInComments(chinese) else { return nil }
        let chunks = CommentPairReader(document: chinese).pairs().filter { $0.bead == .comment && !$0.english.isEmpty }
        var owner: [Int: Int] = [:]
        for (k, chunk) in chunks.enumerated() { for unit in chunk.chinese { owner[unit.range.startLine] = k } }
        var judged = Set<Int>()
        verdicts = zip(pairs, states).map { pair, state in
            guard state == .translated || state == .needsReview else { return nil }
            var owners: [Int] = []
            for unit in pair.chinese { if let k = owner[unit.range.startLine], !owners.contains(k) { owners.append(k) } }
            guard !owners.isEmpty else { return nil }
            let previous = owners.flatMap { chunks[$0].english.map(\.plainText) }.joined(separator: "\n\n")
            guard let verdict = Self.verdict(english: pair.english, chinese: pair.chinese, previous: previous) else { return nil }
            if verdict != .replaced(previous: previous) { judged.formUnion(owners) }
            return verdict
        }
        outdated = chunks.indices.filter { !judged.contains($0) }.map { chunks[$0] }
    }

    /// Fresh when the current English is the comment's, or a stretch of it (the aligner paired a
    /// comment of several paragraphs paragraph by paragraph), compared as words. Nothing is said
    /// of English without words (a shortcode, `{{% heading %}}`) or kept verbatim in the
    /// translation (a table of names and numbers).
    static func verdict(english: [AlignedBlock], chinese: [AlignedBlock], previous: String) -> Verdict? {
        let current = english.map(\.plainText).joined(separator: "\n\n")
        let now = EnglishText.key(current), then = EnglishText.key(previous)
        if now.isEmpty || now == EnglishText.key(chinese.map(\.plainText).joined(separator: "\n\n")) { return nil }
        if now == then || (" " + then + " ").contains(" " + now + " ") { return .fresh }
        let similarity = EnglishText.dice(EnglishText.words(current), EnglishText.words(previous))
        return similarity >= editSimilarity ? .stale(previous: previous) : .replaced(previous: previous)
    }

    /// A Kubernetes-style translation: English prose kept in comments above the Chinese.
    static func keepsEnglishInComments(_ document: Document) -> Bool {
        document.blocks.filter { if case .comment = $0.kind { $0.language == .en } else { false } }.count >= 2
    }
}
