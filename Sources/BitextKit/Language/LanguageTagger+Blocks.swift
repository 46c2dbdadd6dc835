import BitextModel

extension LanguageTagger {
    /// Returns `blocks` with `language` (and, for code, `commentLanguage`) set, recursively.
    public func tag(_ blocks: [Block]) -> [Block] {
        blocks.map(tag)
    }

    /// Returns `block` with its language and its children's languages set.
    public func tag(_ block: Block) -> Block {
        var block = block
        switch block.kind {
        case .list(let ordered, let start, let items):
            let tagged = items.map { item in
                ListItem(blocks: tag(item.blocks), checked: item.checked, range: item.range)
            }
            block.kind = .list(ordered: ordered, start: start, items: tagged)
        case .quote(let children):
            block.kind = .quote(tag(children))
        case .code(_, _, let text):
            block.commentLanguage = commentLanguage(ofCode: text)
        default:
            break
        }
        block.language = language(of: block)
        return block
    }
}
