@testable import BitextKit
import Testing

@Suite struct SentenceSplitterTests {
    func split(_ text: String) -> [String] { SentenceSplitter.split(text).map { String(text[$0]) } }

    @Test func englishKeepsAbbreviationsInitialsCodeAndLinks() {
        #expect(split("Use a view, e.g. a `Text`. It renders. Dr. Appleseed wrote J. Doe's guide.") == [
            "Use a view, e.g. a `Text`.", "It renders.", "Dr. Appleseed wrote J. Doe's guide.",
        ])
        #expect(split("Call `view.layoutIfNeeded(). Then` wait. See [the guide. Part 2](https://x.dev/a. B) now.") == [
            "Call `view.layoutIfNeeded(). Then` wait.", "See [the guide. Part 2](https://x.dev/a. B) now.",
        ])
        #expect(split("Version 17.2 adds it. lowercase after a period. Stays one.") == [
            "Version 17.2 adds it. lowercase after a period.", "Stays one.",
        ])
    }

    @Test func chineseSplitsOnSentencePunctuation() {
        #expect(split("先创建视图。然后预览它！能重置吗？可以；但要小心……最后提交。") == [
            "先创建视图。", "然后预览它！", "能重置吗？", "可以；", "但要小心……", "最后提交。",
        ])
        #expect(split("他说：“好的。”然后离开。") == ["他说：“好的。”", "然后离开。"])
    }
}
