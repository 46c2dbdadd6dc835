import Foundation

/// The cost, in nats (negative log-probabilities up to a constant), of every bead the search can
/// place: a length term in the spirit of Gale–Church, the tokens both sides share, kind and
/// heading-level agreement, and position. Built once per document pair, read by the search.
struct BeadCostModel: Sendable {
    /// How a unit's position is compared across languages.
    enum Position: Sendable {
        /// Relative position in each document (two files).
        case relative
        /// Distance in units in the one file both streams come from (interleaved files).
        case file(english: [Int], chinese: [Int])
    }

    /// The search's bead shapes, as (English units, Chinese units): up to five units a side
    /// against one (a long sentence rendered as several), two against three.
    static let shapes: [(Int, Int)] = [
        (1, 1), (1, 0), (0, 1), (2, 1), (1, 2), (2, 2), (3, 1), (1, 3), (4, 1), (1, 4), (5, 1), (1, 5), (3, 2), (2, 3),
    ]

    // Struct-of-arrays copies of the features: the inner loop reads these millions of times.
    let enKind: [UInt8], zhKind: [UInt8]
    let enLevel: [Int8], zhLevel: [Int8]
    let enLatin: [Float], zhLatin: [Float], zhHan: [Float], enHan: [Float]
    let enBytes: [Float], zhBytes: [Float]
    let enOneSentence: [Bool], zhOneSentence: [Bool]
    let enIdentity: [UInt64], zhIdentity: [UInt64]
    let enCodeKey: [UInt64], zhCodeKey: [UInt64]
    let enTokenStart: [Int32], zhTokenStart: [Int32]
    /// Token ids shifted left by one, the low bit set for technical tokens; sorted per unit.
    let enTokens: [Int32], zhTokens: [Int32]
    /// The weight of each token id: rarer tokens say more about which units belong together.
    let weight: [Float]
    /// Han characters per translated English letter, estimated on this document pair.
    private(set) var ratio: Float
    let position: Position
    /// What the words mean, when a lexicon is at hand.
    private(set) var lexical: LexicalModel?
    let enCount: Int, zhCount: Int

    /// Builds the model for two streams of measured units.
    init(english: [UnitFeatures], chinese: [UnitFeatures], codeKeys: ([UInt64], [UInt64]), position: Position) {
        enCount = english.count
        zhCount = chinese.count
        enKind = english.map(\.kind.rawValue)
        zhKind = chinese.map(\.kind.rawValue)
        enLevel = english.map { Int8($0.level) }
        zhLevel = chinese.map { Int8($0.level) }
        enLatin = english.map { Float($0.latin) }
        zhLatin = chinese.map { Float($0.latin) }
        enHan = english.map { Float($0.han) }
        zhHan = chinese.map { Float($0.han) }
        enBytes = english.map { Float($0.bytes) }
        zhBytes = chinese.map { Float($0.bytes) }
        enOneSentence = english.map(\.isOneSentence)
        zhOneSentence = chinese.map(\.isOneSentence)
        enIdentity = english.map(\.identity)
        zhIdentity = chinese.map(\.identity)
        enCodeKey = codeKeys.0
        zhCodeKey = codeKeys.1
        self.position = position
        lexical = nil
        let (table, weight) = Self.sharedTokens(english, chinese)
        self.weight = weight
        (enTokenStart, enTokens) = Self.pack(english, ids: table)
        (zhTokenStart, zhTokens) = Self.pack(chinese, ids: table)
        ratio = Self.lengthRatio(english, chinese)
    }

    /// This model with another length ratio and lexical model: the searches after the first
    /// share its token tables instead of building them again.
    func with(ratio: Float? = nil, lexical: LexicalModel?) -> BeadCostModel {
        var model = self
        if let ratio { model.ratio = ratio }
        model.lexical = lexical
        return model
    }

