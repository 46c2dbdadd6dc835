/// Where a comment or string literal sits inside a code snippet, so renderers can show
/// "code untouched, comments translated".
public struct CodeSpan: Sendable, Equatable, Hashable, Codable {
    /// What the span is.
    public enum Kind: String, Sendable, Equatable, Hashable, Codable {
        case comment, string
    }

    /// Comment or string literal.
    public var kind: Kind
    /// The 1-based line inside the snippet.
    public var line: Int
    /// The first byte of the span in that line (0-based UTF-8 offset).
    public var start: Int
    /// One past the last byte of the span in that line (UTF-8 offset).
    public var end: Int
    /// The language of the span's words (`none` for strings without prose).
    public var language: Language

    /// Creates a span.
    public init(kind: Kind, line: Int, start: Int, end: Int, language: Language) {
        self.kind = kind
        self.line = line
        self.start = start
        self.end = end
        self.language = language
    }
}
