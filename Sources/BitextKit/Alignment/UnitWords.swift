import BitextModel

/// The words of the units the lexicon weighs, read once: the learned terms and the lexical model
/// both start from them. Each read the text on its own before, stemming every English word and
/// every Latin word of the Chinese twice.
struct UnitWords: Sendable {
    /// English units: each one's distinct stems, sorted (`englishStart[u]..<englishStart[u + 1]`).
    var englishStart: [Int32] = [0]
    var englishStems: [UInt64] = []
    /// The prefixes (`LearnedTerms.prefix`) of the English words the dictionary does not gloss,
    /// repeats kept: the words terms are learned for.
    var unglossedPrefixes: [Int] = []
    /// Every English stem: a Chinese word's gloss that is not one can never be looked up.
    var englishStemSet = PackedKeyTable(capacity: 1024)
    /// Chinese units: each one's distinct dictionary entries that have glosses, and its distinct
    /// Latin words' stems, both sorted.
    var entryStart: [Int32] = [0]
    var entries: [UInt32] = []
    var latinStart: [Int32] = [0]
    var latin: [UInt64] = []
    /// Which Chinese units were read: only those can hold learned terms.
    var chineseRead: [Bool] = []

    /// The words of the text units `weighed` says (all when nil); the others hold none.
    init(english: [AlignedBlock], chinese: [AlignedBlock], lexicon: Lexicon, weighed: ([Bool], [Bool])? = nil) {
        var stems: [UInt64] = []
        for (index, unit) in english.enumerated() {
            stems.removeAll(keepingCapacity: true)
            if weighed?.0[index] ?? true, LexicalModel.textKind(unit) {
                var text = unit.source
                text.withUTF8 { u in
                    EnglishStemmer.forEachWord(in: u) { word in
                        guard let stem = EnglishStemmer.stemHash(word) else { return }
                        stems.append(stem)
                        if !lexicon.isGlossStem(stem) { unglossedPrefixes.append(LearnedTerms.prefix(word)) }
                    }
                }
            }
            LexicalModel.keepDistinct(&stems)
            for stem in stems { englishStemSet.insert(stem) }
            englishStems += stems
            englishStart.append(Int32(englishStems.count))
        }
        for (index, unit) in chinese.enumerated() {
            let wanted = weighed?.1[index] ?? true && LexicalModel.textKind(unit)
            if wanted { read(chinese: unit.source, lexicon) }
            chineseRead.append(wanted)
            entryStart.append(Int32(entries.count))
            latinStart.append(Int32(latin.count))
        }
    }

    /// Appends a Chinese unit's entries and Latin stems.
    private mutating func read(chinese source: String, _ lexicon: Lexicon) {
        let firstEntry = entries.count, firstLatin = latin.count
        var text = source
        text.withUTF8 { u in
            lexicon.segment(u) { entry in
                if !lexicon.glosses(of: entry).isEmpty { entries.append(entry) }
            }
            EnglishStemmer.forEachWord(in: u) { if let stem = EnglishStemmer.stemHash($0) { latin.append(stem) } }
        }
        LexicalModel.keepDistinct(&entries, from: firstEntry)
        LexicalModel.keepDistinct(&latin, from: firstLatin)
    }

    func englishStems(of unit: Int) -> ArraySlice<UInt64> { englishStems[Int(englishStart[unit])..<Int(englishStart[unit + 1])] }

    func entries(of unit: Int) -> ArraySlice<UInt32> { entries[Int(entryStart[unit])..<Int(entryStart[unit + 1])] }

    func latin(of unit: Int) -> ArraySlice<UInt64> { latin[Int(latinStart[unit])..<Int(latinStart[unit + 1])] }
}
