import BitextModel
import Foundation

/// Receives each converted document, in the order they finish: writes its files, records it in
/// the build database and counts it. Before the first file is replaced, the database stops
/// vouching for everything about to change, so a run killed part-way never leaves a record whose
/// outputs do not match its key.
struct OutcomeCollector {
    let store: BuildStore
    let exports: [ExportFormat]
    /// The records of the last run, by name.
    let previous: [String: DocumentRecord]
    /// Documents in the run, and those done so far (kept ones included).
    let total: Int
    private(set) var done: Int
    /// What the site needs of each document converted now.
    private(set) var site = SiteContent()
    /// Each document's diagnostics, by name: reported in name order whatever the finishing order.
    private(set) var diagnostics: [String: [Diagnostic]] = [:]
    var report = ConversionReport()
    /// Documents whose outputs were written, errors or not.
    private(set) var written = 0
    private var pending: [DocumentRecord] = []
    private var failedNames: [String] = []
    private var retracted = false
    /// When records were last saved. Each save is a transaction that journals the pages it
    /// touches, so saves come every quarter second rather than every few documents: a run killed
    /// part-way redoes at most that much work, and a short run saves once.
    private var lastFlush = DispatchTime.now().uptimeNanoseconds
    private static let flushInterval: UInt64 = 250_000_000

    init(store: BuildStore, exports: [ExportFormat], previous: [String: DocumentRecord], total: Int, kept: Int) {
        self.store = store
        self.exports = exports
        self.previous = previous
        self.total = total
        self.done = kept
    }

    /// Removes a killed run's leftovers and retracts the records of `items`, about to change.
    /// Their records keep listing every file they had or will get, so that a rerun which no
    /// longer finds the document removes them; the manifest file, which vouches for the old
    /// outputs, goes until the commit writes the new one.
    /// When the database cannot record the retraction (a full disk), nothing may be replaced:
    /// the run stops with that error and the folder stays as the last run left it.
    mutating func prepare(_ items: [WorkItem]) throws(BitextError) {
        store.removeLeftovers()
        guard !items.isEmpty else { return }
        if items.count <= SiteContent.recentLimit {
            // What the search index held of them, read before their records change, so that
            // the site step can update the index rather than build it again.
            site.remember(siteKey: try store.site()?.key, terms: try store.recordedTerms(items.map(\.name)))
        }
        try retract(Dictionary(uniqueKeysWithValues: items.map { ($0.name, DocumentRecord.outputNames($0.name, exports: exports)) }))
    }

    /// Retracts the site (and `names`), once per run at most for the site.
    mutating func retract(_ names: [String: [String]] = [:]) throws(BitextError) {
        guard !retracted || !names.isEmpty else { return }
        try store.retract(names)
        retracted = true
    }

    var hasRetracted: Bool { retracted }

    mutating func collect(_ outcome: DocumentConverter.Outcome) {
        let name = outcome.item.name
        done += 1
        diagnostics[name] = outcome.diagnostics
        report.timings += outcome.timings
        report.bytes += outcome.inputBytes
        guard let site = outcome.site, write(outcome) else { return fail(name) }
        pending.append(
            DocumentRecord(
                name: name, key: outcome.stamped.key, stamp: outcome.stamped.stamp, outputs: outcome.files.map(\.0), site: site,
                terms: outcome.terms, diagnostics: outcome.diagnostics))
        self.site.add(name, site)
        written += 1
        // Written, as far as it could be read; an error still makes it a failure, for the
        // summary and the exit status.
        if outcome.diagnostics.contains(where: { $0.severity == .error }) {
            report.failed += 1
            report.failedDocuments += 1
        } else {
            report.converted += 1
        }
        if pending.count >= 256 || DispatchTime.now().uptimeNanoseconds - lastFlush >= Self.flushInterval { flush() }
    }

    /// Writes the outcome's files; false (with the error noted) when one could not be written.
    private mutating func write(_ outcome: DocumentConverter.Outcome) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { report.timings.write += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        do throws(BitextError) {
            try store.write(outcome.files)
            return true
        } catch {
            diagnostics[outcome.item.name, default: []].append(error.diagnostic)
            return false
        }
    }

    /// A document that fails has no outputs in a clean run: its earlier ones (and any written
    /// before a write failed) go, by the records of what Bitext wrote for it, and so does its record.
    private mutating func fail(_ name: String) {
        report.failed += 1
        report.failedDocuments += 1
        let recorded = Set((previous[name]?.outputs ?? []) + DocumentRecord.outputNames(name, exports: exports))
        diagnostics[name, default: []] += store.remove(recorded.sorted())
        failedNames.append(name)
    }

    /// Saves the records collected so far in one transaction.
    mutating func flush() {
        guard !pending.isEmpty || !failedNames.isEmpty else { return }
        do throws(BitextError) {
            try store.save(pending, removing: failedNames)
        } catch {
            report.diagnostics.append(error.diagnostic)
            report.failed += 1
        }
        pending = []
        failedNames = []
        lastFlush = DispatchTime.now().uptimeNanoseconds
    }
}
