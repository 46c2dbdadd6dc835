import BitextModel

/// The site index's table of contents: folders nested as the documents' paths are, each a
/// collapsible `<details>` with its totals (subfolders included), pages ordered as the source
/// orders them (front-matter `weight`, then title), a folder's own page (`_index`, `index`)
/// first, and folders by the weight of their own page, then name. Written as a flat list of
/// entries (open a folder, a document, close a folder) because templates do not recurse. It
/// holds the folders only: a folder's documents are a run of the `folderTree` order, each read
/// as the page reaches it.
struct IndexTree {
    private final class Folder {
        let path: String
        /// The folder's own documents: where they start in the `folderTree` order, and how many.
        var start = 0
        var own = 0
        /// The weight of the folder's own page, if it has one.
        var ownWeight: Int?
        var folders: [String: Folder] = [:]
        /// Totals over everything below the folder.
        var coverage = CoverageSummary()
        var count = 0
        init(path: String) { self.path = path }
    }

    /// A run of the index: a folder's heading (its context), its documents, or its end.
    private enum Segment: Sendable {
        case open(TemplateValue)
        case documents(start: Int, count: Int)
        case close

        var length: Int {
            if case .documents(_, let count) = self { return count }
            return 1
        }
    }

    private let documents: any SiteDocuments
    private let root = Folder(path: "")

    init(_ documents: any SiteDocuments) {
        self.documents = documents
        for folder in documents.folders { add(folder) }
    }

    /// Files a folder's documents, counting them in every folder on the way.
    private func add(_ folder: SiteFolder) {
        var node = root
        var walked = ""
        for part in folder.path.split(separator: "/") {
            walked = walked.isEmpty ? String(part) : walked + "/" + part
            if node.folders[String(part)] == nil { node.folders[String(part)] = Folder(path: walked) }
            node = node.folders[String(part)]!
            node.coverage = node.coverage + folder.coverage
            node.count += folder.count
        }
        node.start = folder.start
        node.own = folder.count
        // A folder's own pages (`_index`, `index`) sort first among its documents; the first
        // by name gives the folder its weight.
        let own = (folder.start..<folder.start + min(2, folder.count)).map { documents.summary(at: $0, in: .folderTree) }.filter(Self.isOwnPage)
        node.ownWeight = own.min { $0.name < $1.name }.map { $0.weight ?? Int.max }
    }

    /// How many lines (pages and folder headings) the index shows open at first: folders open
    /// from the top, level by level, while their contents fit, so a small site shows everything
    /// and a large one its sections.
    static let openLines = 80

