import BitextKit
import BitextModel
import Testing

/// Shapes that would expose a quadratic step in the aligner: thousands of identical units (every
/// one a candidate anchor for every other), one empty side, and long runs with nothing in common.
/// Sizes are large enough that a full N×M table would not finish in a test run; `make bench`
/// reports the times of ten times larger shapes.
@Suite struct AlignerAdversarialTests {
    typealias F = AlignmentFixtures

    @Test func thousandsOfIdenticalInterleavedPairsStayInOrder() throws {
        let count = 5_000
        let text = String(repeating: "The same paragraph with `code`.\n\n同一个段落，带 `code`。\n\n", count: count)
        let alignment = Aligner().align(try F.read(text, path: "same.md"))
        #expect(alignment.pairs.count == count)
        #expect(alignment.pairs.allSatisfy { $0.english.count == 1 && $0.chinese.count == 1 })
        // Each English paragraph pairs with the Chinese one right after it, not one further on.
        #expect(alignment.pairs.allSatisfy { $0.chinese[0].range.startLine == $0.english[0].range.startLine + 2 })
    }

    @Test func identicalCodeBlocksOnBothSidesPairOneToOne() throws {
        let count = 5_000
        let code = String(repeating: "```swift\nlet x = 1\n```\n\n", count: count)
        let alignment = Aligner.align(english: try F.read(code, path: "a.md"), chinese: try F.read(code, path: "a.zh.md"))
        #expect(alignment.pairs.count == count)
        #expect(alignment.pairs.allSatisfy { $0.english.count == 1 && $0.chinese.count == 1 })
        #expect(alignment.pairs.map { $0.english[0].index } == Array(0..<count))
        #expect(alignment.pairs.map { $0.chinese[0].index } == Array(0..<count))
    }

    @Test func anEmptyTranslationLeavesEveryBlockUnpaired() throws {
        let count = 20_000
        let english = (0..<count).map { "Paragraph \($0) explains `UIHostingController`." }.joined(separator: "\n\n")
        let alignment = Aligner.align(english: try F.read(english, path: "a.md"), chinese: try F.read("", path: "a.zh.md"))
        #expect(alignment.pairs.count == count)
        #expect(alignment.pairs.allSatisfy { $0.chinese.isEmpty && $0.english.count == 1 })
    }

    @Test func longRunsWithNothingInCommonKeepEveryUnitOnce() throws {
        let english = (0..<6_000).map { "## Heading \($0)" }.joined(separator: "\n\n")
        let chinese = (0..<4_000).map { "## 标题第\(String(repeating: "节", count: $0 % 7 + 1))" }.joined(separator: "\n\n")
        let alignment = Aligner.align(english: try F.read(english, path: "b.md"), chinese: try F.read(chinese, path: "b.zh.md"))
        #expect(alignment.pairs.flatMap(\.english).map(\.index) == Array(0..<6_000))
        #expect(alignment.pairs.flatMap(\.chinese).map(\.index) == Array(0..<4_000))
        #expect(alignment.pairs.allSatisfy { (0...1).contains($0.score) })
    }
}
