import BitextModel

/// Turns a processed document into its bundle: stable pair ids, and the states and coverage the
/// processing measured.
public struct BundleBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The bundle of `processed`, named `name` (its output path without extension).
    public func bundle(_ processed: ProcessedDocument, name: String) -> Bundle {
        let alignment = processed.alignment
        let (states, texts) = (processed.coverage.states, processed.coverage.texts)
        var seen: [String: Int] = [:]
        var pairs: [BundlePair] = []
        for (index, ((pair, state), text)) in zip(zip(alignment.pairs, states), texts).enumerated() {
            let en = side(pair.english, texts: text.english)
            let zh = side(pair.chinese, texts: text.chinese)
            // A side's Markdown is its units' sources joined as `englishSource` joins them.
            let base = Self.pairID(english: en?.markdown ?? "", chinese: zh?.markdown ?? "")
            let rank = seen[base, default: 0]
            seen[base] = rank + 1
            pairs.append(
                BundlePair(
                    id: rank == 0 ? base : "\(base)-\(rank + 1)", kind: pair.kind, bead: pair.bead,
                    score: (pair.score * 10_000).rounded() / 10_000, needsReview: pair.needsReview, state: state,
                    en: en, zh: zh, previous: state == .stale ? processed.coverage.previous[index] : nil))
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
            coverage: processed.coverage.summary,
            diagnostics: processed.diagnostics, staleSource: processed.coverage.staleSource)
    }

    /// A pair's id before any repeat is numbered: `p` and the first 10 hex digits of the stable
    /// hash of its English source, a NUL and its Chinese source (hashed in place, not joined).
    static func pairID(english: String, chinese: String) -> String {
        var hash = StableHash.value(continuing: StableHash.empty, english)
        hash = StableHash.value(continuing: hash, byte: 0)
        hash = StableHash.value(continuing: hash, chinese)
        return "p" + StableHash.hex(hash, digits: 10)
    }

    /// The bundle side of `units`, whose plain texts are `texts`.
    func side(_ units: [AlignedBlock], texts: [String]) -> BundlePair.Side? {
        guard !units.isEmpty else { return nil }
        // Read in place by index: copying a unit retains every text it holds.
        var lower = units[0].range.startLine
        var upper = units[0].range.endLine
        for index in units.indices.dropFirst() {
            lower = min(lower, units[index].range.startLine)
            upper = max(upper, units[index].range.endLine)
        }
        // Most sides are one unit: its texts are used as they are, not joined into copies.
        return BundlePair.Side(
            markdown: units.count == 1 ? units[0].source : units.map(\.source).joined(separator: "\n\n"),
            text: texts.count == 1 ? texts[0] : texts.joined(separator: "\n"),
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
