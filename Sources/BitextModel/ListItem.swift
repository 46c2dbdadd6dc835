/// One item of a list: its blocks, and its checkbox state for task lists.
public struct ListItem: Sendable, Equatable, Hashable, Codable {
    /// The blocks inside the item.
    public var blocks: [Block]
    /// `true`/`false` for a checked/unchecked task item, `nil` for an ordinary item.
    public var checked: Bool?
    /// The lines the item covers.
    public var range: SourceRange

    /// Creates a list item.
    public init(blocks: [Block], checked: Bool? = nil, range: SourceRange) {
        self.blocks = blocks
        self.checked = checked
        self.range = range
    }
}
