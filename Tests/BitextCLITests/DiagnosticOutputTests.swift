import Foundation
import Testing

/// Diagnostics reach the user as values to the end: one line each with its identifier on
/// standard error, objects under `diagnostics` with `--output-format json`, and again on a rerun that skips
/// the document they belong to.
@Suite struct DiagnosticOutputTests {
    let cli = CLITests()

    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-diagnostics-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func linesCarryTheIdentifierAndJSONCarriesObjects() throws {
        let input = try folder("in"), output = try folder("out")
        try Data("# A\n\nFine.\n".utf8).write(to: input.appendingPathComponent("a.md"))
        try Data(Array("# B\n\nbad ".utf8) + [0xC3, 0x28]).write(to: input.appendingPathComponent("b.md"))
        let run = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
        #expect(run.status == 1)
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix(input.appendingPathComponent("b.md").path + ":3:5: error: invalid UTF-8"), "\(line)")
        #expect(line.hasSuffix(" [error.input]"), "\(line)")

        let json = try cli.bitext(["convert", input.path, "-o", output.path, "--output-format", "json"])
        #expect(json.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["identifier"] as? String == "error.input")
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect((diagnostics.first?["location"] as? [String: Int])?["line"] == 3)
    }

    /// A document with an error is written as far as it could be read, counted as failed and
    /// makes the run exit 1, this run and every rerun that skips it, which repeats the error.
    @Test func aRerunRepeatsTheErrorsOfTheDocumentsItSkips() throws {
        let input = try folder("in"), output = try folder("out")
        try Data("---\ntitle: [unclosed\n---\n# Broken\n\nText.\n".utf8).write(to: input.appendingPathComponent("w.md"))
        try Data("# Fine\n\nText.\n".utf8).write(to: input.appendingPathComponent("z.md"))
        let first = try cli.bitext(["convert", input.path, "-o", output.path])
        let errors = first.stderr.split(separator: "\n").filter { $0.hasSuffix("[frontMatter.invalid]") }
        #expect(!errors.isEmpty && first.status == 1)
        #expect(first.stdout.contains("2 documents: 1 converted, 0 unchanged, 1 failed"), "\(first.stdout)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("w.html").path), "written as far as it was read")
        let rerun = try cli.bitext(["convert", input.path, "-o", output.path])
        #expect(rerun.stdout.contains("2 documents: 0 converted, 1 unchanged, 1 failed"), "\(rerun.stdout)")
        #expect(rerun.status == 1)
        #expect(rerun.stderr.split(separator: "\n").filter { $0.hasSuffix("[frontMatter.invalid]") } == errors)
    }

    /// One problem met on many pages is one line: the kind's first place in full, how many
    /// more in how many files, and the kind's other messages; `--verbose` lists each and `-q`
    /// prints nothing when nothing failed. Shortcodes without a rule are named once for the run.
    @Test func warningsOfOneKindAreOneLine() throws {
        let input = try folder("in"), output = try folder("out")
        for (name, callout) in [("a", "note"), ("b", "note"), ("c", "warning")] {
            try Data("# \(name)\n\n{{< \(callout) >}}\nNever closed, {{< widget >}} and {{< gadget >}}.\n".utf8).write(to: input.appendingPathComponent("\(name).md"))
        }
        let run = try cli.bitext(["convert", input.path, "-o", output.path])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stderr)")
        let unpaired = lines.first { $0.contains("[shortcode.unpaired]") } ?? ""
        #expect(unpaired.hasPrefix(input.appendingPathComponent("a.md").path + ":3:1: warning: {{< note >}} is never closed"), "\(unpaired)")
        #expect(unpaired.contains("[shortcode.unpaired] (and 2 more like it in 3 files: "), "\(unpaired)")
        #expect(unpaired.contains("also: {{< warning >}} is never closed"), "\(unpaired)")
        let unknown = lines.first { $0.contains("[shortcode.unknown]") } ?? ""
        #expect(unknown.contains("no rule for 2 shortcodes, shown by their content or as markers: gadget (3 pages), widget (3 pages)"), "\(unknown)")

        let verbose = try cli.bitext(["convert", input.path, "-o", output.path, "--verbose"])
        #expect(verbose.stderr.split(separator: "\n").count == 4, "\(verbose.stderr)")
        let quiet = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty, "\(quiet.stderr)\(quiet.stdout)")
    }

    /// Every command that reads documents prints what it met through the one printer: `inspect`,
    /// `align`, `extract` and `render` with the identifier too.
    @Test(arguments: ["inspect", "align", "extract", "render"])
    func everyCommandPrintsDiagnosticsThroughThePrinter(command: String) throws {
        let input = try folder("in")
        let file = input.appendingPathComponent("a.md")
        try Data(Array("# A\n\nbad ".utf8) + [0xC3, 0x28] + Array("\n".utf8)).write(to: file)
        let destination = command == "render" ? ["-o", try folder("out").path] : []
        let lexicon = command == "inspect" ? [] : ["--no-lexicon"]
        let run = try cli.bitext([command, file.path, "--lossy"] + destination + lexicon)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == file.path + ":3:5: warning: invalid UTF-8 from byte offset 9 replaced with U+FFFD [source.invalidUTF8]\n")
    }
}
