@testable import BitextKit
import BitextModel
import Testing

/// A unit that is nothing but shortcodes has no words of its own to align by.
@Suite struct UnitFeaturesTests {
    @Test(arguments: [
        ("{{< note >}}", true), ("  {{< a >}} {{% b %}}\n", true), ("{{< note >}} text", false), ("text {{< a >}}", false),
        ("{{< unclosed", false), ("", false), ("{{< a >}}}}", false),
    ])
    func shortcodeOnly(text: String, expected: Bool) {
        #expect(UnitFeatures.isShortcodeOnly(text) == expected, "\(text)")
    }

    /// Tens of thousands of tags in one unit are read in one pass.
    @Test func manyTagsInOneUnit() {
        let text = String(repeating: "{{< glossary_tooltip text=\"pod\" term_id=\"pod\" >}} ", count: 60_000)
        #expect(UnitFeatures.isShortcodeOnly(text))
        #expect(!UnitFeatures.isShortcodeOnly(text + "word"))
    }

    /// Features measured with one reused scan equal features measured unit by unit.
    @Test func unitFeaturesMeasuredTogetherEqualOneByOne() {
        let texts = [
            "A long paragraph about `kubectl apply` with /docs/concepts/ and Pods, Pods and more words " + String(repeating: "word\(0) ", count: 300),
            "Short `x`.", "", "数据库 mixes 中文 with ReplicaSet and v1.2.3",
            "Another long one " + (0..<400).map { "t\($0)" }.joined(separator: " "),
        ]
        let units = texts.enumerated().map { index, text in
            AlignedBlock(block: Block(.paragraph([.text(text)]), range: SourceRange(lines: index + 1, index + 1), language: .en), source: text, index: index)
        }
        let together = UnitFeatures.measure(units)
        for (unit, measured) in zip(units, together) {
            let alone = UnitFeatures(unit)
            #expect(measured.tokens == alone.tokens)
            #expect(measured.identity == alone.identity && measured.latin == alone.latin && measured.han == alone.han && measured.bytes == alone.bytes)
        }
    }
}
