/// The YAML front matter of a document: its raw text, where it was, and the parsed tree.
public struct FrontMatter: Sendable, Equatable, Hashable, Codable {
    /// The text between the `---` delimiters, as written.
    public var raw: String
    /// The parsed value; `nil` when the YAML did not parse (a diagnostic says why).
    public var value: YAMLValue?
    /// The lines the front matter occupies, delimiters included.
    public var range: SourceRange

    /// Creates front matter.
    public init(raw: String, value: YAMLValue?, range: SourceRange) {
        self.raw = raw
        self.value = value
        self.range = range
    }

    /// The `title` entry, when there is one.
    public var title: String? { value?["title"]?.stringValue }
}
