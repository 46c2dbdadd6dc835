/// An aligned pair as the bundle records it: stable id, both sides as Markdown and plain text,
/// line ranges, kinds, score and state.
public struct BundlePair: Sendable, Equatable, Codable {
    /// One side of a pair.
    public struct Side: Sendable, Equatable, Codable {
        /// The Markdown (source text) of the side's units, separated by blank lines.
        public var markdown: String
        /// The plain text, units separated by newlines.
        public var text: String
        /// First and last line in the side's file.
        public var lines: [Int]
        /// The kind of each unit (`paragraph`, `heading`, `list`, `code`, …).
        public var kinds: [String]

        /// Creates a side.
        public init(markdown: String, text: String, lines: [Int], kinds: [String]) {
            self.markdown = markdown
            self.text = text
            self.lines = lines
            self.kinds = kinds
        }
    }

    /// A stable id derived from the pair's text and its rank among pairs with the same text.
    public var id: String
    /// The pair's kind (its first unit's).
    public var kind: String
    /// How the pair was found (`1-1`, `2-1`, `anchor`, `comment`, …).
    public var bead: AlignedPair.Bead
    /// The aligner's confidence, 0…1, rounded to 4 places.
    public var score: Double
    /// Whether a person should check it.
    public var needsReview: Bool
    /// The translation state: `translated`, `untranslated`, `needsReview`, `stale`, `chineseOnly`, `neutral`.
    public var state: PairState
    /// The English side, `nil` when the Chinese has no original.
    public var en: Side?
    /// The Chinese side, `nil` when the English has no translation.
    public var zh: Side?
    /// For a stale pair, the English its translation was made from (the comment the translator
    /// kept above the Chinese): what translation tools show as the previous source.
    public var previous: String?

    /// Creates a pair.
    public init(
        id: String, kind: String, bead: AlignedPair.Bead, score: Double, needsReview: Bool, state: PairState, en: Side?, zh: Side?,
        previous: String? = nil
    ) {
        self.previous = previous
        self.id = id
        self.kind = kind
        self.bead = bead
        self.score = score
        self.needsReview = needsReview
        self.state = state
        self.en = en
        self.zh = zh
    }
}

/// Where a pair stands for translators.
public enum PairState: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// Paired with a confident score.
    case translated
    /// English with no counterpart.
    case untranslated
    /// Paired, but with a low score.
    case needsReview
    /// Its translation was made from different English.
    case stale
    /// Chinese with no English counterpart.
    case chineseOnly
    /// Code, images and other language-neutral material: counted, not part of percentages.
    case neutral
    /// Text the translation keeps as it is by design (identifiers, commands, versions, names):
    /// neither translated nor untranslated, counted apart from the percentages.
    case shared
}
