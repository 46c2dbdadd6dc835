import BitextModel
import Foundation
import Testing

@Suite struct AlignmentModelTests {
    func unit(_ text: String, lines: ClosedRange<Int>, index: Int) -> AlignedBlock {
        AlignedBlock(
            block: Block(.paragraph([.text(text)]), range: SourceRange(lines: lines.lowerBound, lines.upperBound)),
            source: text, index: index)
    }

    @Test func pairSpansTheLinesOfItsUnits() {
        let pair = AlignedPair(
            english: [unit("Use a stack.", lines: 4...5, index: 0), unit("Nest them.", lines: 7...7, index: 1)],
            chinese: [unit("使用栈并嵌套。", lines: 3...3, index: 0)], score: 0.8, needsReview: false, bead: .twoToOne)
        #expect(pair.englishLines == 4...7)
        #expect(pair.chineseLines == 3...3)
        #expect(pair.englishSource == "Use a stack.\n\nNest them.")
        #expect(pair.kind == "paragraph")
        let unpaired = AlignedPair(english: [], chinese: [unit("译者注。", lines: 9...9, index: 1)], score: 0.9, needsReview: false, bead: .zeroToOne)
        #expect(unpaired.englishLines == nil)
        #expect(unpaired.englishSource == "")
    }

    @Test func alignmentRoundTripsThroughJSON() throws {
        let alignment = Alignment(
            pairs: [AlignedPair(english: [unit("Hi.", lines: 1...1, index: 0)], chinese: [], score: 0.5, needsReview: true, bead: .oneToZero)],
            mode: .pair, englishPath: "a.md", chinesePath: "b.md")
        let data = try JSONEncoder().encode(alignment)
        #expect(try JSONDecoder().decode(Alignment.self, from: data) == alignment)
        #expect(String(decoding: data, as: UTF8.self).contains("\"1-0\""))
    }

    @Test func sourceTextQuotesWholeLinesWithoutTrailingBlanks() {
        let source = SourceText("# Title\r\n\nFirst line\nsecond line\n\n\nlast")
        #expect(source.lineCount == 7)
        #expect(source.line(1) == "# Title")
        #expect(source.text(lines: 3...6) == "First line\nsecond line")
        #expect(source.text(of: SourceRange(lines: 7, 9)) == "last")
        #expect(source.text(lines: 20...30) == "")
    }

    @Test func documentJSONLeavesTheSourceOut() throws {
        let document = Document(path: "a.md", format: .markdown, blocks: [], source: SourceText("# A\n"))
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(!json.contains("source"))
        #expect(try JSONDecoder().decode(Document.self, from: Data(json.utf8)).source == nil)
    }
}
