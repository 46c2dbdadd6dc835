@testable import BitextKit
import Testing

/// The word rules' shortcuts held to the rules as first written.
@Suite struct EnglishTextWordsTests {
    /// Words: runs of word scalars, each scalar lower-cased by Unicode's mapping.
    static func referenceWords(_ text: String) -> [String] {
        EnglishText.normalized(text).unicodeScalars.split(whereSeparator: { !EnglishText.isWordScalar($0) }).map { piece in
            piece.map { $0.properties.lowercaseMapping }.joined()
        }
    }

    static func referenceContainsRespaced(_ whole: [String], _ part: [String]) -> Bool {
        let target = part.joined()
        guard !target.isEmpty else { return false }
        for start in whole.indices where target.hasPrefix(whole[start]) {
            var joined = ""
            for word in whole[start...] {
                joined += word
                if joined.count >= target.count { break }
            }
            if joined == target { return true }
        }
        return false
    }

    /// Hashes: FNV-1a over each word's scalars, ASCII capitals folded.
    static func referenceHashes(_ text: String, keepingShortcodes: Bool) -> [UInt64] {
        let source = keepingShortcodes ? EnglishText.withoutReferenceLabels(text) : EnglishText.normalized(text)
        return source.unicodeScalars.split(whereSeparator: { !EnglishText.isWordScalar($0) }).map { word in
            word.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { hash, scalar in
                let value = scalar.value
                return (hash ^ UInt64(value >= 0x41 && value <= 0x5A ? value | 0x20 : value)) &* 0x100_0000_01b3
            }
        }
    }

    @Test func hashesAreTheReferenceHashes() {
        var generator = SystemRandomNumberGenerator()
        let extra = ["{{< note >}}", "{{% x %}}", "[a][b]", "]", "[", "😀", "\u{10FFFF}"]
        for _ in 0..<600 {
            let text = (0..<Int.random(in: 0..<14, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Self.pieces.randomElement(using: &generator)! : extra.randomElement(using: &generator)!
            }.joined()
            for keeping in [false, true] {
                #expect(EnglishText.hashes(text, keepingShortcodes: keeping) == Self.referenceHashes(text, keepingShortcodes: keeping), "\(text)")
            }
        }
    }

    static let pieces = ["a", "B", "for", "Kubernetes", "v1", "beta3", " ", "  ", "-", ".", "É", "e\u{301}", "ß", "İ", "中", "文", "\u{345}", "1"]

    static func random(_ generator: inout some RandomNumberGenerator, upTo count: Int) -> String {
        (0..<Int.random(in: 0..<count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func wordsAreTheReferenceWords() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = Self.random(&generator, upTo: 14)
            #expect(EnglishText.words(text) == Self.referenceWords(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func respacedStretchesAreTheReferenceOnes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<800 {
            let whole = EnglishText.words(Self.random(&generator, upTo: 14))
            // Half the parts are cut from the whole, so that matches are common.
            let part: [String]
            if Bool.random(using: &generator), !whole.isEmpty {
                let start = Int.random(in: 0..<whole.count, using: &generator)
                part = Array(whole[start..<Int.random(in: start...whole.count, using: &generator)])
            } else {
                part = EnglishText.words(Self.random(&generator, upTo: 6))
            }
            #expect(EnglishText.containsRespaced(whole, part) == Self.referenceContainsRespaced(whole, part), "\(whole) \(part)")
        }
    }
}
