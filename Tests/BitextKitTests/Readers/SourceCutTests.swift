@testable import BitextKit
import BitextModel
import Testing

/// The text cmark reads is cut before it is parsed when it would start more blocks than the
/// budget, or hold a paragraph of more than a megabyte; real documents are never cut.
@Suite struct SourceCutTests {
    @Test func blockStartsPastTheBudgetCutTheText() {
        #expect(SourceCut.line(in: String(repeating: "- a\n", count: 100), maximumBlocks: 40) == 41)
        #expect(SourceCut.line(in: String(repeating: "a\n=\n", count: 100), maximumBlocks: 40) == 80)
        #expect(SourceCut.line(in: String(repeating: "```\n```\n", count: 100), maximumBlocks: 40) == 81)
        #expect(SourceCut.line(in: String(repeating: "a\n\n", count: 100), maximumBlocks: 40) == 81)
    }

    /// Lines inside a fence and paragraph continuations start no block.
    @Test func longCodeAndParagraphsAreNotCut() {
        let code = "```yaml\n" + String(repeating: "- a\n", count: 1_000) + "```\n"
        #expect(SourceCut.line(in: "# Title\n\n" + code + "\nAfter.\n", maximumBlocks: 10) == nil)
        let paragraph = String(repeating: "a line of a long paragraph\n", count: 1_000)
        #expect(SourceCut.line(in: paragraph, maximumBlocks: 10) == nil)
        #expect(SourceCut.line(in: "    indented\n    code\n" + String(repeating: "    - a\n", count: 100), maximumBlocks: 10) == nil)
    }

    @Test func aParagraphOverAMegabyteIsCutWhereItStarts() {
        let text = "# Title\n\nFirst.\n\n" + String(repeating: "[", count: SourceCut.maximumRunBytes) + "\nmore\n"
        #expect(SourceCut.line(in: text, maximumBlocks: 1_000) == 5)
    }

    /// Read as a whole: the blocks before the cut, then the rest as one block, with a warning.
    @Test func theRestIsOneBlockOfText() throws {
        let text = "# Title\n\n" + String(repeating: "[", count: SourceCut.maximumRunBytes + 10) + "\n"
        let result = try DocumentReader().read(SourceFile(path: "brackets.md", text: text))
        #expect(result.document.blocks.count == 2)
        #expect(result.document.blocks.first?.plainText == "Title")
        #expect(result.diagnostics.map(\.identifier) == ["document.tooManyBlocks"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    /// The same warning a thousand times over is listed twenty times and counted.
    @Test func repeatedDiagnosticsAreCounted() throws {
        let text = String(repeating: "{{< note >}}\n\n", count: 500) + String(repeating: "{{< /warning >}}\n\n", count: 500)
        let result = try DocumentReader().read(SourceFile(path: "stray.md", text: text))
        let unpaired = result.diagnostics.filter { $0.identifier == "shortcode.unpaired" }
        #expect(unpaired.count == RepeatedDiagnostics.limit + 1)
        #expect(unpaired.last?.summary.hasPrefix("\(1_000 - RepeatedDiagnostics.limit) more") == true)
    }

    /// Thousands of one-character cells: each costs a row of output; kept as text.
    @Test func aTableOfThousandsOfTinyCellsIsText() throws {
        let columns = 1_000
        let text = String(repeating: "|h", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n"
            + String(repeating: String(repeating: "|x", count: columns) + "|\n", count: 5)
        let result = try DocumentReader().read(SourceFile(path: "wide.md", text: text))
        #expect(result.document.blocks.map(\.kind.name) == ["paragraph"])
        #expect(result.diagnostics.map(\.identifier) == ["table.mostlyEmpty"])
        let real = "| Name | Value |\n|---|---|\n" + String(repeating: "| key | a value |\n", count: 3_000)
        #expect(try DocumentReader().read(SourceFile(path: "real.md", text: real)).document.blocks.map(\.kind.name) == ["table"])
    }
}
