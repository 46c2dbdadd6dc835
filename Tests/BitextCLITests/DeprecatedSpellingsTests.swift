@testable import BitextCLI
import Foundation
import Testing

/// The spellings retired by the one vocabulary are rewritten into today's, each with one warning.
@Suite struct DeprecatedSpellingsTests {
    func rewrite(_ line: String) -> (String, [String]) {
        let (arguments, warnings) = DeprecatedSpellings.rewrite(line.split(separator: " ").map(String.init))
        return (arguments.joined(separator: " "), warnings)
    }

    @Test(arguments: [
        ("convert in --output-dir out --json --format md", "convert in --output out --output-format json --input-format md"),
        ("convert in --output-dir=out", "convert in --output=out"),
        ("merge s1 s2 --output-dir site", "merge s1 s2 --output site"),
        ("export in --output-file x.po --format po", "export in --output x.po --output-format po"),
        ("align a b --granularity sentence --output=tsv", "align a b --segment sentence --output-format=tsv"),
        ("inspect a --output json", "inspect a --output-format json"),
        ("extract a --output jsonl", "extract a --output-format jsonl"),
        ("coverage a --output markdown", "coverage a --output-format markdown"),
        ("diff a b --output github", "diff a b --output-format github"),
    ])
    func oldSpellingsBecomeNewOnes(old: String, new: String) {
        #expect(rewrite(old).0 == new)
    }

    /// Render's `--output` is its folder now; it is the old format spelling only when it names a
    /// format and the folder is given another way too.
    @Test(arguments: [
        ("render a -o out --output json", "render a -o out --output-format json"),
        ("render a --output json --output-dir out", "render a --output-format json --output out"),
        ("render a --output out --output html", "render a --output out --output-format html"),
        ("render a --output json", "render a --output json"),
        ("render a -o json", "render a -o json"),
        ("render a --output json --output both", "render a --output-format json --output both"),
    ])
    func renderOutputIsTheFormatOnlyBesideAFolder(old: String, new: String) {
        #expect(rewrite(old).0 == new)
    }

    @Test(arguments: [
        "align a b --output out.json",
        "align a b -- --output json",
        "coverage a --since=--output=json",
        "apply a --translations t.po --output json",
        "export a --output-format po --output json",
        "convert --json=1",
        "help convert --json",
    ])
    func todaysSpellingsAndOtherWordsAreLeftAlone(line: String) {
        let (rewritten, warnings) = rewrite(line)
        #expect(rewritten == line)
        #expect(warnings.isEmpty)
    }

    @Test func eachSpellingWarnsOnceNamingTheNewOne() {
        let (_, warnings) = rewrite("inspect a --format md --output json --format md --output=text")
        #expect(warnings == [
            "warning: --format is deprecated; use --input-format",
            "warning: --output for the output format is deprecated; use --output-format",
        ])
        #expect(rewrite("convert --output-dir o --json").1 == [
            "warning: --output-dir is deprecated; use -o/--output", "warning: --json is deprecated; use --output-format json",
        ])
        #expect(rewrite("export a --format po").1 == ["warning: --format is deprecated; use --output-format"])
        #expect(rewrite("align a b --granularity sentence").1 == ["warning: --granularity is deprecated; use --segment"])
    }
}
