/// Inline content of a paragraph, heading, list item or table cell.
public indirect enum Inline: Sendable, Equatable, Hashable {
    /// Plain text.
    case text(String)
    /// An inline code span.
    case code(String)
    /// Emphasis (`*x*`).
    case emphasis([Inline])
    /// Strong emphasis (`**x**`).
    case strong([Inline])
    /// Strikethrough (`~~x~~`).
    case strikethrough([Inline])
    /// A link with its text and destination.
    case link(destination: String, title: String?, content: [Inline])
    /// An inline image.
    case image(source: String, title: String?, alt: String)
    /// A hard line break (also `<br>` inside table cells).
    case lineBreak
    /// A soft line break: a newline inside a paragraph.
    case softBreak
    /// Raw inline HTML, kept verbatim (renderers sanitize it).
    case html(String)
}

extension Inline {
    /// The text a reader sees, without markup; breaks become `\n` (hard) or a space (soft).
    public var plainText: String {
        switch self {
        case .text(let s), .code(let s): s
        case .emphasis(let c), .strong(let c), .strikethrough(let c): c.plainText
        case .link(_, _, let c): c.plainText
        case .image(_, _, let alt): alt
        case .lineBreak: "\n"
        case .softBreak: " "
        case .html: ""
        }
    }
}

extension Array where Element == Inline {
    /// The concatenated plain text of the inlines.
    public var plainText: String {
        var out = ""
        for inline in self { out += inline.plainText }
        return out
    }

    /// Every inline code span, in order, including those nested in emphasis and links.
    public var codeSpans: [String] {
        var spans: [String] = []
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .code(let s): spans.append(s)
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c): walk(c)
                default: break
                }
            }
        }
        walk(self)
        return spans
    }
}

extension Inline: Codable {
    private enum Keys: String, CodingKey { case type, text, children, destination, title, source, alt }

    /// Decodes an inline from `{"type": …}` objects.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "text": self = .text(try c.decode(String.self, forKey: .text))
        case "code": self = .code(try c.decode(String.self, forKey: .text))
        case "emphasis": self = .emphasis(try c.decode([Inline].self, forKey: .children))
        case "strong": self = .strong(try c.decode([Inline].self, forKey: .children))
        case "strikethrough": self = .strikethrough(try c.decode([Inline].self, forKey: .children))
        case "link":
            self = .link(
                destination: try c.decode(String.self, forKey: .destination),
                title: try c.decodeIfPresent(String.self, forKey: .title),
                content: try c.decode([Inline].self, forKey: .children))
        case "image":
            self = .image(
                source: try c.decode(String.self, forKey: .source),
                title: try c.decodeIfPresent(String.self, forKey: .title),
                alt: try c.decode(String.self, forKey: .alt))
        case "lineBreak": self = .lineBreak
        case "softBreak": self = .softBreak
        case "html": self = .html(try c.decode(String.self, forKey: .text))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c, debugDescription: "unknown inline type \(type)")
        }
    }

    /// Encodes an inline as a flat object tagged with `type`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .text(let s): try c.encode("text", forKey: .type); try c.encode(s, forKey: .text)
        case .code(let s): try c.encode("code", forKey: .type); try c.encode(s, forKey: .text)
        case .emphasis(let x): try c.encode("emphasis", forKey: .type); try c.encode(x, forKey: .children)
        case .strong(let x): try c.encode("strong", forKey: .type); try c.encode(x, forKey: .children)
        case .strikethrough(let x):
            try c.encode("strikethrough", forKey: .type); try c.encode(x, forKey: .children)
        case .link(let destination, let title, let content):
            try c.encode("link", forKey: .type)
            try c.encode(destination, forKey: .destination)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encode(content, forKey: .children)
        case .image(let source, let title, let alt):
            try c.encode("image", forKey: .type)
            try c.encode(source, forKey: .source)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encode(alt, forKey: .alt)
        case .lineBreak: try c.encode("lineBreak", forKey: .type)
        case .softBreak: try c.encode("softBreak", forKey: .type)
        case .html(let s): try c.encode("html", forKey: .type); try c.encode(s, forKey: .text)
        }
    }
}
