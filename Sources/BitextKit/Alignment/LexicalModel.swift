import BitextModel
import Foundation

/// What the words mean: how strongly a bead's English and Chinese say the same thing, as a
/// log-likelihood ratio of "translation" against "neighbouring text on the same topic".
///
/// Each English word the lexicon can translate is *found* when some Chinese word of the bead
/// glosses to it, and each Chinese word is found when the English has one of its glosses. A
/// found word counts `log(pTranslated / pChance)`, a missing one `log((1 - pTranslated) /
/// (1 - pChance))`, where `pChance` is measured in this document pair: the share of units on the
/// other side that would find the word anyway. Words every paragraph shares ("use", "容器" in a
/// container guide) so count for little, rare ones for much, and a paragraph merged into its
/// neighbour's pair brings its own words, which the translation lacks.
struct LexicalModel: Sendable {
    /// English units: their distinct stems (sorted), and per stem the gain when found and the
    /// cost when missing, against one Chinese unit and against two (which find more by chance).
    let enStart: [Int32]
    let enStems: [UInt64]
    let enGain: [Evidence]
    /// Chinese words of the units' gloss tables, by run (words numbered globally).
    let zhWordOf: [Int32]
    /// Per Chinese unit, a small open-addressing table from each gloss stem to its run of
    /// `zhWordOf`: a bead looks up its English stems (a few dozen) instead of walking every gloss
    /// of every Chinese word (hundreds).
    let zhTableStart: [Int32]
    let zhTable: [GlossRun]
    /// Running sums of the missing costs (against one unit, against two), so that a bead adds up
    /// only what it finds: the English stems', then the Chinese words'.
    let enMissSum: (one: [Double], two: [Double])
    let zhMissSum: (one: [Double], two: [Double])

    /// A table slot: a stem (0 when empty) and its run of `zhWordOf`.
    struct GlossRun: Sendable {
        var stem: UInt64 = 0
        var lo: Int32 = 0
        var hi: Int32 = 0
    }
    /// Chinese words, unit by unit: gain when found, cost when missing.
    let zhWordStart: [Int32]
    let zhGain: [Evidence]

    /// A word's gain when found and cost when missing, against one unit or two of the other side.
    struct Evidence: Sendable {
        var found: (Float, Float)
        var missing: (Float, Float)

        init(chance: Float, translated: Float) {
            let one = LexicalModel.evidence(chance: chance, translated: translated)
            let two = LexicalModel.evidence(chance: 1 - (1 - chance) * (1 - chance), translated: translated)
            found = (one.0, two.0)
            missing = (one.1, two.1)
        }
    }

    /// The share of a translation's words the lexicon finds on the other side, measured on the
    /// confident pairs of k8s-dev: 79% of English stems (Latin words the Chinese keeps help),
    /// 51% of Chinese words (glosses miss technical senses, and translators paraphrase).
    static let pTranslatedEnglish: Float = 0.75
    static let pTranslatedChinese: Float = 0.5
    /// How much the two sides' evidence counts: words are not independent witnesses.
    static let weight: Float = 0.35

    /// The model of the units whose `words` were read (all when nil); the others hold no words,
    /// and the chance rates are measured among those read. `learned` adds the document's own terms.
    init(english: [AlignedBlock], chinese: [AlignedBlock], lexicon: Lexicon, words: UnitWords? = nil, learned: LearnedTerms = LearnedTerms()) {
        let words = words ?? UnitWords(english: english, chinese: chinese, lexicon: lexicon)
        let zh = Self.chineseWords(chinese, words, lexicon, learned: learned)
        let en = Self.englishStems(english.count, words, lexicon: lexicon, latinInChinese: zh.latin)
        // Chance rates: in how many Chinese units each stem is findable, and in how many English
        // units each Chinese word finds a gloss.
        let zhUnitsWithStem = zh.unitCounts()
        let enPostings = Postings(stems: en.stems, start: en.start)
        let zhTextUnits = Float(max(1, zip(zh.start, zh.start.dropFirst()).filter { $0 < $1 }.count))
        let enTextUnits = Float(max(1, zip(en.start, en.start.dropFirst()).filter { $0 < $1 }.count))
        // A word's evidence depends only on how many units find it: one table per side.
        let enEvidence = (0...english.count + chinese.count).map {
            Evidence(chance: (Float($0) + 0.5) / (zhTextUnits + 1), translated: Self.pTranslatedEnglish)
        }
        let zhEvidence = (0...english.count).map {
            Evidence(chance: (Float($0) + 0.5) / (enTextUnits + 1), translated: Self.pTranslatedChinese)
        }
        enGain = en.stems.map { enEvidence[Int(zhUnitsWithStem.count(of: $0))] }
        enStart = en.start
        enStems = en.stems
        var unitsOfWord = [Int32](repeating: -1, count: zh.words.count)
        var marks = [Int32](repeating: -1, count: english.count)
        zhGain = zh.wordIndex.map { index in
            if unitsOfWord[Int(index)] < 0 {
                unitsOfWord[Int(index)] = Int32(enPostings.unitsHaving(word: Int(index), of: zh.words, lexicon, marks: &marks, stamp: index))
            }
            return zhEvidence[Int(unitsOfWord[Int(index)])]
        }
        zhWordStart = zh.start
        zhTableStart = zh.tableStart
        zhTable = zh.table
        enMissSum = Self.runningSums(enGain)
        zhMissSum = Self.runningSums(zhGain)
        zhWordOf = zh.wordOf
    }

    static func runningSums(_ evidence: [Evidence]) -> (one: [Double], two: [Double]) {
        var one: [Double] = [0], two: [Double] = [0]
        one.reserveCapacity(evidence.count + 1)
        two.reserveCapacity(evidence.count + 1)
        for item in evidence {
            one.append(one.last! + Double(item.missing.0))
            two.append(two.last! + Double(item.missing.1))
        }
        return (one, two)
    }

    /// The gain of a found word and the cost of a missing one; nothing for a word that chance
    /// would find about as often as a translation.
    static func evidence(chance: Float, translated: Float) -> (Float, Float) {
        guard chance < translated else { return (0, 0) }
        return (logf(translated / chance), logf((1 - chance) / (1 - translated)))
    }

    static func textKind(_ unit: AlignedBlock) -> Bool {
        switch unit.block.kind {
        case .code, .image, .comment, .thematicBreak, .html: false
        default: unit.block.language != .none
        }
    }
}
