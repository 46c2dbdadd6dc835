/// The syntax a source file is written in.
public enum DocumentFormat: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// CommonMark with GitHub extensions.
    case markdown
    /// An HTML page.
    case html
    /// Text scraped from a web page.
    case plainText = "text"
}
