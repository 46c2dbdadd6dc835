/// What a shortcode stands for. The catalog maps names to these, so supporting another site's
/// shortcode that behaves like one of them is one entry.
enum ShortcodeRole: Sendable, Equatable {
    /// A labelled box around its content (`note`, `caution`, `warning`); the label is the site's `T kind`.
    case callout(String)
    /// A set of tabs (`tabs`), each a `tab` box named by its `name`.
    case tabs, tab
    /// A diagram whose content is kept as a `mermaid` code block.
    case mermaid
    /// Its content, with the tags themselves vanishing (`table`).
    case wrapper
    /// `glossary_tooltip`: the term's text, linked to the term with its short description as title.
    case glossaryTooltip
    /// `glossary_definition`: the term's first paragraph, or its whole page.
    case glossaryDefinition
    /// `code_sample`, `codenew`, `code`: a file of the site's examples folder as a code block.
    case codeSample
    /// `include`: a Markdown file of the site's includes folder.
    case include
    /// `heading "x"`: the site's `x_heading` string.
    case heading
    /// `param "x"`: a page or site param.
    case param
    /// `latest-version`: the site's `latest` param.
    case latestVersion
    /// `skew x`: a version derived from the site's `latest` param (Kubernetes).
    case skew
    /// `ref`/`relref`: a link to another page of the site.
    case ref
    /// `link text url`: a link.
    case link
    /// `api-reference page anchor text`: a link into the Kubernetes API reference.
    case apiReference
    /// `figure src alt caption title`: an image.
    case figure
    /// `feature-state state for_k8s_version`: the feature's state line.
    case featureState
    /// `thirdparty-content`: the site's note on third-party content.
    case thirdpartyContent
    /// `version-check`: the Kubernetes sentence on the server version a task needs.
    case versionCheck
    /// `highlight lang`: its content as a code block in that language.
    case highlight
    /// `youtube`, `vimeo`, `gist`, `x`, `instagram`: Hugo's embeds, shown as a link to what they embed.
    case embed
    /// A shortcode described by a rule (`bitext.yml`, or the built-in catalogue's own).
    case rule(ShortcodeRule)

    /// Whether the shortcode wraps content up to a closing tag.
    var takesInner: Bool {
        switch self {
        case .callout, .tabs, .tab, .mermaid, .wrapper, .highlight: true
        case .rule(let rule): rule.takesInner
        default: false
        }
    }

    /// Whether it prints a value, which is substituted in code too (Hugo expands shortcodes there).
    var isValue: Bool {
        switch self {
        case .param, .latestVersion, .skew: true
        default: false
        }
    }
}

/// The shortcodes Bitext knows: Hugo's own, the Kubernetes site's and Docsy's, and those a site
/// names in the `shortcodes` of the `bitext.yml` beside its `hugo.toml`.
struct ShortcodeCatalog: Sendable {
    private var roles: [String: ShortcodeRole]

    static let builtIn = ShortcodeCatalog(roles: [
        "note": .callout("note"), "caution": .callout("caution"), "warning": .callout("warning"),
        "alert": .callout("note"), "pageinfo": .callout("note"), "details": .callout("details"),
        "tabs": .tabs, "tabpane": .tabs, "tab": .tab,
        "mermaid": .mermaid, "table": .wrapper, "highlight": .highlight,
        "glossary_tooltip": .glossaryTooltip, "glossary_definition": .glossaryDefinition,
        "code_sample": .codeSample, "codenew": .codeSample, "code": .codeSample,
        "include": .include, "heading": .heading, "param": .param, "latest-version": .latestVersion,
        "skew": .skew, "ref": .ref, "relref": .ref, "link": .link, "api-reference": .apiReference,
        "figure": .figure, "feature-state": .featureState, "thirdparty-content": .thirdpartyContent,
        "version-check": .versionCheck,
        "youtube": .embed, "vimeo": .embed, "gist": .embed, "x": .embed, "tweet": .embed, "instagram": .embed,
        // Hugo's own `comment` (and Docsy's) prints nothing; Docsy's page furniture (`blocks/*`,
        // `lead`, `card`, `imgproc`) wraps content, which is what a reader reads.
        "comment": .rule(.nothing),
        "blocks/cover": .rule(.contentOnly), "blocks/section": .rule(.contentOnly), "blocks/feature": .rule(.contentOnly),
        "blocks/lead": .rule(.contentOnly), "imgproc": .rule(.contentOnly), "card": .rule(.contentOnly), "lead": .rule(.contentOnly),
        "feature-gate-description": .rule(
            ShortcodeRule(source: .page("docs/reference/command-line-tools-reference/feature-gates/"), field: "content", title: "{name}", text: "`{name}`: {value}")),
        "example": .rule(.contentOnly),
    ])

    /// The built-in catalog with a site's own entries (`bitext.yml`'s `shortcodes`).
    static func site(_ own: [String: ShortcodeRule]) -> ShortcodeCatalog {
        var catalog = builtIn
        for (name, rule) in own { catalog.roles[name] = rule.like.flatMap(like) ?? .rule(rule) }
        return catalog
    }

    /// The rule a bare word of `bitext.yml` names: a built-in shortcode, or a callout kind.
    static func like(_ word: String) -> ShortcodeRole? {
        builtIn.roles[word] ?? (CalloutBlocks.kinds.contains(word) ? .callout(word) : nil)
    }

    /// The role of `name`, if known.
    func role(_ name: String) -> ShortcodeRole? { roles[name] }
}
