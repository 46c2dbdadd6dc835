@testable import BitextKit
import BitextModel
import Testing

@Suite struct HeadingRuleTests {
    @Test func standaloneHeadingsAndTheirTranslationsAreHeadings() {
        let text = "Wiring the Lamp\n\n连接台灯\n\nFirst connect the cable.\n先连接电缆。\n\n@Glow: Soft Light (Lamp <-> Room)\n\n@Glow:柔光(台灯 <-> 房间)\n\nSome text."
        let headings = PlainText.read(text).document.blocks.filter { $0.headingLevel != nil }.map(\.plainText)
        #expect(headings == ["Wiring the Lamp", "连接台灯", "@Glow: Soft Light (Lamp <-> Room)", "@Glow:柔光(台灯 <-> 房间)"])
    }

    @Test func aShortLineAfterAFinishedSentenceIsAHeadingInADumpWithoutBlankLines() {
        let text = "The lamp is wired.\nChoosing a Bulb\nBulbs come in many sizes.\nUse\nLampView\nto show them."
        let blocks = PlainText.read(text).document.blocks
        #expect(blocks.filter { $0.headingLevel != nil }.map(\.plainText) == ["Choosing a Bulb"])
    }

    @Test func aLineThatTheNextLineContinuesIsNotAHeading() {
        let text = "The lamp is wired.\nThe Glow Mode\nof the lamp is soft."
        #expect(PlainText.read(text).document.blocks.allSatisfy { $0.headingLevel == nil })
    }
}
