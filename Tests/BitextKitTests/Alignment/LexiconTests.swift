import BitextModel
import Foundation
import Testing

@testable import BitextKit

/// The lexicon: compiling CC-CEDICT's format, segmenting Chinese, folding English, and the
/// alignments it changes. A small dictionary written for these tests keeps them independent of
/// the installed one; the example of issue #18 also runs against CC-CEDICT when it is installed.
struct LexiconTests {
    static let dictionary = """
        # A few entries in CC-CEDICT's format, written for these tests.
        圖片 图片 [tu2 pian4] /picture/image/CL:張|张[zhang1]/
        加載 加载 [jia1 zai4] /to load/
        內存 内存 [nei4 cun2] /memory (computing)/
        請求 请求 [qing3 qiu2] /request/to ask/
        緩存 缓存 [huan3 cun2] /(computing) cache/buffer memory/
        淘汰 淘汰 [tao2 tai4] /to eliminate/to weed out/to evict/
        最早 最早 [zui4 zao3] /earliest/oldest/
        上限 上限 [shang4 xian4] /upper limit/
        測量 测量 [ce4 liang2] /to measure/
        命中率 命中率 [ming4 zhong4 lu:4] /hit rate/
        大小 大小 [da4 xiao3] /size/
        調整 调整 [tiao2 zheng3] /to adjust/to tune/
        磁盤 磁盘 [ci2 pan2] /disk/
        下載 下载 [xia4 zai3] /to download/
        控制 控制 [kong4 zhi4] /to control/
        控制平面 控制平面 [kong4 zhi4 ping2 mian4] /control plane/
        平面 平面 [ping2 mian4] /plane/
        部署 部署 [bu4 shu3] /to deploy/deployment/
        李 李 [Li3] /surname Li/
        張 张 [zhang1] /classifier for flat objects/variant of 章/
        """

    static let lexicon = CEDICTCompiler.compile(Array(dictionary.utf8), fingerprint: "test")

    static func entries(_ text: String) -> [UInt32] {
        var entries: [UInt32] = []
        var text = text
        text.withUTF8 { lexicon.segment($0) { entries.append($0) } }
        return entries
    }

    /// The entry of a word that is in the dictionary as written.
    static func entry(_ word: String) -> UInt32? {
        let found = entries(word)
        return found.count == 1 ? found[0] : nil
    }

    static func stem(_ word: String) -> UInt64? {
        var word = word
        return word.withUTF8 { EnglishStemmer.stemHash($0) }
    }

    @Test func segmentationTakesTheLongestWord() {
        #expect(Self.entries("先调整控制平面的大小") == ["调整", "控制平面", "大小"].compactMap(Self.entry))
        #expect(Self.entries("控制 Pod 的部署") == ["控制", "部署"].compactMap(Self.entry))
        #expect(Self.entry("控制平面") != Self.entry("控制"))
        // Traditional forms are words too.
        #expect(Self.entry("緩存") != nil)
    }

