import BitextModel

/// The words of each side, collected without sets or dictionaries of arrays (hashing with
/// SipHash and allocating per word was most of the model's cost).
extension LexicalModel {
    /// The Chinese side: per unit its distinct words (dictionary entries, and Latin words as
    /// glosses of themselves), and the (gloss stem, word) pairs sorted by stem.
    struct ChineseWords {
        /// Unit → range of word occurrences; occurrence → word type.
        var start: [Int32] = [0]
        var wordIndex: [Int32] = []
        var words = WordTypes()
        /// Unit → its table of gloss stems (`tableStart[u]..<tableStart[u + 1]` in `table`),
        /// each slot with the run of `wordOf` holding the words whose glosses have the stem.
        var tableStart: [Int32] = [0]
        var table: [GlossRun] = []
        var wordOf: [Int32] = []
        /// Every Latin word's stem, sorted and distinct.
        var latin: [UInt64] = []
    }

    /// Word types: a key per type, an entry number with the top bit set or a Latin word's stem
    /// with it clear, and for a Latin word its stem (its one gloss is itself).
    struct WordTypes {
        var table = PackedKeyTable(capacity: 1024)
        /// By type: the Latin word's stem, 0 for a dictionary entry.
        var latinStem: [UInt64] = []

        var count: Int { table.count }

        static let entryFlag: UInt64 = 1 << 63

        mutating func insert(entry: UInt32) -> Int32 { insert(UInt64(entry) | Self.entryFlag, latinStem: 0) }

        mutating func insert(latin stem: UInt64) -> Int32 { insert(stem & ~Self.entryFlag, latinStem: stem) }

        private mutating func insert(_ key: UInt64, latinStem stem: UInt64) -> Int32 {
            let (number, inserted) = table.insert(key)
            if inserted { latinStem.append(stem) }
            return Int32(number)
        }

        /// Calls `body` with each gloss stem of word type `index`.
        func forEachGloss(_ index: Int, _ lexicon: Lexicon, _ body: (UInt64) -> Void) {
            if latinStem[index] != 0 {
                body(latinStem[index])
            } else {
                for stem in lexicon.glosses(of: UInt32(truncatingIfNeeded: table.keys[index])) { body(stem) }
            }
        }
    }

    /// Terms `learned` from the document's sure pairs count as Latin words do: a word whose one
    /// gloss is the English stem it was learned for. A unit's table keeps only the glosses some
    /// English unit has: no bead could look up the others.
    static func chineseWords(_ units: [AlignedBlock], _ words: UnitWords, _ lexicon: Lexicon, learned: LearnedTerms) -> ChineseWords {
        var result = ChineseWords()
        var latin: [UInt64] = []
        var pairs: [(UInt64, Int32)] = []
        for (index, unit) in units.enumerated() {
            latin.removeAll(keepingCapacity: true)
            latin += words.latin(of: index)
            if words.chineseRead[index], !learned.isEmpty {
                learned.forEachStem(in: unit.source) { latin.append($0) }
                keepDistinct(&latin)
            }
            pairs.removeAll(keepingCapacity: true)
            for entry in words.entries(of: index) {
                let occurrence = Int32(result.wordIndex.count)
                result.wordIndex.append(result.words.insert(entry: entry))
                for stem in lexicon.glosses(of: entry) where words.englishStemSet.number(of: stem) != nil {
                    pairs.append((stem, occurrence))
                }
            }
            for stem in latin {
                let occurrence = Int32(result.wordIndex.count)
                result.wordIndex.append(result.words.insert(latin: stem))
                if words.englishStemSet.number(of: stem) != nil { pairs.append((stem, occurrence)) }
                result.latin.append(stem)
            }
            // By stem alone: which words share a stem does not depend on their order.
            result.addTable(pairs)
            result.start.append(Int32(result.wordIndex.count))
        }
        keepDistinct(&result.latin)
        return result
    }

