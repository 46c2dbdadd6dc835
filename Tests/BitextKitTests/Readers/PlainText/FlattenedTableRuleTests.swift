@testable import BitextKit
import BitextModel
import Testing

@Suite struct FlattenedTableRuleTests {
    let rule = FlattenedTableRule()

    @Test func headerCellsThatRanTogether() {
        #expect(rule.headerCells("ModeWhen UsedEffect") == ["Mode", "When Used", "Effect"])
        #expect(rule.headerCells("ColorMeaning") == ["Color", "Meaning"])
        #expect(rule.headerCells("SwiftUI PartRole in Layout") == ["SwiftUI Part", "Role in Layout"])
        #expect(rule.headerCells("The lamp is on.") == nil)
        #expect(rule.headerCells("灯光效果") == nil)
    }

    @Test func rowsStartAtCodeCellsAndCellsSplitAtGluedSentences() {
        let text = "ModeWhen UsedEffect\n.dim\nAt night.Lowers the light.\n.bright()\nWhile\nreading\n, mostly.\nRaises the light.\nAfter the table."
        var cursor = PlainText.cursor(text)
        guard case .table(let block)? = rule.read(&cursor), case .table(let table) = block.kind else {
            Issue.record("no table")
            return
        }
        #expect(table.rows.map { $0.map(\.plainText) } == [
            [".dim", "At night.", "Lowers the light."],
            [".bright()", "While reading, mostly.", "Raises the light."],
        ])
        #expect(block.range == SourceRange(lines: 1, 8))
        #expect(cursor.current?.content == "After the table.")
    }

    @Test func rowsThatCannotBeCompletedStayText() {
        let text = "ModeWhen UsedEffect\n.dim\nAt night.\n.bright()\nWhile reading.\n"
        var cursor = PlainText.cursor(text)
        guard case .text(let block, let note)? = rule.read(&cursor) else {
            Issue.record("expected text")
            return
        }
        #expect(block.kind.name == "paragraph")
        #expect(!note.isEmpty)
    }
}