    /// How often a token (by hash) is seen on each side, and its id once it has one.
    private struct SeenToken { var en: Int32 = 0; var zh: Int32 = 0; var id: Int32 = -1 }

    /// Every token of both sides, those seen on both with an id; and the weight of each id.
    private static func sharedTokens(_ english: [UnitFeatures], _ chinese: [UnitFeatures]) -> ([UInt64: SeenToken], [Float]) {
        // Only tokens seen on both sides can tell units apart; the rest would bias every pair alike.
        // One table, sized up front: at 200,000 blocks rehashing and cache misses dominate otherwise.
        var table: [UInt64: SeenToken] = [:]
        table.reserveCapacity(english.reduce(0) { $0 + $1.tokens.count } + chinese.reduce(0) { $0 + $1.tokens.count })
        for unit in english { for t in unit.tokens { table[t.hash, default: SeenToken()].en += 1 } }
        for unit in chinese { for t in unit.tokens { table[t.hash, default: SeenToken()].zh += 1 } }
        var weight: [Float] = []
        let total = Float(max(1, english.count + chinese.count))
        // Ids in order of first occurrence, not of the table's hash order: Swift seeds hashing per
        // process, and ids decide the order of float sums, so hash order made near-tied beads
        // come out differently from run to run.
        for unit in english {
            for t in unit.tokens {
                guard let index = table.index(forKey: t.hash) else { continue }
                let seen = table.values[index]
                guard seen.en > 0, seen.zh > 0, seen.id < 0 else { continue }
                table.values[index].id = Int32(weight.count)
                weight.append(min(5, logf(1 + total / Float(seen.en + seen.zh))))
            }
        }
        return (table, weight)
    }

    /// The units' shared tokens as ids (see `enTokens`), all in one array, and where each unit's start.
    private static func pack(_ units: [UnitFeatures], ids table: [UInt64: SeenToken]) -> ([Int32], [Int32]) {
        var start: [Int32] = [0]
        var all: [Int32] = []
        start.reserveCapacity(units.count + 1)
        var mine: [Int32] = []
        for unit in units {
            mine.removeAll(keepingCapacity: true)
            for t in unit.tokens {
                if let id = table[t.hash]?.id, id >= 0 { mine.append(id << 1 | (t.special ? 1 : 0)) }
            }
            mine.sort()
            all.append(contentsOf: mine)
            start.append(Int32(all.count))
        }
        return (start, all)
    }

    /// The length ratio: Han characters per English letter that was not kept verbatim.
    private static func lengthRatio(_ english: [UnitFeatures], _ chinese: [UnitFeatures]) -> Float {
        var han: Float = 0
        var translated: Float = 0
        for unit in chinese where isText(unit.kind.rawValue) { han += Float(unit.han) }
        var enLetters: Float = 0
        var keptLetters: Float = 0
        for unit in english where isText(unit.kind.rawValue) { enLetters += Float(unit.latin) }
        for unit in chinese where isText(unit.kind.rawValue) { keptLetters += Float(unit.latin) }
        translated = max(1, enLetters - keptLetters)
        return han > 0 && enLetters > 0 ? min(1.2, max(0.12, han / translated)) : 0.35
    }

    /// The length ratio measured on one-to-one text pairs only. The first estimate counts every
    /// unit, so a translation that drops paragraphs looks terser than it is, and merging an
    /// untranslated paragraph into its neighbour's pair then looks cheap.
    func ratio(measuredOn pairs: [(Int, Int)]) -> Float? {
        var han: Float = 0, letters: Float = 0, count = 0
        // Prose only: headings are too short for their lengths to say much about the ratio.
        let prose: Set<UInt8> = [UnitFeatures.KindClass.prose.rawValue, UnitFeatures.KindClass.listItem.rawValue]
        for (e, z) in pairs where prose.contains(enKind[e]) && prose.contains(zhKind[z]) && zhHan[z] > 0 {
            han += zhHan[z]
            letters += max(1, enLatin[e] - zhLatin[z])
            count += 1
        }
        guard count >= 2, letters > 0 else { return nil }
        return min(1.2, max(0.12, han / letters))
    }

