import BitextModel

extension HTMLBlockBuilder {
    /// `ul`, `ol` or `menu`. Content misplaced between items (a nested list written as a sibling
    /// of the `li`, as some generators do) joins the item before it.
    func list(_ element: HTMLNode.Element) -> Block {
        let ordered = element.name == "ol"
        let start = ordered ? Int(element["start"]?.trimmingHTMLWhitespace ?? "") ?? 1 : 1
        var items: [ListItem] = []
        var stray: [HTMLNode] = []
        func flushStray() {
            defer { stray.removeAll() }
            let blocks = self.blocks(in: stray)
            guard let first = blocks.first, let last = blocks.last else { return }
            let lines = SourceRange(lines: first.range.startLine, last.range.endLine)
            if items.isEmpty {
                items.append(ListItem(blocks: blocks, range: lines))
            } else {
                items[items.count - 1].blocks += blocks
                items[items.count - 1].range = items[items.count - 1].range.union(lines)
            }
        }
        for node in element.children {
            guard case .element(let child) = node, child.name == "li" else {
                stray.append(node)
                continue
            }
            flushStray()
            items.append(listItem(child))
        }
        flushStray()
        return Block(.list(ordered: ordered, start: start, items: items), range: Self.range(element))
    }

    func listItem(_ item: HTMLNode.Element) -> ListItem {
        var children = item.children
        let checked = Self.takeTaskCheckbox(&children)
        return ListItem(blocks: blocks(in: children), checked: checked, range: Self.range(item))
    }

    /// Removes a checkbox that opens the item (directly, or first in a `p` or `label` that opens
    /// it, as GitHub and most Markdown renderers write task items) and returns its state.
    static func takeTaskCheckbox(_ nodes: inout [HTMLNode]) -> Bool? {
        guard let index = nodes.firstIndex(where: { !$0.isBlankText }),
            case .element(var first) = nodes[index]
        else { return nil }
        if first.name == "input" {
            guard first["type"]?.lowercased() == "checkbox" else { return nil }
            nodes.remove(at: index)
            return first["checked"] != nil
        }
        guard first.name == "p" || first.name == "label",
            let checked = takeTaskCheckbox(&first.children)
        else { return nil }
        nodes[index] = .element(first)
        return checked
    }

    /// `dl`: one item per term (consecutive terms share one), holding the term as a strong
    /// paragraph followed by the blocks of its definitions. `div` groups inside are unwrapped.
    func definitionList(_ element: HTMLNode.Element) -> Block {
        var items: [ListItem] = []
        var itemHasDefinition = false
        func entries(_ nodes: [HTMLNode]) -> [HTMLNode.Element] {
            nodes.flatMap { node -> [HTMLNode.Element] in
                guard case .element(let e) = node, !isDropped(e) else { return [] }
                return e.name == "div" ? entries(e.children) : [e]
            }
        }
        for entry in entries(element.children) {
            let lines = Self.range(entry)
            switch entry.name {
            case "dt":
                let term = lineInlines(entry.children, inHeading: false)
                guard !term.isEmpty else { continue }
                let block = Block(.paragraph([.strong(term)]), range: lines)
                if let last = items.indices.last, !itemHasDefinition {
                    items[last].blocks.append(block)
                    items[last].range = items[last].range.union(lines)
                } else {
                    items.append(ListItem(blocks: [block], range: lines))
                    itemHasDefinition = false
                }
            default:
                let blocks = entry.name == "dd" ? self.blocks(in: entry.children) : self.blocks(for: entry)
                guard !blocks.isEmpty else { continue }
                if let last = items.indices.last {
                    items[last].blocks += blocks
                    items[last].range = items[last].range.union(lines)
                } else {
                    items.append(ListItem(blocks: blocks, range: lines))
                }
                itemHasDefinition = true
            }
        }
        return Block(.list(ordered: false, start: 1, items: items), range: Self.range(element))
    }
}
