import Foundation

/// A Chinese–English dictionary compiled for alignment: Chinese words (both scripts) with the
/// stems of their English glosses, and the set of stems any gloss uses. CC-CEDICT is the one
/// Bitext fetches; `LexiconFile` loads it.
///
/// The tables are views into one compiled image (`LexiconImage`), mapped from the file beside
/// the dictionary: loading reads a header, and only the pages a document's words touch are ever
/// read (copying the 8 MB into arrays was a tenth of converting the Kubernetes pairs).
public final class Lexicon: @unchecked Sendable {
    // Unchecked: the views below point into `image`, which is never written after it is made
    // and is released only when the lexicon is.
    private let image: UnsafeRawBufferPointer
    private let release: @Sendable (UnsafeRawBufferPointer) -> Void
    /// Chinese word or word prefix (FNV-1a of its UTF-8) → its entry number plus one (0 for a
    /// prefix that is no word), with `continues` set when a longer word starts with it; by open
    /// addressing (key 0 = empty slot).
    let wordKeys: UnsafeBufferPointer<UInt64>
    let wordValues: UnsafeBufferPointer<UInt32>
    /// Entry number → its gloss stems, as `glossStems[glossStart[n]..<glossStart[n + 1]]`.
    let glossStart: UnsafeBufferPointer<UInt32>
    let glossStems: UnsafeBufferPointer<UInt64>
    /// Every stem some gloss uses, by open addressing: an English word outside it cannot be
    /// found in any translation, so its absence says nothing.
    let stemKeys: UnsafeBufferPointer<UInt64>
    /// The longest word, in Han characters.
    let maxWordLength: Int
    /// Identifies the content, for rerun keys: outputs depend on it.
    public let fingerprint: String

    init(image: UnsafeRawBufferPointer, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void, layout: LexiconImage.Layout) {
        self.image = image
        self.release = release
        func view<T>(_ range: Range<Int>, _ type: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (image.baseAddress! + range.lowerBound).assumingMemoryBound(to: T.self), count: range.count / MemoryLayout<T>.size)
        }
        wordKeys = view(layout.wordKeys, UInt64.self)
        wordValues = view(layout.wordValues, UInt32.self)
        glossStart = view(layout.glossStart, UInt32.self)
        glossStems = view(layout.glossStems, UInt64.self)
        stemKeys = view(layout.stemKeys, UInt64.self)
        maxWordLength = layout.maxWordLength
        fingerprint = layout.fingerprint
    }

    deinit { release(image) }

    /// The tables, copied: a view read after the lexicon's last use may outlive its mapping.
    var tables: (wordKeys: [UInt64], glossStems: [UInt64]) { (Array(wordKeys), Array(glossStems)) }

    /// The number of Chinese words.
    public var wordCount: Int { glossStart.count - 1 }

    /// The gloss stems of entry `entry` (none for a number the image does not hold: the image is
    /// a file, and a damaged one must not read out of bounds). A view into the image: read it
    /// while the lexicon is held.
    @inline(__always) func glosses(of entry: UInt32) -> Slice<UnsafeBufferPointer<UInt64>> {
        let index = Int(entry)
        guard index + 1 < glossStart.count else { return glossStems[0..<0] }
        let lo = Int(glossStart[index]), hi = Int(glossStart[index + 1])
        guard lo <= hi, hi <= glossStems.count else { return glossStems[0..<0] }
        return glossStems[lo..<hi]
    }

    /// Whether some gloss uses `stem`.
    @inline(__always) func isGlossStem(_ stem: UInt64) -> Bool {
        stem != 0 && FrozenHashTable.slot(of: stem, in: stemKeys) != nil
    }

    /// The flag of a word-table value whose word or prefix goes on into a longer word.
    static let continues: UInt32 = 1 << 31

    /// The word-table value of `key` (see `wordValues`), nil for no word and no prefix.
    @inline(__always) func lookup(_ key: UInt64) -> UInt32? {
        guard key != 0, let slot = FrozenHashTable.slot(of: key, in: wordKeys) else { return nil }
        return wordValues[slot]
    }

    /// The entry of the word whose hash is `key`.
    @inline(__always) func entry(_ key: UInt64) -> UInt32? {
        guard let value = lookup(key), value & ~Self.continues != 0 else { return nil }
        return (value & ~Self.continues) - 1
    }

    /// The dictionary words of the Han runs in `text` (UTF-8), by forward maximum matching: at
    /// each character the longest word starting there; characters in no word are skipped.
    func segment(_ text: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void) {
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
                var found: UInt32 = 0
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for length in 1...longest {
                    for b in starts[k + length - 1]..<starts[k + length] { hash = (hash ^ UInt64(text[b])) &* 0x100_0000_01b3 }
                    guard let value = lookup(hash) else { break }
                    if value & ~Self.continues != 0 { matched = length; found = (value & ~Self.continues) - 1 }
                    if value & Self.continues == 0 { break }
                }
                if matched > 0 { body(found); k += matched } else { k += 1 }
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
