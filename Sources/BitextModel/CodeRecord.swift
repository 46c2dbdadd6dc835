/// One distinct code snippet of a document (pair): its language, where it occurs, and its
/// English- and Chinese-comment variants when the translation localized comments or strings.
public struct CodeRecord: Sendable, Equatable, Hashable, Codable {
    /// One place the snippet occurs.
    public struct Occurrence: Sendable, Equatable, Hashable, Codable {
        /// The file.
        public var path: String
        /// First and last line of the block in the file.
        public var lines: [Int]
        /// Which language's text the occurrence belongs to (`none` when neither).
        public var side: Language
        /// The headings above it, outermost first.
        public var headings: [String]

        /// Creates an occurrence.
        public init(path: String, lines: [Int], side: Language, headings: [String]) {
            self.path = path
            self.lines = lines
            self.side = side
            self.headings = headings
        }
    }

    /// The copies of the snippet for each language; `nil` when that language has none.
    public struct Variants: Sendable, Equatable, Hashable, Codable {
        /// The copy in the English text.
        public var en: String?
        /// The copy in the Chinese text.
        public var zh: String?

        /// Creates variants.
        public init(en: String?, zh: String?) {
            self.en = en
            self.zh = zh
        }
    }

    /// Heading paths in each language.
    public struct Headings: Sendable, Equatable, Hashable, Codable {
        /// Headings above the English copy.
        public var en: [String]
        /// Headings above the Chinese copy.
        public var zh: [String]

        /// Creates heading paths.
        public init(en: [String], zh: [String]) {
            self.en = en
            self.zh = zh
        }
    }

    /// Comment and string spans of each variant.
    public struct Spans: Sendable, Equatable, Hashable, Codable {
        /// Spans in the English copy.
        public var en: [CodeSpan]
        /// Spans in the Chinese copy.
        public var zh: [CodeSpan]

        /// Creates span lists.
        public init(en: [CodeSpan], zh: [CodeSpan]) {
            self.en = en
            self.zh = zh
        }
    }

    /// A stable id: a hash of the code with comments, strings and whitespace normalized away.
    public var id: String
    /// The code language (from the info string, else detected).
    public var language: String
    /// The canonical text: the English copy when there is one.
    public var text: String
    /// The English and Chinese copies.
    public var variants: Variants
    /// 1-based lines of the snippet where the two copies differ (comments or strings translated).
    public var differingLines: [Int]
    /// Headings above the snippet in each language.
    public var headings: Headings
    /// Every place the snippet occurs, in document order.
    public var occurrences: [Occurrence]
    /// Where comments and string literals are in each copy.
    public var spans: Spans

    /// Creates a record.
    public init(
        id: String, language: String, text: String, variants: Variants, differingLines: [Int],
        headings: Headings, occurrences: [Occurrence], spans: Spans
    ) {
        self.id = id
        self.language = language
        self.text = text
        self.variants = variants
        self.differingLines = differingLines
        self.headings = headings
        self.occurrences = occurrences
        self.spans = spans
    }
}
