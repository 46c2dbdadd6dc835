@testable import BitextKit
import BitextModel
import Testing

@Suite struct ListMarkerRuleTests {
    func items(_ block: Block) -> [String] {
        guard case .list(_, _, let items) = block.kind else { return [] }
        return items.map { $0.blocks.map(\.plainText).joined() }
    }

    @Test func bareMarkersAndAMarkerGluedToThePreviousItem() {
        let text = "Two rules:\n-\nKeep the lamp dry.\n-\nNever touch the\nBulbLayer\n, even when cold -\nUnplug before cleaning\nThat is all."
        let blocks = PlainText.read(text).document.blocks
        let list = blocks.first { $0.kind.name == "list" }
        #expect(list.map(items) == ["Keep the lamp dry.", "Never touch the BulbLayer, even when cold", "Unplug before cleaning"])
        #expect(blocks.last?.plainText == "That is all.")
    }

    @Test func indentedNumberedItemsWithContinuationLines() {
        let text = "  1. Plug in the\n    LampCord\n    first.\n  2. Switch it on.\n  1. 先插上\n    LampCord\n  2. 打开开关。"
        let lists = PlainText.read(text).document.blocks.filter { $0.kind.name == "list" }
        #expect(lists.count == 2)
        #expect(items(lists[0]) == ["Plug in the LampCord first.", "Switch it on."])
        #expect(items(lists[1]) == ["先插上LampCord", "打开开关。"])
        if case .list(let ordered, let start, _) = lists[1].kind {
            #expect(ordered && start == 1)
        }
    }

    @Test func bulletsSwitchingLanguageAreTwoLists() {
        let text = "  • Keep the lamp dry\n  • Unplug it at night\n  • 保持台灯干燥\n  • 夜间拔掉插头"
        let lists = PlainText.read(text).document.blocks.filter { $0.kind.name == "list" }
        #expect(lists.map(items) == [["Keep the lamp dry", "Unplug it at night"], ["保持台灯干燥", "夜间拔掉插头"]])
    }
}
