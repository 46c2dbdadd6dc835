@testable import BitextKit
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
}
