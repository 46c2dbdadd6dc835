import BitextModel
import Testing

@testable import BitextKit

/// Terms learned from a document's sure pairs, on a small service-mesh guide written for these
/// tests. The test dictionary (`LexiconTests.dictionary`) knows none of its vocabulary: "sidecar"
/// ↔ 边车 and "mesh" ↔ 网格 can only be learned from the pairs.
struct LearnedTermsTests {
    static let pairs: [(en: String, zh: String)] = [
        ("Each pod runs a sidecar next to the application.", "每个 Pod 都在应用旁边运行一个边车。"),
        ("The sidecar intercepts every request the application sends.", "边车拦截应用发出的每个请求。"),
        ("Restart the sidecar after you change the mesh settings.", "修改网格设置后，重启边车。"),
        ("A sidecar reads its certificates from a mounted volume.", "边车从挂载的卷中读取证书。"),
        ("The mesh keeps a list of services and their addresses.", "网格保存服务及其地址的列表。"),
        ("Traffic between services is encrypted by default.", "服务之间的流量默认加密。"),
        ("Measure the hit rate of the cache before you tune it.", "调整缓存之前，先测量它的命中率。"),
    ]

    static func units(_ texts: [String], path: String) throws -> [AlignedBlock] {
        let document = try AlignmentFixtures.read(AlignmentFixtures.english(texts), path: path)
        return AlignmentUnits(document: document).units(of: document.blocks)
    }

    static func learned() throws -> (LearnedTerms, [AlignedBlock], [AlignedBlock]) {
        let english = try units(pairs.map(\.en), path: "mesh.en.md")
        let chinese = try units(pairs.map(\.zh), path: "mesh.zh.md")
        let terms = LearnedTerms(english: english, chinese: chinese, pairs: english.indices.map { ($0, $0) }, lexicon: LexiconTests.lexicon)
        return (terms, english, chinese)
    }

    static func stems(for bigram: String, in terms: LearnedTerms) -> Set<UInt64> {
        var found = Set<UInt64>()
        terms.forEachStem(in: bigram) { found.insert($0) }
        return found
    }

    @Test func aWordInEveryPairWithItsTranslationIsLearned() throws {
        let (terms, _, _) = try Self.learned()
        // "sidecar" and 边车 are together in all four pairs that hold either.
        #expect(Self.stems(for: "边车", in: terms) == [try #require(LexiconTests.stem("sidecar"))])
    }

    @Test func aWordSeenTwiceIsNotEnoughEvidence() throws {
        let (terms, _, _) = try Self.learned()
        // "mesh" ↔ 网格 co-occur in two pairs only: below `minimumPairs`.
        #expect(Self.stems(for: "网格", in: terms).isEmpty)
        #expect(Self.stems(for: "服务", in: terms).isEmpty)
    }

    @Test func wordsTheDictionaryGlossesAreLeftToIt() throws {
        var pairs = Self.pairs
        for _ in 0..<3 { pairs.append(("Keep the cache small.", "缓存要小。")) }
        let english = try Self.units(pairs.map(\.en), path: "c.en.md")
        let chinese = try Self.units(pairs.map(\.zh), path: "c.zh.md")
        let terms = LearnedTerms(english: english, chinese: chinese, pairs: english.indices.map { ($0, $0) }, lexicon: LexiconTests.lexicon)
        #expect(Self.stems(for: "缓存", in: terms).isEmpty)
    }

    @Test func aBigramIsADictionaryWordOnlyAsAWhole() throws {
        let key = { (text: String) in try #require(LearnedTerms.bigrams(of: text).first) }
        #expect(LearnedTerms.isDictionaryWord(try key("缓存"), LexiconTests.lexicon))
        // 张 is a word and 纸 is not: segmentation steps over 纸, which is no reason to call 纸张 one.
        #expect(!LearnedTerms.isDictionaryWord(try key("纸张"), LexiconTests.lexicon))
        #expect(!LearnedTerms.isDictionaryWord(try key("边车"), LexiconTests.lexicon))
    }

    @Test func tooFewSurePairsLearnNothing() throws {
        let (_, english, chinese) = try Self.learned()
        let terms = LearnedTerms(english: english, chinese: chinese, pairs: [(0, 0), (1, 1)], lexicon: LexiconTests.lexicon)
        #expect(terms.isEmpty)
    }

    @Test func theLexicalModelFindsALearnedTermInATranslation() throws {
        let (terms, english, chinese) = try Self.learned()
        let without = LexicalModel(english: english, chinese: chinese, lexicon: LexiconTests.lexicon)
        let with = LexicalModel(english: english, chinese: chinese, lexicon: LexiconTests.lexicon, learned: terms)
        // Pair 1 ("The sidecar intercepts…"): the dictionary finds nothing of "sidecar"; the
        // learned term finds it in 边车, and in no pair without it.
        #expect(with.counts(1, 1).enFound == without.counts(1, 1).enFound + 1)
        #expect(with.counts(1, 5).enFound == without.counts(1, 5).enFound)
        #expect(with.cost(1, 1, 1, 1) < with.cost(1, 1, 5, 1))
    }
}
