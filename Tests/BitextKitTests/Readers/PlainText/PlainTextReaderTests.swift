@testable import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct PlainTextReaderTests {
    @Test func readsAScrapedPageIntoATaggedDocument() throws {
        let text = "Lamp Guide\n\n灯具指南\n\nWire it like this:\nswift\nlet lamp = Lamp()\nlamp.light()\n接线方法如下:\nswift\nlet lamp = Lamp() // 创建台灯\nlamp.light()\n"
        let result = try DocumentReader().read(SourceFile(path: "guide.txt", text: text))
        #expect(result.document.format == .plainText)
        let kinds = result.document.blocks.map(\.kind.name)
        #expect(kinds == ["heading", "heading", "paragraph", "code", "paragraph", "code"])
        #expect(result.document.blocks.map(\.language) == [.en, .zh, .en, .none, .zh, .none])
        #expect(result.document.blocks[5].commentLanguage == .zh)
    }

    @Test func jsonExposesKindLanguageTextAndLevel() throws {
        let result = PlainText.read("Lamp Guide\n\nSet it up:\nswift\nlet lamp = Lamp()\nlamp.light()\n")
        let data = try JSONEncoder().encode(result.document)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        #expect(blocks[0]["kind"] as? String == "heading")
        #expect(blocks[0]["level"] as? Int == 1)
        #expect(blocks[0]["text"] as? String == "Lamp Guide")
        #expect(blocks[2]["kind"] as? String == "code")
        #expect(blocks[2]["language"] as? String == "swift")
        #expect(blocks[2]["text"] as? String == "let lamp = Lamp()\nlamp.light()")
        #expect(blocks[2]["lines"] as? [Int] == [4, 6])
    }

    @Test func aTextFileHoldingMarkdownGoesToTheMarkdownReader() throws {
        let text = "---\ntitle: Lamps\n---\n# Lamps\n\n```swift\nlet lamp = Lamp()\n```\n"
        let result = try DocumentReader().read(SourceFile(path: "post.txt", text: text))
        #expect(result.document.format == .markdown)
        #expect(result.document.blocks.map(\.kind.name) == ["heading", "code"])
    }

    @Test func emptyAndBlankTextGiveNoBlocks() {
        #expect(PlainText.read("").document.blocks.isEmpty)
        #expect(PlainText.read("\n  \n\n").document.blocks.isEmpty)
    }
}
