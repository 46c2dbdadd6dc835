import BitextKit
import BitextModel
import Foundation
import Testing

/// The decoder must read back exactly what Foundation's decoder reads: bundles and manifests
/// written by Bitext, and JSON as RFC 8259 allows it.
@Suite struct CanonicalJSONDecoderTests {
    struct Sample: Codable, Equatable {
        var text = "a \" \\ / \u{1} \n é 中 🇨🇳 \u{2028}"
        var escaped = ""
        var numbers: [Double] = [0, -1.5, 1e-7, 1.2345678901234567e300, 0.1 + 0.2]
        var integers: [Int64] = [0, -1, .max, .min]
        var small: [UInt8] = [0, 255]
        var flags = [true, false]
        var missing: String?
        var present: String? = "here"
        var optionals: [Int?] = [1, nil, 3]
        var nested: [String: [[String: Int]]] = ["a": [["x": 1], [:]], "": []]
        var state = PairState.needsReview
        var url = URL(string: "https://example.com/a?b=c")!
    }

    @Test func readsBackWhatEitherEncoderWrote() throws {
        var sample = Sample()
        sample.escaped = "\\u00e9\\ud83c\\udde8"
        let canonical = try CanonicalJSONEncoder(pretty: true).encode(sample)
        let foundation = try JSONEncoder().encode(sample)
        for data in [canonical, foundation] {
            let ours = try CanonicalJSONDecoder().decode(Sample.self, from: data)
            #expect(ours == sample)
            #expect(ours == (try JSONDecoder().decode(Sample.self, from: data)))
        }
        // Escapes in the input are decoded, surrogate pairs included.
        let escapes = Data(#"{"s":"\u00e9\ud83c\udde8\/\t","n":1E2,"i":2.0}"#.utf8)
        struct Escapes: Decodable, Equatable { var s: String; var n: Double; var i: Int }
        #expect(try CanonicalJSONDecoder().decode(Escapes.self, from: escapes) == Escapes(s: "é🇨\t".replacingOccurrences(of: "\t", with: "/\t"), n: 100, i: 2))
    }

    @Test func bundlesAndManifestsRoundTrip() throws {
        let en = "---\ntitle: Hosting\n---\n# Hosting\n\nCall `addChild(_:)` first.\n\n| A | B |\n|---|---|\n| `x` | y |\n\n```swift\nlet a = 1 // set up\n```\n\nOnly English.\n"
        let zh = "---\ntitle: 托管\n---\n# 托管\n\n先调用 `addChild(_:)`。\n\n| 甲 | 乙 |\n|---|---|\n| `x` | 乙 |\n\n```swift\nlet a = 1 // 设置\n```\n"
        let processed = Fixtures.processed(en, zh)
        let bundle = BundleBuilder().bundle(processed, name: "g")
        let data = try CanonicalJSONEncoder(pretty: true).encode(bundle)
        #expect(try CanonicalJSONDecoder().decode(BitextModel.Bundle.self, from: data) == bundle)
        // A document does not carry its source text: what matters is reading what Foundation reads.
        let document = try CanonicalJSONEncoder().encode(processed.english)
        #expect(try CanonicalJSONDecoder().decode(Document.self, from: document) == JSONDecoder().decode(Document.self, from: document))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[-]", "[1e]", "\"\\x\"", "\"\\ud800\"", "\"a\nb\"", "[tru]",
        "{\"a\" 1}", "[1] 2", "\"\\u12\"", String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
    func malformedJSONIsAnError(text: String) {
        #expect(throws: DecodingError.self) { try CanonicalJSONDecoder().decode([Int].self, from: Data(text.utf8)) }
    }

    /// `allKeys` follows the text (Foundation's follows a hash order that changes per process),
    /// so a YAML mapping reads back in the order it was written, however large the object.
    @Test func keysComeInTextOrder() throws {
        let names = (0..<40).map { "k\(($0 * 7) % 40)" }
        let text = "{" + names.map { "\"\($0)\":{\"z\":1,\"a\":[]}" }.joined(separator: ",") + "}"
        guard case .mapping(let entries) = try CanonicalJSONDecoder().decode(YAMLValue.self, from: Data(text.utf8)) else {
            Issue.record("not a mapping"); return
        }
        #expect(entries.map(\.key) == names)
        guard case .mapping(let inner) = entries[0].value else { Issue.record("not a mapping"); return }
        #expect(inner.map(\.key) == ["z", "a"])
        // A repeated name keeps its last value, in small and large objects alike.
        struct One: Decodable { var a: Int }
        #expect(try CanonicalJSONDecoder().decode(One.self, from: Data(#"{"a":1,"a":2}"#.utf8)).a == 2)
        let large = "{" + (0..<20).map { "\"x\($0)\":0" }.joined(separator: ",") + ",\"a\":1,\"a\":3}"
        #expect(try CanonicalJSONDecoder().decode(One.self, from: Data(large.utf8)).a == 3)
        // and is listed once, where it first stood.
        let repeated = try CanonicalJSONDecoder().decode(YAMLValue.self, from: Data(#"{"b":1,"a":2,"b":3}"#.utf8))
        #expect(repeated == .mapping([YAMLEntry(key: "b", value: .integer(3)), YAMLEntry(key: "a", value: .integer(2))]))
    }

    @Test func wrongShapesNameTheirPath() {
        struct Outer: Decodable { var inner: [Inner] }
        struct Inner: Decodable { var count: Int }
        do {
            _ = try CanonicalJSONDecoder().decode(Outer.self, from: Data(#"{"inner":[{"count":1},{"count":"two"}]}"#.utf8))
            Issue.record("expected a type mismatch")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["inner", "Index 1", "count"])
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: DecodingError.self) { try CanonicalJSONDecoder().decode(Outer.self, from: Data(#"{"inner":[{}]}"#.utf8)) }
        #expect(throws: DecodingError.self) { try CanonicalJSONDecoder().decode([UInt8].self, from: Data("[256]".utf8)) }
        #expect(throws: DecodingError.self) { try CanonicalJSONDecoder().decode([Int].self, from: Data("[null]".utf8)) }
    }
}
