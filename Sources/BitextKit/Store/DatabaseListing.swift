import BitextModel
import Foundation
import GRDB
import Synchronization

/// The documents of an output folder's build database in the orders the site lists them, each
/// read a batch at a time as a page reaches it: `merge` renders the site over every document
/// without holding their summaries. SQLite sorts them into temporary tables (a position and a
/// name a row), by the same comparisons as `SummaryList`, so a merged site is a single run's.
final class DatabaseListing: SiteDocuments {
    let count: Int
    let folders: [SiteFolder]
    private let database: BuildDatabase
    private let cache = Mutex(Batch())
    /// The first read that failed: the pages it spoiled are not kept (`check`).
    private let failure = Mutex<BitextError?>(nil)

    /// The documents read last, by order and position.
    private struct Batch {
        var order: SiteOrder?
        var start = 0
        var summaries: [DocumentSummary] = []
        var entries: [(key: String, outputs: [String])] = []
    }

    static let batchSize = 256

    /// Sorts the current documents of `database` into the site's orders.
    init(_ database: BuildDatabase) throws(BitextError) {
        self.database = database
        count = try database.makeListing(Self.orders)
        var builder = SiteFolder.Builder()
        try database.eachListed(Self.table(.name), from: 0, to: count) { summary, _, _ in builder.add(summary) }
        folders = builder.finish()
    }

    func summary(at position: Int, in order: SiteOrder) -> DocumentSummary {
        read(position, order) { batch, index in batch.summaries[index] } ?? DocumentSummary(empty: "", sources: [])
    }

    /// The manifest's entry of the document at `position` in name order, with its name.
    func entry(at position: Int) -> (String, ConversionManifest.Entry) {
        read(position, .name) { batch, index in
            (batch.summaries[index].name, ConversionManifest.Entry(key: batch.entries[index].key, outputs: batch.entries[index].outputs, summary: batch.summaries[index]))
        } ?? ("", ConversionManifest.Entry(key: "", outputs: [], summary: DocumentSummary(empty: "", sources: [])))
    }

    /// `pick` of the document at `position` of `order`, from the batch read last or the one
    /// starting there; nil when it cannot be read (the failure is kept for `check`).
    private func read<T>(_ position: Int, _ order: SiteOrder, _ pick: (Batch, Int) -> T) -> T? {
        cache.withLock { batch in
            if batch.order != order || position < batch.start || position >= batch.start + batch.summaries.count {
                batch = Batch(order: order, start: position)
                do throws(BitextError) {
                    try database.eachListed(Self.table(order), from: position, to: min(count, position + Self.batchSize)) { summary, key, outputs in
                        batch.summaries.append(summary)
                        batch.entries.append((key, outputs))
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
            let index = position - batch.start
            return index < batch.summaries.count ? pick(batch, index) : nil
        }
    }

    func positions(of names: [String]) -> [Int32] {
        do throws(BitextError) {
            return try database.listedPositions(Self.table(.name), names)
        } catch {
            failure.withLock { $0 = $0 ?? error }
            return names.map { _ in -1 }
        }
    }

    /// Throws the first read that failed since the listing was made.
    func check() throws(BitextError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Each order's table and the SQL `ORDER BY` that fills it, as `SummaryList` orders.
    static let orders: [(table: String, orderBy: String)] = [
        (table(.name), "name COLLATE bitext"),
        (table(.folderName), "bitext_folder(name) COLLATE bitext, name COLLATE bitext"),
        (
            table(.folderTree),
            """
            bitext_folder(name) COLLATE bitext, bitext_own(name) DESC, COALESCE(weight, 9223372036854775807),
            COALESCE(title_en, title_zh, name) COLLATE bitext_natural, name COLLATE bitext
            """
        ),
        (table(.remaining), "bitext_remaining(coverage) DESC, name COLLATE bitext"),
    ]

    static func table(_ order: SiteOrder) -> String {
        switch order {
        case .name: "listing_name"
        case .folderName: "listing_folder_name"
        case .folderTree: "listing_folder_tree"
        case .remaining: "listing_remaining"
        }
    }

    /// The functions and collation the orders are written with: Swift's own comparison of
    /// strings (canonical equivalence, which SQLite's byte order is not), and the parts of a
    /// summary the site sorts by.
    static func register(in db: Database) {
        db.add(collation: DatabaseCollation("bitext") { a, b in a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending })
        // Titles with their numbers as numbers: "Chapter 2" before "Chapter 10" (`IndexTree.order`).
        db.add(collation: DatabaseCollation("bitext_natural") { a, b in
            a == b ? .orderedSame : IndexTree.naturallyBefore(a, b) ? .orderedAscending : .orderedDescending
        })
        db.add(function: DatabaseFunction("bitext_folder", argumentCount: 1, pure: true) { values in
            DocumentSummary.folder(of: String.fromDatabaseValue(values[0]) ?? "")
        })
        db.add(function: DatabaseFunction("bitext_own", argumentCount: 1, pure: true) { values in
            IndexTree.isOwnPage(name: String.fromDatabaseValue(values[0]) ?? "")
        })
        db.add(function: DatabaseFunction("bitext_remaining", argumentCount: 1, pure: true) { values in
            CoverageDashboard.remaining(CoverageSummary(packed: Data.fromDatabaseValue(values[0]) ?? Data()))
        })
    }
}
