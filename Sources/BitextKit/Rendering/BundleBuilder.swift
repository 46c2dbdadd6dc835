import BitextModel

/// Turns a processed document into its bundle: stable pair ids, states, coverage.
public struct BundleBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The bundle of `processed`, named `name` (its output path without extension).
    public func bundle(_ processed: ProcessedDocument, name: String) -> Bundle {
        let calculator = CoverageCalculator()
        let alignment = processed.alignment
        let states = alignment.pairs.map(calculator.state)
        let texts = alignment.pairs.map(CoverageCalculator.UnitTexts.init)
        var seen: [String: Int] = [:]
        var pairs: [BundlePair] = []
        for ((pair, state), text) in zip(zip(alignment.pairs, states), texts) {
            let content = pair.englishSource + "\u{0}" + pair.chineseSource
            let base = "p" + StableHash.hex(content).prefix(10)
            let rank = seen[base, default: 0]
            seen[base] = rank + 1
            pairs.append(
                BundlePair(
                    id: rank == 0 ? base : "\(base)-\(rank + 1)", kind: pair.kind, bead: pair.bead,
                    score: (pair.score * 10_000).rounded() / 10_000, needsReview: pair.needsReview, state: state,
                    en: side(pair.english, texts: text.english), zh: side(pair.chinese, texts: text.chinese)))
        }
        var sources: [Bundle.Source] = []
        if processed.isSingleFile {
            sources.append(source(processed.english, role: .mixed))
        } else {
            if !processed.english.path.isEmpty { sources.append(source(processed.english, role: .en)) }
            if !processed.chinese.path.isEmpty { sources.append(source(processed.chinese, role: .zh)) }
        }
        return Bundle(
            generator: .init(name: "bitext", version: BitextVersion.current), name: name,
            title: titles(processed), mode: alignment.mode, sources: sources,
            frontMatter: .init(
                en: processed.english.frontMatter,
                zh: processed.isSingleFile ? nil : processed.chinese.frontMatter),
            pairs: pairs, code: processed.extraction.code, tables: processed.extraction.tables,
            coverage: calculator.summary(pairs: alignment.pairs, states: states, texts: texts),
            diagnostics: processed.diagnostics)
    }

    /// The bundle side of `units`, whose plain texts are `texts`.
    func side(_ units: [AlignedBlock], texts: [String]) -> BundlePair.Side? {
        guard let first = units.first else { return nil }
        let lower = units.map(\.range.startLine).min() ?? first.range.startLine
        let upper = units.map(\.range.endLine).max() ?? first.range.endLine
        return BundlePair.Side(
            markdown: units.map(\.source).joined(separator: "\n\n"),
            text: texts.joined(separator: "\n"),
            lines: [lower, upper], kinds: units.map(\.block.kind.name))
    }

    func source(_ document: Document, role: Language) -> Bundle.Source {
        Bundle.Source(path: document.path, format: document.format, contentHash: ProcessedDocument.contentHash(document), role: role)
    }

    /// Titles: front matter, else the first heading of each language.
    func titles(_ processed: ProcessedDocument) -> BundleSide<String> {
        if processed.isSingleFile {
            let headings = processed.english.blocks.filter { $0.headingLevel != nil }
            let en = processed.english.frontMatter?.title ?? headings.first { $0.language != .zh }?.plainText
            let zh = headings.first { $0.language == .zh }?.plainText
            return BundleSide(en: en, zh: zh)
        }
        return BundleSide(en: processed.english.title, zh: processed.chinese.title)
    }
}
