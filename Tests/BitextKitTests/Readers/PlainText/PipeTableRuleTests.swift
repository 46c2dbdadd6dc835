@testable import BitextKit
import BitextModel
import Testing

@Suite struct PipeTableRuleTests {
    func cells(_ row: [[Inline]]) -> [String] { row.map(\.plainText) }

    @Test func aGluedHeaderAndRowsWithoutALeadingPipe() {
        let text = "Lamps come in three kinds (see below)| Kind | Watts |\n|---|---:|\n| Desk | 40 |\nfloorLamp | 60 |\nThe end."
        let result = PlainText.read(text)
        let blocks = result.document.blocks
        #expect(blocks.map(\.kind.name) == ["paragraph", "table", "paragraph"])
        guard case .table(let table) = blocks[1].kind else { return }
        #expect(cells(table.header) == ["Kind", "Watts"])
        #expect(table.alignments == [.none, .right])
        #expect(table.rows.map(cells) == [["Desk", "40"], ["floorLamp", "60"]])
        #expect(table.rows[1][0] == [.code("floorLamp")])
    }

    @Test func rowsWithoutAHeaderStayTextWithANote() {
        let result = PlainText.read("Intro text.\n| Desk | 40 |\n| Floor | 60 |\nOutro text.")
        #expect(result.document.blocks.map(\.kind.name) == ["paragraph", "paragraph", "paragraph"])
        #expect(result.diagnostics.map(\.identifier) == ["plainText.tableFragment"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
