import BitextModel

/// The images a document shows, as its source wrote them, each with the first line it is on:
/// Markdown images (inline or a block of their own), `<img src>` in raw HTML, and MDX's
/// `src={require('./a.png').default}` or `{useBaseUrl('/img/a.png')}`.
enum MediaReferences {
    struct Reference: Sendable, Equatable {
        /// The reference exactly as the renderer meets it (an `<img src>` attribute's value).
        var written: String
        /// The file it names: the path inside `require(…)`, else `written`.
        var target: String
        var line: Int
    }

    /// The distinct references of `blocks`, in document order.
    static func of(_ blocks: [Block]) -> [Reference] {
        var found: [Reference] = []
        var seen: Set<String> = []
        func add(_ written: String, line: Int) {
            guard let target = target(of: written), seen.insert(written).inserted else { return }
            found.append(Reference(written: written, target: target, line: line))
        }
        for block in blocks { collect(block, add) }
        return found
    }

    private static func collect(_ block: Block, _ add: (String, Int) -> Void) {
        let line = block.range.start.line
        switch block.kind {
        case .image(_, let source, _): add(source, line)
        case .heading(_, _, let inlines), .paragraph(let inlines): collect(inlines, line: line, add)
        case .list(_, _, let items): for item in items { for child in item.blocks { collect(child, add) } }
        case .quote(let children), .callout(_, _, let children): for child in children { collect(child, add) }
        case .table(let table):
            for cell in table.header + table.rows.joined() { collect(cell, line: line, add) }
        case .html(let raw): for source in imageSources(raw) { add(source, line) }
        case .code, .comment, .thematicBreak: break
        }
    }

    private static func collect(_ inlines: [Inline], line: Int, _ add: (String, Int) -> Void) {
        for inline in inlines {
            switch inline {
            case .image(let source, _, _): add(source, line)
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .link(_, _, let children):
                collect(children, line: line, add)
            default: break
            }
        }
    }

    /// The `src` of every `<img>` in raw HTML, parsed as the sanitizer parses it, so that the
    /// values are the ones it will look up.
    static func imageSources(_ raw: String) -> [String] {
        guard raw.range(of: "<img", options: .caseInsensitive) != nil, let nodes = try? LibXMLConverter.parse(raw) else { return [] }
        var sources: [String] = []
        func walk(_ node: HTMLNode) {
            guard case .element(let element) = node else { return }
            if element.name == "img", let source = element["src"] { sources.append(source) }
            element.children.forEach(walk)
        }
        nodes.forEach(walk)
        return sources
    }

    /// The file a reference names: MDX's `{require('…')…}` and `{useBaseUrl('…')}` give the path
    /// inside; another expression names nothing that can be found.
    static func target(of written: String) -> String? {
        let trimmed = written.trimmingWhitespace
        guard trimmed.hasPrefix("{") else { return trimmed.isEmpty ? nil : trimmed }
        for call in ["require(", "useBaseUrl("] {
            guard let open = trimmed.range(of: call) else { continue }
            let rest = trimmed[open.upperBound...].drop { $0 == " " }
            guard let quote = rest.first, quote == "'" || quote == "\"" || quote == "`" else { continue }
            let inside = rest.dropFirst()
            guard let close = inside.firstIndex(of: quote) else { continue }
            let path = String(inside[..<close])
            return path.isEmpty ? nil : path
        }
        return nil
    }
}
