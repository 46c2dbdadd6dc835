import BitextKit
import Testing

@Suite struct TextWeightTests {
    @Test func englishCountsWords() {
        #expect(TextWeight("Call addChild(_:) before didMove(toParent:), don't forget it.") ==
            TextWeight(words: 8, characters: 0))
    }

    @Test func chineseCountsCharactersAndPunctuationWithLatinRunsAsWords() {
        // 调用 (2) 会触发 (3) 更新。(3) = 8 characters; UIView and updateUIView are 2 words.
        #expect(TextWeight("调用 UIView 会触发 updateUIView 更新。") == TextWeight(words: 2, characters: 8))
        #expect(TextWeight("（注意）") == TextWeight(words: 0, characters: 4))
    }

    @Test func weightsAdd() {
        #expect(TextWeight("a b") + TextWeight("中文") == TextWeight(words: 2, characters: 2))
    }
}
