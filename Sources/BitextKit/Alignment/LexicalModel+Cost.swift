/// The bead cost: found and missing words of English units `e..<e+ec` against Chinese units
/// `z..<z+zc`. Every word starts missing (running sums); each word found adds back its missing
/// cost and its gain, so a bead pays for what it finds, not for every word it holds.
extension LexicalModel {
    func cost(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Float {
        let enLo = Int(enStart[e]), enHi = Int(enStart[e + ec])
        let wordLo = Int(zhWordStart[z]), wordHi = Int(zhWordStart[z + zc])
        if enLo == enHi || wordLo == wordHi { return 0 }
        var score = -(zc == 1 ? enMissSum.one[enHi] - enMissSum.one[enLo] : enMissSum.two[enHi] - enMissSum.two[enLo])
        score -= ec == 1 ? zhMissSum.one[wordHi] - zhMissSum.one[wordLo] : zhMissSum.two[wordHi] - zhMissSum.two[wordLo]
        let words = enHi - enLo
        var found: Float = 0
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: words + wordHi - wordLo) { flags in
            flags.initialize(repeating: false)
            enGain.withUnsafeBufferPointer { enGain in
                zhGain.withUnsafeBufferPointer { zhGain in
                    for other in z..<z + zc {
                        mark(enLo..<enHi, in: other) { k, runWords in
                            if !flags[k - enLo] {
                                flags[k - enLo] = true
                                let evidence = enGain[k]
                                found += zc == 1 ? evidence.found.0 + evidence.missing.0 : evidence.found.1 + evidence.missing.1
                            }
                            for w in runWords where !flags[words + Int(w) - wordLo] {
                                flags[words + Int(w) - wordLo] = true
                                let evidence = zhGain[Int(w)]
                                found += ec == 1 ? evidence.found.0 + evidence.missing.0 : evidence.found.1 + evidence.missing.1
                            }
                        }
                    }
                }
            }
        }
        return -Self.weight * Float(score + Double(found))
    }

    /// Found and missing counts of a 1-1 bead, English then Chinese (for measuring how much of
    /// a translation the lexicon finds).
    func counts(_ e: Int, _ z: Int) -> (enFound: Int, en: Int, zhFound: Int, zh: Int) {
        var english = Set<Int>(), chinese = Set<Int32>()
        mark(Int(enStart[e])..<Int(enStart[e + 1]), in: z) { k, runWords in
            english.insert(k)
            chinese.formUnion(runWords)
        }
        return (english.count, Int(enStart[e + 1] - enStart[e]), chinese.count, Int(zhWordStart[z + 1] - zhWordStart[z]))
    }

    /// Calls `body` with each English stem of `english` (indices into `enStems`) that Chinese
    /// unit `z` has among its glosses, and the Chinese words whose glosses hold it.
    @inline(__always)
    private func mark(_ english: Range<Int>, in z: Int, _ body: (Int, Slice<UnsafeBufferPointer<Int32>>) -> Void) {
        let base = Int(zhTableStart[z])
        let size = Int(zhTableStart[z + 1]) - base
        guard size > 0 else { return }
        zhTable.withUnsafeBufferPointer { table in
            enStems.withUnsafeBufferPointer { en in
                zhWordOf.withUnsafeBufferPointer { wordOf in
                    for k in english {
                        let stem = en[k]
                        var slot = FrozenHashTable.slot(stem, size)
                        while true {
                            let run = table[base + slot]
                            if run.stem == stem {
                                body(k, wordOf[Int(run.lo)..<Int(run.hi)])
                                break
                            }
                            if run.stem == 0 { break }
                            slot = (slot + 1) & (size - 1)
                        }
                    }
                }
            }
        }
    }
}
