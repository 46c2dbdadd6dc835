import BitextModel
import Foundation

/// Reads any supported file into a language-tagged `Document`: the entry point of the read stage.
public struct DocumentReader: Sendable {
    /// Options that change how files are read.
    public struct Options: Sendable, Equatable {
        /// Force a format instead of detecting it.
        public var format: DocumentFormat?
        /// Decode invalid UTF-8 with replacement characters instead of failing.
        public var lossy: Bool
        /// Files larger than this many bytes are refused with a message.
        public var maximumFileSize: Int
        /// At most this many blocks per file, when set; else `BlockBudget.blocks(forBytes:)`.
        public var maximumBlocks: Int?

        /// Creates options.
        public init(format: DocumentFormat? = nil, lossy: Bool = false, maximumFileSize: Int = SourceFile.defaultMaximumSize) {
            self.format = format
            self.lossy = lossy
            self.maximumFileSize = maximumFileSize
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a reader.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads an original and its translation, at once on two cores when `concurrently`; the
    /// English file's error comes first when both fail.
    public func read(
        englishPath: String, chinesePath: String, concurrently: Bool = true
    ) throws(BitextError) -> (english: ReadResult, chinese: ReadResult) {
        try Concurrently.both(
            when: concurrently, { () throws(BitextError) in try read(path: englishPath) }, { () throws(BitextError) in try read(path: chinesePath) })
    }

    /// Loads, decodes, parses and tags the file at `path`.
    public func read(path: String) throws(BitextError) -> ReadResult {
        var diagnostics: [Diagnostic] = []
        let source = try SourceFile.load(path: path, lossy: options.lossy, maximumSize: options.maximumFileSize, diagnostics: &diagnostics)
        var result = try read(source)
        result.diagnostics.insert(contentsOf: diagnostics, at: 0)
        result.fingerprint = source.fingerprint
        return result
    }

    /// Parses and tags text already in memory.
    public func read(_ source: SourceFile) throws(BitextError) -> ReadResult {
        guard let format = options.format ?? FormatDetector.detect(path: source.path, text: source.text) else {
            throw BitextError(.input,
                path: source.path,
                "unknown format (expected .md, .markdown, .html, .htm or .txt; use --input-format to choose)")
        }
        var result: ReadResult
        let budget = options.maximumBlocks ?? BlockBudget.blocks(forBytes: source.text.utf8.count)
        switch format {
        case .markdown:
            var reader = MarkdownReader(maximumBlocks: budget)
            // Text that shortcodes include (a page of tabs, each a generated reference page)
            // brings its blocks: the budget is the expanded text's, itself bounded.
            reader.growsWithShortcodes = options.maximumBlocks == nil
            result = reader.read(source)
        case .html: result = HTMLReader().read(source)
        case .plainText: result = PlainTextReader(maximumLines: budget).read(source)
        }
        if format != .markdown { BlockBudget.apply(budget, to: &result, text: source.text) }
        result.diagnostics = RepeatedDiagnostics.limited(result.diagnostics)
        result.document.blocks = LanguageTagger().tag(result.document.blocks)
        result.document.source = SourceText(source.text)
        return result
    }
}
