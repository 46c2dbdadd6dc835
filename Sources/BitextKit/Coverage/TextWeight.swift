/// How much text a block holds, counted so that a percentage means the same in both languages:
/// English words, and Chinese characters (Han, kana, full-width punctuation one each) with Latin
/// runs inside Chinese counted as words.
public struct TextWeight: Sendable, Equatable, Hashable, Codable {
    /// Latin-script words (in English text, and Latin runs inside Chinese text).
    public var words: Int
    /// Han characters, kana and full-width or CJK punctuation.
    public var characters: Int

    /// Creates a weight.
    public init(words: Int = 0, characters: Int = 0) {
        self.words = words
        self.characters = characters
    }

    /// Measures `text`.
    public init(_ text: String) {
        var words = 0
        var characters = 0
        var inWord = false
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    // ASCII: letters and digits extend a word, `'`, `-` and `_` inside one keep it.
                    index += 1
                    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) {
                        if !inWord { words += 1 }
                        inWord = true
                    } else if !(inWord && (byte == 0x27 || byte == 0x2D || byte == 0x5F)) {
                        inWord = false
                    }
                    continue
                }
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                index += length
                Self.count(Unicode.Scalar(value) ?? " ", words: &words, characters: &characters, inWord: &inWord)
            }
        }
        self.init(words: words, characters: characters)
    }

    /// Counts one scalar (the rule for any scalar; ASCII takes the shortcut above).
    @inline(__always) static func count(_ scalar: Unicode.Scalar, words: inout Int, characters: inout Int, inWord: inout Bool) {
        if Self.countsAsCharacter(scalar) {
            characters += 1
            inWord = false
        } else if Self.isWordScalar(scalar) {
            if !inWord { words += 1 }
            inWord = true
        } else if inWord, scalar == "'" || scalar == "’" || scalar == "-" || scalar == "_" {
            // Contractions and hyphenated or snake_case words stay one word.
        } else {
            inWord = false
        }
    }

    /// The sum of two weights.
    public static func + (lhs: TextWeight, rhs: TextWeight) -> TextWeight {
        TextWeight(words: lhs.words + rhs.words, characters: lhs.characters + rhs.characters)
    }

    /// Letters and digits; ASCII is decided without the Unicode property tables, which showed
    /// up in profiles since every block of every document is weighed.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39) }
        return scalar.properties.isAlphabetic
    }

    /// Han ideographs, kana, Hangul, and CJK/full-width punctuation.
    static func countsAsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        case 0x3040...0x30FF, 0xAC00...0xD7AF: true
        case 0x3000...0x303F, 0xFF01...0xFF60, 0xFE30...0xFE4F: true
        default: false
        }
    }
}
