import Foundation

/// The ids a site generator gives a document's headings, and whether it takes an explicit one.
///
/// A translated heading gets another automatic id (`## Grafana 仪表板` is no longer
/// `#grafana-dashboards`), which breaks the page's own links and every link into it. Hugo,
/// Docusaurus, VitePress and kramdown (Jekyll) read an explicit `{#id}` after a heading, as
/// Kubernetes' translators write by hand; `bitext apply` writes the English heading's id there.
enum HeadingSlugs {
    /// The GitHub-style id of each heading text, in document order: lower-cased, letters,
    /// numbers, `-` and `_` kept, spaces as `-`, anything else dropped; a repeated id gets `-1`,
    /// `-2`… as Hugo's `github` ids and Docusaurus' `github-slugger` number them.
    static func ids(_ texts: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return texts.map { text in
            let base = slug(text)
            guard let count = seen[base] else {
                seen[base] = 1
                return base
            }
            seen[base] = count + 1
            let numbered = "\(base)-\(count)"
            seen[numbered] = 1
            return numbered
        }
    }

    static func slug(_ text: String) -> String {
        var out = ""
        for ch in text.trimmingCharacters(in: .whitespaces).lowercased() {
            if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" {
                out.append(ch)
            } else if ch == " " {
                out.append("-")
            }
        }
        return out
    }

    /// Files that mark the root of a site whose generator reads `{#id}` after a heading: the
    /// other generators `SiteLocator` knows (Docusaurus, VitePress), and Jekyll's.
    static let markers = SiteLocator.otherSiteNames + ["_config.yml"]

    /// Whether the document at `path` is in a site whose generator takes explicit heading ids:
    /// a Hugo site, or a folder above holding one of `markers`.
    static func supported(for path: String) -> Bool {
        SiteLocator.site(containing: path).site != nil || markedFolderAbove((URL(fileURLWithPath: path).standardizedFileURL.path as NSString).deletingLastPathComponent)
    }

    /// Whether `folder` or one above it holds one of `markers`.
    private static func markedFolderAbove(_ folder: String) -> Bool {
        var folder = folder
        for _ in 0..<64 {
            if markers.contains(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) { return true }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return false
    }
}
