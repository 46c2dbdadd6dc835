/// A source file read into blocks: the value every later stage consumes.
public struct Document: Sendable, Equatable, Hashable, Codable {
    /// The path the document was read from, as given.
    public var path: String
    /// The syntax the file was read as.
    public var format: DocumentFormat
    /// YAML front matter, when the file starts with it.
    public var frontMatter: FrontMatter?
    /// The blocks, in source order.
    public var blocks: [Block]
    /// The file's text by lines, when the reader kept it; not part of the JSON model.
    public var source: SourceText?

    private enum CodingKeys: String, CodingKey { case path, format, frontMatter, blocks }

    /// Creates a document.
    public init(
        path: String, format: DocumentFormat, frontMatter: FrontMatter? = nil, blocks: [Block],
        source: SourceText? = nil
    ) {
        self.path = path
        self.format = format
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.source = source
    }

    /// The front matter title, else the text of the first level-1 heading, else the first heading.
    public var title: String? {
        if let t = frontMatter?.title { return t }
        if let h1 = blocks.first(where: { $0.headingLevel == 1 }) { return h1.plainText }
        return blocks.first(where: { $0.headingLevel != nil })?.plainText
    }
}
