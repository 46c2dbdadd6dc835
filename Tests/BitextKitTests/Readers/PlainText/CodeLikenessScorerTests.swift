@testable import BitextKit
import Testing

@Suite struct CodeLikenessScorerTests {
    let scorer = CodeLikenessScorer()

    @Test(arguments: [
        "func render(into canvas: Canvas) -> Image {",
        "let total = basket.items.reduce(0, +)",
        "}",
        "@State private var isOpen = false",
        "guard let url = URL(string: path) else { return }",
        "- (void)reloadRows:(NSArray *)rows;",
        "$ swift build -c release",
        "lamp -> switch [label=\"on\"];",
    ])
    func codeScoresPositive(line: String) {
        #expect(scorer.evidence(for: line).score >= 1.5)
    }

    @Test(arguments: [
        "The parser keeps every paragraph it finds in the page.",
        "Before you call the loader, make sure the cache is warm:",
        "It’s the last step of the tour, and the easiest one.",
    ])
    func proseScoresNegative(line: String) {
        #expect(scorer.evidence(for: line).score < 0)
    }

    @Test func hanOutsideCommentsIsProseButInsideCommentsIsNot() {
        #expect(scorer.evidence(for: "loadAll(items:) 读取全部条目").score < 0)
        #expect(scorer.evidence(for: "调用loadAll(items:) → 读取全部条目").score < 0)
        let comment = scorer.evidence(for: "// 先读取缓存")
        #expect(comment.isComment)
        #expect(comment.score > 0)
        #expect(scorer.evidence(for: "cache.clear() // 清空缓存").score > 0)
    }

    @Test func outlinesAndFragmentsAreMarked() {
        #expect(scorer.evidence(for: "start(engine:) → Runs once. Warms the engine.").isOutline)
        // A translated outline keeps its signature; only the description changed language.
        let translated = scorer.evidence(for: "start(engine:) → 调用一次。预热引擎。")
        #expect(translated.isOutline)
        #expect(translated.score >= 1.5)
        let lone = scorer.evidence(for: "PaletteMode")
        #expect(lone.isFragment)
        #expect(lone.score <= 0)
        #expect(scorer.evidence(for: "@MainActor").score > 0)
    }

    @Test func bracketsAreCountedOutsideStringsAndComments() {
        #expect(scorer.evidence(for: "func open(\"{\") {").bracketDelta == 1)
        #expect(scorer.evidence(for: "}) // close { here").bracketDelta == -2)
    }
}
