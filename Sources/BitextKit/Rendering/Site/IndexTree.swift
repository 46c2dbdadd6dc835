import BitextModel

/// The site index's table of contents: folders nested as the documents' paths are, each a
/// collapsible `<details>` with its totals (subfolders included), pages ordered as the source
/// orders them (front-matter `weight`, then title), a folder's own page (`_index`, `index`)
/// first, and folders by the weight of their own page, then name. Written as a flat list of
/// entries (open a folder, a document, close a folder) because templates do not recurse.
struct IndexTree {
    private final class Folder {
        let path: String
        var documents: [DocumentSummary] = []
        var folders: [String: Folder] = [:]
        init(path: String) { self.path = path }

        /// The folder's own page: `_index` or `index` directly in it.
        var own: DocumentSummary? { documents.first(where: IndexTree.isOwnPage) }

        var all: [DocumentSummary] { documents + folders.values.flatMap(\.all) }
    }

    private let root = Folder(path: "")

    init(_ summaries: [DocumentSummary]) {
        for summary in summaries { folder(summary.folder).documents.append(summary) }
    }

    private func folder(_ path: String) -> Folder {
        var node = root
        var walked = ""
        for part in path.split(separator: "/") {
            walked = walked.isEmpty ? String(part) : walked + "/" + part
            if node.folders[String(part)] == nil { node.folders[String(part)] = Folder(path: walked) }
            node = node.folders[String(part)]!
        }
        return node
    }

    /// How many lines (pages and folder headings) the index shows open at first: folders open
    /// from the top, level by level, while their contents fit, so a small site shows everything
    /// and a large one its sections.
    static let openLines = 80

    /// The entries, depth first; `document` renders one page's entry.
    func entries(_ document: (DocumentSummary) -> TemplateValue) -> [TemplateValue] {
        var out: [TemplateValue] = []
        let open = openFolders()
        append(root, open: open, into: &out, document)
        return out
    }

    /// The folders shown open, chosen breadth first within `openLines`.
    private func openFolders() -> Set<String> {
        var open: Set<String> = [""]
        var shown = root.documents.count + root.folders.count
        var level = Array(root.folders.values).sorted { $0.path < $1.path }
        while !level.isEmpty {
            var next: [Folder] = []
            for folder in level {
                let lines = folder.documents.count + folder.folders.count
                guard shown + lines <= Self.openLines else { continue }
                shown += lines
                open.insert(folder.path)
                next += folder.folders.values.sorted { $0.path < $1.path }
            }
            level = next
        }
        return open
    }

    private func append(_ folder: Folder, open: Set<String>, into out: inout [TemplateValue], _ document: (DocumentSummary) -> TemplateValue) {
        let isRoot = folder === root
        if !isRoot {
            let all = folder.all
            let coverage = all.map(\.coverage).reduce(CoverageSummary(), +)
            let percent = coverage.words.percent
            out.append([
                "open": [
                    "name": .text(folder.path.split(separator: "/").last.map(String.init) ?? folder.path), "path": .text(folder.path),
                    "percent": .text(SiteRenderer.format(percent)), "level": .text(SiteRenderer.level(percent)),
                    "count": .number(all.count), "expanded": .flag(open.contains(folder.path)),
                ],
            ])
        }
        for summary in folder.documents.sorted(by: Self.order) { out.append(["document": document(summary)]) }
        let children = folder.folders.values.sorted { a, b in
            let (x, y) = (a.own?.weight ?? Int.max, b.own?.weight ?? Int.max)
            return x != y ? x < y : a.path < b.path
        }
        for child in children { append(child, open: open, into: &out, document) }
        if !isRoot { out.append(["close": .flag(true)]) }
    }

    /// Whether the page is its folder's own (`_index`, `index`).
    static func isOwnPage(_ summary: DocumentSummary) -> Bool {
        let last = summary.name.split(separator: "/").last ?? ""
        return last == "_index" || last == "index"
    }

    /// A folder's own page first, then by weight (pages without one last), title, name.
    static func order(_ a: DocumentSummary, _ b: DocumentSummary) -> Bool {
        if isOwnPage(a) != isOwnPage(b) { return isOwnPage(a) }
        let (x, y) = (a.weight ?? Int.max, b.weight ?? Int.max)
        if x != y { return x < y }
        let (s, t) = (a.titleEn ?? a.titleZh ?? a.name, b.titleEn ?? b.titleZh ?? b.name)
        return s != t ? s < t : a.name < b.name
    }
}
