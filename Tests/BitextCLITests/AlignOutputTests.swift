@testable import BitextCLI
import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct AlignOutputTests {
    func alignment() throws -> Alignment {
        let en = "## Lists\n\nUse `List` for rows.\n\n```swift\nList(items) { Text($0.name) }\n```\n\nA line\twith a tab.\n"
        let zh = "## 列表\n\n用 `List` 展示行。\n\n```swift\nList(items) { Text($0.name) }\n```\n"
        return Aligner.align(
            english: try DocumentReader().read(SourceFile(path: "a.md", text: en)).document,
            chinese: try DocumentReader().read(SourceFile(path: "a.zh.md", text: zh)).document)
    }

    @Test func jsonHasTheDocumentedShapeAndLeavesSharedCodeOut() throws {
        let json = try JSONOutput.string(AlignmentJSON(try alignment()))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let pairs = try #require(object?["pairs"] as? [[String: Any]])
        #expect(pairs.count == 3)
        #expect(Set(pairs[0].keys) == ["en", "zh", "score", "kind", "needsReview", "enLines", "zhLines"])
        #expect(pairs[1]["en"] as? String == "Use `List` for rows.")
        #expect(pairs[1]["zh"] as? String == "用 `List` 展示行。")
        #expect(pairs[1]["enLines"] as? [Int] == [3, 3])
        #expect(pairs[2]["zh"] as? String == "")
        #expect(pairs[2]["zhLines"] is NSNull)
        let withShared = try JSONOutput.string(AlignmentJSON(try alignment(), includeShared: true))
        #expect(withShared.contains("List(items)"))
    }

    @Test func tsvEscapesTabsAndNewlines() throws {
        let rows = AlignmentTSV.render(try alignment()).split(separator: "\n")
        #expect(rows.first == "score\tneedsReview\tkind\tbead\tenLines\tzhLines\ten\tzh")
        #expect(rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 8 })
        #expect(rows.contains { $0.hasSuffix("A line\\twith a tab.\t") })
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TwoColumnText.displayWidth("abc") == 3)
        #expect(TwoColumnText.displayWidth("列表ab") == 6)
        #expect(TwoColumnText.displayWidth("，") == 2)
        let lines = TwoColumnText.wrap("用根视图创建控制器然后展示", width: 8)
        #expect(lines.allSatisfy { TwoColumnText.displayWidth($0) <= 8 })
        #expect(lines.joined() == "用根视图创建控制器然后展示")
        #expect(TwoColumnText.wrap("present the hosting controller", width: 12) == ["present the", "hosting", "controller"])
    }

    @Test func textViewKeepsColumnsAligned() throws {
        let text = TwoColumnText(width: 60).render(try alignment())
        for line in text.split(separator: "\n") where line.contains("│") {
            let left = line[..<line.range(of: " │")!.lowerBound]
            #expect(TwoColumnText.displayWidth(left) == 28)
        }
    }
}
