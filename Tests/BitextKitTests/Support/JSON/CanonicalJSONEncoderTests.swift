import BitextKit
import BitextModel
import Foundation
import Testing

/// The fast encoder must write exactly Foundation's bytes: bundles written before it replaced
/// `JSONEncoder` stay byte-identical.
@Suite struct CanonicalJSONEncoderTests {
    struct Edges: Encodable {
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[String: [Int]]] = [["b": [], "a": [1, 2]], [:]]
        var numbers: [Double] = [1, 0.5, 1e-5, 1.2345678901234568e17, 0.1 + 0.2, 1e21, -0.0, 3e-7, 100, -42.25]
        var float: Float = 0.1
        var integers: [Int64] = [0, -1, .max, .min]
        var text = "a/b \u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F} \" \\ \n\r\t \u{2028} é 中 </script> 🇨🇳"
        var missing: String? = nil
        var present: String? = "here"
        var optionals: [Int?] = [1, nil, 3]
        var keys: [String: Int] = ["a10": 0, "a2": 1, "B": 2, "a": 3, "_x": 4, "é": 5, "Z": 6, "中": 7, "a-b": 8, "": 9]
        var many: [String: Int] = Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0 * 7 % 40)", $0) })
        var flag = true
        var url = URL(string: "https://example.com/a?b=c")!
        var data = Data([0, 1, 2, 250])
    }

    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    @Test(arguments: [true, false])
    func edgeCasesMatchFoundation(pretty: Bool) throws {
        let ours = try CanonicalJSONEncoder(pretty: pretty).encode(Edges())
        let theirs = try Self.foundation(Edges(), pretty: pretty)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
    }

    @Test(arguments: [true, false])
    func bundlesMatchFoundation(pretty: Bool) throws {
        let en = "---\ntitle: Hosting\ntags: [a, b]\n---\n# Hosting\n\nCall `addChild(_:)` first.\n\n| A | B |\n|---|:-:|\n| `x` | y |\n\n```swift\nlet a = 1 // set up\n```\n\nOnly English.\n"
        let zh = "---\ntitle: 托管\n---\n# 托管\n\n先调用 `addChild(_:)`。\n\n| 甲 | 乙 |\n|---|:-:|\n| `x` | 乙 |\n\n```swift\nlet a = 1 // 设置\n```\n"
        let processed = Fixtures.processed(en, zh)
        let bundle = BundleBuilder().bundle(processed, name: "g")
        #expect(try CanonicalJSONEncoder(pretty: pretty).encode(bundle) == Self.foundation(bundle, pretty: pretty))
        #expect(try CanonicalJSONEncoder(pretty: pretty).encode(processed.english) == Self.foundation(processed.english, pretty: pretty))
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
        struct Holder: Encodable { var pairs: [BundlePair]; var one: BundlePair; var none: [BundlePair] = [] }
        let holder = Holder(pairs: pairs, one: pairs[1])
        let ours = String(decoding: try CanonicalJSONEncoder(pretty: pretty).encode(holder), as: UTF8.self)
        #expect(ours == String(decoding: try Self.foundation(holder, pretty: pretty), as: UTF8.self))
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
        struct Holder: Encodable { var codes: [CodeRecord]; var tables: [TableRecord] }
        let holder = Holder(codes: codes, tables: tables)
        let ours = String(decoding: try CanonicalJSONEncoder(pretty: pretty).encode(holder), as: UTF8.self)
        #expect(ours == String(decoding: try Self.foundation(holder, pretty: pretty), as: UTF8.self))
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
        let ours = String(decoding: try CanonicalJSONEncoder(pretty: pretty).encode(manifest), as: UTF8.self)
        #expect(ours == String(decoding: try Self.foundation(manifest, pretty: pretty), as: UTF8.self))
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

    @Test func nonFiniteNumbersAreRefused() {
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try CanonicalJSONEncoder().encode(["x": Double.infinity]) }
    }
}
