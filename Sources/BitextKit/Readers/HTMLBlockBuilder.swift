import BitextModel

/// Maps a copied HTML tree onto blocks: page chrome is dropped, containers are transparent and
/// loose text becomes paragraphs, so nothing a reader would see is lost.
struct HTMLBlockBuilder: Sendable {
    /// Content that is chrome, scripting or form controls rather than text to translate.
    static let droppedElements: Set<String> = [
        "script", "style", "noscript", "template", "nav", "header", "footer", "aside", "form", "button",
        "input", "select", "textarea", "iframe", "svg", "head", "title", "meta", "link", "base",
        "object", "embed", "canvas", "audio", "video", "source", "track", "datalist", "dialog",
    ]

    /// Elements that only group blocks; their content is read as if it stood in their place.
    static let containerElements: Set<String> = [
        "html", "body", "main", "article", "section", "div", "figure", "figcaption", "details", "summary",
        "hgroup", "address", "center", "fieldset", "legend", "search", "header", "li", "dt", "dd",
        "tr", "td", "th", "thead", "tbody", "tfoot", "caption",
    ]

    /// Elements that are blocks of their own.
    static let blockElements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "menu", "dl", "blockquote", "pre", "table", "hr",
    ]

    /// Inside an `article`, `header` is the article's own heading group, not site chrome, and
    /// dropping it would lose the title.
    var keepsHeader = false

    /// The page's file name, which links into the page itself may name (`ch02.html#intro`).
    var pageFile = ""

    /// The blocks read from `nodes`, the children of a block container.
    func blocks(in nodes: [HTMLNode]) -> [Block] {
        var blocks: [Block] = []
        var run: [HTMLNode] = []
        func flush() {
            if let block = paragraph(from: run, range: nil) { blocks.append(block) }
            run.removeAll()
        }
        for node in nodes {
            switch node {
            case .text:
                run.append(node)
            case .comment(let text, let lines):
                // A comment on its own line is a block; one in the middle of text is not.
                if Self.endsLine(run) {
                    flush()
                    blocks.append(Block(.comment(text), range: SourceRange(lines: lines.lowerBound, lines.upperBound)))
                }
            case .element(let element):
                if isDropped(element) { continue }
                if isBlockLevel(element) {
                    flush()
                    blocks += self.blocks(for: element)
                } else {
                    run.append(node)
                }
            }
        }
        flush()
        return blocks
    }

    /// `true` when no text precedes in the run or the last text ends its line.
    private static func endsLine(_ run: [HTMLNode]) -> Bool {
        guard run.contains(where: { !$0.isBlankText }) else { return true }
        guard case .text(let s, _)? = run.last else { return false }
        return s.reversed().prefix(while: \.isHTMLWhitespace).contains { $0 == "\n" || $0 == "\r\n" }
    }

    func isDropped(_ element: HTMLNode.Element) -> Bool {
        if element.name == "header" && keepsHeader { return false }
        if element["hidden"] != nil || element["aria-hidden"]?.lowercased() == "true" { return true }
        if let role = element["role"]?.lowercased(), Self.chromeRoles.contains(role) { return true }
        // Every element passes here, most with no class: the attribute is split only when there.
        if element["class"] != nil {
            let classes = element.classes.map { $0.lowercased() }
            if classes.contains(where: Self.chromeClasses.contains) { return true }
            if classes.contains(where: Self.contentsClasses.contains) { return listsOwnHeadings(element) }
        }
        return Self.droppedElements.contains(element.name)
    }

    /// Classes of a table of contents (DocBook's `div.toc`, Sphinx's `div.contents`).
    static let contentsClasses: Set<String> = ["toc", "contents", "local-toc"]

    /// Whether a table of contents lists this page's own headings: it is links (little text
    /// besides theirs, no heading, code or table inside), most landing in the page. The reader
    /// lists the headings beside the text already. A book's contents, linking to its chapters,
    /// is the text of its index page, and a `div.contents` wrapping a whole page (Doxygen's) is
    /// the page: both stay.
    func listsOwnHeadings(_ element: HTMLNode.Element) -> Bool {
        var (own, all, linkText) = (0, 0, 0)
        var pending = [element]
        while let next = pending.popLast(), all < 10_000 {
            for child in next.childElements {
                if ["h1", "h2", "h3", "h4", "h5", "h6", "pre", "table"].contains(child.name) { return false }
                if child.name == "a", let href = child["href"] {
                    all += 1
                    linkText += Self.text(of: child).count
                    if href.hasPrefix("#") || (!pageFile.isEmpty && href.hasPrefix(pageFile + "#")) { own += 1 }
                }
                pending.append(child)
            }
        }
        // Besides its links, a contents holds a title ("Table of Contents") and numbering at most.
        let other = Self.text(of: element).count - linkText
        return all > 0 && 2 * own >= all && other <= max(80, linkText / 4)
    }

    /// ARIA roles of page chrome: what `nav`, `header` and `footer` are, written on a `div`.
    static let chromeRoles: Set<String> = ["navigation", "banner", "contentinfo", "search", "complementary"]

    /// Classes documentation generators give their navigation: DocBook's Prev/Next header and
    /// footer, Sphinx's related bar, sidebar and heading permalinks (¶), breadcrumbs.
    static let chromeClasses: Set<String> = [
        "navheader", "navfooter", "breadcrumb", "breadcrumbs", "sphinxsidebar", "related", "headerlink", "skip-link",
    ]

    /// A block element, a container, or an inline element wrapping blocks (`<a><div>…</div></a>`).
    func isBlockLevel(_ element: HTMLNode.Element) -> Bool {
        if Self.blockElements.contains(element.name) || Self.containerElements.contains(element.name) {
            return true
        }
        return element.childElements.contains { !isDropped($0) && isBlockLevel($0) }
    }

    func blocks(for element: HTMLNode.Element) -> [Block] {
        let range = Self.range(element)
        switch element.name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(String(element.name.dropFirst())) ?? 1
            let content = lineInlines(element.children, inHeading: true)
            guard !Self.isInvisible(content) else { return [] }
            return [Block(.heading(level: level, anchor: Self.anchor(of: element), content: content), range: range)]
        case "p":
            if element.childElements.contains(where: { !isDropped($0) && isBlockLevel($0) }) {
                return blocks(in: element.children)
            }
            return paragraph(from: element.children, range: range).map { [$0] } ?? []
        case "ul", "ol", "menu":
            return [list(element)]
        case "dl":
            return [definitionList(element)]
        case "blockquote":
            let inner = blocks(in: element.children)
            return inner.isEmpty ? [] : [Block(.quote(inner), range: range)]
        case "pre":
            return [code(element)]
        case "table":
            return table(element)
        case "hr":
            return [Block(.thematicBreak, range: range)]
        case "article":
            var inner = self
            inner.keepsHeader = true
            return inner.blocks(in: element.children)
        default:
            if let kind = Self.calloutKind(element) { return [callout(element, kind: kind)] }
            return blocks(in: element.children)
        }
    }

    /// A paragraph of the inline `nodes`, an image block when an image stands alone, or `nil`
    /// when there is nothing to see. Without `range`, the lines of the visible nodes are used.
    func paragraph(from nodes: [HTMLNode], range: SourceRange?) -> Block? {
        let content = Self.normalized(inlines(nodes, inHeading: false))
        guard !Self.isInvisible(content) else { return nil }
        let visible = nodes.filter { !$0.isBlankText }
        let lines = range ?? SourceRange(
            lines: visible.map(\.lines.lowerBound).min() ?? 1, visible.map(\.lines.upperBound).max() ?? 1)
        let meaningful = content.filter { $0 != .lineBreak }
        if meaningful.count == 1, case .image(let source, let title, let alt) = meaningful[0] {
            return Block(.image(alt: alt, source: source, title: title), range: lines)
        }
        return Block(.paragraph(content), range: lines)
    }

    /// `true` for content a browser shows as blank, such as the `<p>&nbsp;</p>` spacers editors
    /// write.
    static func isInvisible(_ content: [Inline]) -> Bool {
        content.allSatisfy { inline in
            switch inline {
            case .text(let s): s.allSatisfy(\.isWhitespace)
            case .lineBreak, .softBreak: true
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c): isInvisible(c)
            case .code, .image, .html: false
            }
        }
    }

    /// An explicit `id` on the heading, else the `id`/`name` of an empty anchor inside it.
    static func anchor(of heading: HTMLNode.Element) -> String? {
        if let id = heading["id"]?.trimmingHTMLWhitespace, !id.isEmpty { return id }
        for child in heading.childElements where child.name == "a" && child["href"] == nil {
            let id = (child["id"] ?? child["name"])?.trimmingHTMLWhitespace ?? ""
            if !id.isEmpty && child.children.allSatisfy(\.isBlankText) { return id }
        }
        return nil
    }

    /// From the element's start tag to its last line of content.
    static func range(_ element: HTMLNode.Element) -> SourceRange {
        SourceRange(lines: element.startLine, element.contentEndLine)
    }
}
