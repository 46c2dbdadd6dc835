import BitextModel
import Foundation

/// The output folder and its build database, opened for one run: checked against the inputs,
/// locked against other runs. It alone writes, removes and reads state, always in the order that
/// keeps a killed run safe: retract (the database stops vouching for what is about to change) →
/// write → record → commit. The steps of `convert` and `merge` decide what to write and hand it
/// here as values; its extensions are grouped by step (`+Documents`, `+Site`, `+Media`,
/// `+Commit`, `+Merge`). `scripts/check-store` checks that no other file calls the sink or the
/// database.
struct BuildStore {
    let url: URL
    /// The files' writer; the atomic writer of the folder unless a test gave another.
    let sink: any OutputSink
    let database: BuildDatabase
    /// Held for the run: released when the store is dropped.
    private let lock: OutputLock

    /// Opens `output` for a run reading `inputs`; `sink` replaces the atomic file writer.
    init(_ output: String, inputs: [String], sink: (any OutputSink)? = nil) throws(BitextError) {
        try OutputPlacement.check(output: output, inputs: inputs)
        url = URL(fileURLWithPath: output).standardizedFileURL
        lock = try OutputLock(folder: url.path)
        self.sink = sink ?? AtomicWriter(root: url)
        database = try BuildDatabase.open(in: url.path)
    }

    /// Where the site's index is.
    var index: String { url.appendingPathComponent("index.html").path }

    /// Whether a file is at `relativePath` of the output folder.
    func exists(_ relativePath: String) -> Bool { sink.exists(relativePath) }

    /// Removes what a killed run may have left half-written.
    func removeLeftovers() { sink.removeLeftovers() }

    /// Every document's record, as the last run left it.
    func documents() throws(BitextError) -> [String: DocumentRecord] { try database.documents() }

    /// The site's record, if a run wrote one.
    func site() throws(BitextError) -> SiteRecord? { try database.site() }

    /// The totals of the last completed run, if any.
    func lastRun() throws(BitextError) -> RunRecord? { try database.lastRun() }

    /// The search terms recorded for `names`, as the last conversion of each left them.
    func recordedTerms(_ names: [String]) throws(BitextError) -> [String: SearchIndexBuilder.SearchTerms] {
        try database.recordedTerms(names)
    }

    /// Records the stamps of documents found unchanged by reading their inputs.
    func restamp(_ records: [DocumentRecord]) throws(BitextError) { try database.restamp(records) }

    /// Removes `outputs` and returns an error for each that could not be removed.
    func remove(_ outputs: [String]) -> [Diagnostic] { sink.removeAll(outputs) }
}
