/// Everything Bitext knows about one document or document pair, as one serializable value:
/// the JSON bundle other programs consume.
public struct Bundle: Sendable, Equatable, Codable {
    /// The bundle format version; bump it when a field changes meaning.
    public static let currentSchemaVersion = 1

    /// The producing tool.
    public struct Generator: Sendable, Equatable, Codable {
        /// Always `bitext`.
        public var name: String
        /// The Bitext version.
        public var version: String

        /// Creates a generator description.
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// One input file.
    public struct Source: Sendable, Equatable, Codable {
        /// The path as given.
        public var path: String
        /// `markdown`, `html` or `text`.
        public var format: DocumentFormat
        /// FNV-1a hash of the file's text.
        public var contentHash: String
        /// Which language(s) the file supplied: `en`, `zh`, or `mixed` for a bilingual file.
        public var role: Language

        /// Creates a source description.
        public init(path: String, format: DocumentFormat, contentHash: String, role: Language) {
            self.path = path
            self.format = format
            self.contentHash = contentHash
            self.role = role
        }
    }

    /// Front matter of each side.
    public struct FrontMatters: Sendable, Equatable, Codable {
        /// The English file's front matter.
        public var en: FrontMatter?
        /// The Chinese file's front matter.
        public var zh: FrontMatter?

        /// Creates the pair.
        public init(en: FrontMatter?, zh: FrontMatter?) {
            self.en = en
            self.zh = zh
        }
    }

    /// The bundle format version.
    public var schemaVersion: Int
    /// Who made the bundle.
    public var generator: Generator
    /// The document's name (its output path without extension).
    public var name: String
    /// Titles in each language.
    public var title: BundleSide<String>
    /// How the languages arrived (`pair`, `interleaved`, `halves`, `comments`).
    public var mode: Alignment.Mode
    /// The input files.
    public var sources: [Source]
    /// Front matter of both sides.
    public var frontMatter: FrontMatters
    /// The aligned pairs, in document order.
    public var pairs: [BundlePair]
    /// Distinct code snippets.
    public var code: [CodeRecord]
    /// Tables.
    public var tables: [TableRecord]
    /// Translation coverage.
    public var coverage: CoverageSummary
    /// Problems found while reading.
    public var diagnostics: [Diagnostic]
    /// What judged staleness: `comments` (the English the translation keeps in comments) or
    /// `alignment` (nothing could). A comparison with an earlier bundle adds staleness only to
    /// the second kind; nil in bundles written before it was recorded.
    public var staleSource: String?

    /// The English input: the English file, or a bilingual file's own.
    public var englishSource: Source? { sources.first { $0.role == .en || $0.role == .mixed } }

    /// Creates a bundle.
    public init(
        schemaVersion: Int = Bundle.currentSchemaVersion, generator: Generator, name: String, title: BundleSide<String>,
        mode: Alignment.Mode, sources: [Source], frontMatter: FrontMatters, pairs: [BundlePair], code: [CodeRecord],
        tables: [TableRecord], coverage: CoverageSummary, diagnostics: [Diagnostic], staleSource: String? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.generator = generator
        self.name = name
        self.title = title
        self.mode = mode
        self.sources = sources
        self.frontMatter = frontMatter
        self.pairs = pairs
        self.code = code
        self.tables = tables
        self.coverage = coverage
        self.diagnostics = diagnostics
        self.staleSource = staleSource
    }
}

/// A value for each language.
public struct BundleSide<Value: Sendable & Equatable & Codable>: Sendable, Equatable, Codable {
    /// The English value.
    public var en: Value?
    /// The Chinese value.
    public var zh: Value?

    /// Creates the pair of values.
    public init(en: Value?, zh: Value?) {
        self.en = en
        self.zh = zh
    }
}
