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

    /// Word types: a key per type (an entry number with the top bit set, or a Latin stem) and
    /// its glosses.
    struct WordTypes {
        var table = PackedKeyTable(capacity: 1024)
        var glossStart: [Int32] = [0]
        var stems: [UInt64] = []

        var count: Int { table.count }

        mutating func insert<C: Collection<UInt64>>(_ key: UInt64, glosses: C) -> Int32 {
            let (number, inserted) = table.insert(key)
            if inserted {
                stems += glosses
                glossStart.append(Int32(stems.count))
            }
            return Int32(number)
        }

        func glosses(_ index: Int, _ lexicon: Lexicon) -> ArraySlice<UInt64> {
            stems[Int(glossStart[index])..<Int(glossStart[index + 1])]
        }
    }

    static func chineseWords(_ units: [AlignedBlock], _ lexicon: Lexicon) -> ChineseWords {
        var result = ChineseWords()
        var entries: [UInt32] = []
        var latin: [UInt64] = []
        var pairs: [(UInt64, Int32)] = []
        for unit in units {
            entries.removeAll(keepingCapacity: true)
            latin.removeAll(keepingCapacity: true)
            if textKind(unit) {
                var text = unit.source
                text.withUTF8 { u in
                    lexicon.segment(u) { entries.append($0) }
                    EnglishStemmer.forEachWord(in: u) { if let stem = EnglishStemmer.stemHash($0) { latin.append(stem) } }
                }
            }
            pairs.removeAll(keepingCapacity: true)
            func add<C: Collection<UInt64>>(_ key: UInt64, _ glosses: C) {
                let occurrence = Int32(result.wordIndex.count)
                result.wordIndex.append(result.words.insert(key, glosses: glosses))
                for stem in glosses { pairs.append((stem, occurrence)) }
            }
            for entry in distinct(&entries) where !lexicon.glosses(of: entry).isEmpty {
                add(UInt64(entry) | 1 << 63, lexicon.glosses(of: entry))
            }
            for stem in distinct(&latin) {
                add(stem & ~(1 << 63), [stem])
                result.latin.append(stem)
            }
            // By stem alone: which words share a stem does not depend on their order.
            result.addTable(pairs)
            result.start.append(Int32(result.wordIndex.count))
        }
        result.latin = distinct(&result.latin)
        return result
    }

    /// The English side: per unit its distinct stems that a translation could show, sorted.
    static func englishStems(_ units: [AlignedBlock], lexicon: Lexicon, latinInChinese: [UInt64]) -> (start: [Int32], stems: [UInt64]) {
        var start: [Int32] = [0]
        var all: [UInt64] = []
        var stems: [UInt64] = []
        for unit in units {
            stems.removeAll(keepingCapacity: true)
            if textKind(unit) {
                var text = unit.source
                text.withUTF8 { u in
                    EnglishStemmer.forEachWord(in: u) { if let stem = EnglishStemmer.stemHash($0) { stems.append(stem) } }
                }
            }
            for stem in distinct(&stems) where lexicon.isGlossStem(stem) || contains(latinInChinese, stem) { all.append(stem) }
            start.append(Int32(all.count))
        }
        return (start, all)
    }

    /// `values` sorted, without repeats.
    static func distinct<T: Comparable>(_ values: inout [T]) -> [T] {
        values.sort()
        var kept: [T] = []
        kept.reserveCapacity(values.count)
        for value in values where kept.last != value { kept.append(value) }
        return kept
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

    /// In how many units each stem occurs (a unit's sorted stems may repeat a stem).
    struct UnitCounts {
        var table = PackedKeyTable(capacity: 1024)
        var counts: [Int32] = []

        func count(of stem: UInt64) -> Int32 { table.number(of: stem).map { counts[$0] } ?? 0 }
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
        func unitsHaving(anyOf stems: ArraySlice<UInt64>, marks: inout [Int32], stamp: Int32) -> Int {
            var count = 0
            for stem in stems {
                guard let number = table.number(of: stem) else { continue }
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
    func unitCounts() -> LexicalModel.UnitCounts {
        var result = LexicalModel.UnitCounts()
        for run in table where run.stem != 0 {
            let (number, inserted) = result.table.insert(run.stem)
            if inserted { result.counts.append(0) }
            result.counts[number] += 1
        }
        return result
    }
}
