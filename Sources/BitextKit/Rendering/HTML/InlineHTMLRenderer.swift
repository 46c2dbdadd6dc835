import BitextModel
import Foundation

/// Renders inline content to HTML. Text is escaped; URLs are checked; raw inline HTML from the
/// input is dropped except for a few harmless formatting tags.
public struct InlineHTMLRenderer: Sendable {
    /// Where the page's images were copied to.
    public var media = MediaLinks()

    /// Creates a renderer.
    public init(media: MediaLinks = MediaLinks()) {
        self.media = media
    }

    /// The HTML for `inlines`.
    public func render(_ inlines: [Inline]) -> String {
        var out = ""
        render(inlines, into: &out)
        return out
    }

    /// Appends the HTML of `inlines` to `out`. Nested content is written into the same string:
    /// rendering each level into its own string and interpolating it was most of the
    /// allocations of rendering a page.
    func render(_ inlines: [Inline], into out: inout String) {
        for inline in inlines { render(inline, into: &out) }
    }

    private func render(_ inline: Inline, into out: inout String) {
        switch inline {
        case .text(let s): out += HTMLEscaping.escape(s)
        case .code(let s): out += "<code>"; out += HTMLEscaping.escape(s); out += "</code>"
        case .emphasis(let c): out += "<em>"; render(c, into: &out); out += "</em>"
        case .strong(let c): out += "<strong>"; render(c, into: &out); out += "</strong>"
        case .strikethrough(let c): out += "<del>"; render(c, into: &out); out += "</del>"
        case .link(let destination, let title, let content):
            guard HTMLEscaping.isSafeURL(destination) else {
                render(content, into: &out)
                return
            }
            out += "<a href=\""
            out += HTMLEscaping.escape(destination)
            out += "\""
            if let title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
            out += ">"
            render(content, into: &out)
            out += "</a>"
        case .image(let source, let title, let alt):
            guard HTMLEscaping.isSafeURL(source) else {
                out += HTMLEscaping.escape(alt)
                return
            }
            guard let url = media.source(for: source) else {
                out += Self.missingImage(alt: alt, reference: source)
                return
            }
            out += "<img src=\"\(HTMLEscaping.escape(url))\" alt=\"\(HTMLEscaping.escape(alt))\""
            if let title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
            out += " loading=\"lazy\">"
        case .lineBreak: out += "<br>"
        case .softBreak: out += "\n"
        case .html(let raw): out += Self.allowedInlineTag(raw) ?? ""
        }
    }

    /// What stands for an image that cannot be shown: its alternative text, marked, with the
    /// reference in the tooltip so a reader can tell what is missing.
    static func missingImage(alt: String, reference: String) -> String {
        let label = alt.isEmpty ? (reference as NSString).lastPathComponent : alt
        return "<span class=\"bt-image-missing\" title=\"\(HTMLEscaping.escape(reference))\">\(HTMLEscaping.escape(label))</span>"
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
