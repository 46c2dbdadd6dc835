@testable import BitextKit
import Testing

/// The scalar path must give exactly the words the character path gives, on every text it
/// takes, and leave to the character path every text where a scalar may join the one before.
@Suite struct ScalarWordsTests {
    /// Scalars of every kind the scalar path takes: Latin letters, digits, code characters,
    /// edges, white space (CR LF too), general and CJK punctuation, Han, kana, Hangul, full-width.
    static let pool: [String] = [
        "a", "Z", "é", "ß", "7", "-", "_", "/", "$", "<", ">", "=", "`", ".", ",", ":", ";", "(", ")", "\"", "'", "!", "?", "*", "^",
        "©", "+", "~", "|", " ", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2014}", "\u{2019}", "\u{201C}", "\u{2026}", "\u{3000}", "。",
        "，", "、", "「", "」", "中", "文", "𠀋", "あ", "カ", "ー", "한", "Ｐ", "（", "）", "：", "\u{AD}", "\u{7}",
    ]

    @Test func scalarWordsAreCharacterWordsOnRandomText() {
        var generator = SeededGenerator(seed: 20_261_129)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in Self.pool.randomElement(using: &generator)! }.joined()
            let fast = ScalarWords.words(text)
            #expect(fast != nil, "\(text.debugDescription)")
            let slow = SharedText.characterWords(text)
            #expect(fast == slow, "\(text.debugDescription)")
            #expect(fast?.filter(ScalarWords.hasLetter) == slow.filter { $0.contains(where: \.isLetter) }, "\(text.debugDescription)")
            #expect(fast?.map { $0.utf8.contains { $0 < 0x80 } } == slow.map { $0.contains(where: \.isASCII) }, "\(text.debugDescription)")
        }
    }

    /// Every scalar the scalar path takes is classified as its character is: white space, an
    /// edge, a letter.
    @Test func everyOwnCharacterScalarIsClassifiedAsItsCharacter() {
        var checked = 0
        for value in UInt32(0)...0x2FA1F where ScalarWords.isOwnCharacter(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let kind: ScalarWords.Kind = character.isWhitespace ? .space : SharedText.isEdge(character) ? .edge : .word
            #expect(ScalarWords.kind(of: scalar) == kind, "U+\(String(value, radix: 16))")
            #expect(ScalarWords.hasLetter(String(character)[...]) == character.isLetter, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 90_000)
    }

    /// A combining mark, a joiner, a variation selector or an emoji makes characters of several
    /// scalars: those texts take the character path.
    @Test(arguments: ["e\u{301}te", "a \u{301}b", "👍🏽 ok", "a\u{200D}b", "漢\u{FE00}字", "か\u{3099}"])
    func joiningScalarsTakeTheCharacterPath(text: String) {
        #expect(ScalarWords.words(text) == nil)
        #expect(SharedText.words(text) == SharedText.characterWords(text))
    }
}

/// A deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
