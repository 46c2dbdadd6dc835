/// The bead cost: found and missing words of English units `e..<e+ec` against Chinese units
/// `z..<z+zc`, merged stem by stem.
extension LexicalModel {
    func cost(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Float {
        let enLo = Int(enStart[e]), enHi = Int(enStart[e + ec])
        let wordLo = Int(zhWordStart[z]), wordHi = Int(zhWordStart[z + zc])
        if enLo == enHi || wordLo == wordHi { return 0 }
        let words = enHi - enLo
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: words + wordHi - wordLo) { flags in
            flags.initialize(repeating: false)
            enStems.withUnsafeBufferPointer { en in
                zhStems.withUnsafeBufferPointer { zh in
                    zhWordOf.withUnsafeBufferPointer { wordOf in
                        for unit in e..<e + ec {
                            for other in z..<z + zc {
                                mark(
                                    en[Int(enStart[unit])..<Int(enStart[unit + 1])], zh[Int(zhStart[other])..<Int(zhStart[other + 1])],
                                    wordOf: wordOf, flags: flags, enLo: enLo, wordBase: words - wordLo)
                            }
                        }
                    }
                }
            }
            var score: Float = 0
            enGain.withUnsafeBufferPointer { gain in
                for k in enLo..<enHi {
                    score += flags[k - enLo] ? (zc == 1 ? gain[k].found.0 : gain[k].found.1) : -(zc == 1 ? gain[k].missing.0 : gain[k].missing.1)
                }
            }
            zhGain.withUnsafeBufferPointer { gain in
                for k in wordLo..<wordHi {
                    score += flags[words + k - wordLo] ? (ec == 1 ? gain[k].found.0 : gain[k].found.1) : -(ec == 1 ? gain[k].missing.0 : gain[k].missing.1)
                }
            }
            return -Self.weight * score
        }
    }

    /// Found and missing counts of a 1-1 bead, English then Chinese (for measuring how much of
    /// a translation the lexicon finds).
    func counts(_ e: Int, _ z: Int) -> (enFound: Int, en: Int, zhFound: Int, zh: Int) {
        let enLo = Int(enStart[e]), enHi = Int(enStart[e + 1])
        let wordLo = Int(zhWordStart[z]), wordHi = Int(zhWordStart[z + 1])
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: enHi - enLo + wordHi - wordLo + 1) { flags in
            flags.initialize(repeating: false)
            enStems.withUnsafeBufferPointer { en in
                zhStems.withUnsafeBufferPointer { zh in
                    zhWordOf.withUnsafeBufferPointer { wordOf in
                        mark(en[enLo..<enHi], zh[Int(zhStart[z])..<Int(zhStart[z + 1])], wordOf: wordOf, flags: flags, enLo: enLo, wordBase: enHi - enLo - wordLo)
                    }
                }
            }
            let enFound = (0..<(enHi - enLo)).filter { flags[$0] }.count
            let zhFound = (0..<(wordHi - wordLo)).filter { flags[enHi - enLo + $0] }.count
            return (enFound, enHi - enLo, zhFound, wordHi - wordLo)
        }
    }

    /// Flags the English stems of `en` found among the glosses `zh`, and the Chinese words
    /// whose glosses they are: English stem `k` at `flags[k - enLo]`, word `w` at
    /// `flags[wordBase + w]`.
    @inline(__always)
    private func mark(
        _ en: Slice<UnsafeBufferPointer<UInt64>>, _ zh: Slice<UnsafeBufferPointer<UInt64>>, wordOf: UnsafeBufferPointer<Int32>,
        flags: UnsafeMutableBufferPointer<Bool>, enLo: Int, wordBase: Int
    ) {
        var p = en.startIndex
        var q = zh.startIndex
        while p < en.endIndex && q < zh.endIndex {
            let a = en[p], b = zh[q]
            if a < b { p += 1; continue }
            if b < a { q += 1; continue }
            flags[p - enLo] = true
            while q < zh.endIndex && zh[q] == a {
                flags[wordBase + Int(wordOf[q])] = true
                q += 1
            }
            p += 1
        }
    }
}
