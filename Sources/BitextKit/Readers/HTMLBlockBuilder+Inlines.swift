import BitextModel

extension HTMLBlockBuilder {
    /// Inline content where blocks cannot be (headings, terms, table cells): blocks found inside
    /// are read as lines of inlines joined by line breaks, so their text is kept.
    func lineInlines(_ nodes: [HTMLNode], inHeading: Bool) -> [Inline] {
        var lines: [[Inline]] = []
        var run: [HTMLNode] = []
        func flush() {
            let line = Self.normalized(inlines(run, inHeading: inHeading))
            if !line.isEmpty { lines.append(line) }
            run.removeAll()
        }
        for node in nodes {
            if case .element(let element) = node, !isDropped(element), isBlockLevel(element) {
                flush()
                if element.name == "pre" {
                    let text = Self.preformattedText(element.children).trimmingHTMLWhitespace
                    if !text.isEmpty { lines.append([.code(text)]) }
                } else {
                    let inner = lineInlines(element.children, inHeading: inHeading)
                    if !inner.isEmpty { lines.append(inner) }
                }
            } else {
                run.append(node)
            }
        }
        flush()
        return Array(lines.joined(separator: [.lineBreak]))
    }

    /// Inline content as found, whitespace runs collapsed but not yet trimmed at the edges
    /// (see `normalized`).
    func inlines(_ nodes: [HTMLNode], inHeading: Bool) -> [Inline] {
        var result: [Inline] = []
        for node in nodes {
            switch node {
            case .text(let s, _):
                let collapsed = s.collapsingHTMLWhitespace
                if !collapsed.isEmpty { result.append(.text(collapsed)) }
            case .comment:
                break
            case .element(let element):
                guard !isDropped(element) else { continue }
                result += inlines(for: element, inHeading: inHeading)
            }
        }
        return result
    }

    private func inlines(for element: HTMLNode.Element, inHeading: Bool) -> [Inline] {
        let children = { self.inlines(element.children, inHeading: inHeading) }
        switch element.name {
        case "br":
            return [.lineBreak]
        case "img":
            return [.image(source: element["src"] ?? "", title: Self.nonEmpty(element["title"]), alt: element["alt"] ?? "")]
        case "code", "kbd", "samp", "tt":
            let text = element.children.map(\.textContent).joined().collapsingHTMLWhitespace.trimmingHTMLWhitespace
            return text.isEmpty ? [] : [.code(text)]
        case "pre":
            let text = Self.preformattedText(element.children).trimmingHTMLWhitespace
            return text.isEmpty ? [] : [.code(text)]
        case "em", "i":
            return [.emphasis(children())]
        case "strong", "b":
            return [.strong(children())]
        case "del", "s", "strike":
            return [.strikethrough(children())]
        case "a":
            guard let href = element["href"] else { return children() }
            if inHeading && Self.isPermalink(element) { return [] }
            return [.link(destination: href.trimmingHTMLWhitespace, title: Self.nonEmpty(element["title"]), content: children())]
        case "rt", "rp", "wbr":
            // Ruby annotations would interleave pronunciation with the text.
            return []
        default:
            return children()
        }
    }

    /// A heading's self-link (`<a href="#id">#</a>`, `¶`, `§`, or an empty icon link).
    static func isPermalink(_ link: HTMLNode.Element) -> Bool {
        guard link["href"]?.hasPrefix("#") == true else { return false }
        let text = link.children.map(\.textContent).joined().trimmingHTMLWhitespace
        return ["", "#", "¶", "§", "🔗", "link"].contains(text)
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.trimmingHTMLWhitespace.isEmpty else { return nil }
        return value
    }

    /// Trims spaces the way a browser lays out a line box: none at the start or end of the
    /// block or around a `<br>`, none doubled across element boundaries; then drops what became
    /// empty and merges neighbouring text.
    static func normalized(_ inlines: [Inline]) -> [Inline] {
        var afterSpace = true
        var atEnd = true
        var result = cleaned(trimmingTrailing(trimmingLeading(inlines, afterSpace: &afterSpace), atEnd: &atEnd))
        while result.first == .lineBreak { result.removeFirst() }
        while result.last == .lineBreak { result.removeLast() }
        return result
    }

    private static func trimmingLeading(_ inlines: [Inline], afterSpace: inout Bool) -> [Inline] {
        inlines.map { inline in
            switch inline {
            case .text(var s):
                if afterSpace { s = String(s.drop { $0 == " " }) }
                if let last = s.last { afterSpace = last == " " }
                return .text(s)
            case .lineBreak:
                afterSpace = true
                return inline
            case .emphasis(let c): return .emphasis(trimmingLeading(c, afterSpace: &afterSpace))
            case .strong(let c): return .strong(trimmingLeading(c, afterSpace: &afterSpace))
            case .strikethrough(let c): return .strikethrough(trimmingLeading(c, afterSpace: &afterSpace))
            case .link(let d, let t, let c): return .link(destination: d, title: t, content: trimmingLeading(c, afterSpace: &afterSpace))
            case .code, .image:
                afterSpace = false
                return inline
            case .softBreak, .html:
                return inline
            }
        }
    }

    private static func trimmingTrailing(_ inlines: [Inline], atEnd: inout Bool) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines.reversed() {
            switch inline {
            case .text(var s):
                if atEnd { while s.last == " " { s.removeLast() } }
                if !s.isEmpty { atEnd = false }
                result.append(.text(s))
            case .lineBreak:
                atEnd = true
                result.append(inline)
            case .emphasis(let c): result.append(.emphasis(trimmingTrailing(c, atEnd: &atEnd)))
            case .strong(let c): result.append(.strong(trimmingTrailing(c, atEnd: &atEnd)))
            case .strikethrough(let c): result.append(.strikethrough(trimmingTrailing(c, atEnd: &atEnd)))
            case .link(let d, let t, let c): result.append(.link(destination: d, title: t, content: trimmingTrailing(c, atEnd: &atEnd)))
            case .code, .image:
                atEnd = false
                result.append(inline)
            case .softBreak, .html:
                result.append(inline)
            }
        }
        return result.reversed()
    }

    /// Drops empty text and empty wrappers (an empty link shows nothing) and merges text runs.
    private static func cleaned(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            var kept: Inline? = inline
            switch inline {
            case .text(let s): kept = s.isEmpty ? nil : inline
            case .emphasis(let c): kept = cleaned(c).nonEmpty.map { .emphasis($0) }
            case .strong(let c): kept = cleaned(c).nonEmpty.map { .strong($0) }
            case .strikethrough(let c): kept = cleaned(c).nonEmpty.map { .strikethrough($0) }
            case .link(let d, let t, let c): kept = cleaned(c).nonEmpty.map { .link(destination: d, title: t, content: $0) }
            default: break
            }
            guard let kept else { continue }
            if case .text(let s) = kept, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + s)
            } else {
                result.append(kept)
            }
        }
        return result
    }
}

extension Array {
    /// The array, or `nil` when it is empty.
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
