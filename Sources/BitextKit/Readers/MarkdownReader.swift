import BitextModel

/// Reads CommonMark + GFM with YAML front matter into a `Document`.
public struct MarkdownReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `source`; front matter problems become diagnostics and the body is still read.
    public func read(_ source: SourceFile) -> ReadResult {
        let split = FrontMatterParser.split(source.text, path: source.path)
        let blocks = CommonMarkConverter.convert(split.body)
        let document = Document(
            path: source.path, format: .markdown, frontMatter: split.frontMatter, blocks: blocks)
        return ReadResult(document: document, diagnostics: split.diagnostics)
    }
}
