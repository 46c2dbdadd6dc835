import BitextModel

/// The documents a site is rendered over, each read when a page reaches it: the index, the
/// dashboard, the sitemap and the search index list every document, and a merge of a million
/// documents cannot hold a million summaries. `SummaryList` keeps them in memory (a conversion
/// has them at hand); the merge reads them back from the build database a batch at a time.
protocol SiteDocuments: Sendable {
    /// How many documents there are.
    var count: Int { get }
    /// Every folder holding documents, in path order.
    var folders: [SiteFolder] { get }
    /// The document at `position` of `order`.
    func summary(at position: Int, in order: SiteOrder) -> DocumentSummary
    /// The positions in name order of `names` (-1 for a name that is not listed).
    func positions(of names: [String]) -> [Int32]
}

/// The orders a site lists its documents in.
enum SiteOrder: Sendable {
    /// By name: the sitemap, the search index.
    case name
    /// By folder (in path order), then name: the index's flat folder lists.
    case folderName
    /// By folder, then as the source orders its pages (`IndexTree.order`): the index's tree.
    case folderTree
    /// Most English words left to translate first, then by name: the dashboard.
    case remaining
}

/// A folder holding documents: their number and totals (its subfolders' not included), in
/// the folder orders a run of `count` positions from `start`.
struct SiteFolder: Sendable, Equatable {
    var path: String
    var start = 0
    var count = 0
    var coverage = CoverageSummary()
    var pairs = 0
    /// Its documents with English words left to translate.
    var remainingDocuments = 0

    /// The folders of documents met in name order (`add` each, then `finish`).
    struct Builder {
        private var byPath: [String: SiteFolder] = [:]

        mutating func add(_ summary: DocumentSummary) {
            let path = summary.folder
            var folder = byPath[path] ?? SiteFolder(path: path)
            folder.count += 1
            folder.coverage = folder.coverage + summary.coverage
            folder.pairs += summary.pairs
            if CoverageDashboard.remaining(summary.coverage) > 0 { folder.remainingDocuments += 1 }
            byPath[path] = folder
        }

        /// The folders in path order, each starting where the one before ends.
        func finish() -> [SiteFolder] {
            var start = 0
            return byPath.keys.sorted().map { path in
                var folder = byPath[path]!
                folder.start = start
                start += folder.count
                return folder
            }
        }
    }
}

extension SiteDocuments {
    /// Every document's total.
    var coverage: CoverageSummary { folders.map(\.coverage).reduce(CoverageSummary(), +) }

    /// Every document's pairs.
    var pairs: Int { folders.map(\.pairs).reduce(0, +) }

    /// The documents in name order, each read as it is reached.
    var byName: LazyMapSequence<Range<Int>, DocumentSummary> {
        (0..<count).lazy.map { summary(at: $0, in: .name) }
    }

    /// The documents of `order` from the first, each read as it is reached.
    func each(in order: SiteOrder, _ body: (DocumentSummary) throws -> Void) rethrows {
        for position in 0..<count { try body(summary(at: position, in: order)) }
    }
}

/// Summaries held in memory, sorted once into each order.
struct SummaryList: SiteDocuments {
    private let summaries: [DocumentSummary]
    private let orders: [SiteOrder: [Int]]
    let folders: [SiteFolder]

    /// The list of `summaries`, in any order (names are distinct).
    init(_ unsorted: [DocumentSummary]) {
        let summaries = unsorted.sorted { $0.name < $1.name }
        var builder = SiteFolder.Builder()
        for summary in summaries { builder.add(summary) }
        self.summaries = summaries
        folders = builder.finish()
        let byFolder = summaries.indices.sorted { i, j in
            let (a, b) = (summaries[i].folder, summaries[j].folder)
            return a != b ? a < b : i < j
        }
        orders = [
            .folderName: byFolder,
            .folderTree: byFolder.sorted { i, j in
                let (a, b) = (summaries[i], summaries[j])
                return a.folder != b.folder ? a.folder < b.folder : IndexTree.order(a, b)
            },
            .remaining: summaries.indices.sorted { i, j in
                let (left, right) = (CoverageDashboard.remaining(summaries[i].coverage), CoverageDashboard.remaining(summaries[j].coverage))
                return left != right ? left > right : i < j
            },
        ]
    }

    var count: Int { summaries.count }

    func summary(at position: Int, in order: SiteOrder) -> DocumentSummary {
        summaries[orders[order]?[position] ?? position]
    }

    func positions(of names: [String]) -> [Int32] {
        var position: [String: Int32] = [:]
        for (index, summary) in summaries.enumerated() { position[summary.name] = Int32(index) }
        return names.map { position[$0] ?? -1 }
    }
}
