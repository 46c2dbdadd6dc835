import BitextModel

/// Word translations learned from a document pair's own sure pairs: the technical vocabulary a
/// general dictionary glosses otherwise or not at all (sidecar ↔ 边车, kubelet ↔ kubelet, taint ↔
/// 污点 in its Kubernetes sense).
///
/// Learned within one document pair, not across a conversion: documents are aligned
/// independently, so that a rerun re-aligns only the documents that changed. A table learned from
/// every document would make each alignment depend on all the others, and any edit re-align the
/// whole site.
///
/// English words the dictionary does not gloss are associated with Chinese character bigrams that
/// are not its words (a term the dictionary lacks is not one of its words either, so segmentation
/// would cut it up):
/// a stem and a bigram are associated when they occur together in at least `minimumPairs` sure
/// pairs and their Dice coefficient over the sure pairs is at least `minimumDice`. Words on the
/// same topic co-occur too, but rarely that consistently.
struct LearnedTerms: Sendable {
    /// Han bigram key (first scalar << 21 | second) → the English stems learned for it.
    private(set) var stems: [UInt64: [UInt64]] = [:]
    /// The first characters of the learned bigrams: most bigrams of a text are passed over
    /// without hashing them.
    private var firstScalars = Bitmap([], size: 0)

    static let minimumPairs: Int32 = 3
    static let minimumDice: Float = 0.7

    var isEmpty: Bool { stems.isEmpty }

    init() {}

    /// Terms learned from `pairs` (index of an English unit, index of its Chinese unit) for the
    /// English words of the units whose `words` were read (all when nil): only those are weighed
    /// again, so only their stems are counted. Then the bigrams seen with them, then how often
    /// those bigrams occur at all (learning every term of every pair cost a twelfth of a conversion).
    init(english: [AlignedBlock], chinese: [AlignedBlock], pairs: [(Int, Int)], lexicon: Lexicon, words: UnitWords? = nil) {
        let pairs = pairs.filter { LexicalModel.textKind(english[$0.0]) && LexicalModel.textKind(chinese[$0.1]) }
        guard pairs.count >= Int(Self.minimumPairs) else { return }
        let candidates = Self.candidates(words ?? UnitWords(english: english, chinese: chinese, lexicon: lexicon), lexicon)
        guard candidates.stems.count > 0 else { return }
        let found = pairs.map { pair in
            var stems = Self.stems(of: english[pair.0].source, prefixes: candidates.prefixes).filter { candidates.stems.number(of: $0) != nil }
            LexicalModel.keepDistinct(&stems)
            return stems
        }
        var stemCount = KeyCounts()
        for stems in found { for stem in stems { stemCount.add(stem) } }
        guard stemCount.counts.contains(where: { $0 >= Self.minimumPairs }) else { return }
        let together = Self.together(pairs, found, stemCount, chinese, prefixes: candidates.prefixes)
        let bigramCount = Self.pairsHaving(together.map(\.bigram), pairs.map { chinese[$0.1].source })
        var learned: [UInt64: [UInt64]] = [:]
        for pair in together where 2 * Float(pair.count) / Float(stemCount.count(of: pair.stem) + bigramCount.count(of: pair.bigram)) >= Self.minimumDice {
            learned[pair.bigram, default: []].append(pair.stem)
        }
        stems = learned.filter { !Self.isDictionaryWord($0.key, lexicon) }.mapValues { $0.sorted() }
        firstScalars = Bitmap(stems.keys.map { Int(($0 >> 21) & 0xFFFF) }, size: 1 << 16)
    }

    /// The English stems worth learning, with the prefixes of the words they come from (see
    /// `prefix`): in the units read, not glossed by the dictionary, and not kept in Latin letters
    /// by the Chinese units read (Pod, API, kubelet are found as themselves).
    private static func candidates(_ words: UnitWords, _ lexicon: Lexicon) -> (stems: PackedKeyTable, prefixes: Bitmap) {
        var latin = PackedKeyTable(capacity: words.latin.count)
        for stem in words.latin { latin.insert(stem) }
        var stems = PackedKeyTable()
        for stem in words.englishStems where latin.number(of: stem) == nil && !lexicon.isGlossStem(stem) { stems.insert(stem) }
        return (stems, Bitmap(words.unglossedPrefixes, size: 3 << 15))
    }

    /// A word's first three letters, lower-cased (all of a shorter one), as a number below
    /// 3 << 15: stemming only strips endings and keeps three letters, so a word whose prefix no
    /// candidate has cannot stem to one, and most words of a document are passed over unstemmed.
    static func prefix(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        let length = min(word.count, 3)
        var key = (length - 1) << 15
        for k in 0..<length { key |= Int(((word[k] | 0x20) &- 0x61) & 0x1F) << (5 * k) }
        return key
    }

