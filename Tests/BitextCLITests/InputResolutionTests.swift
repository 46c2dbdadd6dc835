import Foundation
import Testing

/// Every command that takes inputs finds the same documents in them: two files named together
/// pair, two language roots pair, other languages are left out with a note, `bitext.yml` is
/// honoured, and nothing to measure is an error, never 100%.
@Suite struct InputResolutionTests {
    let cli = CLITests()

    static let english = "# Hosting\n\nUse a hosting controller to embed a view.\n\nKeep the view hierarchy small.\n"
    static let chinese = "# 托管\n\n使用托管控制器嵌入视图。\n\n让视图层级保持精简。\n"

    /// A fresh folder holding `files` (relative path → text).
    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-inputs-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    func coverageJSON(_ arguments: [String]) throws -> (status: Int32, words: Double?, documents: [String], stderr: String) {
        let run = try cli.bitext(["coverage"] + arguments + ["--output-format", "json"])
        let object = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any]
        let total = (object?["total"] as? [String: Any])?["words"] as? [String: Any]
        let words = (total?["translated"] as? Double).flatMap { translated in (total?["total"] as? Double).map { 100 * translated / max(1, $0) } }
        let documents = (object?["documents"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        return (run.status, words, documents, run.stderr)
    }

    @Test func anEmptyFolderOrAWrongPathIsAnErrorNotFullCoverage() throws {
        let empty = try Self.tree([:])
        for path in [empty.path, empty.appendingPathComponent("nope").path] {
            let gate = try cli.bitext(["coverage", path, "--fail-under", "90"])
            #expect(gate.status == 1, "\(gate.stdout)")
            #expect(!gate.stdout.contains("100.0%"))
            #expect(gate.stderr.contains("no documents found") || gate.stderr.contains("no such file or folder"), "\(gate.stderr)")
            let convert = try cli.bitext(["convert", path, "-o", empty.appendingPathComponent("out-\(UUID())").path])
            #expect(convert.status == 1)
        }
    }

    @Test func twoFilesNamedTogetherPairInEveryCommand() throws {
        let root = try Self.tree(["hosting-swiftui.md": Self.english, "hosting-cn.md": Self.chinese])
        let files = [root.appendingPathComponent("hosting-swiftui.md").path, root.appendingPathComponent("hosting-cn.md").path]
        let coverage = try coverageJSON(files)
        #expect(coverage.status == 0 && coverage.words == 100 && coverage.documents == ["hosting-swiftui"], "\(coverage)")
        let out = root.appendingPathComponent("out")
        let convert = try cli.bitext(["convert"] + files + ["-o", out.path, "-q"])
        #expect(convert.status == 0)
        let bundle = try String(contentsOf: out.appendingPathComponent("hosting-swiftui.json"), encoding: .utf8)
        #expect(bundle.contains("让视图层级保持精简"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("hosting-cn.json").path))
        let export = try cli.bitext(["export"] + files + ["--output-format", "po"])
        #expect(export.status == 0 && export.stdout.contains("msgstr \"让视图层级保持精简。\""), "\(export.stdout)")
    }

    @Test func twoLanguageRootsSideBySidePairByPath() throws {
        let root = try Self.tree(["en/docs/guide.md": Self.english, "zh-cn/docs/guide.md": Self.chinese, "en/docs/new.md": "# New\n\nA page not translated yet.\n"])
        let roots = [root.appendingPathComponent("en/docs").path, root.appendingPathComponent("zh-cn/docs").path]
        let coverage = try coverageJSON(roots)
        #expect(coverage.status == 0 && coverage.documents == ["guide", "new"], "\(coverage)")
        let convert = try cli.bitext(["convert"] + roots + ["-o", root.appendingPathComponent("out").path, "--output-format", "json"])
        #expect(convert.status == 0 && convert.stdout.contains("\"converted\" : 2"), "\(convert.stdout)")
    }

    @Test func otherLanguagesAreLeftOutWithOneNote() throws {
        let root = try Self.tree([
            "content/en/guide.md": Self.english, "content/zh-cn/guide.md": Self.chinese,
            "content/ja/guide.md": "# ホスティング\n\nビューを埋め込みます。\n", "content/fr/guide.md": "# Hébergement\n\nIntégrez une vue.\n",
            "content/fr/other.md": "# Autre\n\nTexte.\n", "notes/guide.md": Self.english, "notes/guide.ko.md": "# 호스팅\n\n보기를 넣습니다.\n",
        ])
        let coverage = try coverageJSON([root.path])
        #expect(coverage.status == 0 && coverage.documents == ["content/en/guide", "notes/guide"], "\(coverage)")
        #expect(coverage.stderr.contains("left out 4 files in languages other than English and Chinese: fr (2), ja (1), ko (1)"), "\(coverage.stderr)")
    }

    @Test func theMultilingualKubernetesSliceLeavesJapaneseOut() throws {
        let content = CLITests.packageRoot.appendingPathComponent("../shared/corpora/k8s-site/content").standardizedFileURL
        try #require(FileManager.default.fileExists(atPath: content.path), "../shared/corpora/k8s-site is beside the checkout in CI")
        let whole = try coverageJSON([content.path])
        #expect(whole.status == 0 && whole.stderr.contains("languages other than English and Chinese: ja ("), "\(whole.stderr)")
        #expect(!whole.documents.contains { $0.hasPrefix("ja/") })
        let roots = try coverageJSON([content.appendingPathComponent("en/docs").path, content.appendingPathComponent("zh-cn/docs").path])
        #expect(roots.status == 0 && (roots.words ?? 0) > 90, "\(roots)")
    }

    @Test func coverageHonoursTheConfigurationAndNamesAMissingPair() throws {
        let root = try Self.tree([
            "bitext.yml": "exclude: [drafts/**]\npairs:\n  - en: guides/hosting.md\n    zh: translations/hosting-cn.md\n  - en: guides/gone.md\n    zh: translations/gone-cn.md\n",
            "guides/hosting.md": Self.english, "translations/hosting-cn.md": Self.chinese, "drafts/wip.md": "# Draft\n\nNot ready.\n",
        ])
        let coverage = try coverageJSON([root.path])
        #expect(coverage.status == 1, "a pair naming a missing file is an error")
        #expect(coverage.documents == ["guides/hosting"] && coverage.words == 100, "\(coverage)")
        #expect(coverage.stderr.contains("bitext.yml:5:1: error: 'pairs' names guides/gone.md"), "\(coverage.stderr)")
        // export reads the same documents: the excluded draft is not among its units.
        let export = try cli.bitext(["export", root.path, "--output-format", "jsonl"])
        #expect(export.stdout.contains("让视图层级保持精简") && !export.stdout.contains("Not ready"), "\(export.stdout)")
    }

    /// export reads sources as the other commands do: `--input-format` for a file whose name
    /// does not say, `--max-file-size` checked alike.
    @Test func exportTakesTheReadingOptions() throws {
        let file = try Self.tree(["notes.rtf": Self.english]).appendingPathComponent("notes.rtf").path
        let unknown = try cli.bitext(["export", file, "--output-format", "jsonl", "--no-lexicon"])
        #expect(unknown.status == 1 && unknown.stderr.contains("use --input-format to choose"), "\(unknown.stderr)")
        let markdown = try cli.bitext(["export", file, "--output-format", "jsonl", "--no-lexicon", "--input-format", "md"])
        #expect(markdown.status == 0 && markdown.stdout.contains("Keep the view hierarchy small."), "\(markdown.stderr)")
        #expect(try cli.bitext(["export", file, "--output-format", "jsonl", "--max-file-size", "0"]).status == 64)
    }

    @Test func anOutputFolderIsNeverReadAsInput() throws {
        let root = try Self.tree(["guide.md": Self.english, "guide.zh.md": Self.chinese])
        let out = root.appendingPathComponent("site")
        #expect(try cli.bitext(["convert", root.path, "-o", out.path, "-q"]).status == 0)
        let coverage = try cli.bitext(["coverage", out.path])
        #expect(coverage.status == 1 && coverage.stderr.contains("a Bitext output folder, not a source folder"), "\(coverage.stderr)")
        // The output inside the input tree is skipped: the same one document as before.
        #expect(try coverageJSON([root.path]).documents == ["guide"])
    }

    /// The pairing conventions of HTML guides: `x.en.html` with `x.zh-cn.html` (and `zh_CN`,
    /// `zh-Hans`, `zh`), sibling trees whose names differ by a language suffix, symlinked
    /// duplicates counted once.
    @Test func htmlGuideConventionsPair() throws {
        let page = { (text: String) in "<html><body><main><h1>\(text)</h1><p>\(text)</p></main></body></html>" }
        let root = try Self.tree([
            "faq/ch1.en.html": page("Hosting a view."), "faq/ch1.zh-cn.html": page("托管一个视图。"),
            "faq/ch2.en.html": page("Sizing a view."), "faq/ch2.zh_CN.html": page("调整视图大小。"),
            "faq/ch3.en.html": page("Keep it small."), "faq/ch3.zh-Hans.html": page("保持精简。"),
            "guide/html/index.html": page("A guide to packaging."), "guide-zh-cn/html/index.html": page("打包指南。"),
        ])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("faq/index.html").path, withDestinationPath: "ch1.en.html")
        let faq = try coverageJSON([root.appendingPathComponent("faq").path])
        #expect(faq.documents.sorted() == ["ch1", "ch2", "ch3"] && faq.words == 100, "\(faq)")
        let out = root.appendingPathComponent("out")
        let guide = try cli.bitext(["convert", root.appendingPathComponent("guide/html").path, root.appendingPathComponent("guide-zh-cn/html").path, "-o", out.path, "--output-format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(guide.stdout.utf8)) as? [String: Any]
        let blocks = (report?["coverage"] as? [String: Any])?["blocks"] as? [String: Any]
        #expect(guide.status == 0 && report?["converted"] as? Int == 1, "one document, the pair: \(guide.stdout)")
        #expect(blocks?["translated"] as? Int == 2 && blocks?["total"] as? Int == 2, "\(guide.stdout)")
    }

    /// `convert` takes `--en-root`/`--zh-root` as `coverage` does; two trees with the same paths
    /// given as plain inputs convert apart, with one warning saying how to pair them.
    @Test func convertPairsRootsAndWarnsWhenTreesDoNotPair() throws {
        let root = try Self.tree(["one/a.md": Self.english, "one/b.md": Self.english, "two/a.md": Self.chinese, "two/b.md": Self.chinese])
        let (one, two) = (root.appendingPathComponent("one").path, root.appendingPathComponent("two").path)
        let apart = try cli.bitext(["convert", one, two, "-o", root.appendingPathComponent("o1").path])
        #expect(apart.stderr.contains("[input.fewPairs]") && apart.stderr.contains("--en-root"), "\(apart.stderr)")
        let paired = try cli.bitext(["convert", "--en-root", one, "--zh-root", two, "-o", root.appendingPathComponent("o2").path])
        #expect(paired.status == 0 && !paired.stderr.contains("fewPairs"), "\(paired.stderr)")
        #expect(paired.stdout.contains("2 documents") && paired.stdout.contains("100.0% of English words"), "\(paired.stdout)")
        let named = try Self.tree(["a.en.md": Self.english, "b.en.md": Self.english, "a-cn.zh.md": Self.chinese, "c.zh.md": Self.chinese])
        let warned = try cli.bitext(["coverage", named.path])
        #expect(warned.stderr.contains("2 English and 2 Chinese documents") && warned.stderr.contains("none pair"), "\(warned.stderr)")
    }
}
