import BitextModel

/// The outcome of a conversion: counts, coverage, problems, time.
public struct ConversionReport: Sendable, Codable {
    /// Documents found (after sharding).
    public var documents = 0
    /// Documents processed in this run.
    public var converted = 0
    /// Documents skipped because nothing they depend on changed.
    public var skipped = 0
    /// Documents that failed, plus one each for an input that could not be found or listed and a
    /// site or manifest that could not be written: what the exit status counts.
    public var failed = 0
    /// Documents that failed (so `converted + skipped + failedDocuments == documents`).
    public var failedDocuments = 0
    /// Pairs across all documents.
    public var pairs = 0
    /// Coverage across all documents.
    public var coverage = CoverageSummary()
    /// Warnings and errors (fatal ones included), in document name order; those of documents a
    /// rerun kept come from the build database.
    public var diagnostics: [Diagnostic] = []
    /// Input bytes read in this run.
    public var bytes = 0
    /// Wall-clock seconds.
    public var seconds = 0.0
    /// Per-stage seconds, summed over documents.
    public var timings = StageTimings()
    /// The totals of the last run before this one that changed something, for "since last run".
    public var lastRun: RunRecord?
    /// Where the site's index is.
    public var index = ""

    /// Creates an empty report.
    public init() {}
}
