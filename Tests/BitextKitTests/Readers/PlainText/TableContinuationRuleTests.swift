@testable import BitextKit
import BitextModel
import Testing

@Suite struct TableContinuationRuleTests {
    func cells(_ block: Block?) -> [[String]] {
        guard let block, case .table(let table) = block.kind else { return [] }
        return table.rows.map { $0.map(\.plainText) }
    }

    @Test func rowsPrintedAfterTheFooterGoBackIntoTheTablesCutOffMidRow() {
        let text = """
            Lamps come in kinds:
            | Kind | Watts |
            |---|---|
            | Desk | 40 |
            | Floor |
            Bulbs wear out:
            | Bulb | Life | Note |
            |---|---|---|
            | LED | 25000 h |
            Footer of the page.

            | 60 |
            | Wall | 25 |
            Lasts longest. |
            | Halogen | 2000 h | Runs hot. |
            """
        let result = PlainText.read(text)
        let tables = result.document.blocks.filter { $0.kind.name == "table" }
        #expect(cells(tables.first) == [["Desk", "40"], ["Floor", "60"], ["Wall", "25"]])
        #expect(cells(tables.last) == [["LED", "25000 h", "Lasts longest."], ["Halogen", "2000 h", "Runs hot."]])
        #expect(!result.document.blocks.contains { $0.range.startLine == 12 })
        #expect(result.diagnostics.map(\.identifier) == ["plainText.tableContinued"])
    }

    @Test func rowsThatDoNotFitStayText() {
        // Three cells cannot finish a two-column row, nor be a row of it.
        let text = "| Kind | Watts |\n|---|---|\n| Floor |\nFooter.\n\n| 60 | 70 | 80 |\n"
        let result = PlainText.read(text)
        #expect(cells(result.document.blocks.first) == [["Floor"]])
        #expect(result.document.blocks.last?.kind.name == "paragraph")
        #expect(result.diagnostics.map(\.identifier) == ["plainText.tableFragment"])
    }
}