    /// The entries, depth first, each made as the page renders; `document` renders one page's entry.
    func entries(_ document: @escaping @Sendable (DocumentSummary) -> TemplateValue) -> TemplateItems {
        var segments: [Segment] = []
        append(root, open: openFolders(), into: &segments)
        var running = 0
        let ends = segments.map { segment in
            running += segment.length
            return running
        }
        let (list, documents) = (segments, self.documents)
        return TemplateItems(count: ends.last ?? 0) { position in
            // The segment holding `position`: the first whose end is past it.
            var (low, high) = (0, ends.count - 1)
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] > position { high = middle } else { low = middle + 1 }
            }
            switch list[low] {
            case .open(let heading): return ["open": heading]
            case .documents(let start, let count):
                return ["document": document(documents.summary(at: start + position - (ends[low] - count), in: .folderTree))]
            case .close: return ["close": .flag(true)]
            }
        }
    }

    /// The folders shown open, chosen breadth first within `openLines`.
    private func openFolders() -> Set<String> {
        var open: Set<String> = [""]
        var shown = root.own + root.folders.count
        var level = Array(root.folders.values).sorted { $0.path < $1.path }
        while !level.isEmpty {
            var next: [Folder] = []
            for folder in level {
                let lines = folder.own + folder.folders.count
                guard shown + lines <= Self.openLines else { continue }
                shown += lines
                open.insert(folder.path)
                next += folder.folders.values.sorted { $0.path < $1.path }
            }
            level = next
        }
        return open
    }

    private func append(_ folder: Folder, open: Set<String>, into list: inout [Segment]) {
        let isRoot = folder === root
        if !isRoot { list.append(.open(heading(folder, expanded: open.contains(folder.path)))) }
        if folder.own > 0 { list.append(.documents(start: folder.start, count: folder.own)) }
        let children = folder.folders.values.sorted { a, b in
            let (r, s) = (isRoot ? Self.sectionRank(a.path) : 0, isRoot ? Self.sectionRank(b.path) : 0)
            if r != s { return r < s }
            let (x, y) = (a.ownWeight ?? Int.max, b.ownWeight ?? Int.max)
            return x != y ? x < y : Self.naturallyBefore(a.path, b.path)
        }
        for child in children {
            // A page kept in a folder of its own (a blog post's `post/index.md`) is a page, not a section.
            if child.folders.isEmpty, child.own == 1, child.ownWeight != nil {
                list.append(.documents(start: child.start, count: 1))
            } else {
                append(child, open: open, into: &list)
            }
        }
        if !isRoot { list.append(.close) }
    }

    /// Where a top-level folder stands among a documentation site's sections: Docusaurus's
    /// current docs, then its versions, blog and pages; every other folder after them.
    static func sectionRank(_ name: String) -> Int {
        ["docs", "versioned_docs", "blog", "src"].firstIndex(of: name) ?? 4
    }

    /// Names compared with their numbers as numbers: `version-1.9` before `version-1.10`,
    /// chapter `2` before `10`.
    static func naturallyBefore(_ a: String, _ b: String) -> Bool {
        var (x, y) = (a.unicodeScalars[...], b.unicodeScalars[...])
        while let p = x.first, let q = y.first {
            if p.properties.numericType == .decimal, q.properties.numericType == .decimal, p.isASCII, q.isASCII {
                let m = x.prefix { $0.isASCII && $0.properties.numericType == .decimal }
                let n = y.prefix { $0.isASCII && $0.properties.numericType == .decimal }
                // As numbers: without leading zeros, the shorter is smaller, else digit by digit.
                // A collation and a sort compare titles often; nothing here allocates.
                let (u, v) = (m.drop { $0 == "0" }, n.drop { $0 == "0" })
                if u.count != v.count { return u.count < v.count }
                if !u.elementsEqual(v) { return u.lexicographicallyPrecedes(v) { $0.value < $1.value } }
                x = x.dropFirst(m.count)
                y = y.dropFirst(n.count)
            } else {
                if p != q { return p.value < q.value }
                x = x.dropFirst()
                y = y.dropFirst()
            }
        }
        return x.isEmpty && !y.isEmpty ? true : x.isEmpty && y.isEmpty ? a < b : false
    }

    private func heading(_ folder: Folder, expanded: Bool) -> TemplateValue {
        let percent = folder.coverage.words.percent
        return [
            "name": .text(folder.path.split(separator: "/").last.map(String.init) ?? folder.path), "path": .text(folder.path),
            "percent": .text(SiteRenderer.format(percent)), "level": .text(SiteRenderer.level(percent)),
            "count": .number(folder.count), "expanded": .flag(expanded),
        ]
    }

    /// Whether the page is its folder's own (`_index`, `index`).
    static func isOwnPage(_ summary: DocumentSummary) -> Bool {
        isOwnPage(name: summary.name)
    }

    /// By bytes: the site's sort asks it of both sides of every comparison, and splitting the
    /// name into Characters was a third of a one-page rebuild of the Kubernetes site.
    static func isOwnPage(name: String) -> Bool {
        var utf8 = Substring(name).utf8
        while utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        let last = utf8[start...]
        return last.elementsEqual("_index".utf8) || last.elementsEqual("index".utf8)
    }

    /// A folder's own page first, then by weight (pages without one last), title (numbers as
    /// numbers), name.
    static func order(_ a: DocumentSummary, _ b: DocumentSummary) -> Bool {
        let ownPage = isOwnPage(a)
        if ownPage != isOwnPage(b) { return ownPage }
        let (x, y) = (a.weight ?? Int.max, b.weight ?? Int.max)
        if x != y { return x < y }
        let (s, t) = (a.titleEn ?? a.titleZh ?? a.name, b.titleEn ?? b.titleZh ?? b.name)
        return s != t ? naturallyBefore(s, t) : a.name < b.name
    }
}
