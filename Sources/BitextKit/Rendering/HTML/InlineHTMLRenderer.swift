import BitextModel

/// Renders inline content to HTML. Text is escaped; URLs are checked; raw inline HTML from the
/// input is dropped except for a few harmless formatting tags.
public struct InlineHTMLRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The HTML for `inlines`.
    public func render(_ inlines: [Inline]) -> String {
        var out = ""
        for inline in inlines { render(inline, into: &out) }
        return out
    }

    private func render(_ inline: Inline, into out: inout String) {
        switch inline {
        case .text(let s): out += HTMLEscaping.escape(s)
        case .code(let s): out += "<code>\(HTMLEscaping.escape(s))</code>"
        case .emphasis(let c): out += "<em>\(render(c))</em>"
        case .strong(let c): out += "<strong>\(render(c))</strong>"
        case .strikethrough(let c): out += "<del>\(render(c))</del>"
        case .link(let destination, let title, let content):
            guard HTMLEscaping.isSafeURL(destination) else {
                out += render(content)
                return
            }
            out += "<a href=\"\(HTMLEscaping.escape(destination))\""
            if let title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
            out += ">\(render(content))</a>"
        case .image(let source, let title, let alt):
            guard HTMLEscaping.isSafeURL(source) else {
                out += HTMLEscaping.escape(alt)
                return
            }
            out += "<img src=\"\(HTMLEscaping.escape(source))\" alt=\"\(HTMLEscaping.escape(alt))\""
            if let title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
            out += " loading=\"lazy\">"
        case .lineBreak: out += "<br>"
        case .softBreak: out += "\n"
        case .html(let raw): out += Self.allowedInlineTag(raw) ?? ""
        }
    }

    /// Inline tags kept from raw HTML: bare formatting tags without attributes.
    static func allowedInlineTag(_ raw: String) -> String? {
        let allowed: Set<String> = ["b", "i", "em", "strong", "code", "kbd", "sub", "sup", "mark", "small", "u", "s", "del", "ins"]
        var tag = raw.lowercased().filter { !$0.isWhitespace }
        guard tag.hasPrefix("<"), tag.hasSuffix(">") else { return nil }
        tag = String(tag.dropFirst().dropLast())
        let closing = tag.hasPrefix("/")
        if closing { tag.removeFirst() }
        guard allowed.contains(tag) else { return nil }
        return closing ? "</\(tag)>" : "<\(tag)>"
    }
}
