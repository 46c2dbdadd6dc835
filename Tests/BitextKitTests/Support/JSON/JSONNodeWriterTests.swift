@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// Every JSON file Bitext writes goes through the direct writers (`JSONDirectValue`,
/// `JSONNodeWriter`); they must write exactly Foundation's bytes (sorted keys, unescaped
/// slashes), so that bundles stay what they were and any JSON reader reads them.
@Suite struct JSONNodeWriterTests {
    /// The bytes the direct writer gives, without the final newline `BundleJSON` adds.
    static func ours<T: JSONDirectValue>(_ value: T, pretty: Bool) throws -> String {
        String(decoding: try BundleJSON.data(direct: value, pretty: pretty).dropLast(), as: UTF8.self)
    }

    /// Strings, numbers and keys at their edges, in front matter (the one place values come
    /// from the input as they are).
    static let edges: YAMLValue = .mapping(
        [
            YAMLEntry(key: "empty", value: .array([])), YAMLEntry(key: "emptyObject", value: .mapping([])),
            YAMLEntry(key: "nested", value: .array([.mapping([YAMLEntry(key: "b", value: .array([])), YAMLEntry(key: "a", value: .array([.integer(1), .integer(2)]))]), .mapping([])])),
            YAMLEntry(key: "numbers", value: .array([1, 0.5, 1e-5, 1.2345678901234568e17, 0.1 + 0.2, 1e21, -0.0, 3e-7, 100, -42.25].map(YAMLValue.double))),
            YAMLEntry(key: "integers", value: .array([0, -1, .max, .min].map(YAMLValue.integer))),
            YAMLEntry(key: "text", value: .string("a/b \u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F} \" \\ \n\r\t \u{2028} é 中 </script> 🇨🇳")),
            YAMLEntry(key: "flags", value: .array([.bool(true), .bool(false), .null])),
        ] + ["a10", "a2", "B", "a", "_x", "é", "Z", "中", "a-b", "", "a"].enumerated().map { YAMLEntry(key: $1, value: .integer($0)) }
            + (0..<40).map { YAMLEntry(key: "key\($0 * 7 % 40)", value: .integer($0)) })

    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    @Test(arguments: [true, false])
    func edgeCasesMatchFoundation(pretty: Bool) throws {
        #expect(try Self.ours(Self.edges, pretty: pretty) == String(decoding: try Self.foundation(Self.edges, pretty: pretty), as: UTF8.self))
    }

    @Test(arguments: [true, false])
    func bundlesMatchFoundation(pretty: Bool) throws {
        let en = "---\ntitle: Hosting\ntags: [a, b]\n---\n# Hosting\n\nCall `addChild(_:)` first.\n\n| A | B |\n|---|:-:|\n| `x` | y |\n\n```swift\nlet a = 1 // set up\n```\n\nOnly English.\n"
        let zh = "---\ntitle: 托管\n---\n# 托管\n\n先调用 `addChild(_:)`。\n\n| 甲 | 乙 |\n|---|:-:|\n| `x` | 乙 |\n\n```swift\nlet a = 1 // 设置\n```\n"
        let processed = Fixtures.processed(en, zh)
        let bundle = BundleBuilder().bundle(processed, name: "g")
        #expect(try Self.ours(bundle, pretty: pretty) == String(decoding: try Self.foundation(bundle, pretty: pretty), as: UTF8.self))
        var warned = bundle
        warned.diagnostics = [
            Diagnostic(severity: .warning, identifier: "x.y", summary: "s \"q\"", explanation: "e", path: "a/b.md", location: .init(line: 3, column: 4)),
            Diagnostic(severity: .error, identifier: "error.input", summary: "s", path: "c.md"),
        ]
        #expect(try Self.ours(warned, pretty: pretty) == String(decoding: try Self.foundation(warned, pretty: pretty), as: UTF8.self))
    }

