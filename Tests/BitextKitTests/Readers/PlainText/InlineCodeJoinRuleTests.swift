@testable import BitextKit
import BitextModel
import Testing

@Suite struct InlineCodeJoinRuleTests {
    let rule = InlineCodeJoinRule()

    @Test func namesOnTheirOwnLinesBecomeCodeSpansOfOneParagraph() {
        let lines = PlainText.lines("Use\nLampView\nto draw any\nBulbLayer\nshape on screen.")
        #expect(rule.inlines(for: lines) == [
            .text("Use "), .code("LampView"), .text(" to draw any "), .code("BulbLayer"), .text(" shape on screen."),
        ])
    }

    @Test func aLineStartingWithPunctuationJoinsAndTheNameBeforeItIsCode() {
        var cursor = PlainText.cursor("You can use LampView\n, BulbView\nor GlowView\n. They all glow.\nA new paragraph starts here.")
        let paragraph = rule.read(&cursor, startsBlock: { _ in false })
        #expect(paragraph?.range == SourceRange(lines: 1, 4))
        #expect(paragraph?.inlines.codeSpans == ["LampView", "BulbView", "GlowView"])
        #expect(paragraph?.plainText == "You can use LampView, BulbView or GlowView. They all glow.")
    }

    @Test func chineseJoinsWithoutSpaces() {
        let lines = PlainText.lines("使用\nLampView\n绘制灯光。")
        #expect(rule.inlines(for: lines) == [.text("使用"), .code("LampView"), .text("绘制灯光。")])
    }

    @Test func aCallWithArgumentLabelsDoesNotEndTheSentence() {
        // The colon inside `dim(toLevel:)` is code; the Chinese line after it goes on.
        var cursor = PlainText.cursor("错误: 先调用\ndim(toLevel:)\n再关灯 ✅ 正确: 先关灯\n\n下一段。")
        let paragraph = rule.read(&cursor, startsBlock: { _ in false })
        #expect(paragraph?.range == SourceRange(lines: 1, 3))
        #expect(paragraph?.inlines.codeSpans == ["dim(toLevel:)"])
        // A parenthetical remark still ends its sentence.
        #expect(TextShape.endsSentence("The lamp glows (see the manual.)"))
        #expect(!TextShape.endsSentence("then call dim(toLevel:)"))
    }

    @Test func continuation() {
        let lines = PlainText.lines("The lamp is on.\nThe room is bright\nand warm.")
        #expect(!rule.continues(lines[0], lines[1]))
        #expect(rule.continues(lines[1], lines[2]))
    }
}
