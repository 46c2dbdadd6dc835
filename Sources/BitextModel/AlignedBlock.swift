/// One unit on one side of an aligned pair: a block (a list item is a one-item list, a sentence a
/// paragraph) with the Markdown it was written as.
public struct AlignedBlock: Sendable, Equatable, Hashable, Codable {
    /// The unit's content, kind, language and lines.
    public var block: Block
    /// The unit's source text as written in the file (Markdown for Markdown files).
    public var source: String
    /// The unit's position in its language's stream of units, counted from 0.
    public var index: Int

    /// Creates a unit.
    public init(block: Block, source: String, index: Int) {
        self.block = block
        self.source = source
        self.index = index
    }

    /// The unit's lines in its file.
    public var range: SourceRange { block.range }
    /// The unit's text without markup.
    public var plainText: String { block.plainText }
}
