import Foundation

/// Makes raw HTML from an input safe to embed. Until a structural sanitizer is in place, raw HTML
/// is shown as escaped source: inert by construction.
public struct HTMLSanitizer: Sendable {
    /// Creates a sanitizer.
    public init() {}

    /// Safe HTML for `raw`.
    public func sanitize(_ raw: String) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return "" }
        return "<pre class=\"bt-raw-html\"><code>\(HTMLEscaping.escape(trimmed))</code></pre>"
    }
}
