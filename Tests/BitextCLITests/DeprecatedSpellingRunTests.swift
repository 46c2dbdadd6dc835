import Foundation
import Testing

/// Each retired spelling still does what today's does, with one warning on standard error that
/// names the new spelling; today's spellings print none.
@Suite struct DeprecatedSpellingRunTests {
    let cli = CLITests()

    /// A folder holding `en.md` and its translation `zh.md`; `{en}`, `{zh}` and `{dir}` in
    /// `arguments` name them.
    func run(_ arguments: [String], in dir: URL) throws -> CLITests.Run {
        let paths = ["{en}": dir.appendingPathComponent("en.md").path, "{zh}": dir.appendingPathComponent("zh.md").path, "{dir}": dir.path]
        return try cli.bitext(arguments.map { paths[$0] ?? $0.replacingOccurrences(of: "{dir}", with: dir.path) })
    }

    func guide() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-spellings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "# Pods\n\nPods are the smallest units you can deploy.\n\nA node runs pods.\n".write(to: dir.appendingPathComponent("en.md"), atomically: true, encoding: .utf8)
        try "# Pod\n\nPod 是你可以部署的最小单元。节点运行 Pod。\n\n节点运行 Pod。\n".write(to: dir.appendingPathComponent("zh.md"), atomically: true, encoding: .utf8)
        return dir
    }

    func expectOneWarning(_ run: CLITests.Run, _ warning: String) {
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "\n").filter { $0.contains("deprecated") } == [warning], "\(run.stderr)")
    }

    @Test(arguments: [
        (["inspect", "{en}", "--output", "json"], ["inspect", "{en}", "--output-format", "json"], "--output for the output format is deprecated; use --output-format"),
        (["inspect", "{en}", "--format", "md", "--format", "md"], ["inspect", "{en}", "--input-format", "md"], "--format is deprecated; use --input-format"),
        (["align", "{en}", "{zh}", "--no-lexicon", "--output", "tsv"], ["align", "{en}", "{zh}", "--no-lexicon", "--output-format", "tsv"], "--output for the output format is deprecated; use --output-format"),
        (["align", "{en}", "{zh}", "--no-lexicon", "--granularity", "sentence"], ["align", "{en}", "{zh}", "--no-lexicon", "--segment", "sentence"], "--granularity is deprecated; use --segment"),
        (["extract", "{en}", "{zh}", "--no-lexicon", "--output=json"], ["extract", "{en}", "{zh}", "--no-lexicon", "--output-format=json"], "--output for the output format is deprecated; use --output-format"),
        (["coverage", "{en}", "{zh}", "--no-lexicon", "--output", "markdown"], ["coverage", "{en}", "{zh}", "--no-lexicon", "--output-format", "markdown"], "--output for the output format is deprecated; use --output-format"),
        (["diff", "{en}", "{en}", "--no-lexicon", "--output", "json"], ["diff", "{en}", "{en}", "--no-lexicon", "--output-format", "json"], "--output for the output format is deprecated; use --output-format"),
        (["export", "{en}", "{zh}", "--no-lexicon", "--format", "po"], ["export", "{en}", "{zh}", "--no-lexicon", "--output-format", "po"], "--format is deprecated; use --output-format"),
    ])
    func anOldSpellingPrintsWhatTheNewOneDoes(old: [String], new: [String], warning: String) throws {
        let dir = try guide()
        let (before, after) = (try run(old, in: dir), try run(new, in: dir))
        expectOneWarning(before, "warning: " + warning)
        #expect(after.status == 0 && !after.stderr.contains("deprecated"), "\(after.stderr)")
        #expect(before.stdout == after.stdout && !before.stdout.isEmpty)
    }

    @Test(arguments: [
        (["export", "{en}", "{zh}", "--no-lexicon", "--output-format", "tmx", "--output-file", "{dir}/out/en.tmx"], "--output-file is deprecated; use -o/--output", "en.tmx"),
        (["convert", "{en}", "{zh}", "--no-lexicon", "-q", "--output-dir", "{dir}/out"], "--output-dir is deprecated; use -o/--output", "index.html"),
        (["render", "{en}", "{zh}", "--no-lexicon", "--output-dir", "{dir}/out"], "--output-dir is deprecated; use -o/--output", "en.html"),
        (["render", "{en}", "{zh}", "--no-lexicon", "-o", "{dir}/out", "--output", "json"], "--output for the output format is deprecated; use --output-format", "en.json"),
    ])
    func anOldDestinationSpellingWritesThere(arguments: [String], warning: String, file: String) throws {
        let dir = try guide()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        expectOneWarning(try run(arguments, in: dir), "warning: " + warning)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/" + file).path))
    }

    /// The old `--output json` chose the format beside `-o`; alone, `--output` is the folder.
    @Test func renderOutputAloneIsTheFolder() throws {
        let dir = try guide()
        let oldCall = try run(["render", "{en}", "--no-lexicon", "-o", "{dir}/old", "--output", "json"], in: dir)
        #expect(oldCall.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("old").path)
        #expect(files == ["en.json"])
        let folder = try run(["render", "{en}", "--no-lexicon", "--output", "{dir}/json"], in: dir)
        #expect(folder.status == 0 && folder.stderr.isEmpty, "\(folder.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("json").path)) == ["en.json", "en.html"])
    }

    @Test func convertJSONIsTheJSONSummary() throws {
        let dir = try guide()
        let old = try run(["convert", "{en}", "{zh}", "--no-lexicon", "-o", "{dir}/out", "--json"], in: dir)
        expectOneWarning(old, "warning: --json is deprecated; use --output-format json")
        let object = try JSONSerialization.jsonObject(with: Data(old.stdout.utf8)) as? [String: Any]
        #expect(object?["documents"] as? Int == 1)
    }

    @Test func mergeOutputDirIsTheFolder() throws {
        let dir = try guide()
        let shard = try run(["convert", "{en}", "{zh}", "--no-lexicon", "-q", "--shard", "1/1", "-o", "{dir}/shard"], in: dir)
        #expect(shard.status == 0, "\(shard.stderr)")
        let merge = try run(["merge", "{dir}/shard", "-q", "--output-dir", "{dir}/site"], in: dir)
        expectOneWarning(merge, "warning: --output-dir is deprecated; use -o/--output")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("site/index.html").path))
    }
}
