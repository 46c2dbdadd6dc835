@testable import BitextKit
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

    @Test func asciiShortcutFollowsTheScalarRule() {
        // Random texts from ASCII letters, digits and the word-joining marks, mixed with Han,
        // CJK punctuation, accented letters, emoji and spaces: the byte shortcut for ASCII must
        // count what the rule for any scalar counts.
        let pieces = ["a", "Z", "7", "'", "-", "_", " ", ".", "\n", "’", "é", "中", "。", "ｱ", "🙂", "ß", "x-", "'s", "__"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var words = 0, characters = 0, inWord = false
            for scalar in text.unicodeScalars { TextWeight.count(scalar, words: &words, characters: &characters, inWord: &inWord) }
            #expect(TextWeight(text) == TextWeight(words: words, characters: characters), "\(text.debugDescription)")
        }
    }
}
