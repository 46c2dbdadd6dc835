import BitextModel
import Foundation

/// `bitext align`: the paragraphs (or sentences) of one document's two languages paired.
public struct AlignAction: Sendable {
    public var files: DocumentFiles
    public var options: Aligner.Options
    public var lexicon: Lexicon?

    public init(files: DocumentFiles, options: Aligner.Options, lexicon: Lexicon?) {
        self.files = files
        self.options = options
        self.lexicon = lexicon
    }

    /// The alignment, what reading the files said, and how long reading and aligning took.
    public struct Result: Sendable {
        public var alignment: Alignment
        public var diagnostics: [Diagnostic]
        public var reading: Duration
        public var aligning: Duration
    }

    public func perform() throws(BitextError) -> Result {
        let clock = ContinuousClock()
        let started = clock.now
        let results = try files.read()
        let read = clock.now
        let aligner = Aligner(options: options, lexicon: lexicon)
        let alignment = results.count == 2
            ? aligner.align(english: results[0].document, chinese: results[1].document)
            : aligner.align(results[0].document)
        return Result(alignment: alignment, diagnostics: results.flatMap(\.diagnostics), reading: read - started, aligning: clock.now - read)
    }
}
