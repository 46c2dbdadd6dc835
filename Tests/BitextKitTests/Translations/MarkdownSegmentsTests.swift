@testable import BitextKit
import Testing

/// Segments and what surrounds them on their lines, so a translation takes their place.
@Suite struct MarkdownSegmentsTests {
    @Test func containersStayOutOfTheText() {
        let cut = MarkdownSegments("> - [ ] item one\n>   continues\n\n1. second\n")
        #expect(cut.segments.map(\.text) == ["item one continues", "second"])
        #expect(cut.segments[0].prefix == "> - [ ] ")
        #expect(cut.segments[0].continuation == ">       ")
        #expect(cut.segments[0].lines == 0..<2)
        #expect(cut.segments[1].prefix == "1. ")
    }

    @Test func headingsKeepTheirMarkersAndIDs() {
        let cut = MarkdownSegments("## Node heartbeats {#node-heart-beats}\n\n# Closed #\n\nSetext\n======\n")
        #expect(cut.segments.map(\.text) == ["Node heartbeats", "Closed", "Setext"])
        #expect(cut.segments[0].lines(writing: "节点心跳") == ["## 节点心跳 {#node-heart-beats}"])
        #expect(cut.segments[1].lines(writing: "关闭") == ["# 关闭 #"])
        #expect(cut.segments[2].lines == 4..<5)
    }

    @Test func hardBreaksSurviveAndSoftBreaksBecomeSpaces() {
        let cut = MarkdownSegments("one  \ntwo\\\nthree\nfour\n")
        #expect(cut.segments.map(\.text) == ["one\\\ntwo\\\nthree four"])
    }

    @Test func tableCellsAreSegmentsOfTheirRow() {
        let cut = MarkdownSegments("| A | `b` \\| c |\n|---|---|\n| one | two |\n")
        #expect(cut.segments.map(\.text) == ["A", "`b` \\| c", "one", "two"])
        #expect(cut.segments.map { $0.cell?.row } == [0, 0, 1, 1])
        #expect(cut.text == "A\t`b` \\| c\none\ttwo")
        #expect(cut.segments[1].isTranslatable)
        #expect(!MarkdownSegments("| `x` |\n|---|\n").segments[0].isTranslatable)
    }

    /// A block shortcode's line belongs to its container: a callout piece exported with its
    /// opening line has the text the document's segment has.
    @Test func shortcodeLinesAreNotText() {
        #expect(MarkdownSegments("{{< note >}}\nKeep the node.\n").segments.map(\.text) == ["Keep the node."])
        #expect(MarkdownSegments("{{< note >}}\n\nKeep it.\n\n{{< /note >}}\n").segments.map(\.text) == ["Keep it."])
    }

    /// A shortcode over two lines is all the paragraph's (the reader's range used to end on the
    /// line the tag opened on).
    @Test func aShortcodeOverTwoLinesStaysInItsParagraph() {
        let cut = MarkdownSegments("The {{< glossary_tooltip text=\"API group\"\nterm_id=\"api-group\" >}} gives four types.\n")
        #expect(cut.segments.map(\.text) == ["The {{< glossary_tooltip text=\"API group\" term_id=\"api-group\" >}} gives four types."])
    }
}
