import BitextModel
import Foundation

/// MDX's `<img src={require('./a.png').default} alt="A" />`: not HTML to CommonMark (an
/// attribute value in braces), so it reads as a paragraph of its own text. A paragraph that is
/// only such a tag is the image it shows; its source keeps the expression, which
/// `MediaReferences` reads the file from.
enum JSXImage {
    private static let tag = try! NSRegularExpression(pattern: #"^<img\s((?:\s*[A-Za-z-]+=(?:"[^"]*"|'[^']*'|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}))*)\s*/?>$"#)
    private static let attribute = try! NSRegularExpression(pattern: #"([A-Za-z-]+)=(?:"([^"]*)"|'([^']*)'|(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}))"#)

    /// The image a paragraph of `inlines` is, if it is only a JSX `<img>` with a `src` in braces.
    static func block(_ inlines: [Inline]) -> Block.Kind? {
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let piece): text += piece
            case .softBreak: text += " "
            default: return nil
            }
        }
        text = text.trimmingWhitespace
        guard text.hasPrefix("<img"), text.count < 2_000 else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        guard tag.firstMatch(in: text, range: whole) != nil else { return nil }
        var values: [String: String] = [:]
        for match in attribute.matches(in: text, range: whole) {
            let name = String(text[Range(match.range(at: 1), in: text)!]).lowercased()
            let value = (2...4).lazy.compactMap { Range(match.range(at: $0), in: text) }.first.map { String(text[$0]) } ?? ""
            values[name] = value
        }
        guard let source = values["src"], source.hasPrefix("{") else { return nil }
        return .image(alt: values["alt"] ?? "", source: source, title: values["title"])
    }
}
