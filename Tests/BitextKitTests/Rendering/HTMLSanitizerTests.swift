import BitextKit
import Testing

@Suite struct HTMLSanitizerTests {
    @Test func keepsAllowedMarkupAndDropsEverythingActive() {
        let html = HTMLSanitizer().sanitize(
            "<div class=\"note\" style=\"x\"><b>Note:</b> <a href=\"/docs/a\" onclick=\"x()\">ok</a> <a href=\"javascript:x()\">bad</a>"
                + "<script>alert(1)</script><svg onload=alert(1)><text>t</text></svg><custom-el>kept text</custom-el>"
                + "<img src=\"data:image/png;base64,AA\" alt=\"d\"><table><tr><td colspan=\"2\">c</td></tr></table></div>")
        #expect(html.contains("<b>Note:</b>"))
        #expect(html.contains("<a href=\"/docs/a\">ok</a>"))
        #expect(html.contains("<a>bad</a>"))
        #expect(html.contains("kept text"))
        #expect(html.contains("<td colspan=\"2\">c</td>"))
        #expect(html.contains("kept textd<table>"), "an image with an unsafe source is its alt text")
        for banned in ["script", "svg", "onload", "onclick", "style=", "class=", "javascript:", "data:"] {
            #expect(!html.contains(banned), "\(banned)")
        }
    }

    @Test func textIsEscapedAndCommentsDropped() {
        let html = HTMLSanitizer().sanitize("<p>a &lt; b <!-- secret --> &amp; {{title}}</p>")
        #expect(html == "<p>a &lt; b  &amp; {{title}}</p>")
    }
}
