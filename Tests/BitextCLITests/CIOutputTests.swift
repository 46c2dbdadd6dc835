import Foundation
import Testing

/// `coverage` and `diff` as a CI system shows them: Markdown for a job summary or a pull-request
/// comment, and GitHub workflow commands that become annotations.
@Suite struct CIOutputTests {
    let cli = CLITests()

    static let english = [
        "cache": "# Cache\n\nLoad each image once and keep it in memory for the next request.\n\nEvict the oldest images first when the cache is full.\n",
        "disk": "# Disk\n\nKeep images that are slow to download on disk.\n\nDelete the disk cache when the app is updated.\n",
    ]
    static let chinese = [
        "cache": "# 缓存\n\n每张图片只加载一次，并把它保存在内存中供下一次请求使用。\n\n当缓存已满时，先淘汰最早的图片。\n",
        "disk": "# 磁盘\n\n把下载很慢的图片保存在磁盘上。\n\n应用更新时删除磁盘缓存。\n",
    ]

    /// A tree of the two documents; `dropping` leaves that document's last paragraph in English.
    func tree(dropping: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in Self.english {
            try Data(text.utf8).write(to: root.appendingPathComponent("\(name).md"))
            var zh = Self.chinese[name]!
            if name == dropping {
                zh = (zh.split(separator: "\n\n").dropLast() + text.split(separator: "\n\n").suffix(1)).joined(separator: "\n\n")
            }
            try Data(zh.utf8).write(to: root.appendingPathComponent("\(name).zh.md"))
        }
        return root
    }

    @Test func coverageAsMarkdownListsWhatIsLeftFirst() throws {
        let root = try tree(dropping: "disk")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try cli.bitext(["coverage", root.path, "--output-format", "markdown"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("## Translation coverage\n"))
        // disk: 19 English words, the 9 of its last paragraph untranslated.
        #expect(run.stdout.contains("| untranslated | 1 | 9 |"))
        let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == 1 && rows[0].hasPrefix("| `disk` | 52.6% | 9 | 1 | 0 | 0 |"), "\(rows)")
    }

    @Test func aLongReportStaysUnderGitHubsLimit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-ci-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // 900 documents with a name of some length each: more rows than 65,000 characters hold.
        for k in 0..<900 {
            try Data("# Page \(k)\n\nThis page has no translation at all yet.\n".utf8).write(to: root.appendingPathComponent("a-rather-long-document-name-for-the-table-\(k).md"))
        }
        let run = try cli.bitext(["coverage", root.path, "--output-format", "markdown"])
        #expect(run.stdout.utf16.count <= 65_000)
        #expect(run.stdout.contains("more documents with words left"))
    }

    @Test func diffAsMarkdownAndAnnotationsPutsRegressionsFirst() throws {
        let old = try tree(), new = try tree(dropping: "cache")
        defer { for dir in [old, new] { try? FileManager.default.removeItem(at: dir) } }
        let markdown = try cli.bitext(["diff", old.path, new.path, "--output-format", "markdown"])
        #expect(markdown.stdout.hasPrefix("## Translation coverage: 100.0% → "))
        // cache: 24 English words, the 10 of its last paragraph now untranslated.
        #expect(markdown.stdout.contains("| `cache` | changed | 100.0% | 58.3% | 1 | 0 | 0 |"), "\(markdown.stdout)")

        let github = try cli.bitext(["diff", old.path, new.path, "--output-format", "github"])
        let lines = github.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("::warning title=Translation coverage fell::100.0%25 → ") == true, "\(lines)")
        let path = new.appendingPathComponent("cache.md").path.replacingOccurrences(of: ":", with: "%3A")
        #expect(lines.contains("::warning file=\(path),line=5,title=Newly untranslated::Evict the oldest images first when the cache is full."), "\(lines)")
    }

    @Test func coverageAnnotationsSayTheTotalAndTheGate() throws {
        let root = try tree(dropping: "disk")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try cli.bitext(["coverage", root.path, "--output-format", "github", "--fail-under", "90"])
        #expect(run.status == 2)
        #expect(run.stdout.contains("::notice title=Translation coverage::"))
        #expect(run.stdout.contains("::error title=Coverage under the gate::"))
    }

    /// A document's text never ends the command or starts another.
    @Test func workflowCommandsAreEscaped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-ci-esc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# A\n\nFirst line 100%\n::error::injected\n".utf8).write(to: root.appendingPathComponent("a.md"))
        try Data("# 甲\n".utf8).write(to: root.appendingPathComponent("a.zh.md"))
        let old = try tree()
        defer { try? FileManager.default.removeItem(at: old) }
        let run = try cli.bitext(["diff", old.path, root.path, "--output-format", "github"])
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("::error::injected") })
    }
}
