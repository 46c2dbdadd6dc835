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
        #expect(split("Version 17.2 adds it. Stays one, etc. and so on... and more.") == [
            "Version 17.2 adds it.", "Stays one, etc. and so on... and more.",
        ])
    }

    @Test func aSentenceMayOpenWithALowercaseName() {
        // Documentation starts sentences with commands and names written in lower case.
        #expect(split("cgroup v2 is the new generation. cgroup v2 has a unified hierarchy. kubectl reads it.") == [
            "cgroup v2 is the new generation.", "cgroup v2 has a unified hierarchy.", "kubectl reads it.",
        ])
        #expect(split("Use a view, e.g. a label, or i.e. the one you have.") == ["Use a view, e.g. a label, or i.e. the one you have."])
    }

    @Test func listNumbersAndWordlessPiecesJoinTheirSentence() {
        #expect(split("1. The kubelet starts. It reads the file.") == ["1. The kubelet starts.", "It reads the file."])
        #expect(split("等一下……）。然后继续。{{< /note >}}") == ["等一下……）。", "然后继续。{{< /note >}}"])
    }

    @Test func chineseSplitsOnSentencePunctuation() {
        #expect(split("先创建视图。然后预览它！能重置吗？可以；但要小心……最后提交。") == [
            "先创建视图。", "然后预览它！", "能重置吗？", "可以；", "但要小心……", "最后提交。",
        ])
        #expect(split("他说：“好的。”然后离开。") == ["他说：“好的。”", "然后离开。"])
    }
}
