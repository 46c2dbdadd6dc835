import BitextModel

/// The site index's table of contents: folders nested as the documents' paths are, each a
/// collapsible `<details>` with its totals (subfolders included), pages ordered as the source
/// orders them (front-matter `weight`, then title), a folder's own page (`_index`, `index`)
/// first, and folders by the weight of their own page, then name. Written as a flat list of
/// entries (open a folder, a document, close a folder) because templates do not recurse.
struct IndexTree {
    private final class Folder {
        let path: String
        /// The folder's documents, as positions in `summaries`.
        var documents: [Int] = []
        var folders: [String: Folder] = [:]
        /// Totals over everything below the folder.
        var coverage = CoverageSummary()
        var count = 0
        init(path: String) { self.path = path }
    }

    /// One line of the index: a folder's heading (its context), a document (its position in
    /// `summaries`), or the end of a folder.
    private enum Entry: Sendable {
        case open(TemplateValue)
        case document(Int)
        case close
    }

    private let summaries: [DocumentSummary]
    private let root = Folder(path: "")

    init(_ summaries: [DocumentSummary]) {
        self.summaries = summaries
        for (index, summary) in summaries.enumerated() { add(index, summary) }
    }

    /// Files a document in its folder, counting it in every folder on the way.
    private func add(_ index: Int, _ summary: DocumentSummary) {
        var node = root
        var walked = ""
        for part in summary.folder.split(separator: "/") {
            walked = walked.isEmpty ? String(part) : walked + "/" + part
            if node.folders[String(part)] == nil { node.folders[String(part)] = Folder(path: walked) }
            node = node.folders[String(part)]!
            node.coverage = node.coverage + summary.coverage
            node.count += 1
        }
        node.documents.append(index)
    }

    /// How many lines (pages and folder headings) the index shows open at first: folders open
    /// from the top, level by level, while their contents fit, so a small site shows everything
    /// and a large one its sections.
    static let openLines = 80

    /// The entries, depth first, each made as the page renders; `document` renders one page's entry.
    func entries(_ document: @escaping @Sendable (DocumentSummary) -> TemplateValue) -> TemplateItems {
        var walked: [Entry] = []
        append(root, open: openFolders(), into: &walked)
        let (list, summaries) = (walked, self.summaries)
        return TemplateItems(count: list.count) { position in
            switch list[position] {
            case .open(let heading): ["open": heading]
            case .document(let index): ["document": document(summaries[index])]
            case .close: ["close": .flag(true)]
            }
        }
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

    private func append(_ folder: Folder, open: Set<String>, into list: inout [Entry]) {
        let isRoot = folder === root
        if !isRoot { list.append(.open(heading(folder, expanded: open.contains(folder.path)))) }
        for index in folder.documents.sorted(by: { Self.order(summaries[$0], summaries[$1]) }) { list.append(.document(index)) }
        let children = folder.folders.values.sorted { a, b in
            let (x, y) = (ownWeight(a), ownWeight(b))
            return x != y ? x < y : a.path < b.path
        }
        for child in children { append(child, open: open, into: &list) }
        if !isRoot { list.append(.close) }
    }

    private func heading(_ folder: Folder, expanded: Bool) -> TemplateValue {
        let percent = folder.coverage.words.percent
        return [
            "name": .text(folder.path.split(separator: "/").last.map(String.init) ?? folder.path), "path": .text(folder.path),
            "percent": .text(SiteRenderer.format(percent)), "level": .text(SiteRenderer.level(percent)),
            "count": .number(folder.count), "expanded": .flag(expanded),
        ]
    }

    /// The weight of the folder's own page (`_index` or `index` directly in it), if it has one.
    private func ownWeight(_ folder: Folder) -> Int {
        folder.documents.first { Self.isOwnPage(summaries[$0]) }.flatMap { summaries[$0].weight } ?? Int.max
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
