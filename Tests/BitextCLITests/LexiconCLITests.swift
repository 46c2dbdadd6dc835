import Foundation
import Testing

/// `--lexicon`, `--no-lexicon` and running without one, end to end, with a small dictionary in
/// CC-CEDICT's format written for these tests (the installed one is not needed).
@Suite struct LexiconCLITests {
    static let dictionary = """
        圖片 图片 [tu2 pian4] /picture/image/
        加載 加载 [jia1 zai4] /to load/
        內存 内存 [nei4 cun2] /memory (computing)/
        請求 请求 [qing3 qiu2] /request/
        緩存 缓存 [huan3 cun2] /(computing) cache/
        淘汰 淘汰 [tao2 tai4] /to evict/to eliminate/
        最早 最早 [zui4 zao3] /earliest/oldest/
        上限 上限 [shang4 xian4] /upper limit/
        測量 测量 [ce4 liang2] /to measure/
        命中率 命中率 [ming4 zhong4 lu:4] /hit rate/
        大小 大小 [da4 xiao3] /size/
        調整 调整 [tiao2 zheng3] /to tune/to adjust/
        """
    static let english = """
        Load each image once and keep it in memory for the next request.

        Evict the oldest images first when the cache is over its limit.

        Use a separate disk cache for images that are slow to download.

        Measure the hit rate before you tune the size of either cache.

        """
    static let chinese = """
        每张图片只加载一次，并把它保存在内存中供下一次请求使用。

        当缓存超过上限时，先淘汰最早的图片。

        在调整任一缓存的大小之前，先测量命中率。

        """

    /// Runs `bitext` with HOME in an empty folder and no lexicon variables: no installed
    /// lexicon can be found unless the arguments name one.
    func bitext(_ arguments: [String], home: URL) throws -> CLITests.Run {
        try CLITests().bitext(
            arguments, environment: ["BITEXT_LEXICON": nil, "XDG_DATA_HOME": nil, "XDG_CACHE_HOME": nil, "HOME": home.path])
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-lexicon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Self.english.write(to: dir.appendingPathComponent("docs/guide.en.md"), atomically: true, encoding: .utf8)
        try Self.chinese.write(to: dir.appendingPathComponent("docs/guide.zh.md"), atomically: true, encoding: .utf8)
        try Self.dictionary.write(to: dir.appendingPathComponent("cedict.txt"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func withoutALexiconItSaysSoOnceAndAlignsAsBefore() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let docs = dir.appendingPathComponent("docs").path
        let run = try bitext(["align", docs + "/guide.en.md", docs + "/guide.zh.md", "--output-format", "tsv"], home: dir)
        #expect(run.status == 0)
        #expect(run.stderr.components(separatedBy: "no lexicon found").count == 2)
        // Lengths alone pair every English paragraph with some Chinese.
        #expect(!run.stdout.split(separator: "\n").dropFirst().contains { $0.hasSuffix("\t") })
        let quiet = try bitext(["align", docs + "/guide.en.md", docs + "/guide.zh.md", "--no-lexicon"], home: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    @Test func aNamedLexiconShowsTheSkippedParagraphInAlignAndCoverage() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lexicon = dir.appendingPathComponent("cedict.txt").path
        let docs = dir.appendingPathComponent("docs").path
        let run = try bitext(["align", docs + "/guide.en.md", docs + "/guide.zh.md", "--output-format", "tsv", "--lexicon", lexicon], home: dir)
        #expect(run.status == 0 && run.stderr.isEmpty)
        let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.map { $0.last?.isEmpty } == [false, false, true, false])
        #expect(rows[2].dropLast().last?.hasPrefix("Use a separate disk cache") == true)
        let coverage = try bitext(["coverage", docs, "--lexicon", lexicon], home: dir)
        #expect(coverage.stdout.contains("75.0%"))
        #expect(coverage.stdout.contains("untranslated \(docs)/guide.en.md:5"))
        // The compiled form is written beside the dictionary.
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("cedict.bitext-lexicon").path))
    }

    @Test func aNamedLexiconThatCannotBeReadIsAnError() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let docs = dir.appendingPathComponent("docs").path
        let missing = dir.appendingPathComponent("nowhere.txt.gz").path
        let run = try bitext(["align", docs + "/guide.en.md", docs + "/guide.zh.md", "--lexicon", missing], home: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains(missing) && run.stderr.contains("no lexicon file there"))
    }

    /// CC-CEDICT where `make deps` installs it (or where BITEXT_LEXICON points); nil when absent.
    static var installedLexicon: String? {
        let environment = ProcessInfo.processInfo.environment
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        let path = environment["BITEXT_LEXICON"] ?? data + "/bitext/cedict_1_0_ts_utf-8_mdbg.txt.gz"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The real dictionary, not this suite's twelve lines: the skipped paragraph is the one
    /// untranslated block, and the three translated pairs count as translated, none flagged.
    @Test(.enabled(if: installedLexicon != nil, "CC-CEDICT is not installed (make deps installs it)"))
    func theInstalledDictionaryFindsTheSkippedParagraph() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let docs = dir.appendingPathComponent("docs").path, lexicon = try #require(Self.installedLexicon)
        let coverage = try bitext(["coverage", docs, "--lexicon", lexicon], home: dir)
        #expect(coverage.status == 0)
        let total = try #require(coverage.stdout.split(separator: "\n").first { $0.hasPrefix("total") })
        // words, blocks, characters, then untranslated, stale, review and shared blocks.
        let columns = total.split(separator: " ").filter { $0.first?.isNumber == true }
        #expect(columns.dropFirst().first == "75.0%")
        #expect(columns.suffix(4) == ["1", "0", "0", "0"])
        #expect(coverage.stdout.contains("untranslated \(docs)/guide.en.md:5"))
    }
}
