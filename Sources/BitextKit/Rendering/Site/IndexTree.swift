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
        var own: DocumentSummary? {
            documents.first { ["_index", "index"].contains($0.name.split(separator: "/").last.map(String.init) ?? "") }
        }

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

    /// The entries, depth first; `document` renders one page's entry.
    func entries(_ document: (DocumentSummary) -> TemplateValue) -> [TemplateValue] {
        var out: [TemplateValue] = []
        append(root, depth: 0, into: &out, document)
        return out
    }

    private func append(_ folder: Folder, depth: Int, into out: inout [TemplateValue], _ document: (DocumentSummary) -> TemplateValue) {
        let isRoot = folder === root
        if !isRoot {
            let coverage = folder.all.map(\.coverage).reduce(CoverageSummary(), +)
            let percent = coverage.words.percent
            out.append([
                "open": [
                    "name": .text(folder.path.split(separator: "/").last.map(String.init) ?? folder.path), "path": .text(folder.path),
                    "percent": .text(SiteRenderer.format(percent)), "level": .text(SiteRenderer.level(percent)),
                    "count": .number(folder.all.count), "expanded": .flag(depth <= 2),
                ],
            ])
        }
        for summary in folder.documents.sorted(by: Self.order) { out.append(["document": document(summary)]) }
        let children = folder.folders.values.sorted { a, b in
            let (x, y) = (a.own?.weight ?? Int.max, b.own?.weight ?? Int.max)
            return x != y ? x < y : a.path < b.path
        }
        for child in children { append(child, depth: depth + 1, into: &out, document) }
        if !isRoot { out.append(["close": .flag(true)]) }
    }

    /// A folder's own page first, then by weight (pages without one last), title, name.
    static func order(_ a: DocumentSummary, _ b: DocumentSummary) -> Bool {
        func own(_ s: DocumentSummary) -> Bool { ["_index", "index"].contains(s.name.split(separator: "/").last.map(String.init) ?? "") }
        if own(a) != own(b) { return own(a) }
        let (x, y) = (a.weight ?? Int.max, b.weight ?? Int.max)
        if x != y { return x < y }
        let (s, t) = (a.titleEn ?? a.titleZh ?? a.name, b.titleEn ?? b.titleZh ?? b.name)
        return s != t ? s < t : a.name < b.name
    }
}
