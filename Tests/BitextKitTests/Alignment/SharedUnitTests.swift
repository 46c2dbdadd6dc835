@testable import BitextKit
import BitextModel
import Testing

/// A unit both streams of a bilingual file hold pairs with itself, found without a search.
@Suite struct SharedUnitTests {
    typealias F = AlignmentFixtures

    @Test func everyRepeatedNeutralBlockPairsWithItself() throws {
        // No unit is unique, so none is an anchor the finder could give.
        let text = Array(repeating: "<details>", count: 40).joined(separator: "\n\n") + "\n"
        let alignment = Aligner().align(try F.read(text, path: "details.md"))
        #expect(alignment.pairs.count == 40)
        #expect(alignment.pairs.allSatisfy { $0.bead == .shared && $0.score == 1 && $0.englishLines == $0.chineseLines })
        #expect(alignment.pairs.map(\.englishLines) == (0..<40).map { 2 * $0 + 1...2 * $0 + 1 })
    }

    @Test func proseAroundSharedBlocksStillPairs() throws {
        // Two blocks present once each (two copies of one would be split between the streams).
        let text = F.english([
            "Keep the count in `@State` so the view owns it.", "用 `@State` 保存计数，让视图拥有它。",
            "<details>",
            "Tap the button to increment `count`.", "点击按钮即可让 `count` 加一。",
            "<details open>",
            "Read the value back in `body`.", "在 `body` 中读取该值。",
        ])
        let alignment = Aligner().align(try F.read(text, path: "mixed.md"))
        #expect(alignment.pairs.map(\.bead) == [.oneToOne, .shared, .oneToOne, .shared, .oneToOne])
    }

    @Test func aFoundAnchorCrossingAFixedPointIsDropped() {
        let fixed = [(2, 2), (6, 5)]
        let found = [(0, 1), (1, 3), (4, 3), (5, 7), (7, 6)]
        let merged = AnchorFinder.merging(fixed, found)
        #expect(merged.map { [$0.0, $0.1] } == [[0, 1], [2, 2], [4, 3], [6, 5], [7, 6]])
        #expect(AnchorFinder.merging([], found).count == found.count)
    }
}
