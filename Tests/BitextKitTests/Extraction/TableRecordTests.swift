import BitextKit
import BitextModel
import Testing

@Suite struct TableRecordTests {
    func tables(_ en: String, _ zh: String) -> [TableRecord] {
        let english = Fixtures.markdown(en, path: "en.md").document
        let chinese = Fixtures.markdown(zh, path: "zh.md").document
        let alignment = Aligner().align(english: english, chinese: chinese)
        return Extractor().extract(alignment: alignment, english: english, chinese: chinese).tables
    }

    @Test func aFlattenedTranslationInAScrapedPagePairsWithItsOriginal() {
        // Each section puts its headings in both languages before either body, so the heading
        // just before the English copy of the code is the Chinese one.
        let document = Fixtures.markdown(CounterpartTableRuleTests.page, path: "lamp.txt").document
        let alignment = Aligner().align(document)
        let records = Extractor().extract(alignment: alignment, english: document, chinese: document).tables
        #expect(records.count == 1)
        #expect(records.first?.pairedByPosition == true)
        #expect(records.first?.cells?[0][1] == TableRecord.CellPair(en: "When Called", zh: "调用时机"))
        #expect(records.first?.cells?[2][2] == TableRecord.CellPair(en: "Lowers the light.", zh: "降低亮度"))
        #expect(records.first?.zh?.lines == [27, 36])
    }

    @Test func equalShapesPairCellByCell() {
        let records = tables(
            "## Sizing\n\n| Option | Effect |\n| :-- | --- |\n| `.intrinsicContentSize` | Uses the ideal size<br>of the view |\n",
            "## 尺寸\n\n| 选项 | 效果 |\n| :-- | --- |\n| `.intrinsicContentSize` | 使用视图的<br>理想尺寸 |\n")
        #expect(records.count == 1)
        let record = records[0]
        #expect(record.pairedByPosition)
        #expect(record.cells?.count == 2)
        #expect(record.cells?[1][1] == TableRecord.CellPair(en: "Uses the ideal size\nof the view", zh: "使用视图的\n理想尺寸"))
        #expect(record.en?.rows[0][0].isCode == true)
        #expect(record.en?.rows[0][1].isCode == false)
        #expect(record.en?.alignments == [.left, .none])
        #expect(record.en?.headings == ["Sizing"])
        #expect(record.unpaired.isEmpty)
    }

    @Test func unequalShapesPairRowsByCodeAnchors() {
        let en = """
        | Method | When |
        | --- | --- |
        | `makeUIView(context:)` | Once, at creation |
        | `updateUIView(_:context:)` | On every state change |
        | `dismantleUIView(_:coordinator:)` | At removal |
        """
        // The translation dropped the middle row and reordered nothing.
        let zh = """
        | 方法 | 时机 |
        | --- | --- |
        | `makeUIView(context:)` | 创建时调用一次 |
        | `dismantleUIView(_:coordinator:)` | 移除时 |
        """
        let records = tables(en, zh)
        #expect(records.count == 1)
        let record = records[0]
        #expect(!record.pairedByPosition)
        let cells = record.cells ?? []
        #expect(cells.count == 3)
        #expect(cells[1][1] == TableRecord.CellPair(en: "Once, at creation", zh: "创建时调用一次"))
        #expect(cells[2][0] == TableRecord.CellPair(en: "dismantleUIView(_:coordinator:)", zh: "dismantleUIView(_:coordinator:)"))
        #expect(record.unpaired == [.init(side: .en, row: 2, column: 0), .init(side: .en, row: 2, column: 1)])
    }
}
