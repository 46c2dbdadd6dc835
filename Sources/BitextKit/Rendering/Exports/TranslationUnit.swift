import BitextModel

/// One aligned pair prepared for translation tools: its text split into plain runs and code spans
/// (which tools must protect), with its id, state, score and source location.
public struct TranslationUnit: Sendable, Equatable {
    /// A run of a segment: text to translate, or code to keep as it is.
    public enum Run: Sendable, Equatable {
        case text(String)
        case code(String)
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
        let englishPath = bundle.sources.first { $0.role == .en || $0.role == .mixed }?.path ?? bundle.name
        let pairs: [(line: Int, unit: TranslationUnit)] = bundle.pairs.flatMap { pair -> [(line: Int, unit: TranslationUnit)] in
            guard pair.state != .neutral, pair.state != .chineseOnly, let en = pair.en else { return [] }
            let unit = TranslationUnit(
                id: pair.id, document: bundle.name, kind: pair.kind, state: pair.state, score: pair.score,
                english: runs(markdown: en.markdown), chinese: pair.zh.map { runs(markdown: $0.markdown) } ?? [],
                source: "\(englishPath):\(en.lines.first ?? 0)", previousEnglish: pair.previous)
            let line = en.lines.first ?? 0
            guard cells, let split = CellUnits.units(of: pair, unit, in: bundle) else { return [(line, unit)] }
            return split.map { (line, $0) }
        }
        guard codeComments else { return pairs.map(\.unit) }
        let all = pairs + CodeCommentUnits.units(of: bundle, englishPath: englishPath)
        // Stable by line: the pairs keep their order, each comment follows the pairs above it.
        return all.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.unit)
    }

    /// Plain text and code spans of Markdown, read with the Markdown reader so emphasis, links and
    /// list markers become text and only real code spans are protected.
    static func runs(markdown: String) -> [Run] {
        runs(of: blocks(markdown))
    }

    /// The blocks of a pair side's Markdown.
    static func blocks(_ markdown: String) -> [Block] {
        MarkdownReader().read(SourceFile(path: "", text: markdown)).document.blocks
    }

    /// Plain text and code spans of `blocks`.
    static func runs(of blocks: [Block]) -> [Run] {
        var runs: [Run] = []
        func appendText(_ text: String) {
            if case .text(let previous)? = runs.last { runs[runs.count - 1] = .text(previous + text) } else if !text.isEmpty { runs.append(.text(text)) }
        }
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .code(let code): runs.append(.code(code))
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c): walk(c)
                default: appendText(inline.plainText)
                }
            }
        }
        func visit(_ blocks: [Block]) {
            for (index, block) in blocks.enumerated() {
                if index > 0 { appendText("\n") }
                switch block.kind {
                case .heading(_, _, let content), .paragraph(let content): walk(content)
                case .list(_, _, let items): for (k, item) in items.enumerated() { if k > 0 { appendText("\n") }; visit(item.blocks) }
                case .quote(let children), .callout(_, _, let children): visit(children)
                case .code(_, _, let text): runs.append(.code(text))
                case .table(let table):
                    for (r, row) in ([table.header] + table.rows).enumerated() {
                        if r > 0 { appendText("\n") }
                        for (c, cell) in row.enumerated() { if c > 0 { appendText("\t") }; walk(cell) }
                    }
                default: appendText(block.plainText)
                }
            }
        }
        visit(blocks)
        return runs
    }

    /// The text with code spans in backticks: how PO and JSONL carry protected code.
    public static func markdownText(_ runs: [Run]) -> String {
        runs.map { run in
            switch run {
            case .text(let text): text
            case .code(let code): code.contains("`") ? "`` \(code) ``" : "`\(code)`"
            }
        }.joined()
    }

    /// The text without markers.
    public static func plainText(_ runs: [Run]) -> String {
        runs.map { if case .text(let t) = $0 { t } else if case .code(let c) = $0 { c } else { "" } }.joined()
    }
}