    @Test func glossesAreStemmedWithoutTheDictionarysApparatus() throws {
        var text = "部署"
        var entry: UInt32?
        text.withUTF8 { Self.lexicon.segment($0) { entry = $0 } }
        let glosses = Set(Self.lexicon.glosses(of: try #require(entry)))
        #expect(glosses == Set([Self.stem("deploy"), Self.stem("deployment")].compactMap { $0 }))
        // Proper names are left out, and so are classifiers ("CL:張|张[zhang1]") and "variant of".
        #expect(Self.entries("李") == [])
        #expect(Self.lexicon.isGlossStem(try #require(Self.stem("zhang"))) == false)
        #expect(Self.lexicon.isGlossStem(try #require(Self.stem("flat"))))
        #expect(Self.lexicon.isGlossStem(try #require(Self.stem("evicted"))))
    }

    @Test func englishInflectionsShareAStem() {
        #expect(Self.stem("evicted") == Self.stem("eviction"))
        #expect(Self.stem("evicting") == Self.stem("evicts"))
        #expect(Self.stem("configure") == Self.stem("configuration"))
        #expect(Self.stem("configured") == Self.stem("configuring"))
        #expect(Self.stem("policies") == Self.stem("policy"))
        #expect(Self.stem("the") == nil)
        #expect(Self.stem("cache") != Self.stem("catch"))
    }

    @Test func compiledFormRoundTripsAndGoesStaleWithItsSource() throws {
        let bytes = CEDICTCompiler.image(Array(Self.dictionary.utf8), fingerprint: "test", stamp: [10, 20, 30])
        let decoded = try #require(LexiconImage.lexicon(copying: bytes, stamp: [10, 20, 30]))
        #expect(decoded.tables == Self.lexicon.tables)
        #expect(decoded.fingerprint == "test")
        #expect(LexiconImage.lexicon(copying: bytes, stamp: [10, 20, 31]) == nil)
        #expect(LexiconImage.lexicon(copying: Array(bytes.dropLast()), stamp: [10, 20, 30]) == nil)
    }

    @Test func loadsGzippedTextAndCachesItsCompiledForm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("cedict.txt")
        try Self.dictionary.write(to: plain, atomically: true, encoding: .utf8)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-k", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        let loaded = try LexiconFile.load(path: plain.path + ".gz")
        #expect(loaded.tables == Self.lexicon.tables)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cedict.bitext-lexicon").path))
        #expect(try LexiconFile.load(path: plain.path + ".gz").tables == Self.lexicon.tables)
        #expect(throws: BitextError.self) { try LexiconFile.load(path: folder.appendingPathComponent("none.txt").path) }
        // A file that is not CC-CEDICT is an error naming it, not an empty lexicon.
        let notes = folder.appendingPathComponent("notes.txt")
        try "Just some notes.\nNothing like a dictionary.\n".write(to: notes, atomically: true, encoding: .utf8)
        #expect(throws: BitextError.self) { try LexiconFile.load(path: notes.path) }
    }

    @Test func compiledFormGoesBesideTheDictionaryElseInTheUsersCache() {
        let paths = LexiconFile.compiledPaths(of: "/usr/share/bitext/cedict.txt.gz", environment: ["HOME": "/home/u"])
        #expect(paths.first == "/usr/share/bitext/cedict.bitext-lexicon")
        #expect(paths.count == 2 && paths[1].hasPrefix("/home/u/.cache/bitext/cedict-") && paths[1].hasSuffix(".bitext-lexicon"))
        let xdg = LexiconFile.compiledPaths(of: "/d/c.txt", environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/var/cache/u"])
        #expect(xdg.last?.hasPrefix("/var/cache/u/bitext/c-") == true)
    }

    // MARK: - Alignment

    static let english = [
        "Load each image once and keep it in memory for the next request.",
        "Evict the oldest images first when the cache is over its limit.",
        "Use a separate disk cache for images that are slow to download.",
        "Measure the hit rate before you tune the size of either cache.",
    ]
    static let chinese = [
        "每张图片只加载一次，并把它保存在内存中供下一次请求使用。",
        "当缓存超过上限时，先淘汰最早的图片。",
        "为下载很慢的图片使用单独的磁盘缓存。",
        "在调整任一缓存的大小之前，先测量命中率。",
    ]

    static func align(_ en: [String], _ zh: [String], lexicon: Lexicon? = LexiconTests.lexicon) throws -> Alignment {
        let english = try AlignmentFixtures.read(AlignmentFixtures.english(en), path: "guide.en.md")
        let chinese = try AlignmentFixtures.read(AlignmentFixtures.english(zh), path: "guide.zh.md")
        return Aligner(lexicon: lexicon).align(english: english, chinese: chinese)
    }

    static func rows(_ alignment: Alignment) -> [[String]] {
        alignment.pairs.map { [$0.englishSource, $0.chineseSource] }
    }

    @Test func aTranslationThatDropsAParagraphInTheMiddleLeavesItUntranslated() throws {
        let alignment = try Self.align(Self.english, [Self.chinese[0], Self.chinese[1], Self.chinese[3]])
        #expect(Self.rows(alignment) == [
            [Self.english[0], Self.chinese[0]], [Self.english[1], Self.chinese[1]], [Self.english[2], ""],
            [Self.english[3], Self.chinese[3]],
        ])
        let calculator = CoverageCalculator()
        let summary = calculator.summary(pairs: alignment.pairs, states: alignment.pairs.map(calculator.state))
        #expect(summary.blocks.translated == 3 && summary.blocks.total == 4)
    }

    @Test func withoutALexiconTheSameGapIsHidden() throws {
        // What #18 set out to fix: lengths alone merge two paragraphs and shift the rest.
        let alignment = try Self.align(Self.english, [Self.chinese[0], Self.chinese[1], Self.chinese[3]], lexicon: nil)
        #expect(alignment.pairs.allSatisfy { !$0.chineseSource.isEmpty })
    }

    @Test func aTranslationThatDropsTheLastParagraph() throws {
        let alignment = try Self.align(Self.english, Array(Self.chinese.prefix(3)))
        #expect(Self.rows(alignment) == zip(Self.english, Self.chinese.prefix(3) + [""]).map { [$0, $1] })
    }

    @Test func aTranslationThatMergesTwoParagraphsPairsThemTogether() throws {
        let merged = [Self.chinese[0], Self.chinese[1] + Self.chinese[2], Self.chinese[3]]
        let alignment = try Self.align(Self.english, merged)
        #expect(Self.rows(alignment) == [
            [Self.english[0], Self.chinese[0]], [Self.english[1] + "\n\n" + Self.english[2], merged[1]],
            [Self.english[3], Self.chinese[3]],
        ])
    }

    @Test(.enabled(if: LexiconFile.defaultPath() != nil, "CC-CEDICT is installed by make deps"))
    func theIssuesExampleWithCCCEDICT() throws {
        let lexicon = try LexiconFile.load(path: try #require(LexiconFile.defaultPath()))
        let alignment = try Self.align(Self.english, [Self.chinese[0], Self.chinese[1], Self.chinese[3]], lexicon: lexicon)
        #expect(Self.rows(alignment).map { $0[1].isEmpty } == [false, false, true, false])
        #expect(Self.rows(alignment)[3] == [Self.english[3], Self.chinese[3]])
    }
}
