import BitextKit
import BitextModel
import Testing

/// Hostile shapes every reader must get through in about linear time, without crashing. Sizes
/// are large enough that a quadratic pass would not finish in a test run; `make bench` reports
/// the times and memory of the full-size shapes.
@Suite struct AdversarialInputTests {
    func read(_ text: String, path: String) throws -> Document {
        try DocumentReader().read(SourceFile(path: path, text: text)).document
    }

    @Test func openBracketsInScrapedText() throws {
        let document = try read(String(repeating: "{\n", count: 20_000), path: "brackets.txt")
        #expect(!document.blocks.isEmpty)
    }

    @Test func deeplyNestedQuotesAndListsAreFlattenedNotOverflowed() throws {
        let quotes = try read(String(repeating: "> ", count: 20_000) + "deep\n", path: "quotes.md")
        #expect(quotes.blocks.count == 1)
        let lists = try read((0..<2_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined(), path: "lists.md")
        #expect(!lists.blocks.isEmpty)
        let tags = try read(String(repeating: "<div>", count: 20_000) + "x", path: "tags.html")
        #expect(tags.blocks.map(\.plainText).joined().contains("x"))
    }

    @Test func unclosedFencesPipesAndManyHeadings() throws {
        #expect(try read(String(repeating: "```\n", count: 20_000), path: "fences.md").blocks.count >= 1)
        #expect(try read(String(repeating: "|\n", count: 50_000), path: "pipes.md").blocks.count >= 1)
        #expect(try read(String(repeating: "| a | b |\n", count: 20_000), path: "rows.txt").blocks.count >= 1)
        // Blocks of 25 bytes on average: under the block budget (`BudgetTests`), which cuts
        // documents of one-letter paragraphs.
        let headings = (0..<5_000).map { "## Heading \($0)\n\nThe text of section \($0).\n\n" }.joined()
        #expect(try read(headings, path: "headings.md").blocks.count == 10_000)
    }

    @Test func combiningMarksEmojiAndBidiControls() throws {
        let text = "e" + String(repeating: "\u{301}", count: 5_000) + String(repeating: " 👨‍👩‍👧‍👦", count: 1_000)
            + String(repeating: "\u{202E}", count: 500) + " 中文 text\n"
        for path in ["marks.md", "marks.txt", "marks.html"] {
            #expect(try read(text, path: path).blocks.count >= 1)
        }
    }
}
