@testable import BitextKit
import Testing

/// HTML pages (templates' `{{x}}`, the HTML renderers) and XML files (sitemaps, TMX, XLIFF) escape
/// text one way: `'` as `&#39;`, valid in both, and what XML 1.0 forbids dropped.
@Suite struct EscapingTests {
    static let awkward = "<a href=\"x\">Tom & 'Jerry'</a>\u{1}\tnext\nline\r\n中文\u{FFFE}\u{FFFF}，"
    static let escaped = "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;\tnext\nline\r\n中文，"

    /// What a template writes for `{{x}}`.
    func templateEscape(_ text: String) throws -> String {
        String(decoding: try Template(parsing: "{{x}}").render(["x": .text(text)], library: [:]), as: UTF8.self)
    }

    @Test func htmlXMLAndTemplateEscapingAgree() throws {
        #expect(HTMLEscaping.escape(Self.awkward) == Self.escaped)
        #expect(XMLEscaping.escape(Self.awkward) == Self.escaped)
        #expect(try templateEscape(Self.awkward) == Self.escaped)
    }

    @Test func everyForbiddenCharacterIsDroppedAndEveryOtherKept() throws {
        for value in UInt32(0)...0x7F {
            let text = "a" + String(Unicode.Scalar(value)!) + "b"
            let forbidden = value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D
            let expected =
                forbidden ? "ab" : "a" + (["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"][String(Unicode.Scalar(value)!)]
                    ?? String(Unicode.Scalar(value)!)) + "b"
            #expect(XMLEscaping.escape(text) == expected, "U+\(String(value, radix: 16))")
            #expect(try templateEscape(text) == expected, "U+\(String(value, radix: 16))")
        }
        // Text that needs nothing comes back as it is.
        #expect(XMLEscaping.escape("中文 {{name}} \u{FFFD}\u{10FFFF}") == "中文 {{name}} \u{FFFD}\u{10FFFF}")
    }
}
