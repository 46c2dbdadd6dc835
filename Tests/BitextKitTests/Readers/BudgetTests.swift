import BitextKit
import BitextModel
import Testing

/// Inputs a few kilobytes long that used to cost gigabytes or minutes: each now stays within a
/// budget and ends with a warning and a valid, degraded result. (`scripts/check-budgets` times
/// the full-size shapes; these check what the budgets leave.)
@Suite struct BudgetTests {
    func read(_ text: String, path: String) throws -> ReadResult {
        try DocumentReader().read(SourceFile(path: path, text: text))
    }

    /// Nine levels of nine aliases: 416 bytes of YAML, 387 million values once expanded.
    @Test func aYAMLAliasBombIsNotExpanded() throws {
        var lines = ["---", "a0: &a0 [x,x,x,x,x,x,x,x,x]"]
        for level in 1...8 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]") }
        lines += ["title: Bomb", "---", "", "# Body", "", "Text."]
        let result = try read(lines.joined(separator: "\n") + "\n", path: "bomb.md")
        #expect(result.diagnostics.map(\.identifier) == ["frontMatter.tooLarge"])
        #expect(result.document.frontMatter?.value == nil)
        #expect(result.document.blocks.map(\.plainText) == ["Body", "Text."])
        // Aliases within the budget are read as before.
        let small = try read("---\nbase: &b [1, 2]\ncopy: *b\n---\n\nText.\n", path: "small.md")
        #expect(small.diagnostics.isEmpty)
        #expect(small.document.frontMatter?.value != nil)
    }

    @Test func frontMatterWithCRLFLineEndingsIsFrontMatter() throws {
        let result = try read("---\r\ntitle: Windows\r\n---\r\n\r\n# Heading\r\n\r\nText.\r\n", path: "crlf.md")
        #expect(result.document.frontMatter?.raw == "title: Windows")
        #expect(result.document.blocks.map(\.plainText) == ["Heading", "Text."])
        #expect(result.document.blocks.first?.range.startLine == 5)
    }

    @Test func lineEndingsOfClassicMacTextSplitLines() throws {
        let blocks = try read("First paragraph here.\r\rSecond paragraph here.\r", path: "mac.txt").document.blocks
        #expect(blocks.map(\.plainText) == ["First paragraph here.", "Second paragraph here."])
        #expect(blocks.map(\.range.startLine) == [1, 3])
    }

    /// A megabyte of one-letter paragraphs would be a site 250 times its size: past the block
    /// budget the rest is one block of plain text, nothing lost.
    @Test func tooManyBlocksKeepTheRestAsText() throws {
        let count = 30_000
        let result = try read(String(repeating: "a\n\n", count: count), path: "tiny.md")
        let budget = 5_625  // 90,000 bytes / 16
        #expect(result.document.blocks.count == budget + 1)
        #expect(result.diagnostics.map(\.identifier) == ["document.tooManyBlocks"])
        #expect(result.diagnostics.first?.location?.line == 2 * budget + 1)
        guard case .paragraph(let inlines)? = result.document.blocks.last?.kind, case .code(let rest)? = inlines.first else {
            Issue.record("the rest is not a text block")
            return
        }
        #expect(rest == String(repeating: "a\n\n", count: count - budget))
        #expect(result.document.blocks.last?.range == SourceRange(lines: 2 * budget + 1, 2 * count))
    }

    /// Spans spread into empty cells only while the table stays under its cell budget.
    @Test func htmlColumnSpansAreSpreadWithinABudget() throws {
        func table(_ html: String) throws -> Table? {
            for block in try read(html, path: "t.html").document.blocks { if case .table(let table) = block.kind { return table } }
            return nil
        }
        let small = try #require(try table("<table><tr><td colspan=3 align=right>x</td><td>y</td></tr></table>"))
        #expect(small.rows.first?.count == 4)
        #expect(small.alignments == [.right, .right, .right, .none])
        let row = "<tr>" + String(repeating: "<td colspan=1000>x</td>", count: 40) + "</tr>"
        let wide = try #require(try table("<table>" + String(repeating: row, count: 5) + "</table>"))
        #expect(wide.rows.count == 5 && wide.rows.allSatisfy { $0.count == 40 })
    }

    /// cmark-gfm 0.29.0.gfm.13 (`make deps` builds it) ends a table whose short rows would be
    /// padded past its cell limit, where Debian's gfm.6 padded every row (5,000 columns by 5,000
    /// rows of one cell: 5 GB); the rows after the cut are a paragraph. The table itself, mostly
    /// cells cmark added, is kept as its rows' text with a warning.
    @Test func aWideTableOfShortRowsIsCutAndKeptAsText() throws {
        let columns = 2_000
        let text = "|" + String(repeating: " a |", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "x\n", count: columns)
        let result = try read(text, path: "wide.md")
        let blocks = result.document.blocks
        #expect(blocks.count == 2, "gfm.13 cuts the table; gfm.6 keeps every row in it")
        #expect(!blocks.contains { if case .table = $0.kind { true } else { false } })
        #expect(result.diagnostics.map(\.identifier) == ["table.mostlyEmpty"])
        #expect(blocks.map(\.plainText).joined().filter { $0 == "x" }.count == columns)
        // An ordinary table with a few short rows stays a table.
        let ordinary = try read("| a | b | c |\n|---|---|---|\n| 1 |\n| 2 | 3 | 4 |\n", path: "t.md").document.blocks
        #expect(ordinary.count == 1 && { if case .table = ordinary[0].kind { true } else { false } }())
    }

    /// Five levels of nine aliases of a kilobyte each: under the value limit, but 59 MB of text
    /// from 9 KB; the bytes are budgeted too.
    @Test func aliasesThatMultiplyTextAreNotExpanded() throws {
        var lines = ["---", "a: &a [" + Array(repeating: String(repeating: "x", count: 1_000), count: 9).joined(separator: ",") + "]"]
        for level in 1..<5 {
            let this = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level))), last = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            lines.append("\(this): &\(this) [" + Array(repeating: "*\(last)", count: 9).joined(separator: ",") + "]")
        }
        let result = try read((lines + ["---", "", "Text."]).joined(separator: "\n") + "\n", path: "aliases.md")
        #expect(result.diagnostics.map(\.identifier) == ["frontMatter.tooLarge"])
        #expect(result.document.frontMatter?.value == nil)
    }

    /// Callouts nested past the limit add no more levels: their text stays in the deepest.
    @Test func calloutsNestedThousandsDeepStayShallow() throws {
        let depth = 2_000
        let text = String(repeating: "{{< note >}}\n", count: depth) + "Deep text.\n" + String(repeating: "{{< /note >}}\n", count: depth)
        let result = try read(text, path: "deep.md")
        var levels = 0
        var blocks = result.document.blocks
        while let first = blocks.first, case .callout(_, _, let inner) = first.kind {
            levels += 1
            blocks = inner
        }
        #expect(levels == 16)
        #expect(blocks.map(\.plainText) == ["Deep text."])
    }

    /// A plain-text dump of more lines than its block budget (1,000 for 12 KB) is read up to the
    /// budget; the rest is one block of text, with a warning naming where it starts.
    @Test func plainTextPastItsBudgetKeepsTheRestAsText() throws {
        let text = String(repeating: "a\tb\n", count: 3_000)
        let result = try DocumentReader(options: .init(format: .plainText)).read(SourceFile(path: "dump.txt", text: text))
        #expect(result.document.blocks.count <= 1_000)
        #expect(result.diagnostics.filter { $0.identifier == "document.tooManyBlocks" }.map(\.location?.line) == [1_000])
        guard case .paragraph(let inlines)? = result.document.blocks.last?.kind, case .code(let rest)? = inlines.first else {
            Issue.record("the rest is not a text block")
            return
        }
        #expect(rest == String(repeating: "a\tb\n", count: 2_001))
    }
}
