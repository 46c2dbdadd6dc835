import BitextModel
import Testing

@testable import BitextKit

/// Sentence pairs inside paragraph pairs: every sentence of a paired paragraph in exactly one
/// pair, and none left unpaired without evidence.
struct SentencePairsTests {
    static let english = [
        "The scheduler places each Pod on a node.",
        "When the image cache is full, the kubelet evicts the oldest image. Then it measures the hit rate of the cache. "
            + "It downloads every image that the next request needs.",
        "Each Service listens on a port that you choose.",
    ]
    static let chinese = [
        "调度器把每个 Pod 放到节点上。",
        "镜像缓存满了时，kubelet 会淘汰最早的镜像。然后它测量缓存的命中率。注意。它下载下一个请求需要的每个镜像。",
        "每个服务都监听你选择的端口。",
    ]

    static func pairs() throws -> [AlignedPair] {
        let en = try AlignmentFixtures.read(AlignmentFixtures.english(english), path: "s.en.md")
        let zh = try AlignmentFixtures.read(AlignmentFixtures.english(chinese), path: "s.zh.md")
        let aligner = Aligner(options: Aligner.Options(granularity: .sentence), lexicon: LargeBeadTests.lexicon)
        return aligner.align(english: en, chinese: zh).pairs
    }

    @Test func aShortPieceWithoutEvidenceJoinsAPairInsteadOfStandingAlone() throws {
        let pairs = try Self.pairs()
        #expect(pairs.allSatisfy { !$0.english.isEmpty && !$0.chinese.isEmpty }, "\(pairs.map(\.texts))")
        let note = try #require(pairs.first { $0.chineseSource.contains("注意。") })
        #expect(note.english.count == 1)
    }

    @Test func everySentenceIsInExactlyOnePair() throws {
        let pairs = try Self.pairs()
        let englishSentences = pairs.flatMap { $0.english.map(\.source) }
        let chineseSentences = pairs.flatMap { $0.chinese.map(\.source) }
        #expect(englishSentences.joined(separator: " ") == Self.english.joined(separator: " "))
        #expect(chineseSentences.joined() == Self.chinese.joined())
        #expect(englishSentences.count == 5)
    }
}
