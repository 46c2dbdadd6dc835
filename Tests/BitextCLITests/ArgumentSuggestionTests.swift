import Foundation
import Testing

/// A mistyped command or option is named with the closest real one, exit status 64.
@Suite struct ArgumentSuggestionTests {
    let cli = CLITests()

    @Test(arguments: [
        (["convrt", "Input"], "unknown command 'convrt'. Did you mean 'convert'?"),
        (["align", "--ouput", "json", "a.md", "b.md"], "unknown option '--ouput' for 'bitext align'. Did you mean '--output'?"),
        (["export", "--output-fil", "x.tmx", "Input"], "unknown option '--output-fil' for 'bitext export'. Did you mean '--output-file'?"),
        (["align", "--output-formt", "json", "a.md"], "unknown option '--output-formt' for 'bitext align'. Did you mean '--output-format'?"),
        (["coverage", "--fail-undr=90", "Input"], "unknown option '--fail-undr' for 'bitext coverage'. Did you mean '--fail-under'?"),
    ])
    func aMistakeIsNamedWithTheClosestRealName(arguments: [String], message: String) throws {
        let run = try cli.bitext(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: " + message), "\(run.stderr)")
    }

    /// One vocabulary: `--input-format` for what is read, `--output-format` for what is written;
    /// the old spellings (`--format`, align's `--output`, export's `--format` and `--output`) work.
    @Test func oldSpellingsStillWork() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("a.md")
        try Data("# A\n\nText.\n".utf8).write(to: file)
        let new = try cli.bitext(["inspect", file.path, "--input-format", "md", "--output-format", "json"])
        let old = try cli.bitext(["inspect", file.path, "--format", "md", "--output", "json"])
        #expect(new.status == 0 && new.stdout == old.stdout && new.stdout.hasPrefix("{"))
        let newExport = try cli.bitext(["export", file.path, "--output-format", "po", "-o", dir.appendingPathComponent("n.po").path])
        let oldExport = try cli.bitext(["export", file.path, "--format", "po", "--output", dir.appendingPathComponent("o.po").path])
        #expect(newExport.status == 0 && oldExport.status == 0, "\(newExport.stderr) \(oldExport.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("n.po")) == Data(contentsOf: dir.appendingPathComponent("o.po")))
        #expect(try cli.bitext(["export", file.path]).status == 64)
    }

    @Test func realNamesHiddenOnesAndHelpPassThrough() throws {
        #expect(try cli.bitext(["help", "convert"]).status == 0)
        #expect(try cli.bitext(["convert", "--help"]).stdout.components(separatedBy: "(default: Input)").count == 2)
        let hidden = try cli.bitext(["align", "--timing", "--output", "text", "/nonexistent.md"])
        #expect(!hidden.stderr.contains("unknown option"), "\(hidden.stderr)")
    }
}
