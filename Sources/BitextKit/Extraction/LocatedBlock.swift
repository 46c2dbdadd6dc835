import BitextModel

/// A code or table block found anywhere in a document (also inside lists and quotes), with the
/// headings above it in each language and the language of the prose just before it.
struct LocatedBlock {
    var block: Block
    var path: String
    var headings: (en: [String], zh: [String])
    var proseBefore: Language

    /// Every code and table block of `document`, in document order.
    static func collect(from document: Document) -> [LocatedBlock] {
        var found: [LocatedBlock] = []
        var english: [(Int, String)] = []
        var chinese: [(Int, String)] = []
        var last: Language = .none
        func push(_ stack: inout [(Int, String)], level: Int, text: String) {
            while let top = stack.last, top.0 >= level { stack.removeLast() }
            stack.append((level, text))
        }
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .heading(let level, _, _):
                    let text = block.plainText
                    if block.language != .zh { push(&english, level: level, text: text) }
                    if block.language != .en { push(&chinese, level: level, text: text) }
                    if block.language == .en || block.language == .zh { last = block.language }
                case .code, .table:
                    found.append(
                        LocatedBlock(
                            block: block, path: document.path,
                            headings: (english.map(\.1), chinese.map(\.1)), proseBefore: last))
                    if case .table = block.kind, block.language == .en || block.language == .zh { last = block.language }
                case .list(_, _, let items):
                    for item in items { walk(item.blocks) }
                case .quote(let children), .callout(_, _, let children):
                    walk(children)
                default:
                    if block.language == .en || block.language == .zh { last = block.language }
                }
            }
        }
        walk(document.blocks)
        return found
    }
}

extension LocatedBlock {
    /// For each start line in `path`, the index of the first item there whose side is not
    /// `excluded`: what `firstIndex(where:)` finds, looked up per aligned pair without a scan
    /// of every item (quadratic on long documents).
    static func firstIndexes(_ items: [(LocatedBlock, Language)], notOn excluded: Language, path: String) -> [Int: Int] {
        var index: [Int: Int] = [:]
        for position in items.indices where items[position].1 != excluded && items[position].0.path == path {
            let line = items[position].0.block.range.startLine
            if index[line] == nil { index[line] = position }
        }
        return index
    }
}
