/// The natural language of a block or a run of text.
public enum Language: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// English (or Latin-script prose).
    case en
    /// Chinese (Han script prose, possibly with embedded Latin terms).
    case zh
    /// Substantial prose in both languages.
    case mixed
    /// No natural-language letters: code, numbers, punctuation, identifiers only.
    case none
}