    /// The English side: per unit its distinct stems that a translation could show, sorted.
    static func englishStems(_ count: Int, _ words: UnitWords, lexicon: Lexicon, latinInChinese: [UInt64]) -> (start: [Int32], stems: [UInt64]) {
        var start: [Int32] = [0]
        var all: [UInt64] = []
        start.reserveCapacity(count + 1)
        for unit in 0..<count {
            for stem in words.englishStems(of: unit) where lexicon.isGlossStem(stem) || contains(latinInChinese, stem) { all.append(stem) }
            start.append(Int32(all.count))
        }
        return (start, all)
    }

    /// Sorts `values[first...]` and removes its repeats, in place.
    static func keepDistinct<T: Comparable>(_ values: inout [T], from first: Int = 0) {
        values[first...].sort()
        var kept = first
        for k in first..<values.count where kept == first || values[kept - 1] != values[k] {
            values[kept] = values[k]
            kept += 1
        }
        values.removeLast(values.count - kept)
    }

    static func contains(_ sorted: [UInt64], _ value: UInt64) -> Bool {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == value
    }

    /// Which English units hold each stem, to count the units any of a word's glosses finds.
    struct Postings {
        var table = PackedKeyTable(capacity: 1024)
        var start: [Int32] = [0]
        var units: [Int32] = []

        init(stems: [UInt64], start unitStart: [Int32]) {
            var lists: [[Int32]] = []
            for unit in 0..<max(0, unitStart.count - 1) {
                for k in Int(unitStart[unit])..<Int(unitStart[unit + 1]) {
                    let (number, inserted) = table.insert(stems[k])
                    if inserted { lists.append([]) }
                    lists[number].append(Int32(unit))
                }
            }
            for list in lists { units += list; start.append(Int32(units.count)) }
        }

        /// The number of units holding any of `stems`; `marks` (one per unit) remembers which
        /// were counted under `stamp`, so no set is built per word.
        func unitsHaving(word: Int, of words: WordTypes, _ lexicon: Lexicon, marks: inout [Int32], stamp: Int32) -> Int {
            var count = 0
            words.forEachGloss(word, lexicon) { stem in
                guard let number = table.number(of: stem) else { return }
                for k in Int(start[number])..<Int(start[number + 1]) where marks[Int(units[k])] != stamp {
                    marks[Int(units[k])] = stamp
                    count += 1
                }
            }
            return count
        }
    }
}

extension LexicalModel.ChineseWords {
    /// Adds a unit's table from its (gloss stem, word) pairs, by counting instead of sorting:
    /// each stem's slot is found, slots are given consecutive runs of `wordOf`, then filled.
    mutating func addTable(_ pairs: [(UInt64, Int32)]) {
        var size = pairs.isEmpty ? 0 : 4
        while size < 2 * pairs.count { size *= 2 }
        let base = table.count
        table += repeatElement(LexicalModel.GlossRun(), count: size)
        var slots: [Int] = []
        slots.reserveCapacity(pairs.count)
        for (stem, _) in pairs {
            var slot = FrozenHashTable.slot(stem, size)
            while table[base + slot].stem != 0 && table[base + slot].stem != stem { slot = (slot + 1) & (size - 1) }
            table[base + slot].stem = stem
            table[base + slot].hi += 1
            slots.append(slot)
        }
        var next = Int32(wordOf.count)
        for slot in 0..<size where table[base + slot].stem != 0 {
            let count = table[base + slot].hi
            table[base + slot].lo = next
            table[base + slot].hi = next
            next += count
        }
        wordOf += repeatElement(0, count: pairs.count)
        for (k, (_, word)) in pairs.enumerated() {
            let slot = base + slots[k]
            wordOf[Int(table[slot].hi)] = word
            table[slot].hi += 1
        }
        tableStart.append(Int32(table.count))
    }

    /// In how many units each gloss stem occurs.
    func unitCounts() -> KeyCounts {
        var result = KeyCounts(capacity: 1024)
        for run in table where run.stem != 0 { result.add(run.stem) }
        return result
    }
}
