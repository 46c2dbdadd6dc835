import Foundation

/// Points the path passes near, found over the whole document before any search: stretches of
/// units that say the same thing, by the rare words the lexicon translates.
///
/// A search banded around a straight line loses its place where the translation's units do not
/// spread evenly (a sentence split in three here, an untranslated chapter there): nothing brings
/// it back once the true path leaves the band. So both sides are cut into stretches of about
/// `stretchUnits` units, each English stretch is compared with every Chinese one by the words
/// they share (weighted by rarity), and the pairs that are each other's clear best give the
/// band's route. A stretch has hundreds of words where a sentence has ten: their vote holds where
/// one rare word would mislead.
enum LexicalRoute {
    static let stretchUnits = 16
    /// A stem in more than this share of the stretches on either side cannot tell them apart.
    static let commonShare = 0.2
    /// How far the best Chinese stretch must outscore the next for its pair to be trusted.
    static let margin: Float = 1.3

    /// Points (English unit, Chinese unit) at the centres of the trusted stretch pairs, sorted.
    static func points(_ words: UnitWords, englishCount: Int, chineseCount: Int, lexicon: Lexicon) -> [(Int, Int)] {
        let stretches = englishCount / stretchUnits
        guard stretches >= 4, chineseCount >= stretches else { return [] }
        // Chinese stretches are as many as English ones, so sizes follow the two lengths.
        let zhStretch = { (z: Int) in z * stretches / chineseCount }
        let enStretch = { (e: Int) in min(stretches - 1, e / stretchUnits) }
        let english = postings(englishCount, stretchOf: enStretch) { unit, body in
            for stem in words.englishStems(of: unit) { body(stem) }
        }
        let chinese = postings(chineseCount, stretchOf: zhStretch) { unit, body in
            for entry in words.entries(of: unit) {
                for stem in lexicon.glosses(of: entry) where english[stem] != nil { body(stem) }
            }
            for stem in words.latin(of: unit) where english[stem] != nil { body(stem) }
        }
        let scores = similarities(english, chinese, stretches: stretches)
        var points: [(Int, Int)] = []
        for e in 0..<stretches {
            guard let z = clearBest(stretches, { scores[e * stretches + $0] }),
                clearBest(stretches, { scores[$0 * stretches + z] }) == e
            else { continue }
            let zhLow = (z * chineseCount + stretches - 1) / stretches
            let zhHigh = ((z + 1) * chineseCount + stretches - 1) / stretches
            points.append((e * stretchUnits + stretchUnits / 2, (zhLow + zhHigh) / 2))
        }
        return points
    }

    /// Cosine similarity of every English stretch with every Chinese one (row-major), over stems
    /// rare enough to tell stretches apart, each weighted by its rarity on both sides.
    private static func similarities(_ english: [UInt64: [Int32]], _ chinese: [UInt64: [Int32]], stretches: Int) -> [Float] {
        let limit = max(2, Int(commonShare * Double(stretches)))
        var dot = [Float](repeating: 0, count: stretches * stretches)
        var enNorm = [Float](repeating: 0, count: stretches)
        var zhNorm = [Float](repeating: 0, count: stretches)
        // Sorted, so that the float sums come out the same in every run.
        for stem in english.keys.sorted() {
            guard let enIn = english[stem], let zhIn = chinese[stem], enIn.count <= limit, zhIn.count <= limit else { continue }
            let weight = logf(Float(stretches) / Float(enIn.count)) * logf(Float(stretches) / Float(zhIn.count))
            for e in enIn {
                enNorm[Int(e)] += weight * weight
                for z in zhIn { dot[Int(e) * stretches + Int(z)] += weight * weight }
            }
            for z in zhIn { zhNorm[Int(z)] += weight * weight }
        }
        for e in 0..<stretches {
            for z in 0..<stretches where dot[e * stretches + z] > 0 {
                dot[e * stretches + z] /= (enNorm[e] * zhNorm[z]).squareRoot()
            }
        }
        return dot
    }

    /// Which of `count` candidates scores highest, when it clearly leads the rest.
    private static func clearBest(_ count: Int, _ score: (Int) -> Float) -> Int? {
        var first = -1
        var top: Float = 0, second: Float = 0
        for k in 0..<count {
            let value = score(k)
            if value > top { second = top; top = value; first = k } else if value > second { second = value }
        }
        return first >= 0 && top > margin * second ? first : nil
    }

    /// For each stem `stems` gives any unit, the stretches holding it, in order, each once.
    private static func postings(_ count: Int, stretchOf: (Int) -> Int, _ stems: (Int, (UInt64) -> Void) -> Void) -> [UInt64: [Int32]] {
        var stretches: [UInt64: [Int32]] = [:]
        for index in 0..<count {
            let stretch = Int32(stretchOf(index))
            stems(index) { stem in
                if stretches[stem]?.last != stretch { stretches[stem, default: []].append(stretch) }
            }
        }
        return stretches
    }
}