    /// Pairs write themselves (`JSONDirectValue`); every shape of one must still match.
    @Test(arguments: [true, false])
    func pairsWrittenDirectlyMatchFoundation(pretty: Bool) throws {
        let side = BundlePair.Side(markdown: "*a* \"q\" \\ \u{1}\n中文 </b>", text: "a \"q\"\t中", lines: [3, 4], kinds: ["paragraph", "list"])
        let empty = BundlePair.Side(markdown: "", text: "", lines: [], kinds: [])
        var pairs: [BundlePair] = []
        for (index, state) in PairState.allCases.enumerated() {
            for (en, zh) in [(side, side), (side, nil), (nil, empty), (nil, nil)] as [(BundlePair.Side?, BundlePair.Side?)] {
                let score = [0, 1, 0.5, 0.1 + 0.2, 0.9951, 1e-7][index % 6]
                pairs.append(BundlePair(id: "p\(index)", kind: "prose", bead: .allCases[index % AlignedPair.Bead.allCases.count],
                                        score: score, needsReview: index % 2 == 0, state: state, en: en, zh: zh))
            }
        }
        for value in [pairs, [pairs[1]], []] {
            #expect(try Self.ours(value, pretty: pretty) == String(decoding: try Self.foundation(value, pretty: pretty), as: UTF8.self))
        }
    }

    /// Code and table records write themselves too, optional members and empty lists included.
    @Test(arguments: [true, false])
    func recordsWrittenDirectlyMatchFoundation(pretty: Bool) throws {
        let span = CodeSpan(kind: .comment, line: 2, start: 4, end: 12, language: .zh)
        var codes: [CodeRecord] = []
        for (index, variants) in [("a", "b"), ("a", nil), (nil, "b"), (nil, nil)].enumerated() {
            codes.append(CodeRecord(
                id: "code-\(index)", language: index == 0 ? "swift" : "", text: "let \"x\" = 1 // 中\n\t",
                variants: .init(en: variants.0, zh: variants.1), differingLines: index == 0 ? [] : [1, 3],
                headings: .init(en: index == 1 ? [] : ["A"], zh: ["甲", "乙"]),
                occurrences: index == 2 ? [] : [.init(path: "a/b.md", lines: [1, 4], side: .en, headings: [])],
                spans: .init(en: [span], zh: index == 3 ? [] : [span, span])))
        }
        let cell = TableRecord.Cell(text: "a|b", code: ["x"], isCode: false)
        let side = TableRecord.Side(path: "t.md", lines: [3, 6], headings: ["H"], header: [cell, cell], alignments: [.left, .none, .center, .right], rows: [[cell], []])
        let empty = TableRecord.Side(path: "", lines: [], headings: [], header: [], alignments: [], rows: [])
        var tables: [TableRecord] = []
        let sides: [(TableRecord.Side?, TableRecord.Side?)] = [(side, side), (side, nil), (nil, empty), (nil, nil)]
        for (index, (en, zh)) in sides.enumerated() {
            let cells: [[TableRecord.CellPair]]? = index == 1 ? nil : [[.init(en: "a", zh: "甲"), .init(en: nil, zh: "乙")], [.init(en: "b", zh: nil), .init(en: nil, zh: nil)], []]
            tables.append(TableRecord(
                id: "table-\(index)", en: en, zh: zh, cells: cells, pairedByPosition: index % 2 == 0,
                unpaired: index == 0 ? [] : [.init(side: .zh, row: 1, column: 2)]))
        }
        #expect(try Self.ours(codes, pretty: pretty) == String(decoding: try Self.foundation(codes, pretty: pretty), as: UTF8.self))
        #expect(try Self.ours(tables, pretty: pretty) == String(decoding: try Self.foundation(tables, pretty: pretty), as: UTF8.self))
    }

