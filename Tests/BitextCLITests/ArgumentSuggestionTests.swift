import Foundation
import Testing

/// A mistyped command or option is named with the closest real one, exit status 64.
@Suite struct ArgumentSuggestionTests {
    let cli = CLITests()

    @Test(arguments: [
        (["convrt", "Input"], "unknown command 'convrt'. Did you mean 'convert'?"),
        (["align", "--ouput", "json", "a.md", "b.md"], "unknown option '--ouput' for 'bitext align'. Did you mean '--output-format'?"),
        (["export", "--output-fil", "x.tmx", "Input"], "unknown option '--output-fil' for 'bitext export'. Did you mean '--output'?"),
        (["align", "a.md", "--output", "out.json"], "unknown option '--output' for 'bitext align'. Did you mean '--output-format'?"),
        (["align", "--output-formt", "json", "a.md"], "unknown option '--output-formt' for 'bitext align'. Did you mean '--output-format'?"),
        (["coverage", "--fail-undr=90", "Input"], "unknown option '--fail-undr' for 'bitext coverage'. Did you mean '--fail-under'?"),
    ])
    func aMistakeIsNamedWithTheClosestRealName(arguments: [String], message: String) throws {
        let run = try cli.bitext(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: " + message), "\(run.stderr)")
    }

    @Test func realNamesHiddenOnesAndHelpPassThrough() throws {
        #expect(try cli.bitext(["help", "convert"]).status == 0)
        #expect(try cli.bitext(["convert", "--help"]).stdout.components(separatedBy: "(default: Input)").count == 2)
        let hidden = try cli.bitext(["align", "--timing", "--output-format", "text", "/nonexistent.md"])
        #expect(!hidden.stderr.contains("unknown option"), "\(hidden.stderr)")
    }
}
