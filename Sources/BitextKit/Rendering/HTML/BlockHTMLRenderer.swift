import BitextModel

/// Renders blocks to HTML. All text is escaped; raw HTML from the input is sanitized.
public struct BlockHTMLRenderer: Sendable {
    let inline: InlineHTMLRenderer

    /// Creates a renderer; `media` says where the page's images were copied to.
    public init(media: MediaLinks = MediaLinks()) {
        inline = InlineHTMLRenderer(media: media)
    }

    /// The HTML of `blocks`, concatenated.
    public func render(_ blocks: [Block]) -> String {
        blocks.count == 1 ? render(blocks[0]) : blocks.map(render).joined()
    }

    /// The HTML of the units' blocks, one after another.
    func render(_ units: [AlignedBlock]) -> String {
        units.count == 1 ? render(units[0].block) : units.map { render($0.block) }.joined()
    }

    /// The HTML of one block.
    public func render(_ block: Block) -> String {
        switch block.kind {
        case .heading(let level, _, let content):
            var out = "<h\(level)>"
            inline.render(content, into: &out)
            return out + "</h\(level)>"
        case .paragraph(let content):
            // Room for a typical paragraph up front: growing from empty took several copies.
            var out = ""
            out.reserveCapacity(256)
            out += "<p>"
            inline.render(content, into: &out)
            out += "</p>"
            return out
        case .list(let ordered, let start, let items):
            let open = ordered ? (start == 1 ? "<ol>" : "<ol start=\"\(start)\">") : "<ul>"
            var out = open
            for item in items {
                out += "<li>"
                if let checked = item.checked {
                    out += "<input type=\"checkbox\" disabled\(checked ? " checked" : "")> "
                }
                // A tight item's single paragraph reads better without its <p>.
                if item.blocks.count == 1, case .paragraph(let content) = item.blocks[0].kind {
                    inline.render(content, into: &out)
                } else {
                    out += render(item.blocks)
                }
                out += "</li>"
            }
            return out + (ordered ? "</ol>" : "</ul>")
        case .quote(let children):
            return "<blockquote>\(render(children))</blockquote>"
        case .callout(let kind, let title, let children):
            return renderCallout(kind: kind, title: title, children)
        case .code(_, let language, let text):
            let cls = language.map { " class=\"language-\(HTMLEscaping.escape($0))\"" } ?? ""
            return "<pre><code\(cls)>\(HTMLEscaping.escape(text))</code></pre>"
        case .table(let table):
            return renderTable(table)
        case .image(let alt, let source, let title):
            return "<p>" + inline.render([.image(source: source, title: title, alt: alt)]) + "</p>"
        case .html(let raw):
            return HTMLSanitizer(media: inline.media).sanitize(raw)
        case .comment:
            return ""
        case .thematicBreak:
            return "<hr>"
        }
    }

    /// A labelled box; a tab set is a row of its tabs, each labelled with its name.
    func renderCallout(kind: String, title: String?, _ children: [Block]) -> String {
        let kindClass = HTMLEscaping.escape(kind.lowercased().filter { $0.isLetter || $0 == "-" })
        if kind == "tabs" { return "<div class=\"bt-tabs\">\(render(children))</div>" }
        let label = title ?? (kind.prefix(1).uppercased() + kind.dropFirst())
        let role = kind == "tab" ? "" : " role=\"note\""
        // An empty title is the rest of a callout cut into pieces for alignment: the same box, unlabelled.
        let heading = label.isEmpty ? "" : "<p class=\"bt-callout-title\">\(HTMLEscaping.escape(label))</p>"
        return "<aside class=\"bt-callout bt-callout-\(kindClass)\"\(role)>\(heading)\(render(children))</aside>"
    }

    func renderTable(_ table: Table) -> String {
        func align(_ column: Int) -> String {
            guard column < table.alignments.count else { return "" }
            switch table.alignments[column] {
            case .none: return ""
            case .left: return " style=\"text-align:left\""
            case .center: return " style=\"text-align:center\""
            case .right: return " style=\"text-align:right\""
            }
        }
        var out = "<table>"
        if !table.header.isEmpty {
            out += "<thead><tr>"
            for (c, cell) in table.header.enumerated() { out += "<th\(align(c))>\(inline.render(cell))</th>" }
            out += "</tr></thead>"
        }
        out += "<tbody>"
        for row in table.rows {
            out += "<tr>"
            for (c, cell) in row.enumerated() { out += "<td\(align(c))>\(inline.render(cell))</td>" }
            out += "</tr>"
        }
        return out + "</tbody></table>"
    }
}
