import BitextModel

/// Reads an HTML page into a `Document`: the article's blocks, without the site around it.
public struct HTMLReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `source`. Content that cannot be parsed yields an empty document and an error
    /// diagnostic; a page with nothing readable, a warning.
    public func read(_ source: SourceFile) -> ReadResult {
        // Hugo content pages in HTML carry YAML front matter like Markdown ones; its lines are
        // blanked, not removed, so the body's line numbers stay the file's.
        let split = FrontMatterParser.split(source.text, path: source.path)
        var document = Document(path: source.path, format: .html, frontMatter: split.frontMatter, blocks: [])
        var diagnostics = split.diagnostics
        var body = split.body
        if split.frontMatter != nil {
            // A content file: a section page may be front matter alone, and Hugo expands its shortcodes.
            if body.allSatisfy(\.isWhitespace) { return ReadResult(document: document, diagnostics: diagnostics) }
            let expanded = HTMLShortcodes.expand(body, path: source.path, frontMatter: split.frontMatter)
            body = expanded.text
            diagnostics += expanded.diagnostics
        }
        let nodes: [HTMLNode]
        do {
            nodes = try LibXMLConverter.parse(body)
        } catch {
            let diagnostic = Diagnostic(
                severity: .error, identifier: "html.unreadable", summary: "cannot read the HTML: \(error)",
                path: source.path, location: error.line.map { SourceLocation(line: $0) })
            return ReadResult(document: document, diagnostics: diagnostics + [diagnostic])
        }
        if let declared = Self.declaredCharset(in: nodes), !["utf-8", "utf8", "us-ascii"].contains(declared.name) {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "html.charsetIgnored",
                    summary: "the page declares charset \(declared.name) but its text is UTF-8; read as UTF-8",
                    path: source.path, location: SourceLocation(line: declared.line)))
        }
        let root = Self.contentRoot(in: nodes)
        var builder = HTMLBlockBuilder()
        builder.keepsHeader = root?.name == "article"
        builder.pageFile = source.path.split(separator: "/").last.map(String.init) ?? ""
        document.blocks = NavigationBlocks.removed(from: builder.blocks(in: root?.children ?? nodes))
        // The title is the page's name for the article when the article has no h1 of its own
        // (its h1 is often in the site header we drop, or absent): keeping it as the first
        // heading gives the document a title and the aligner an anchor. It sits in the head,
        // before any body line, so source order holds. With an h1, `<title>` (usually "Page |
        // Site") adds nothing and is ignored.
        if document.frontMatter?.title == nil, !document.blocks.contains(where: { $0.headingLevel == 1 }),
            let title = Self.first(in: nodes, where: { $0.name == "title" })
        {
            let text = title.children.map(\.textContent).joined().collapsingHTMLWhitespace.trimmingHTMLWhitespace
            if !text.isEmpty {
                let heading = Block(
                    .heading(level: 1, anchor: nil, content: [.text(text)]), range: HTMLBlockBuilder.range(title))
                document.blocks.insert(heading, at: 0)
            }
        }
        if document.blocks.isEmpty {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "html.noContent",
                    summary: "no readable content (only markup, scripts or page chrome)", path: source.path))
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    /// The first `main` (or element of role `main`), else the first `article`, else `body`,
    /// else the `html` element.
    static func contentRoot(in nodes: [HTMLNode]) -> HTMLNode.Element? {
        if let main = first(in: nodes, where: { $0.name == "main" || $0["role"]?.lowercased() == "main" }) { return main }
        for name in ["article", "body", "html"] {
            if let found = first(in: nodes, where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// The first element in document order that satisfies `predicate`.
    static func first(in nodes: [HTMLNode], where predicate: (HTMLNode.Element) -> Bool) -> HTMLNode.Element? {
        for case .element(let element) in nodes {
            if predicate(element) { return element }
            if let found = first(in: element.children, where: predicate) { return found }
        }
        return nil
    }

    /// The charset a `<meta charset>` or `<meta http-equiv="Content-Type">` declares, lower-cased.
    static func declaredCharset(in nodes: [HTMLNode]) -> (name: String, line: Int)? {
        let meta = first(in: nodes) { element in
            guard element.name == "meta" else { return false }
            return element["charset"] != nil || element["http-equiv"]?.lowercased() == "content-type"
        }
        guard let meta else { return nil }
        var name = meta["charset"] ?? ""
        if name.isEmpty, let content = meta["content"]?.lowercased(), let range = content.firstRange(of: "charset=") {
            name = String(content[range.upperBound...].prefix { $0 != ";" && !$0.isHTMLWhitespace })
        }
        name = name.trimmingHTMLWhitespace.lowercased().filter { $0 != "\"" && $0 != "'" }
        return name.isEmpty ? nil : (name, meta.startLine)
    }
}