    static func isText(_ kind: UInt8) -> Bool {
        kind != UnitFeatures.KindClass.code.rawValue && kind != UnitFeatures.KindClass.neutral.rawValue
            && kind != UnitFeatures.KindClass.image.rawValue
    }

    // MARK: - Costs

    /// The prior cost of a bead of `ec` English and `zc` Chinese units (both at least one),
    /// by `ec * 6 + zc`: one-to-one is the rule, merges the exception, and each unit more in a
    /// merge costs about what leaving it unpaired would, so only length and words that agree make
    /// a merge of three or more win.
    static let mergePrior: [Float] = {
        var prior = [Float](repeating: .infinity, count: 36)
        let known: [((Int, Int), Float)] = [
            ((1, 1), 0), ((2, 1), 2.3), ((1, 2), 2.3), ((2, 2), 4.2), ((3, 1), 4.6), ((1, 3), 4.6),
            ((4, 1), 6.9), ((1, 4), 6.9), ((5, 1), 9.2), ((1, 5), 9.2), ((3, 2), 6.9), ((2, 3), 6.9),
        ]
        for ((e, z), cost) in known { prior[e * 6 + z] = cost }
        return prior
    }()

    /// A bead of three or more units on a side whose kinds and lengths alone cost more than this
    /// is not weighed further: a merge that far from its lengths never wins, and weighing its
    /// tokens and words is most of a search's time.
    static let largeMergeBound: Float = 10

    /// The base cost of leaving a unit unpaired.
    static let unpairedCost: Float = 2.6
    /// Inside a pair of paragraphs already paired, a sentence is translated unless the words and
    /// lengths say otherwise: leaving one unpaired costs about a merge more.
    static let unpairedInsidePairCost: Float = 4.9

    /// The cost of leaving a unit unpaired, before its length is weighed.
    var unpaired = BeadCostModel.unpairedCost

    /// The cost of leaving English unit `e` without a translation.
    func skipEnglish(_ e: Int) -> Float {
        unpaired + 0.4 * logf(1 + (enLatin[e] + enHan[e] / ratio) / 40)
    }

    /// The cost of leaving Chinese unit `z` without an original.
    func skipChinese(_ z: Int) -> Float {
        unpaired + 0.4 * logf(1 + (zhHan[z] / ratio + zhLatin[z]) / 40)
    }

