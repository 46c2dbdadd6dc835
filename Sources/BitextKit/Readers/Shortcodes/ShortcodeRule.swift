import Foundation

/// What a shortcode prints, described rather than built in: a `bitext.yml` entry under
/// `shortcodes`, or one of the built-in catalogue's. A site whose shortcode Bitext does not know
/// describes it here instead of waiting for a new Bitext:
///
/// ```yaml
/// shortcodes:
///   alert: note                       # read as a built-in shortcode, or a callout kind
///   aside: content                    # its content only, the tags vanish
///   internal-note: hidden             # prints nothing, content included
///   release: {text: "Kubernetes {0}"} # a template: {0} {name} {param.x} {inner}
///   gate: {page: "docs/gates/", title: "{name}", field: content, text: "`{name}`: {value}"}
///   eol: {data: "releases/eol.yaml", field: "branches.0.release"}
/// ```
public struct ShortcodeRule: Sendable, Equatable {
    /// Where a rule's `{value}` comes from.
    public enum Source: Sendable, Equatable {
        case none
        /// A file of the site's `data` folder, its path a template.
        case data(String)
        /// A page of the site's content folder, in the page's language, else the default
        /// language's, its path a template.
        case page(String)
    }

    /// Read as this built-in shortcode or callout kind (`alert: note`) rather than by the rest.
    var like: String?
    var source: Source = .none
    /// With a source: the field printed, a dotted path (`schedules.0.release`); for a page,
    /// `content` is its text without front matter, anything else a front matter field.
    var field: String?
    /// With a page source naming a folder (ending in `/`): the title of the page of that folder
    /// to read, a template (Hugo's shortcodes find pages by title, not file name).
    var title: String?
    /// What the shortcode prints, Markdown: `{0}`, `{1}` its positional parameters, `{name}` a
    /// named one, `{param.x}` the page's or site's param `x`, `{value}` the source's field, and
    /// `{inner}` where its content goes (a shortcode that wraps content up to a closing tag).
    var text = "{value}"
    /// Prints nothing at all, its content included (`comment`).
    var hidden = false

    /// A shortcode that shows its content and nothing of itself.
    static let contentOnly = ShortcodeRule(text: "{inner}")
    static let nothing = ShortcodeRule(text: "", hidden: true)

    /// Whether it wraps content up to a closing tag.
    var takesInner: Bool { hidden || text.contains("{inner}") }

    /// What is printed before and after the content of a shortcode that wraps content.
    var aroundInner: (before: String, after: String) {
        guard let range = text.range(of: "{inner}") else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}

extension ShortcodeRule {
    /// The rule a `bitext.yml` entry describes, or why it describes none. `like` is the entry's
    /// value when it is a bare word; `fields` when it is a mapping.
    static func described(like word: String?, fields: [String: String]) -> Result<ShortcodeRule, ShortcodeRuleError> {
        if let word {
            switch word {
            case "content": return .success(.contentOnly)
            case "hidden": return .success(.nothing)
            default: return ShortcodeCatalog.like(word) == nil ? .failure(.unknownWord(word)) : .success(ShortcodeRule(like: word))
            }
        }
        let known: Set<String> = ["text", "data", "page", "field", "title"]
        if let other = fields.keys.sorted().first(where: { !known.contains($0) }) { return .failure(.unknownField(other)) }
        var rule = ShortcodeRule()
        switch (fields["data"], fields["page"]) {
        case (let data?, nil): rule.source = .data(data)
        case (nil, let page?): rule.source = .page(page)
        case (nil, nil): break
        default: return .failure(.twoSources)
        }
        rule.field = fields["field"]
        rule.title = fields["title"]
        if case .page(let path) = rule.source, path.hasSuffix("/") != (rule.title != nil) { return .failure(.titleAndFolder) }
        if rule.source != .none, rule.field == nil { return .failure(.noField) }
        if let text = fields["text"] { rule.text = text } else if rule.source == .none { return .failure(.nothingPrinted) }
        return .success(rule)
    }
}

/// Why a `bitext.yml` shortcode entry describes no rule.
enum ShortcodeRuleError: Error {
    case unknownWord(String), unknownField(String), twoSources, noField, nothingPrinted, titleAndFolder

    var message: String {
        switch self {
        case .unknownWord(let word):
            "'\(word)' is neither a built-in shortcode (note, code_sample, glossary_tooltip, …), a callout kind (tip, info, danger, …), 'content' nor 'hidden'"
        case .unknownField(let field): "a shortcode rule takes text, data, page and field, not '\(field)'"
        case .twoSources: "a shortcode rule reads either a data file or a page, not both"
        case .noField: "a shortcode rule that reads a data file or a page names the 'field' it prints ('content' for a page's text)"
        case .nothingPrinted: "a shortcode rule needs 'text', 'data' or 'page'"
        case .titleAndFolder: "a shortcode rule's 'page' names a folder (ending in /) exactly when it gives the 'title' of the page to find there"
        }
    }
}
