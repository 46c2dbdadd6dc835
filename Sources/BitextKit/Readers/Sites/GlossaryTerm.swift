import BitextModel
import Foundation

/// A page of a Kubernetes-style glossary (`docs/reference/glossary/<id>.md`): what
/// `glossary_tooltip` and `glossary_definition` print.
struct GlossaryTerm: Sendable, Equatable {
    var title: String?
    /// The one-line description shown as the tooltip, as plain text.
    var shortDescription: String?
    /// Where the term links to (`full_link`).
    var fullLink: String?
    /// The page's Markdown body, without front matter and HTML comments.
    var body: String

    static func load(path: String, site: HugoSite) -> GlossaryTerm? {
        guard let text = site.read(path) else { return nil }
        let split = FrontMatterParser.split(text, path: path)
        let value = split.frontMatter?.value
        let short = value?["short_description"]?.stringValue.map { ShortcodeText.plain($0) }
        return GlossaryTerm(
            title: value?["title"]?.stringValue, shortDescription: short?.isEmpty == true ? nil : short,
            fullLink: value?["full_link"]?.stringValue, body: ShortcodeText.withoutComments(split.body))
    }

    /// The body's first paragraph (what `length="short"` prints), else the whole body.
    func definition(long: Bool) -> String {
        let paragraphs = body.components(separatedBy: "\n\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        if long { return paragraphs.joined(separator: "\n\n") }
        return paragraphs.first ?? ""
    }
}
