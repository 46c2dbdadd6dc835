import BitextKit
import BitextModel
import Testing

@Suite struct HTMLEscapingTests {
    @Test func escapesMarkupAndQuotes() {
        #expect(HTMLEscaping.escape("<script>alert('x')</script> & \"q\"") ==
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
        #expect(HTMLEscaping.escape("中文 {{name}}") == "中文 {{name}}")
    }

    @Test(arguments: [
        ("https://developer.apple.com/x", true), ("/docs/a", true), ("#anchor", true), ("img/a.png", true),
        ("mailto:a@b.c", true), ("javascript:alert(1)", false), ("JaVaScRiPt:alert(1)", false),
        (" java\tscript:alert(1)", false), ("data:text/html;base64,xx", false), ("vbscript:x", false),
        ("a/b:c", true), ("?q=x:y", true), ("HTTPS://X", true), ("http\u{7F}s:x", true), ("https\u{1}:x", true),
        ("httpsx:y", false), ("ht tp:x", true), (":x", false), ("", true), ("mailtox:", false), ("h:", false),
        ("ja\u{0}vascript:x", false), ("javascript\u{7F}:x", false), ("\u{212A}:x", false), ("ｊavascript:x", false),
    ])
    func urlSafety(url: String, safe: Bool) {
        #expect(HTMLEscaping.isSafeURL(url) == safe)
    }

    @Test func inlineRendererEscapesTextAndDropsDangerousMarkup() {
        let html = InlineHTMLRenderer().render([
            .text("a < b "), .code("<T>"), .link(destination: "javascript:alert(1)", title: nil, content: [.text("click")]),
            .html("<img src=x onerror=alert(1)>"), .html("<b>"), .text("bold"), .html("</b>"),
            .link(destination: "https://x.dev/\"onmouseover=\"", title: "t\"", content: [.text("ok")]),
            .image(source: "data:image/svg+xml,<svg onload=alert(1)>", title: nil, alt: "pic"),
            .lineBreak,
        ])
        #expect(html == "a &lt; b <code>&lt;T&gt;</code>click<b>bold</b>"
            + "<a href=\"https://x.dev/&quot;onmouseover=&quot;\" title=\"t&quot;\">ok</a>pic<br>")
    }
}
