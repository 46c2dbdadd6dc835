import BitextModel

extension LanguageTagger {
    /// Returns `blocks` with `language` (and, for code, `commentLanguage`) set, recursively.
    public func tag(_ blocks: [Block]) -> [Block] {
        blocks.map(tag)
    }

    /// Returns `block` with its language and its children's languages set.
    public func tag(_ block: Block) -> Block {
        tagCounting(block).block
    }

    /// Tags `block` and returns its counts too, so that a list or quote adds up its children's
    /// counts instead of counting their text a second time.
    private func tagCounting(_ block: Block) -> (block: Block, counts: Counts) {
        var block = block
        var total: Counts
        switch block.kind {
        case .list(let ordered, let start, let items):
            total = Counts()
            let tagged = items.map { item in
                let children = item.blocks.map(tagCounting)
                total = children.map(\.counts).reduce(total, +)
                return ListItem(blocks: children.map(\.block), checked: item.checked, range: item.range)
            }
            block.kind = .list(ordered: ordered, start: start, items: tagged)
        case .quote(let children):
            let tagged = children.map(tagCounting)
            total = tagged.map(\.counts).reduce(Counts(), +)
            block.kind = .quote(tagged.map(\.block))
        case .callout(let kind, let title, let children):
            let tagged = children.map(tagCounting)
            total = tagged.map(\.counts).reduce(Counts(), +)
            block.kind = .callout(kind: kind, title: title, blocks: tagged.map(\.block))
        case .code(_, let language, let text):
            block.commentLanguage = commentLanguage(ofCode: text, syntax: .of(language))
            total = counts(block)
        default:
            total = counts(block)
        }
        block.language = Self.decide(total)
        return (block, total)
    }
}
