/// A Chinese–English dictionary compiled for alignment: Chinese words (both scripts) with the
/// stems of their English glosses, and the set of stems any gloss uses. CC-CEDICT is the one
/// Bitext fetches; `LexiconFile` loads it.
public final class Lexicon: Sendable {
    /// Chinese word (FNV-1a of its UTF-8) → entry number.
    let words: FrozenHashTable
    /// Entry number → its gloss stems, as `glossStems[glossStart[n]..<glossStart[n + 1]]`.
    let glossStart: [UInt32]
    let glossStems: [UInt64]
    /// Every stem some gloss uses (values unused): an English word outside it cannot be found
    /// in any translation, so its absence says nothing.
    let stems: FrozenHashTable
    /// The longest word, in Han characters.
    let maxWordLength: Int
    /// Identifies the content, for rerun keys: outputs depend on it.
    public let fingerprint: String

    init(words: FrozenHashTable, glossStart: [UInt32], glossStems: [UInt64], stems: FrozenHashTable, maxWordLength: Int, fingerprint: String) {
        self.words = words
        self.glossStart = glossStart
        self.glossStems = glossStems
        self.stems = stems
        self.maxWordLength = maxWordLength
        self.fingerprint = fingerprint
    }

    /// The number of Chinese words.
    public var wordCount: Int { glossStart.count - 1 }

    /// The gloss stems of entry `entry`.
    @inline(__always) func glosses(of entry: UInt32) -> ArraySlice<UInt64> {
        glossStems[Int(glossStart[Int(entry)])..<Int(glossStart[Int(entry) + 1])]
    }

    /// Whether some gloss uses `stem`.
    @inline(__always) func isGlossStem(_ stem: UInt64) -> Bool { stems.value(stem) != nil }

    /// The dictionary words of the Han runs in `text` (UTF-8), by forward maximum matching: at
    /// each character the longest word starting there; characters in no word are skipped.
    func segment(_ text: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void) {
        words.keys.withUnsafeBufferPointer { keys in
            words.values.withUnsafeBufferPointer { values in
                segment(text, keys: keys, values: values, body)
            }
        }
    }

    private func segment(_ text: UnsafeBufferPointer<UInt8>, keys: UnsafeBufferPointer<UInt64>, values: UnsafeBufferPointer<UInt32>, _ body: (UInt32) -> Void) {
        var starts: [Int] = []
        var i = 0
        while i < text.count {
            guard Self.hanLength(text, i) > 0 else { i += 1; continue }
            // The run of Han characters from i, as byte offsets of each character.
            starts.removeAll(keepingCapacity: true)
            var j = i
            while j < text.count, Self.hanLength(text, j) > 0 { starts.append(j); j += 3 }
            starts.append(j)
            var k = 0
            while k < starts.count - 1 {
                let longest = min(maxWordLength, starts.count - 1 - k)
                var matched = 0
                var entry: UInt32 = 0
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for length in 1...longest {
                    for b in starts[k + length - 1]..<starts[k + length] { hash = (hash ^ UInt64(text[b])) &* 0x100_0000_01b3 }
                    if let found = FrozenHashTable.value(hash, keys: keys, values: values) { matched = length; entry = found }
                }
                if matched > 0 { body(entry); k += matched } else { k += 1 }
            }
            i = j
        }
    }

    /// 3 when a Han character (U+3400–U+9FFF) starts at byte `i`, else 0.
    @inline(__always) static func hanLength(_ u: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let b = u[i]
        guard b >= 0xE3, b <= 0xE9, i + 2 < u.count else { return 0 }
        let scalar = (UInt32(b & 0x0F) << 12) | (UInt32(u[i + 1] & 0x3F) << 6) | UInt32(u[i + 2] & 0x3F)
        return scalar >= 0x3400 && scalar <= 0x9FFF ? 3 : 0
    }
}
