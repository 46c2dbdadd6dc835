@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// Reports, `inspect` and `extract` go through `JSONTreeEncoder` into the bundles' writer: the
/// bytes must stay Foundation's, with no nesting limit and an error that names a path, not a value.
@Suite struct JSONTreeEncoderTests {
    struct Sample: Encodable {
        enum Shape: Encodable { case circle(radius: Double), none }
        var name = "a/b \"q\" 中\n"
        var count: Int8 = -3
        var big: UInt64 = .max
        var ratio: Float = 0.1
        var flags = [true, false]
        var missing: String? = nil
        var shapes: [Shape] = [.circle(radius: 2.5), .none]
        var map = ["b": [1, 2], "a": [], "a10": [3], "a2": [4]]
        var url = URL(string: "https://example.com/a?b=1")!
        var data = Data([0, 1, 2, 250])
        var nested: [[String: Int]] = [[:], ["z": 1]]
    }

    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func matchesFoundationPrettyAndCompact() throws {
        #expect(String(decoding: try BundleJSON.report(Sample()).dropLast(), as: UTF8.self) == (try Self.foundation(Sample(), pretty: true)))
        #expect(String(decoding: try BundleJSON.line(Sample()), as: UTF8.self) == (try Self.foundation(Sample(), pretty: false)))
    }

    /// A document model of every block kind, as `inspect` prints it.
    @Test func documentMatchesFoundation() throws {
        let text = "# T\n\n- a\n  - b\n\n> q\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n```swift\nlet a = 1\n```\n\n段落。\n"
        let document = MarkdownReader().read(SourceFile(path: "x.md", text: text)).document
        #expect(String(decoding: try BundleJSON.report(document).dropLast(), as: UTF8.self) == (try Self.foundation(document, pretty: true)))
    }

    indirect enum Chain: Encodable { case link(Chain), end }

    /// Foundation refuses a value nested more than 512 deep; this encoder writes it.
    @Test func deepNestingIsWritten() throws {
        var chain = Chain.end
        for _ in 0..<2_000 { chain = .link(chain) }
        let data = try BundleJSON.line(chain)
        #expect(data.count > 2_000 * 8)
        // JSONSerialization has a nesting limit of its own, so the brackets are counted instead:
        // two objects a link (`{"link":{"_0":…}}`) and two at the end.
        #expect(data.filter { $0 == UInt8(ascii: "{") }.count == 4_002)
        #expect(data.filter { $0 == UInt8(ascii: "}") }.count == 4_002)
        #expect(data.starts(with: Array(#"{"link":{"_0":{"link""#.utf8)))
    }

    /// A non-finite number is refused in one line that names where it was.
    @Test func nonFiniteNumberNamesItsPath() {
        struct Holder: Encodable { var values = [1.0, .infinity] }
        #expect {
            _ = try BundleJSON.report(Holder())
        } throws: { error in
            let message = (error as? BitextError)?.description ?? ""
            return message.contains("values.1") && !message.contains("\n") && message.count < 200
        }
    }
}
