import BitextModel

/// Reads an HTML page into a `Document` (placeholder until the libxml2 converter lands).
public struct HTMLReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads `source`.
    public func read(_ source: SourceFile) -> ReadResult {
        var result = ParagraphTextReader().read(source)
        result.document.format = .html
        return result
    }
}
