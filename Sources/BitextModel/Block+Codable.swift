extension Block: Codable {
    private enum Keys: String, CodingKey {
        case kind, lines, range, lang, commentLang, level, anchor, text, inlines
        case ordered, start, items, blocks, info, language, table, alt, src, title, callout
    }

    /// Decodes a block from the flat object `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let name = try c.decode(String.self, forKey: .kind)
        let kind: Kind
        switch name {
        case "heading":
            kind = .heading(
                level: try c.decode(Int.self, forKey: .level),
                anchor: try c.decodeIfPresent(String.self, forKey: .anchor),
                content: try c.decode([Inline].self, forKey: .inlines))
        case "paragraph": kind = .paragraph(try c.decode([Inline].self, forKey: .inlines))
        case "list":
            kind = .list(
                ordered: try c.decode(Bool.self, forKey: .ordered),
                start: try c.decode(Int.self, forKey: .start),
                items: try c.decode([ListItem].self, forKey: .items))
        case "quote": kind = .quote(try c.decode([Block].self, forKey: .blocks))
        case "callout":
            kind = .callout(
                kind: try c.decode(String.self, forKey: .callout),
                title: try c.decodeIfPresent(String.self, forKey: .title),
                blocks: try c.decode([Block].self, forKey: .blocks))
        case "code":
            kind = .code(
                info: try c.decode(String.self, forKey: .info),
                language: try c.decodeIfPresent(String.self, forKey: .language),
                text: try c.decode(String.self, forKey: .text))
        case "table": kind = .table(try c.decode(Table.self, forKey: .table))
        case "image":
            kind = .image(
                alt: try c.decode(String.self, forKey: .alt),
                source: try c.decode(String.self, forKey: .src),
                title: try c.decodeIfPresent(String.self, forKey: .title))
        case "html": kind = .html(try c.decode(String.self, forKey: .text))
        case "comment": kind = .comment(try c.decode(String.self, forKey: .text))
        case "thematicBreak": kind = .thematicBreak
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown block kind \(name)")
        }
        self.init(
            kind, range: try c.decode(SourceRange.self, forKey: .range),
            language: try c.decode(Language.self, forKey: .lang),
            commentLanguage: try c.decodeIfPresent(Language.self, forKey: .commentLang) ?? .none)
    }

    /// Encodes the block as one flat object: `kind`, `lines`, `lang`, then the kind's own fields.
    /// Headings, paragraphs and code carry `text` so consumers need not walk inlines.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(kind.name, forKey: .kind)
        try c.encode([range.startLine, range.endLine], forKey: .lines)
        try c.encode(range, forKey: .range)
        try c.encode(language, forKey: .lang)
        switch kind {
        case .heading(let level, let anchor, let content):
            try c.encode(level, forKey: .level)
            try c.encodeIfPresent(anchor, forKey: .anchor)
            try c.encode(content.plainText, forKey: .text)
            try c.encode(content, forKey: .inlines)
        case .paragraph(let content):
            try c.encode(content.plainText, forKey: .text)
            try c.encode(content, forKey: .inlines)
        case .list(let ordered, let start, let items):
            try c.encode(ordered, forKey: .ordered)
            try c.encode(start, forKey: .start)
            try c.encode(items, forKey: .items)
        case .quote(let blocks): try c.encode(blocks, forKey: .blocks)
        case .callout(let kind, let title, let blocks):
            try c.encode(kind, forKey: .callout)
            try c.encodeIfPresent(title, forKey: .title)
            try c.encode(blocks, forKey: .blocks)
        case .code(let info, let language, let text):
            try c.encode(info, forKey: .info)
            try c.encodeIfPresent(language, forKey: .language)
            try c.encode(text, forKey: .text)
            try c.encode(commentLanguage, forKey: .commentLang)
        case .table(let table): try c.encode(table, forKey: .table)
        case .image(let alt, let source, let title):
            try c.encode(alt, forKey: .alt)
            try c.encode(source, forKey: .src)
            try c.encodeIfPresent(title, forKey: .title)
        case .html(let s), .comment(let s): try c.encode(s, forKey: .text)
        case .thematicBreak: break
        }
    }
}
