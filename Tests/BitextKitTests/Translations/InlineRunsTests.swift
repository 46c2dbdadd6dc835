@testable import BitextKit
import Testing

/// What a translator translates and what a translation keeps, from inline Markdown source.
@Suite struct InlineRunsTests {
    typealias Run = TranslationUnit.Run

    @Test func codeSpansAndLinksAreKept() {
        #expect(InlineRuns.runs("Run `kubectl get` and see [the docs](/docs/x \"T\").") == [
            .text("Run "), .code("kubectl get"), .text(" and see "), .markup("["), .text("the docs"), .markup("](/docs/x \"T\")"), .text("."),
        ])
    }

    @Test func shortcodesTagsImagesAndReferencesAreMarkup() {
        #expect(InlineRuns.runs("A {{< glossary_tooltip text=\"Pod\" term_id=\"pod\" >}} <br> ![a](b.png) [x][ref]") == [
            .text("A "), .markup("{{< glossary_tooltip text=\"Pod\" term_id=\"pod\" >}}"), .text(" "), .markup("<br>"), .text(" "),
            .markup("![a](b.png)"), .text(" "), .markup("["), .text("x"), .markup("][ref]"),
        ])
    }

    @Test func whatOnlyLooksLikeMarkupIsText() {
        #expect(InlineRuns.runs("a < b, [not a link] and \\`ticks\\` and `unclosed") == [.text("a < b, [not a link] and \\`ticks\\` and `unclosed")])
        #expect(InlineRuns.runs("**bold** _it_") == [.text("**bold** _it_")])
    }

    @Test func aCodeSpanInALinkStaysCode() {
        #expect(InlineRuns.runs("[`a]b`](u)") == [.markup("["), .code("a]b"), .markup("](u)")])
    }

    @Test func theMarkdownComesBackByteForByte() {
        for source in ["Use ``a ` b`` here", "See [x](y) {{% note %}}", "Plain text.", "Two <b>tags</b>"] {
            #expect(TranslationUnit.markdownText(InlineRuns.runs(source)) == source)
        }
    }
}
