import Foundation
import Testing

/// Diagnostics reach the user as values to the end: one line each with its identifier on
/// standard error, objects under `diagnostics` with `--json`, and again on a rerun that skips
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

        let json = try cli.bitext(["convert", input.path, "-o", output.path, "--json"])
        #expect(json.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["identifier"] as? String == "error.input")
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect((diagnostics.first?["location"] as? [String: Int])?["line"] == 3)
    }

    @Test func aRerunRepeatsTheWarningsOfTheDocumentsItSkips() throws {
        let input = try folder("in"), output = try folder("out")
        try Data("---\ntitle: [unclosed\n---\n# Warned\n\nText.\n".utf8).write(to: input.appendingPathComponent("w.md"))
        let first = try cli.bitext(["convert", input.path, "-o", output.path])
        let warnings = first.stderr.split(separator: "\n").filter { $0.hasSuffix("[frontMatter.invalid]") }
        #expect(!warnings.isEmpty && first.status == 0)
        let rerun = try cli.bitext(["convert", input.path, "-o", output.path])
        #expect(rerun.stdout.contains("1 unchanged"), "\(rerun.stdout)")
        #expect(rerun.stderr.split(separator: "\n").filter { $0.hasSuffix("[frontMatter.invalid]") } == warnings)
    }
}
