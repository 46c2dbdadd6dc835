/// The pairs found between an English and a Chinese document, in document order.
public struct Alignment: Sendable, Equatable, Hashable, Codable {
    /// How the two languages arrived.
    public enum Mode: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
        /// An original and its translation, in two files.
        case pair
        /// One file with English and Chinese interleaved block by block or section by section.
        case interleaved
        /// One file holding a whole page in one language followed by the whole page in the other.
        case halves
        /// One translated file that keeps the original in HTML comments above each translated chunk.
        case comments
    }

    /// How fine the units are.
    public enum Granularity: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
        /// Blocks: headings, paragraphs, list items, quotes, tables, code, images.
        case paragraph
        /// Sentences inside paragraph pairs.
        case sentence
    }

    /// The pairs, in document order; unpaired units appear as pairs with one empty side.
    public var pairs: [AlignedPair]
    /// How the documents were aligned.
    public var mode: Mode
    /// The unit size.
    public var granularity: Granularity
    /// The English document's path.
    public var englishPath: String
    /// The Chinese document's path (the same file as `englishPath` for single-file modes).
    public var chinesePath: String

    /// Creates an alignment.
    public init(
        pairs: [AlignedPair], mode: Mode, granularity: Granularity = .paragraph, englishPath: String,
        chinesePath: String
    ) {
        self.pairs = pairs
        self.mode = mode
        self.granularity = granularity
        self.englishPath = englishPath
        self.chinesePath = chinesePath
    }
}
