import BitextModel

/// One aligned pair prepared for translation tools: its text split into plain runs and code spans
/// (which tools must protect), with its id, state, score and source location.
public struct TranslationUnit: Sendable, Equatable {
    /// A run of a segment: text to translate, or code to keep as it is.
    public enum Run: Sendable, Equatable {
        case text(String)
        case code(String)
        /// Markdown a translation keeps as it is: a link's brackets and destination, an image,
        /// a shortcode, an HTML tag.
        case markup(String)

        /// The Markdown a placeholder of this run stands for; nil for text.
        public var placeholder: String? {
            switch self {
            case .text: nil
            case .code(let code): TranslationUnit.codeSpan(code)
            case .markup(let markup): markup
            }
        }
    }

    /// The bundle's stable pair id.
    public var id: String
    /// The document the pair comes from.
    public var document: String
    /// The pair's kind (`paragraph`, `heading`, …).
    public var kind: String
    /// `translated`, `needsReview`, `stale`, `untranslated`.
    public var state: PairState
    /// The aligner's score.
    public var score: Double
    /// The English runs.
    public var english: [Run]
    /// The Chinese runs; empty for untranslated text.
    public var chinese: [Run]
    /// `path:line` of the English.
    public var source: String
    /// For stale pairs, the English the translation was made from.
    public var previousEnglish: String?

    /// Creates a unit.
    public init(
        id: String, document: String, kind: String, state: PairState, score: Double, english: [Run], chinese: [Run],
        source: String, previousEnglish: String? = nil
    ) {
        self.id = id
        self.document = document
        self.kind = kind
        self.state = state
        self.score = score
        self.english = english
        self.chinese = chinese
        self.source = source
        self.previousEnglish = previousEnglish
    }

    /// The units of a bundle worth a translation memory: pairs with English prose; code and other
    /// neutral material is left out, but for the comments of its code when `codeComments` asks
    /// (`CodeCommentUnits`), placed by line among the pairs.
    /// `cells` makes each table cell and list item a unit of its own (`CellUnits`).
    public static func units(of bundle: BitextModel.Bundle, codeComments: Bool = false, cells: Bool = false) -> [TranslationUnit] {
        let englishPath = bundle.englishSource?.path ?? bundle.name
        let pairs: [(line: Int, unit: TranslationUnit)] = bundle.pairs.flatMap { pair -> [(line: Int, unit: TranslationUnit)] in
            guard ![.neutral, .chineseOnly, .shared].contains(pair.state), let en = pair.en else { return [] }
            // Untranslated text kept in the Chinese file is not a translation: tools get none.
            let zh = pair.state == .untranslated ? nil : pair.zh
            let (english, chinese) = (MarkdownSegments(en.markdown).segments, zh.map { MarkdownSegments($0.markdown).segments })
            let unit = TranslationUnit(
                id: pair.id, document: bundle.name, kind: pair.kind, state: pair.state, score: pair.score,
                english: runs(english), chinese: chinese.map(runs) ?? [],
                source: "\(englishPath):\(en.lines.first ?? 0)", previousEnglish: pair.previous)
            // Nothing to translate: a shortcode on its own, code, an image.
            guard hasProse(unit.english) else { return [] }
            let line = en.lines.first ?? 0
            guard cells, let split = CellUnits.units(of: pair, unit, english: english, chinese: chinese) else { return [(line, unit)] }
            return split.map { (line, $0) }
        }
        let prose = frontMatterUnits(of: bundle, englishPath: englishPath).map { (line: 0, unit: $0) } + pairs
        guard codeComments else { return prose.map(\.unit) }
        let all = prose + CodeCommentUnits.units(of: bundle, englishPath: englishPath)
        // Stable by line: the pairs keep their order, each comment follows the pairs above it.
        return all.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.unit)
    }

    /// The front matter keys a translation translates.
    public static let frontMatterKeys = ["title", "linkTitle", "description", "sidebar_label"]

    /// The front matter keys a translation translates (`frontMatterKeys`), when
    /// the English has them as text: ids `front-matter-KEY`, translated when the Chinese has the key.
    static func frontMatterUnits(of bundle: BitextModel.Bundle, englishPath: String) -> [TranslationUnit] {
        guard let en = bundle.frontMatter.en else { return [] }
        return frontMatterKeys.compactMap { key in
            guard case .string(let value)? = en.value?[key] else { return nil }
            // A block scalar keeps its final line break; a translation tool should not see it.
            let english = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !english.isEmpty else { return nil }
            let chinese = bundle.frontMatter.zh?.value?[key]?.stringValue.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty || $0 == english ? nil : $0 }
            return TranslationUnit(
                id: "front-matter-\(key)", document: bundle.name, kind: "front-matter", state: chinese == nil ? .untranslated : .translated,
                score: 1, english: [.text(english)], chinese: chinese.map { [.text($0)] } ?? [], source: "\(englishPath):\(en.range.start.line)")
        }
    }

    /// The runs of segments joined as one unit: their inline source (`MarkdownSegments`), with
    /// code spans and markup apart from the text (`InlineRuns`).
    static func runs(_ segments: [SourceSegment]) -> [Run] {
        InlineRuns.runs(MarkdownSegments.text(of: segments[...]))
    }

    /// Whether `runs` have something to translate: text with a letter, outside code and markup.
    static func hasProse(_ runs: [Run]) -> Bool {
        runs.contains { if case .text(let text) = $0 { text.contains(where: \.isLetter) } else { false } }
    }

    /// The text as the Markdown it came from: how PO and JSONL carry it.
    public static func markdownText(_ runs: [Run]) -> String {
        runs.map { run in
            if case .text(let text) = run { text } else { run.placeholder ?? "" }
        }.joined()
    }

    /// A code span written in as many backticks as it needs.
    static func codeSpan(_ code: String) -> String {
        guard code.contains("`") else { return "`\(code)`" }
        var fence = "``"
        while code.contains(fence) { fence += "`" }
        return fence + " " + code + " " + fence
    }

    /// The text without markers.
    public static func plainText(_ runs: [Run]) -> String {
        runs.map { if case .text(let t) = $0 { t } else if case .code(let c) = $0 { c } else { "" } }.joined()
    }
}
