import BitextModel
import Testing

@testable import BitextKit

/// Beads of three to five units on a side: a long English sentence the translator told in four
/// Chinese ones, three short English sentences told in one. Prose written for these tests, with a
/// dictionary (CC-CEDICT's format) that knows its words.
struct LargeBeadTests {
    static let dictionary = """
        調度器 调度器 [tiao2 du4 qi4] /scheduler/
        節點 节点 [jie2 dian3] /node/
        內存 内存 [nei4 cun2] /memory (computing)/
        足夠 足够 [zu2 gou4] /enough/sufficient/
        緩存 缓存 [huan3 cun2] /(computing) cache/buffer memory/
        淘汰 淘汰 [tao2 tai4] /to eliminate/to weed out/to evict/
        最早 最早 [zui4 zao3] /earliest/oldest/
        鏡像 镜像 [jing4 xiang4] /image/mirror image/
        測量 测量 [ce4 liang2] /to measure/
        命中率 命中率 [ming4 zhong4 lu:4] /hit rate/
        調整 调整 [tiao2 zheng3] /to adjust/to tune/
        上限 上限 [shang4 xian4] /upper limit/
        大小 大小 [da4 xiao3] /size/
        下載 下载 [xia4 zai3] /to download/
        請求 请求 [qing3 qiu2] /request/to ask/
        部署 部署 [bu4 shu3] /to deploy/deployment/
        控制平面 控制平面 [kong4 zhi4 ping2 mian4] /control plane/
        加載 加载 [jia1 zai4] /to load/
        檢查 检查 [jian3 cha2] /to check/to inspect/
        磁盤 磁盘 [ci2 pan2] /disk/
        日誌 日志 [ri4 zhi4] /log/journal/
        輪換 轮换 [lun2 huan4] /to rotate/to take turns/
        壓縮 压缩 [ya1 suo1] /to compress/
        歸檔 归档 [gui1 dang4] /to archive/
        服務 服务 [fu2 wu4] /service/to serve/
        端口 端口 [duan1 kou3] /port/
        監聽 监听 [jian1 ting1] /to listen/to monitor/
        """

    static let lexicon = CEDICTCompiler.compile(Array(dictionary.utf8), fingerprint: "large-beads")

    static func align(_ english: [String], _ chinese: [String]) throws -> [AlignedPair] {
        let en = try AlignmentFixtures.read(AlignmentFixtures.english(english), path: "beads.en.md")
        let zh = try AlignmentFixtures.read(AlignmentFixtures.english(chinese), path: "beads.zh.md")
        return Aligner(lexicon: lexicon).align(english: en, chinese: zh).pairs
    }

    static let before: [(String, String)] = [
        ("The scheduler places each Pod on a node that has enough memory.", "调度器把每个 Pod 放到内存足够的节点上。"),
        ("Each Service listens on a port that you choose.", "每个服务都监听你选择的端口。"),
    ]
    static let after: [(String, String)] = [
        ("The kubelet rotates its log when the disk is nearly full, and compresses the old log.",
         "磁盘快满时，kubelet 会轮换日志，并压缩旧的日志。"),
        ("Archive the compressed log before you delete it.", "删除压缩的日志之前，先把它归档。"),
    ]

    @Test func oneSentenceToldInFourIsOneBead() throws {
        let long = "When the image cache is full, the kubelet evicts the oldest image, measures the hit rate of the cache, "
            + "adjusts the upper limit of the cache size, and downloads every image that the next request needs."
        let four = ["镜像缓存满了时，kubelet 会淘汰最早的镜像。", "然后它测量缓存的命中率。", "接着它调整缓存大小的上限。", "最后它下载下一个请求需要的每个镜像。"]
        let pairs = try Self.align(Self.before.map(\.0) + [long] + Self.after.map(\.0), Self.before.map(\.1) + four + Self.after.map(\.1))
        let bead = try #require(pairs.first { $0.englishSource.hasPrefix("When the image cache") })
        #expect(bead.bead == .oneToFour)
        #expect(bead.chinese.count == 4)
        #expect(pairs.filter { $0.english.isEmpty || $0.chinese.isEmpty }.isEmpty)
    }

