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

    @Test func rowsInAnotherOrderPairByWhatTheyKeep() {
        let en = """
        | Volume type | Version |
        | --- | --- |
        | Azure File | 1.11 |
        | CSI | 1.24 |
        | FlexVolume | 1.13 |
        | rbd | 1.11 |
        """
        // The translation lists the same rows in another order, and one value changed.
        let zh = """
        | 卷类型 | 版本 |
        | --- | --- |
        | rbd | 1.11 |
        | Azure File | 1.11 |
        | FlexVolume | 1.13 |
        | CSI | 1.14 |
        """
        let record = tables(en, zh)[0]
        #expect(!record.pairedByPosition)
        let rows = (record.cells ?? []).map { $0[0] }
        #expect(rows.map(\.en) == ["Volume type", "Azure File", "CSI", "FlexVolume", "rbd"])
        #expect(rows.map(\.zh) == ["卷类型", "Azure File", "CSI", "FlexVolume", "rbd"])
        #expect(record.cells?[2][1] == TableRecord.CellPair(en: "1.24", zh: "1.14"), "the row pairs by its name, its value changed")
        #expect(record.unpaired.isEmpty)
    }

    @Test func aTranslatedTableKeepsItsOrderWhenAWordItKeptIsElsewhere() {
        let en = "| Term | Meaning |\n| --- | --- |\n| Pod | The smallest unit |\n| Node | A machine that runs Pods |\n| Cluster | Nodes together |\n"
        let zh = "| 术语 | 含义 |\n| --- | --- |\n| 容器组 | 最小的单元 |\n| 节点 | 运行 Pod 的机器 |\n| 集群 | 节点的集合 |\n"
        let record = tables(en, zh)[0]
        #expect(record.pairedByPosition)
        #expect(record.cells?[1][0] == TableRecord.CellPair(en: "Pod", zh: "容器组"))
    }
}
