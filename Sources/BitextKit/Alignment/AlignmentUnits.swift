import BitextModel

/// Cuts a document into the units the aligner pairs: top-level blocks, with lists cut into their
/// items; comments and thematic breaks are not content and are left out.
struct AlignmentUnits {
    /// The lines of the file, for quoting each unit's Markdown.
    var source: SourceText?

    /// Units quoting `document`'s own text when it is Markdown, and Markdown written from the
    /// blocks when it is HTML or scraped text (its lines are not Markdown).
    init(document: Document) {
        self.source = document.format == .markdown ? document.source : nil
    }

    /// Units quoting `source`.
    init(source: SourceText?) {
        self.source = source
    }

    /// The units of `blocks`, in document order, each with its source text.
    func units(of blocks: [Block]) -> [AlignedBlock] {
        var units: [AlignedBlock] = []
        for block in blocks { append(block, to: &units) }
        return units
    }

    /// Adds `block` to `units`, cutting lists into one-item lists.
    func append(_ block: Block, to units: inout [AlignedBlock]) {
        switch block.kind {
        case .comment, .thematicBreak:
            return
        case .html(let html) where html.allSatisfy(\.isWhitespace):
            return
        case .list(let ordered, let start, let items):
            let wrappedItems = Self.listItems(items, ordered: ordered, start: start)
            for (offset, item) in items.enumerated() {
                let wrapped = wrappedItems[offset]
                if item.blocks.count > 1 {
                    // An item holding several blocks (paragraphs, code, a nested list) is cut into
                    // them; the first keeps the item's marker line, so its lines start at the item.
                    for (k, child) in item.blocks.enumerated() {
                        var child = child
                        if k == 0 { child.range = SourceRange(start: item.range.start, end: child.range.end) }
                        append(child, to: &units)
                    }
                } else {
                    units.append(unit(wrapped, index: units.count))
                }
            }
        case .callout(let kind, let title, let children):
            appendCallout(block, kind: kind, title: title, children, to: &units)
        default:
            units.append(unit(block, index: units.count))
        }
    }

    /// A callout is cut like the document around it (a list into its items): a translator
    /// translates a note paragraph by paragraph. Each piece keeps the callout's box; the first its
    /// label and the opening tag's line, the last the closing tag's, unless a comment (the
    /// English a translation keeps) lies between, whose text is no piece's. A callout of one
    /// block and nothing else is one unit.
    func appendCallout(_ block: Block, kind: String, title: String?, _ children: [Block], to units: inout [AlignedBlock]) {
        var inner: [AlignedBlock] = []
        var skippedFirst = false, skippedLast = false
        for child in children {
            let before = inner.count
            append(child, to: &inner)
            if inner.count == before { if inner.isEmpty { skippedFirst = true } else { skippedLast = true } } else { skippedLast = false }
        }
        if inner.count == 1, !skippedFirst, !skippedLast { return units.append(unit(block, index: units.count)) }
        for (k, piece) in inner.enumerated() {
            let start = k == 0 && !skippedFirst ? block.range.start : piece.block.range.start
            let end = k == inner.count - 1 && !skippedLast ? block.range.end : piece.block.range.end
            var boxed = Block(.callout(kind: kind, title: k == 0 ? title : "", blocks: [piece.block]), range: SourceRange(start: start, end: end))
            boxed.language = piece.block.language
            units.append(unit(boxed, index: units.count))
        }
    }

    /// Wraps `block` with its source text.
    func unit(_ block: Block, index: Int) -> AlignedBlock {
        AlignedBlock(block: block, source: sourceText(of: block), index: index)
    }

    /// The block's lines as written, with the indentation common to them removed; without the
    /// file's text, a plain-text stand-in.
    func sourceText(of block: Block) -> String {
        guard let source else { return Self.fallbackSource(of: block) }
        let text = source.text(of: block.range)
        return text.isEmpty ? Self.fallbackSource(of: block) : Self.dedented(text)
    }

    /// One-item lists holding each item, tagged with the language of its content. An item of
    /// identifiers only (`fetchDocs: /docs/a, /docs/b`) takes the language of the item before it
    /// (or after it, when first): left neutral it would count as shared by both languages and, in
    /// an interleaved file, cut the English section off from its translation at its position.
    static func listItems(_ items: [ListItem], ordered: Bool, start: Int) -> [Block] {
        var blocks = items.enumerated().map { offset, item in
            var wrapped = Block(.list(ordered: ordered, start: ordered ? start + offset : 1, items: [item]), range: item.range)
            wrapped.language = LanguageTagger().language(of: wrapped)
            return wrapped
        }
        func isProse(_ k: Int) -> Bool {
            items[k].blocks.allSatisfy { if case .paragraph = $0.kind { true } else { false } }
        }
        func hasLanguage(_ k: Int) -> Bool { blocks[k].language == .en || blocks[k].language == .zh }
        for k in blocks.indices where blocks[k].language == .none && isProse(k) {
            let before = blocks[..<k].lastIndex(where: { $0.language == .en || $0.language == .zh })
            let after = blocks.indices[(k + 1)...].first(where: hasLanguage)
            if let source = before ?? after { blocks[k].language = blocks[source].language }
        }
        return blocks
    }

    /// Removes the leading spaces every non-blank line shares (blocks nested in list items).
    static func dedented(_ text: String) -> String {
        // Cheap exit for the common case: a first line that is not indented sets the indentation to 0.
        if let first = text.utf8.first, first != 0x20, first != 0x0A { return text }
        // By the bytes in place: every translator's comment of a page passes here.
        var storage = text
        let dedented = storage.withUTF8 { bytes -> String? in
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            var common = Int.max
            for line in lines where line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                common = min(common, line.prefix(while: { $0 == 0x20 }).count)
            }
            guard common > 0, common != Int.max else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            for (k, line) in lines.enumerated() {
                if k > 0 { out.append(0x0A) }
                if line.count >= common { out.append(contentsOf: line.dropFirst(common)) }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return dedented ?? text
    }

    /// Markdown for a block whose file is not Markdown (HTML, scraped text) or not at hand.
    static func fallbackSource(of block: Block) -> String {
        MarkdownWriter.markdown(block)
    }
}