    @Test func threeSentencesToldInOneAreOneBead() throws {
        let three = ["Deploy the control plane first.", "Then load every image.", "Check the disk last."]
        let one = "先部署控制平面，然后加载每个镜像，最后检查磁盘。"
        let pairs = try Self.align(Self.before.map(\.0) + three + Self.after.map(\.0), Self.before.map(\.1) + [one] + Self.after.map(\.1))
        let bead = try #require(pairs.first { $0.chineseSource == one })
        #expect(bead.bead == .threeToOne)
        #expect(bead.english.map(\.source) == three)
        #expect(pairs.filter { $0.english.isEmpty || $0.chinese.isEmpty }.isEmpty)
    }

    @Test func listItemsNeverMergeThreeToOne() throws {
        // The translation lacks the first two items: merging them into the third item's pair
        // would call them translated.
        let items = ["- Deploy the control plane first.", "- Then load every image.", "- Check the disk last."]
        let pairs = try Self.align(Self.before.map(\.0) + items + Self.after.map(\.0), Self.before.map(\.1) + ["- 最后检查磁盘。"] + Self.after.map(\.1))
        #expect(pairs.allSatisfy { $0.english.count <= 2 && $0.chinese.count <= 2 })
    }

    @Test func paragraphsOfSeveralSentencesNeverMergeByThrees() throws {
        // A paragraph told as three sentences is a bead; three paragraphs of two sentences each
        // are not: a paragraph split in three is told in sentences.
        func model(_ english: [String], _ chinese: String) throws -> BeadCostModel {
            let en = try LearnedTermsTests.units(english, path: "m.en.md").map(UnitFeatures.init)
            let zh = try LearnedTermsTests.units([chinese], path: "m.zh.md").map(UnitFeatures.init)
            return BeadCostModel(english: en, chinese: zh, codeKeys: (en.map { _ in 0 }, [0]), position: .relative)
        }
        let sentences = try model(["Deploy the control plane first.", "Then load every image.", "Check the disk last."], "先部署控制平面，然后加载每个镜像，最后检查磁盘。")
        #expect(sentences.match(0, 3, 0, 1).isFinite)
        let paragraphs = try model(
            ["Deploy the control plane. It takes a minute.", "Then load every image. Each is large.", "Check the disk. It needs room."],
            "先部署控制平面，需要一分钟。然后加载每个镜像，每个都很大。最后检查磁盘，它需要空间。")
        #expect(paragraphs.match(0, 3, 0, 1) == .infinity)
    }

    @Test func oneSentenceIsTextUpToItsOnlyEnd() {
        func one(_ text: String) -> Bool { var text = text; return text.withUTF8(UnitFeatures.isOneSentence) }
        #expect(one("Deploy the control plane first."))
        #expect(one("Use `v1.2` (see the guide.)  "))
        #expect(one("先部署控制平面。”"))
        #expect(!one("Deploy it. Then load it."))
        #expect(!one("先部署。然后加载。"))
        #expect(!one("Is it ready? Yes."))
    }

    @Test func theSearchStepsAreTheCostModelsShapes() {
        // The search keeps its steps as literals for speed; they must be the model's shapes.
        #expect(BeadCostModel.shapes.count == BeadSearch.allKinds)
        for (k, shape) in BeadCostModel.shapes.enumerated() {
            #expect(BeadSearch.steps(k) == shape)
            if shape.0 > 0, shape.1 > 0 { #expect(BeadCostModel.mergePrior[shape.0 * 6 + shape.1].isFinite) }
        }
        #expect(BeadCostModel.shapes.prefix(BeadSearch.smallKinds).allSatisfy { $0.0 <= 2 && $0.1 <= 2 })
    }
}
