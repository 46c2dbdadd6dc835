import BitextModel

/// Decides how to read a file: by extension, and for `.txt` by sniffing its text.
public enum FormatDetector {
    /// The format for an extension, or `nil` when the extension is not one Bitext reads.
    public static func format(forExtension ext: String) -> DocumentFormat? {
        switch ext.lowercased() {
        case "md", "mdx", "markdown", "mdown", "mkd": .markdown
        case "html", "htm", "xhtml": .html
        case "txt", "text": .plainText
        default: nil
        }
    }

    /// The format of a file: its extension's, except that a `.txt` file holding Markdown
    /// (front matter, fences or ATX headings) is read as Markdown.
    public static func detect(path: String, text: String) -> DocumentFormat? {
        let ext = path.split(separator: "/").last.flatMap { name in
            name.contains(".") ? name.split(separator: ".").last.map(String.init) : nil
        } ?? ""
        guard let byExtension = format(forExtension: ext) else { return nil }
        if byExtension == .plainText && looksLikeMarkdown(text) { return .markdown }
        return byExtension
    }

    /// Front matter at the top, or at least two fence lines or ATX headings in the first 400 lines.
    public static func looksLikeMarkdown(_ text: String) -> Bool {
        if text.hasPrefix("---\n") || text.hasPrefix("---\r\n") { return true }
        var fences = 0
        var headings = 0
        var seen = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            seen += 1
            if seen > 400 { break }
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { fences += 1 }
            if trimmed.hasPrefix("#") {
                let hashes = trimmed.prefix(while: { $0 == "#" }).count
                let after = trimmed.dropFirst(hashes)
                if hashes <= 6, after.first == " " { headings += 1 }
            }
        }
        return fences >= 2 || headings >= 2
    }
}
