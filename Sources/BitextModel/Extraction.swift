/// The structured records extracted from a document or document pair.
public struct Extraction: Sendable, Equatable, Hashable, Codable {
    /// Distinct code snippets, in order of first occurrence.
    public var code: [CodeRecord]
    /// Tables, in document order (English order when paired).
    public var tables: [TableRecord]

    /// Creates an extraction.
    public init(code: [CodeRecord], tables: [TableRecord]) {
        self.code = code
        self.tables = tables
    }
}
