/// Translation coverage of one document (or a folder, or a whole run), weighted three ways so a
/// percentage means the same for both languages.
public struct CoverageSummary: Sendable, Equatable, Hashable, Codable {
    /// Counts by one weight.
    public struct Tally: Sendable, Equatable, Hashable, Codable {
        /// Everything in the English text (language-neutral material excluded).
        public var total: Int
        /// Translated (paired, confident, not stale).
        public var translated: Int
        /// No counterpart.
        public var untranslated: Int
        /// Paired with a low score.
        public var needsReview: Int
        /// Translated from different English.
        public var stale: Int

        /// Creates a tally.
        public init(total: Int = 0, translated: Int = 0, untranslated: Int = 0, needsReview: Int = 0, stale: Int = 0) {
            self.total = total
            self.translated = translated
            self.untranslated = untranslated
            self.needsReview = needsReview
            self.stale = stale
        }

        /// The share that has a translation, pairs to review included, as a percentage (100 when
        /// there is nothing to translate), 1 decimal. Stale and untranslated text has none.
        public var percent: Double {
            total == 0 ? 100 : (Double(translated + needsReview) * 1000 / Double(total)).rounded() / 10
        }

        /// The sum of two tallies.
        public static func + (a: Tally, b: Tally) -> Tally {
            Tally(
                total: a.total + b.total, translated: a.translated + b.translated, untranslated: a.untranslated + b.untranslated,
                needsReview: a.needsReview + b.needsReview, stale: a.stale + b.stale)
        }
    }

    /// By English blocks.
    public var blocks: Tally
    /// By English words.
    public var words: Tally
    /// By Chinese characters: those of the translation, with untranslated English estimated at
    /// the document's own characters-per-word ratio.
    public var characters: Tally
    /// Chinese blocks with no English counterpart.
    public var chineseOnlyBlocks: Int
    /// Language-neutral blocks (code, images), counted but not in the percentages.
    public var neutralBlocks: Int
    /// English blocks a translation keeps as they are (identifiers, commands, names): not in the
    /// percentages either.
    public var sharedBlocks: Int
    /// The English words of the shared blocks.
    public var sharedWords: Int

    /// Creates a summary.
    public init(blocks: Tally = Tally(), words: Tally = Tally(), characters: Tally = Tally(), chineseOnlyBlocks: Int = 0, neutralBlocks: Int = 0,
        sharedBlocks: Int = 0, sharedWords: Int = 0
    ) {
        self.blocks = blocks
        self.words = words
        self.characters = characters
        self.chineseOnlyBlocks = chineseOnlyBlocks
        self.neutralBlocks = neutralBlocks
        self.sharedBlocks = sharedBlocks
        self.sharedWords = sharedWords
    }

    /// English words without a current translation: untranslated or stale.
    public var wordsLeft: Int { words.untranslated + words.stale }

    /// The sum of two summaries (for folders and totals).
    public static func + (a: CoverageSummary, b: CoverageSummary) -> CoverageSummary {
        CoverageSummary(
            blocks: a.blocks + b.blocks, words: a.words + b.words, characters: a.characters + b.characters,
            chineseOnlyBlocks: a.chineseOnlyBlocks + b.chineseOnlyBlocks, neutralBlocks: a.neutralBlocks + b.neutralBlocks,
            sharedBlocks: a.sharedBlocks + b.sharedBlocks, sharedWords: a.sharedWords + b.sharedWords)
    }

    private enum CodingKeys: String, CodingKey {
        case blocks, words, characters, chineseOnlyBlocks, neutralBlocks, sharedBlocks, sharedWords
    }

    /// Reads a summary; one written before shared text was told apart has none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            blocks: try c.decode(Tally.self, forKey: .blocks), words: try c.decode(Tally.self, forKey: .words),
            characters: try c.decode(Tally.self, forKey: .characters), chineseOnlyBlocks: try c.decode(Int.self, forKey: .chineseOnlyBlocks),
            neutralBlocks: try c.decode(Int.self, forKey: .neutralBlocks), sharedBlocks: try c.decodeIfPresent(Int.self, forKey: .sharedBlocks) ?? 0,
            sharedWords: try c.decodeIfPresent(Int.self, forKey: .sharedWords) ?? 0)
    }
}
