import Foundation

/// Makes raw HTML from an input safe to embed: parsed with libxml2 and written back with an
/// allow-list of elements and attributes. Scripts, styles, frames, SVG and MathML go with their
/// content; event handlers, `style` and unsafe URLs are dropped; unknown elements keep only their
/// text. What cannot be parsed is shown as escaped source.
public struct HTMLSanitizer: Sendable {
    static let allowed: Set<String> = [
        "p", "br", "hr", "b", "i", "em", "strong", "code", "kbd", "samp", "var", "pre", "sub", "sup", "mark", "small",
        "u", "s", "del", "ins", "span", "div", "blockquote", "q", "cite", "ul", "ol", "li", "dl", "dt", "dd", "table",
        "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "h1", "h2", "h3", "h4", "h5", "h6", "img", "a",
        "figure", "figcaption", "details", "summary", "abbr", "time",
    ]
    /// Elements dropped with everything inside them.
    static let dropped: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "template",
        "noscript", "form", "input", "button", "select", "textarea", "link", "meta", "base", "head", "title", "audio",
        "video", "source", "track", "canvas",
    ]
    static let attributes: [String: Set<String>] = [
        "a": ["href", "title"], "img": ["src", "alt", "title", "width", "height"], "th": ["colspan", "rowspan", "align"],
        "td": ["colspan", "rowspan", "align"], "ol": ["start"], "abbr": ["title"], "time": ["datetime"],
    ]
    static let voidElements: Set<String> = ["br", "hr", "img"]

    /// Where the page's images were copied to: an `<img>` is pointed at its copy.
    public var media = MediaLinks()

    /// Creates a sanitizer.
    public init(media: MediaLinks = MediaLinks()) {
        self.media = media
    }

    /// Safe HTML for `raw`.
    public func sanitize(_ raw: String) -> String {
        let trimmed = raw.trimmingWhitespace
        guard !trimmed.isEmpty else { return "" }
        guard let nodes = try? LibXMLConverter.parse(trimmed) else {
            return "<pre class=\"bt-raw-html\"><code>\(HTMLEscaping.escape(trimmed))</code></pre>"
        }
        var out = ""
        for node in nodes { write(node, into: &out) }
        return out
    }

    private func write(_ node: HTMLNode, into out: inout String) {
        switch node {
        case .text(let text, _):
            out += HTMLEscaping.escape(text)
        case .comment:
            break
        case .element(let element):
            let name = element.name
            if Self.dropped.contains(name) { return }
            guard Self.allowed.contains(name) else {
                // html, body and unknown elements: their children only.
                for child in element.children { write(child, into: &out) }
                return
            }
            var attributes = element.attributes
            if name == "img", let source = element["src"] {
                guard let url = imageURL(source) else {
                    let alt = element["alt"] ?? ""
                    out += media.missing.contains(source) ? InlineHTMLRenderer.missingImage(alt: alt, reference: source) : HTMLEscaping.escape(alt)
                    return
                }
                attributes["src"] = url
            }
            out += "<" + name
            for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) {
                guard Self.attributes[name]?.contains(attribute) == true else { continue }
                if attribute == "href" || attribute == "src", !HTMLEscaping.isSafeURL(value) { continue }
                out += " \(attribute)=\"\(HTMLEscaping.escape(value))\""
            }
            out += ">"
            if Self.voidElements.contains(name) { return }
            for child in element.children { write(child, into: &out) }
            out += "</\(name)>"
        }
    }

    /// The URL an `<img src>` loads: its copy in the output (an MDX `{require('./a.png')}`
    /// included), else the reference when it is a safe URL the site does not lack.
    private func imageURL(_ source: String) -> String? {
        if let copied = media.found[source] { return copied }
        guard HTMLEscaping.isSafeURL(source), !source.hasPrefix("{") else { return nil }
        return media.source(for: source)
    }
}