    /// The cost of pairing English units `e..<e+ec` with Chinese units `z..<z+zc` (both counts
    /// from one to five).
    func match(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Float {
        let large = ec > 2 || zc > 2
        if large, !allProse(e, ec, z, zc) { return .infinity }
        var cost: Float = Self.mergePrior[ec * 6 + zc]
        let ke = enKind[e]
        let kz = zhKind[z]
        cost += kindCost(ke, kz, Int(enLevel[e]), Int(zhLevel[z]))
        for k in 1..<ec { cost += extraCost(enKind[e + k], first: ke) }
        for k in 1..<zc { cost += extraCost(zhKind[z + k], first: kz) }
        if large, cost > Self.largeMergeBound { return .infinity }

        if ec == 1, zc == 1 {
            if enIdentity[e] == zhIdentity[z] { return cost - 8 + positionCost(e, z) }
            if enCodeKey[e] != 0, enCodeKey[e] == zhCodeKey[z] { cost -= 6 }
        }
        cost += lengthCost(e, ec, z, zc, ke, kz)
        if large, cost > Self.largeMergeBound { return .infinity }
        cost += large ? tokenCostOfRanges(e, ec, z, zc) : tokenCost(e, ec, z, zc)
        if let lexical { cost += lexical.cost(e, ec, z, zc) }
        return cost + positionCost(e, z)
    }

    /// How far the bead's lengths are from what the ratio expects: quadratic near it, linear far
    /// from it, so that a translator's long addition does not outweigh every other signal.
    private func lengthCost(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int, _ ke: UInt8, _ kz: UInt8) -> Float {
        var latinE: Float = 0, hanE: Float = 0, bytesE: Float = 0
        for k in e..<e + ec { latinE += enLatin[k]; hanE += enHan[k]; bytesE += enBytes[k] }
        var latinZ: Float = 0, hanZ: Float = 0, bytesZ: Float = 0
        for k in z..<z + zc { latinZ += zhLatin[k]; hanZ += zhHan[k]; bytesZ += zhBytes[k] }
        let r: Float
        if Self.isText(ke) && Self.isText(kz) {
            let expected = ratio * max(0, latinE - latinZ) + hanE
            r = logf((hanZ + 4) / (expected + 4))
        } else {
            r = logf((bytesZ + 8) / (bytesE + 8))
        }
        let a = abs(r)
        return a < 1 ? 5.5 * a * a : 5.5 * (2 * a - 1)
    }

    /// Whether every unit of the bead is running prose, and on a side of three or more units,
    /// one sentence each. What merges three or more is a long sentence told as several, or a
    /// paragraph told as several sentences. List items, headings and table rows keep their own
    /// count in a translation, paragraphs of several sentences seldom merge by threes, and a cut
    /// paragraph merged into its neighbours' pair would be called translated.
    private func allProse(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Bool {
        let prose = UnitFeatures.KindClass.prose.rawValue
        for k in e..<e + ec where enKind[k] != prose || (ec > 2 && !enOneSentence[k]) { return false }
        for k in z..<z + zc where zhKind[k] != prose || (zc > 2 && !zhOneSentence[k]) { return false }
        return true
    }

    func kindCost(_ a: UInt8, _ b: UInt8, _ la: Int, _ lb: Int) -> Float {
        typealias K = UnitFeatures.KindClass
        if a == b { return a == K.heading.rawValue ? 0.8 * Float(abs(la - lb)) : 0 }
        if a == K.code.rawValue || b == K.code.rawValue { return 10 }
        if a == K.image.rawValue || b == K.image.rawValue { return 6 }
        if a == K.heading.rawValue || b == K.heading.rawValue { return 4 }
        if a == K.neutral.rawValue || b == K.neutral.rawValue { return 4 }
        if a == K.table.rawValue || b == K.table.rawValue { return 2 }
        return 1  // a paragraph against a list item
    }

    func extraCost(_ second: UInt8, first: UInt8) -> Float {
        typealias K = UnitFeatures.KindClass
        switch second {
        case K.heading.rawValue, K.code.rawValue, K.image.rawValue, K.neutral.rawValue: return 4
        default: return second == first ? 0 : 1
        }
    }

    /// Shared tokens are evidence for the pair (weighted by rarity); tokens one side has and the
    /// other lacks are evidence against it: technical tokens survive translation.
    func tokenCost(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Float {
        var p0 = Int(enTokenStart[e])
        let p0End = Int(enTokenStart[e + 1])
        var p1 = ec == 2 ? p0End : 0
        let p1End = ec == 2 ? Int(enTokenStart[e + 2]) : 0
        var q0 = Int(zhTokenStart[z])
        let q0End = Int(zhTokenStart[z + 1])
        var q1 = zc == 2 ? q0End : 0
        let q1End = zc == 2 ? Int(zhTokenStart[z + 2]) : 0
        if p0 == p0End && p1 == p1End && q0 == q0End && q1 == q1End { return 0 }
        var tally = TokenTally()
        let big = Int32.max
        return enTokens.withUnsafeBufferPointer { en in
            zhTokens.withUnsafeBufferPointer { zh in
                weight.withUnsafeBufferPointer { w in
                    while true {
                        let a0 = p0 < p0End ? en[p0] >> 1 : big
                        let a1 = p1 < p1End ? en[p1] >> 1 : big
                        let b0 = q0 < q0End ? zh[q0] >> 1 : big
                        let b1 = q1 < q1End ? zh[q1] >> 1 : big
                        let t = min(min(a0, a1), min(b0, b1))
                        if t == big { break }
                        var inE = false
                        var special = false
                        var inZ = false
                        if a0 == t { inE = true; special = special || en[p0] & 1 == 1; p0 += 1 }
                        if a1 == t { inE = true; special = special || en[p1] & 1 == 1; p1 += 1 }
                        if b0 == t { inZ = true; q0 += 1 }
                        if b1 == t { inZ = true; q1 += 1 }
                        tally.add(w[Int(t)], inEnglish: inE, inChinese: inZ, special: special)
                    }
                    return tally.cost
                }
            }
        }
    }

    /// `tokenCost` for beads of any size: each side's tokens gathered and sorted (on the stack:
    /// this runs for every large bead the search weighs), then compared the same way.
    func tokenCostOfRanges(_ e: Int, _ ec: Int, _ z: Int, _ zc: Int) -> Float {
        let enRange = Int(enTokenStart[e])..<Int(enTokenStart[e + ec])
        let zhRange = Int(zhTokenStart[z])..<Int(zhTokenStart[z + zc])
        if enRange.isEmpty && zhRange.isEmpty { return 0 }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: enRange.count + zhRange.count) { buffer in
            let all = buffer
            for (k, i) in enRange.enumerated() { all[k] = enTokens[i] }
            for (k, i) in zhRange.enumerated() { all[enRange.count + k] = zhTokens[i] }
            var en = UnsafeMutableBufferPointer(rebasing: all[0..<enRange.count])
            var zh = UnsafeMutableBufferPointer(rebasing: all[enRange.count...])
            en.sort()
            zh.sort()
            return compareSorted(en, zh)
        }
    }

    /// Shared tokens against missing ones, for two sorted lists of token ids (see `enTokens`).
    private func compareSorted(_ en: UnsafeMutableBufferPointer<Int32>, _ zh: UnsafeMutableBufferPointer<Int32>) -> Float {
        var tally = TokenTally()
        var p = 0, q = 0
        while p < en.count || q < zh.count {
            let a = p < en.count ? en[p] >> 1 : Int32.max
            let b = q < zh.count ? zh[q] >> 1 : Int32.max
            let t = min(a, b)
            var special = false
            while p < en.count, en[p] >> 1 == t { special = special || en[p] & 1 == 1; p += 1 }
            while q < zh.count, zh[q] >> 1 == t { q += 1 }
            tally.add(weight[Int(t)], inEnglish: a == t, inChinese: b == t, special: special)
        }
        return tally.cost
    }

    /// The evidence of a bead's tokens, one distinct token at a time: shared tokens are evidence
    /// for the pair (weighted by rarity), tokens one side has and the other lacks against it.
    private struct TokenTally {
        var matched: Float = 0
        var missing: Float = 0

        @inline(__always) mutating func add(_ weight: Float, inEnglish: Bool, inChinese: Bool, special: Bool) {
            if inEnglish && inChinese {
                matched += weight
            } else if inChinese {
                // Latin tokens in Chinese text are nearly always kept from the original.
                missing += 1.2 * min(1, weight / 2)
            } else if special {
                // Technical tokens usually survive translation, though not always.
                missing += 0.8 * min(1, weight / 2)
            }
        }

        var cost: Float { max(-14, -0.5 * matched) + min(8, missing) }
    }

    func positionCost(_ e: Int, _ z: Int) -> Float {
        switch position {
        case .relative:
            let d = Float(e) / Float(max(1, enCount)) - Float(z) / Float(max(1, zhCount))
            return 1.5 * abs(d)
        case .file(let english, let chinese):
            let d = abs(english[e] - chinese[z])
            return 0.3 * logf(Float(max(1, d)))
        }
    }
}
