import BitextModel

extension HTMLBlockBuilder {
    /// Class names that mark a box, and the callout kind each is: DocBook's `div.note`, `.tip`,
    /// `.warning`, `.important`, `.caution`; Sphinx's `div.admonition` with its kind beside it
    /// (`hint`, `attention`, `seealso`…).
    static let calloutKinds: [String: String] = [
        "note": "note", "tip": "tip", "hint": "tip", "warning": "warning", "caution": "caution",
        "important": "important", "danger": "danger", "error": "danger", "attention": "warning",
        "seealso": "note", "admonition": "note",
    ]

    /// Class names of a box's own title (Sphinx, many DocBook themes).
    static let calloutTitleClasses: Set<String> = ["admonition-title", "title"]

    /// The callout kind of a box element, when its classes name one.
    static func calloutKind(_ element: HTMLNode.Element) -> String? {
        guard ["div", "aside", "section", "blockquote"].contains(element.name) else { return nil }
        let classes = element.classes.map { $0.lowercased() }
        // The specific kind wins over Sphinx's generic `admonition`.
        if let kind = classes.lazy.filter({ $0 != "admonition" }).compactMap({ calloutKinds[$0] }).first { return kind }
        return classes.contains("admonition") ? "note" : nil
    }

    /// A box as a callout: its title (a `th`, or a `.admonition-title`) taken out, its icon
    /// dropped, and a layout table around its text (DocBook's) read as the blocks it holds, so a
    /// `pre` inside keeps its lines.
    func callout(_ element: HTMLNode.Element, kind: String) -> Block {
        var title: String?
        let children = calloutBlocks(element.children, title: &title)
        // A title that only names the kind ("Note") is the box's default label.
        if title?.lowercased() == kind { title = nil }
        return Block(.callout(kind: kind, title: title, blocks: children), range: Self.range(element))
    }

    private func calloutBlocks(_ nodes: [HTMLNode], title: inout String?) -> [Block] {
        var blocks: [Block] = []
        var run: [HTMLNode] = []
        func flush() {
            blocks += self.blocks(in: run)
            run.removeAll()
        }
        for node in nodes {
            guard case .element(let element) = node else { run.append(node); continue }
            if title == nil, element.classes.contains(where: { Self.calloutTitleClasses.contains($0.lowercased()) }) {
                title = Self.text(of: element)
                continue
            }
            guard element.name == "table" || ["tbody", "thead", "tr"].contains(element.name) else { run.append(node); continue }
            flush()
            blocks += layoutTable(element, title: &title)
        }
        flush()
        return blocks
    }

    /// The blocks of a layout table's cells in order: a header cell is the title, a cell of
    /// images only is an icon.
    private func layoutTable(_ element: HTMLNode.Element, title: inout String?) -> [Block] {
        var blocks: [Block] = []
        for child in element.childElements where !isDropped(child) {
            switch child.name {
            case "tbody", "thead", "tfoot", "tr": blocks += layoutTable(child, title: &title)
            case "th" where title == nil: title = Self.text(of: child)
            case "td", "th":
                let visible = child.childElements.filter { !isDropped($0) }
                let onlyImages = !visible.isEmpty && visible.allSatisfy { $0.name == "img" }
                    && child.children.allSatisfy { if case .text = $0 { $0.isBlankText } else { true } }
                if !onlyImages { blocks += self.blocks(in: child.children) }
            default: blocks += self.blocks(in: [.element(child)])
            }
        }
        return blocks
    }

    static func text(of element: HTMLNode.Element) -> String {
        element.children.map(\.textContent).joined().collapsingHTMLWhitespace.trimmingHTMLWhitespace
    }
}
