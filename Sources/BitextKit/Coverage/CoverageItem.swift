import BitextModel

/// One block's translation state in a coverage report, with where it is and, for stale blocks,
/// what changed in the English since it was translated.
public struct CoverageItem: Sendable, Equatable, Codable {
    /// The state.
    public var state: PairState
    /// The file the block is in (the English page, or the Chinese file for Chinese-only blocks).
    public var path: String
    /// Its first line.
    public var line: Int
    /// Its text without markup.
    public var text: String
    /// For stale blocks: the English the translation was made from, and the word diff to now.
    public var previousEnglish: String?
    /// `[-old-]{+new+}` word diff of the English, for stale blocks.
    public var diff: String?
    /// The Chinese translation, when there is one.
    public var chinese: String?
    /// Text weights of the English block.
    public var weight: TextWeight

    /// Creates an item.
    public init(
        state: PairState, path: String, line: Int, text: String, previousEnglish: String? = nil, diff: String? = nil,
        chinese: String? = nil, weight: TextWeight
    ) {
        self.state = state
        self.path = path
        self.line = line
        self.text = text
        self.previousEnglish = previousEnglish
        self.diff = diff
        self.chinese = chinese
        self.weight = weight
    }
}
