import BitextModel

/// Reads text scraped from web pages. Until the scraped-text heuristics land this splits
/// paragraphs on blank lines.
public struct PlainTextReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `source` as paragraphs.
    public func read(_ source: SourceFile) -> ReadResult {
        ParagraphTextReader().read(source)
    }
}