    /// Manifest entries and summaries write themselves, titles present or not.
    @Test(arguments: [true, false])
    func manifestsWrittenDirectlyMatchFoundation(pretty: Bool) throws {
        var manifest = ConversionManifest()
        let tally = CoverageSummary.Tally(total: 9, translated: 5, untranslated: 2, needsReview: 1, stale: 1)
        let coverage = CoverageSummary(blocks: tally, words: tally, characters: tally, chineseOnlyBlocks: 3, neutralBlocks: 4)
        for (index, titles) in [("Hosting", "托管"), ("A \"q\"", nil), (nil, "中"), (nil, nil)].enumerated() {
            let summary = DocumentSummary(
                name: "docs/\(index)", titleEn: titles.0, titleZh: titles.1, sources: index == 3 ? [] : ["a.md", "a.zh.md"],
                coverage: coverage, pairs: index, code: 2, tables: 0, needsReview: 1, stale: 0, warnings: 7)
            manifest.documents[summary.name] = .init(key: index == 2 ? "" : "k\(index)", outputs: index == 1 ? [] : ["x.json", "x.html"], summary: summary)
        }
        manifest.siteKey = "s"
        #expect(try Self.ours(manifest, pretty: pretty) == String(decoding: try Self.foundation(manifest, pretty: pretty), as: UTF8.self))
        manifest.site = ["index.html", "a b/c.html"]
        manifest.siteTitle = "T"
        manifest.templates = "/x/y"
        #expect(try Self.ours(manifest, pretty: pretty) == String(decoding: try Self.foundation(manifest, pretty: pretty), as: UTF8.self))
    }

    /// A manifest written into a file as its entries are made (flushed many times over) has
    /// Foundation's bytes, as the manifest held whole does.
    @Test func aStreamedManifestHasTheBytesOfAWholeOne() throws {
        var manifest = ConversionManifest()
        for index in 0..<2_000 {
            let summary = DocumentSummary(
                name: "docs/\(index)", titleEn: "Page \(index)", titleZh: index % 3 == 0 ? nil : "页 \(index)", sources: ["p\(index).md"],
                coverage: CoverageSummary(), pairs: index, code: 0, tables: 1, needsReview: 0, stale: 0, warnings: 0)
            manifest.documents[summary.name] = .init(key: "k\(index)", outputs: ["docs/\(index).json"], summary: summary)
        }
        manifest.site = ["index.html"]
        var header = manifest
        header.documents = [:]
        let file = StreamedFile()
        try BundleJSON.write(header, members: manifest.documents.keys.sorted().lazy.map { ($0, manifest.documents[$0]!) }, to: file)
        #expect(file.data.count > 4 * JSONNodeWriter.flushSize)
        #expect(file.data == (try Self.foundation(manifest, pretty: true)) + Data([0x0A]))
    }

    /// Readers of an output folder read it with Foundation's decoder: what Bitext writes must read
    /// back as the value written.
    @Test func whatIsWrittenReadsBackWithFoundation() throws {
        var manifest = ConversionManifest()
        let summary = DocumentSummary(
            name: "a/b", titleEn: "T \"q\" / é", titleZh: "标题", sources: ["a/b.md"], coverage: CoverageSummary(), pairs: 1, code: 0,
            tables: 0, needsReview: 0, stale: 0, warnings: 0)
        manifest.documents["a/b"] = .init(key: "k", outputs: ["a/b.json"], summary: summary)
        manifest.site = ["index.html"]
        let data = try BundleJSON.data(manifest)
        #expect(try ConversionManifest(jsonData: data) == manifest)
    }

    /// A YAML `.inf` in front matter cannot be JSON: the bundle is refused, as Foundation would.
    @Test func nonFiniteNumbersAreRefused() {
        #expect(throws: BitextError.self) { try BundleJSON.data(direct: YAMLValue.array([.double(.nan)])) }
        #expect(throws: BitextError.self) { try BundleJSON.data(direct: YAMLValue.mapping([YAMLEntry(key: "x", value: .double(.infinity))])) }
    }
}
