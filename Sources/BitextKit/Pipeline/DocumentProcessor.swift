import BitextModel
import Foundation

/// Reads, aligns and extracts one original/translation pair or one file: the per-document part
/// of the pipeline, shared by `align`, `extract`, `render` and `convert`.
public struct DocumentProcessor: Sendable {
    /// How files are read.
    public var reading: DocumentReader.Options
    /// How documents are aligned.
    public var aligning: Aligner.Options
    /// Whether a document's own work runs on several cores: its two files read at once, the
    /// aligner's searches between anchors in parallel. Worth it for a document processed alone;
    /// a conversion with more documents than cores already keeps them busy, and splitting each
    /// document there only added thread hand-offs.
    public var splitsWork = true
    /// The dictionary the aligner weighs meaning with, if any.
    public var lexicon: Lexicon?

    /// Creates a processor.
    public init(reading: DocumentReader.Options = .init(), aligning: Aligner.Options = .init(), lexicon: Lexicon? = nil) {
        self.reading = reading
        self.aligning = aligning
        self.lexicon = lexicon
    }

    var aligner: Aligner { Aligner(options: aligning, splitsWork: splitsWork, lexicon: lexicon) }

    /// Processes an original and its translation.
    public func process(englishPath: String, chinesePath: String) throws(BitextError) -> ProcessedDocument {
        var timings = StageTimings()
        let reader = DocumentReader(options: reading)
        // Splitting, the two files are read at once: the read stage's time is the slower one's.
        let (en, zh) = try timings.measure(\.read) { () throws(BitextError) in
            try reader.read(englishPath: englishPath, chinesePath: chinesePath, concurrently: splitsWork)
        }
        return finish(english: en.document, chinese: zh.document, reads: [(englishPath, en), (chinesePath, zh)], timings: timings) {
            aligner.align(english: en.document, chinese: zh.document)
        }
    }

    /// Processes one file: bilingual (interleaved, halves, comments) or in one language only.
    public func process(path: String) throws(BitextError) -> ProcessedDocument {
        var timings = StageTimings()
        let read = try timings.measure(\.read) { () throws(BitextError) in try DocumentReader(options: reading).read(path: path) }
        return finish(english: read.document, chinese: read.document, reads: [(path, read)], timings: timings) {
            aligner.align(read.document)
        }
    }

    /// Processes a discovered work item; a lone English or Chinese file aligns against an empty
    /// document so its text shows as untranslated.
    public func process(_ item: WorkItem) throws(BitextError) -> ProcessedDocument {
        switch (item.english, item.chinese, item.single) {
        case (let en?, let zh?, _):
            return try process(englishPath: en.path, chinesePath: zh.path)
        case (let en?, nil, _):
            return try processAlone(en.path, asEnglish: true)
        case (nil, let zh?, _):
            return try processAlone(zh.path, asEnglish: false)
        case (nil, nil, let single?):
            return try process(path: single.path)
        default:
            throw BitextError(.input, path: item.name, "nothing to process")
        }
    }

    func processAlone(_ path: String, asEnglish: Bool) throws(BitextError) -> ProcessedDocument {
        var timings = StageTimings()
        let read = try timings.measure(\.read) { () throws(BitextError) in try DocumentReader(options: reading).read(path: path) }
        let empty = Document(path: "", format: read.document.format, blocks: [], source: SourceText(""))
        let english = asEnglish ? read.document : empty
        let chinese = asEnglish ? empty : read.document
        return finish(english: english, chinese: chinese, reads: [(path, read)], timings: timings) {
            aligner.align(english: english, chinese: chinese)
        }
    }

    /// The stages after reading, each timed: `align`, extraction, then coverage (measured as the
    /// processed document is made). `reads` are the files read, by path: their diagnostics and
    /// the fingerprints of the bytes read.
    private func finish(
        english: Document, chinese: Document, reads: [(path: String, result: ReadResult)], timings: StageTimings, align: () -> Alignment
    ) -> ProcessedDocument {
        let diagnostics = reads.flatMap(\.result.diagnostics)
        var timings = timings
        let alignment = timings.measure(\.align) { align() }
        let extraction = timings.measure(\.extract) { Extractor().extract(alignment: alignment, english: english, chinese: chinese) }
        var processed = timings.measure(\.coverage) {
            ProcessedDocument(english: english, chinese: chinese, alignment: alignment, extraction: extraction, diagnostics: diagnostics)
        }
        processed.timings = timings
        for read in reads { processed.fingerprints[read.path] = read.result.fingerprint }
        processed.includedBytes = reads.reduce(0) { $0 + $1.result.includedBytes }
        return processed
    }
}
