/// Compiles CC-CEDICT's text (`TRAD SIMP [pin1 yin1] /gloss/gloss/`) into a `Lexicon`.
///
/// Kept from each entry: both written forms when they are all Han characters, and the stems of
/// the glosses' words with the dictionary's own apparatus removed (parenthesized notes,
/// classifiers, "variant of", "see", "surname"…). Proper names (capitalized pinyin) are left out:
/// their glosses are names, which documents keep in Latin letters and the token costs compare.
enum CEDICTCompiler {
    /// The lexicon of `text`, identified by `fingerprint`, in memory.
    static func compile(_ text: [UInt8], fingerprint: String) -> Lexicon {
        LexiconImage.lexicon(copying: image(text, fingerprint: fingerprint, stamp: [0, 0, 0]), stamp: [0, 0, 0])!
    }

    /// The compiled image of `text` (see `LexiconImage`), for the source with `stamp`.
    static func image(_ text: [UInt8], fingerprint: String, stamp: [UInt64]) -> [UInt8] {
        var glossesByWord: [UInt64: [UInt64]] = [:]
        var order: [UInt64] = []
        var prefixes = Set<UInt64>()
        var longest = 1
        text.withUnsafeBufferPointer { u in
            var start = 0
            while start < u.count {
                var end = start
                while end < u.count && u[end] != 0x0A { end += 1 }
                if let entry = parse(UnsafeBufferPointer(rebasing: u[start..<end])) {
                    for (word, characters, wordPrefixes) in entry.words {
                        prefixes.formUnion(wordPrefixes)
                        if glossesByWord[word] == nil { order.append(word) }
                        glossesByWord[word, default: []] += entry.stems
                        longest = max(longest, characters)
                    }
                }
                start = end + 1
            }
        }
        var glossStart: [UInt32] = [0]
        var glossStems: [UInt64] = []
        var values: [UInt64: UInt32] = [:]
        var stemSet = Set<UInt64>()
        for word in order {
            let stems = Array(Set(glossesByWord[word]!)).sorted()
            values[word] = UInt32(glossStart.count)
            glossStems += stems
            glossStart.append(UInt32(glossStems.count))
            stemSet.formUnion(stems)
        }
        for prefix in prefixes { values[prefix, default: 0] |= Lexicon.continues }
        let entries = values.keys.sorted().map { (key: $0, value: values[$0]!) }
        return LexiconImage.encode(
            words: FrozenHashTable(entries), glossStart: glossStart, glossStems: glossStems,
            stems: FrozenHashTable(stemSet.sorted().map { ($0, 0) }), maxWordLength: min(longest, 8),
            fingerprint: fingerprint, stamp: stamp)
    }

    /// One line's written forms (hash, length in characters) and gloss stems; nil for comments,
    /// proper names and lines that are not entries.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> (words: [(UInt64, Int, [UInt64])], stems: [UInt64])? {
        guard let first = line.first, first != 0x23,
            let space1 = line.firstIndex(of: 0x20),
            let space2 = line[(space1 + 1)...].firstIndex(of: 0x20),
            let open = line[space2...].firstIndex(of: 0x5B),
            let close = line[open...].firstIndex(of: 0x5D),
            let slash = line[close...].firstIndex(of: 0x2F)
        else { return nil }
        // Capitalized pinyin marks a proper name.
        if open + 1 < line.count, line[open + 1] >= 0x41, line[open + 1] <= 0x5A { return nil }
        var words: [(UInt64, Int, [UInt64])] = []
        for range in [0..<space1, (space1 + 1)..<space2] {
            let form = UnsafeBufferPointer(rebasing: line[range])
            guard let characters = hanCharacters(form), !words.contains(where: { $0.0 == hash(form) }) else { continue }
            // The hashes of the word's proper prefixes: segmentation stops extending a match as
            // soon as no word goes on from it.
            let prefixes = (1..<max(1, min(characters, 8))).map { hash(UnsafeBufferPointer(rebasing: form[0..<3 * $0])) }
            words.append((hash(form), characters, prefixes))
        }
        guard !words.isEmpty else { return nil }
        var stems: [UInt64] = []
        for gloss in line[(slash + 1)...].split(separator: 0x2F) {
            stems += glossStems(UnsafeBufferPointer(rebasing: gloss))
        }
        return stems.isEmpty ? nil : (words, stems)
    }

    /// Gloss openings that describe the word instead of translating it.
    static let apparatus: [[UInt8]] = [
        "CL:", "variant of", "old variant", "see ", "surname", "abbr. for", "also written", "also pr.",
        "Taiwan pr.", "used in", "erhua variant", "Japanese variant", "archaic variant", "same as",
    ].map { Array($0.utf8) }

    /// The stems of one gloss, its parenthesized notes removed.
    static func glossStems(_ gloss: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        if apparatus.contains(where: { gloss.starts(with: $0) }) { return [] }
        var kept: [UInt8] = []
        var depth = 0
        for b in gloss {
            if b == 0x28 { depth += 1 } else if b == 0x29 { depth = max(0, depth - 1) } else if depth == 0 { kept.append(b) }
        }
        var stems: [UInt64] = []
        kept.withUnsafeBufferPointer { text in
            EnglishStemmer.forEachWord(in: text) { word in
                if let stem = EnglishStemmer.stemHash(word) { stems.append(stem) }
            }
        }
        // A long gloss is an explanation, not a translation: its words are not what a
        // translator would write.
        return stems.count > 6 ? [] : stems
    }

    /// The number of characters when `form` is all Han characters, else nil.
    static func hanCharacters(_ form: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !form.isEmpty, form.count % 3 == 0 else { return nil }
        for i in stride(from: 0, to: form.count, by: 3) where Lexicon.hanLength(form, i) == 0 { return nil }
        return form.count / 3
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        return hash
    }
}
