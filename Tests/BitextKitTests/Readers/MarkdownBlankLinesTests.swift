@testable import BitextKit
import Testing

/// Blank lines are found by skipping to each line's first non-space byte and then to its newline
/// with `memchr`; they must be exactly the lines a test of every byte finds.
@Suite struct MarkdownBlankLinesTests {
    static func reference(_ text: String) -> [Bool] {
        var result: [Bool] = []
        var isBlank = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                result.append(isBlank)
                isBlank = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                isBlank = false
            }
        }
        result.append(isBlank)
        return result
    }

    @Test func everyShortTextAndRandomLongerOnes() {
        let alphabet: [String] = [" ", "\t", "\r", "\n", "a", "中"]
        // Every text of up to five pieces.
        var texts: [String] = [""]
        var layer: [String] = [""]
        for _ in 0..<5 {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += layer
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            texts.append((0..<Int.random(in: 6...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts where MarkdownReader.blankLines(text) != Self.reference(text) {
            Issue.record("blank lines differ for \(text.debugDescription)")
        }
    }
}
