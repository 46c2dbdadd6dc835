import BitextModel
import Foundation
import GRDB

/// One document's row in the build database: what a rerun needs to skip it, report it and
/// rebuild the site around it without reading any of its outputs.
struct DocumentRecord: Sendable, Equatable, FetchableRecord {
    var name: String
    /// Hash of everything the outputs depend on; empty while they are being replaced.
    var key: String
    /// What `stat` said of the inputs when `key` was worked out (see `InputKeys.stamp`).
    var stamp: String?
    /// Files written for the document, relative to the output folder.
    var outputs: [String]
    var pairs = 0
    var coverage = CoverageSummary()
    var diagnostics: [Diagnostic] = []
    /// The summary and the packed search terms: written, and read only for the site (nil and
    /// empty in a record read for a rerun).
    var summary: DocumentSummary?
    var terms = Data()
    /// The images its page shows (written with the summary).
    var media = MediaList()

    init(name: String, key: String, stamp: String?, outputs: [String], site: SiteDocument, terms: Data, diagnostics: [Diagnostic]) {
        self.name = name
        self.key = key
        self.stamp = stamp
        self.outputs = outputs
        self.pairs = site.summary.pairs
        self.coverage = site.summary.coverage
        self.diagnostics = diagnostics
        self.summary = site.summary
        self.terms = terms
        self.media = site.media
    }

    /// The columns `BuildDatabase.documents` selects: every record of a rerun, without its summary.
    enum Column: Int, SelectedColumn {
        case name, key, stamp, outputs, pairs, coverage, diagnostics
    }

    init(row: Row) throws {
        name = row[Column.name]
        key = row[Column.key]
        stamp = row[Column.stamp]
        outputs = Self.split(row[Column.outputs])
        pairs = row[Column.pairs]
        coverage = CoverageSummary(packed: row[Column.coverage])
        diagnostics = try Self.diagnostics(row[Column.diagnostics])
    }

    /// The diagnostics column: JSON, or empty for none (most documents).
    static func diagnostics(_ data: Data) throws -> [Diagnostic] {
        data.isEmpty ? [] : try JSONDecoder().decode([Diagnostic].self, from: data)
    }

    func save(in db: Database) throws {
        let diagnostics = self.diagnostics.isEmpty ? Data() : try BundleJSON.data(direct: self.diagnostics, pretty: false)
        try db.cachedStatement(sql: Self.saveDocument).execute(arguments: [name, key, stamp, Self.join(outputs), pairs, coverage.packed, diagnostics])
        guard let summary else { return }
        try db.cachedStatement(sql: Self.saveContent).execute(
            arguments: [
                name, summary.titleEn, summary.titleZh, Self.join(summary.sources), summary.code, summary.tables, summary.needsReview,
                summary.stale, summary.warnings, terms, DocumentSummary.pack(summary.gaps), summary.weight, summary.priority, media.packed,
            ])
    }

    private static let saveDocument = upsert("document", ["key", "stamp", "outputs", "pairs", "coverage", "diagnostics"])
    private static let saveContent = upsert(
        "content",
        ["title_en", "title_zh", "sources", "code", "tables", "needs_review", "stale", "warnings", "terms", "gaps", "weight", "priority", "media"])

    /// Inserts a row named by its first parameter, or updates the existing one only where a
    /// value differs: SQLite rewrites (and first journals) every page of a row it updates, so a
    /// forced rerun over unchanged documents would rewrite the whole database to store the same bytes.
    private static func upsert(_ table: String, _ columns: [String]) -> String {
        """
        INSERT INTO \(table) (name, \(columns.joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: columns.count)))
        ON CONFLICT(name) DO UPDATE SET \(columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
        WHERE \(columns.map { "\($0) IS NOT excluded.\($0)" }.joined(separator: " OR "))
        """
    }

    /// The files a document called `name` is converted into, relative to the output folder.
    static func outputNames(_ name: String, exports: [ExportFormat]) -> [String] {
        [name + ".json", name + ".html"] + exports.map { name + "." + $0.fileExtension } + [SearchIndexBuilder.pairsPath(name)]
    }

    static func split(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n")).map { String(Substring($0)) }
    }

    static func join(_ outputs: [String]) -> String {
        outputs.joined(separator: "\n")
    }
}

extension CoverageSummary {
    /// The nineteen counts as little-endian 64-bit integers: summed on every rerun, they are
    /// read without a JSON decoder.
    var packed: Data {
        var data = Data(capacity: 19 * 8)
        for value in packedValues { withUnsafeBytes(of: Int64(value).littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    private var packedValues: [Int] {
        [blocks, words, characters].flatMap { [$0.total, $0.translated, $0.untranslated, $0.needsReview, $0.stale] }
            + [chineseOnlyBlocks, neutralBlocks, sharedBlocks, sharedWords]
    }

    /// Reads `packed`; anything else is an empty summary, as is a count no document can have
    /// (negative, or past 2^40: sums of a million documents' counts must not overflow).
    init(packed data: Data) {
        guard data.count == 19 * 8 else { self.init(); return }
        let values = (0..<19).map { index in
            Int(Int64(littleEndian: data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index * 8, as: Int64.self) }))
        }
        guard values.allSatisfy({ (0...(1 << 40)).contains($0) }) else { self.init(); return }
        func tally(_ start: Int) -> Tally {
            Tally(
                total: values[start], translated: values[start + 1], untranslated: values[start + 2],
                needsReview: values[start + 3], stale: values[start + 4])
        }
        self.init(blocks: tally(0), words: tally(5), characters: tally(10), chineseOnlyBlocks: values[15], neutralBlocks: values[16],
            sharedBlocks: values[17], sharedWords: values[18])
    }
}