    /// How many pairs hold each (counted stem, bigram), for those in at least `minimumPairs`.
    private static func together(
        _ pairs: [(Int, Int)], _ found: [[UInt64]], _ stemCount: KeyCounts, _ chinese: [AlignedBlock], prefixes: Bitmap
    ) -> [(stem: UInt64, bigram: UInt64, count: Int32)] {
        // Keyed by the stem's number above the bigram's 42 bits: one integer, no hashing of pairs.
        var together = KeyCounts(capacity: 4096)
        var latin: [UInt64] = []
        for (k, (_, z)) in pairs.enumerated() {
            let stems = found[k].filter { stemCount.count(of: $0) >= Self.minimumPairs }
            guard !stems.isEmpty else { continue }
            // A stem the Chinese keeps in Latin letters is found as itself.
            latin = Self.stems(of: chinese[z].source, prefixes: prefixes)
            LexicalModel.keepDistinct(&latin)
            let bigrams = Self.bigrams(of: chinese[z].source)
            for stem in stems where !LexicalModel.contains(latin, stem) {
                let number = UInt64(stemCount.table.number(of: stem)!) << 42
                for bigram in bigrams { together.add(number | bigram) }
            }
        }
        return together.keys.indices.compactMap { n in
            let key = together.keys[n]
            guard together.counts[n] >= Self.minimumPairs else { return nil }
            return (stemCount.keys[Int(key >> 42)], key & (1 << 42 - 1), together.counts[n])
        }
    }

    /// In how many of `texts` each of `bigrams` occurs.
    private static func pairsHaving(_ bigrams: [UInt64], _ texts: [String]) -> KeyCounts {
        var wanted = PackedKeyTable(capacity: bigrams.count)
        for bigram in bigrams { wanted.insert(bigram) }
        var count = KeyCounts(capacity: bigrams.count)
        var seen: [UInt64] = []
        for text in texts {
            seen.removeAll(keepingCapacity: true)
            forEachBigram(in: text) { _, bigram in
                if wanted.number(of: bigram) != nil { seen.append(bigram) }
            }
            LexicalModel.keepDistinct(&seen)
            for bigram in seen { count.add(bigram) }
        }
        return count
    }

    /// Calls `body` with each English stem learned for a bigram of `text` (repeats included).
    func forEachStem(in text: String, _ body: (UInt64) -> Void) {
        guard !isEmpty else { return }
        Self.forEachBigram(in: text) { first, bigram in
            if firstScalars.contains(Int(first & 0xFFFF)), let learned = stems[bigram] { learned.forEach(body) }
        }
    }

    /// Calls `body` with the first character and the key (first << 21 | second) of each pair of
    /// consecutive Han characters in `text`. Decoded from the UTF-8 here: walking the String's
    /// scalars cost as much as the counting.
    @inline(__always)
    static func forEachBigram(in text: String, _ body: (UInt32, UInt64) -> Void) {
        var text = text
        text.withUTF8 { u in
            var previous: UInt32 = 0
            var i = 0
            while i < u.count {
                let (scalar, length) = Self.scalar(u, at: i)
                i += length
                guard LanguageTagger.isHan(value: scalar) else { previous = 0; continue }
                if previous != 0 { body(previous, UInt64(previous) << 21 | UInt64(scalar)) }
                previous = scalar
            }
        }
    }

    /// The scalar starting at byte `i` of valid UTF-8, and its length in bytes (0 for a scalar
    /// below U+0800, which no Han character is).
    @inline(__always)
    private static func scalar(_ u: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let b = u[i]
        if b < 0xC0 { return (0, 1) }
        if b < 0xE0 { return (0, 2) }
        if b < 0xF0 { return ((UInt32(b & 0x0F) << 12) | (UInt32(u[i + 1] & 0x3F) << 6) | UInt32(u[i + 2] & 0x3F), 3) }
        return ((UInt32(b & 0x07) << 18) | (UInt32(u[i + 1] & 0x3F) << 12) | (UInt32(u[i + 2] & 0x3F) << 6) | UInt32(u[i + 3] & 0x3F), 4)
    }

    /// The distinct Han character bigrams of `text`, sorted.
    static func bigrams(of text: String) -> [UInt64] {
        var result: [UInt64] = []
        forEachBigram(in: text) { result.append($1) }
        LexicalModel.keepDistinct(&result)
        return result
    }

    /// The stems of the ASCII words of `text` that have one of `prefixes`, in
    /// order, repeats kept.
    static func stems(of text: String, prefixes: Bitmap) -> [UInt64] {
        var text = text
        var result: [UInt64] = []
        text.withUTF8 { u in
            EnglishStemmer.forEachWord(in: u) { word in
                if prefixes.contains(prefix(word)), let stem = EnglishStemmer.stemHash(word) { result.append(stem) }
            }
        }
        return result
    }

    /// A set of small numbers as bits.
    struct Bitmap: Sendable {
        private var words: [UInt64]

        init(_ members: [Int], size: Int) {
            words = [UInt64](repeating: 0, count: (size + 63) / 64)
            for member in members { words[member >> 6] |= 1 << UInt64(member & 63) }
        }

        @inline(__always) func contains(_ member: Int) -> Bool {
            member >> 6 < words.count && words[member >> 6] & (1 << UInt64(member & 63)) != 0
        }
    }

    /// Whether the bigram is a word of the dictionary: it already weighs those, and a word
    /// glossed there found learned again with the unglossed words beside it ("keep the cache
    /// small", repeated) would only add noise.
    static func isDictionaryWord(_ bigram: UInt64, _ lexicon: Lexicon) -> Bool {
        guard let first = Unicode.Scalar(UInt32(bigram >> 21)), let second = Unicode.Scalar(UInt32(bigram & 0x1F_FFFF)) else { return false }
        func entries(_ text: String) -> [UInt32] {
            var text = text
            var found: [UInt32] = []
            text.withUTF8 { lexicon.segment($0) { found.append($0) } }
            return found
        }
        // Segmentation steps over a character it does not know: one entry for the two is a word
        // only when neither character alone gives it.
        let whole = entries(String(first) + String(second))
        return whole.count == 1 && whole != entries(String(first)) && whole != entries(String(second))
    }
}
