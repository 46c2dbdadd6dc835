@testable import BitextKit
import BitextModel
import Testing

/// Pair ids and sides are built without joining texts that are already whole; they must be what
/// the joined texts give.
@Suite struct BundleBuilderTests {
    @Test func pairIDIsTheHashOfBothSourcesJoined() {
        let texts = ["", "Hosting SwiftUI", "托管 SwiftUI 视图", "a\u{0}b", "line\n\nline", "🙂é\r\n"]
        for english in texts {
            for chinese in texts {
                let joined = "p" + StableHash.hex(english + "\u{0}" + chinese).prefix(10)
                #expect(BundleBuilder.pairID(english: english, chinese: chinese) == joined)
            }
        }
    }

    @Test func sidesJoinTheirUnitsAsThePairDoes() {
        func unit(_ text: String, lines: (Int, Int), index: Int) -> AlignedBlock {
            AlignedBlock(
                block: Block(.paragraph([.text(text)]), range: SourceRange(lines: lines.0, lines.1)), source: "**\(text)**",
                index: index)
        }
        let units = [unit("Second", lines: (7, 8), index: 1), unit("First", lines: (3, 4), index: 0), unit("Third", lines: (10, 12), index: 2)]
        for count in 1...3 {
            let some = Array(units.prefix(count))
            let side = BundleBuilder().side(some, texts: some.map(\.plainText))
            let sample = AlignedPair(english: some, chinese: [], score: 1, needsReview: false, bead: .twoToOne)
            #expect(side?.markdown == sample.englishSource)
            #expect(side?.text == some.map(\.plainText).joined(separator: "\n"))
            #expect(side?.lines == [some.map(\.range.startLine).min()!, some.map(\.range.endLine).max()!])
        }
        #expect(BundleBuilder().side([], texts: []) == nil)
    }
}
