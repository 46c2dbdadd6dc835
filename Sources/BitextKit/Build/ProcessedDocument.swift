import BitextModel

/// A work item after reading, alignment and extraction: everything the renderers need.
public struct ProcessedDocument: Sendable {
    /// The English document (for a single bilingual file, that file).
    public var english: Document
    /// The Chinese document (for a single bilingual file, the same file).
    public var chinese: Document
    /// The pairs.
    public let alignment: Alignment
    /// Its coverage, measured from `alignment` when the document is made.
    public let coverage: MeasuredCoverage
    /// Code and table records.
    public var extraction: Extraction
    /// Everything the reader noticed, for both files.
    public var diagnostics: [Diagnostic]
    /// Time spent reading, aligning and extracting.
    public var timings = StageTimings()
    /// Each input file read (by path) with the fingerprint of the bytes read.
    public var fingerprints: [String: UInt64] = [:]
    /// The bytes of the distinct files the inputs' shortcodes took in.
    public var includedBytes = 0

    /// Creates a processed document.
    public init(
        english: Document, chinese: Document, alignment: Alignment, extraction: Extraction,
        diagnostics: [Diagnostic]
    ) {
        self.english = english
        self.chinese = chinese
        self.alignment = alignment
        self.coverage = CoverageCalculator().measure(alignment, english: english, chinese: chinese)
        self.extraction = extraction
        self.diagnostics = diagnostics
    }

    /// A stable hash of a document's text, for bundles and incremental runs.
    public static func contentHash(_ document: Document) -> String {
        StableHash.hex(document.source?.text ?? "")
    }

    /// Whether the English and Chinese come from one file.
    public var isSingleFile: Bool { english.path == chinese.path }
}
