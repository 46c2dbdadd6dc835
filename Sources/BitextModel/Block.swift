/// One block of a document, with the lines it came from and its language.
public struct Block: Sendable, Equatable, Hashable {
    /// What a block is, with its content.
    public indirect enum Kind: Sendable, Equatable, Hashable {
        /// A heading of `level` 1–6; `anchor` is an explicit id such as `{#upgrading}`.
        case heading(level: Int, anchor: String?, content: [Inline])
        /// A paragraph.
        case paragraph([Inline])
        /// A list; `start` is the first number of an ordered list.
        case list(ordered: Bool, start: Int, items: [ListItem])
        /// A block quote.
        case quote([Block])
        /// A labelled box around blocks: a note, warning or tip (Hugo's `{{< note >}}`, GitHub's
        /// `> [!NOTE]`, Docusaurus' `:::tip`), a tab set or one tab. `title` is its label as the
        /// source gives it (the site's "Note:", a tab's name), else `nil`.
        case callout(kind: String, title: String?, blocks: [Block])
        /// A code block: its info string, code language (given or detected) and text.
        case code(info: String, language: String?, text: String)
        /// A table.
        case table(Table)
        /// A standalone image.
        case image(alt: String, source: String, title: String?)
        /// Raw HTML, kept verbatim (renderers sanitize it).
        case html(String)
        /// An HTML comment; `text` is what is between `<!--` and `-->`.
        case comment(String)
        /// A thematic break (`---`).
        case thematicBreak
    }

    /// The block's kind and content.
    public var kind: Kind
    /// The source lines of the block (1-based, inclusive).
    public var range: SourceRange
    /// The block's natural language; for code, `none`.
    public var language: Language
    /// For code blocks, the language its comments are written in; `none` otherwise.
    public var commentLanguage: Language

    /// Creates a block; the language tagger fills `language` later.
    public init(
        _ kind: Kind, range: SourceRange, language: Language = .none, commentLanguage: Language = .none
    ) {
        self.kind = kind
        self.range = range
        self.language = language
        self.commentLanguage = commentLanguage
    }
}

extension Block.Kind {
    /// The kind's name as used in JSON and tree dumps (`heading`, `paragraph`, …).
    public var name: String {
        switch self {
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .list: "list"
        case .quote: "quote"
        case .callout: "callout"
        case .code: "code"
        case .table: "table"
        case .image: "image"
        case .html: "html"
        case .comment: "comment"
        case .thematicBreak: "thematicBreak"
        }
    }
}

extension Block {
    /// The block's text without markup: cells joined by tabs, list items and nested blocks by newlines.
    public var plainText: String {
        switch kind {
        case .heading(_, _, let c), .paragraph(let c): c.plainText
        case .list(_, _, let items): items.map { $0.blocks.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .quote(let blocks), .callout(_, _, let blocks): blocks.map(\.plainText).joined(separator: "\n")
        case .code(_, _, let text): text
        case .table(let t):
            ([t.header] + t.rows).map { $0.map(\.plainText).joined(separator: "\t") }.joined(separator: "\n")
        case .image(let alt, _, _): alt
        case .html(let s), .comment(let s): s
        case .thematicBreak: ""
        }
    }

    /// The inline content of headings and paragraphs; empty for other kinds.
    public var inlines: [Inline] {
        switch kind {
        case .heading(_, _, let c), .paragraph(let c): c
        default: []
        }
    }

    /// The heading level, or `nil` when the block is not a heading.
    public var headingLevel: Int? {
        if case .heading(let level, _, _) = kind { return level }
        return nil
    }
}
