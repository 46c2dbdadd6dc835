@testable import BitextKit
import Testing

@Suite struct WordDiffWordsTests {
    @Test func theByteSplitIsTheCharacterSplit() {
        let pieces = ["a", "Bc", "-", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "x.y", "é", "中文", "\u{00A0}", "\u{3000}", "\u{2028}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(WordDiff.words(text) == text.split(whereSeparator: \.isWhitespace).map(String.init), "\(Array(text.unicodeScalars))")
        }
    }
}
