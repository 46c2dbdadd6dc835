import BitextKit
import BitextModel
import Testing

/// A long document's searches between anchors run on every core: the pairs and their scores must
/// be exactly those of the searches run one after another.
@Suite struct AlignerConcurrencyTests {
    /// About 1,200 units a side: sections of prose with API names, a code block every few
    /// sections (the anchors), dropped and merged translations here and there.
    static func documents() -> (english: Document, chinese: Document) {
        let apis = ["UIHostingController", "sizingOptions", "updateUIView(_:context:)", "Coordinator", "safeAreaInsets"]
        var en: [String] = []
        var zh: [String] = []
        for section in 0..<240 {
            let api = apis[section % apis.count]
            en.append("## Section \(section): \(api)")
            zh.append("## 第 \(section) 节：\(api)")
            for paragraph in 0..<3 {
                en.append("Paragraph \(paragraph) of section \(section) explains how `\(api)` sizes the view \(section * 7 + paragraph) times.")
                // Every eleventh paragraph is left untranslated, every thirteenth split in two.
                let index = section * 3 + paragraph
                if index % 11 == 5 { continue }
                if index % 13 == 3 {
                    zh.append("第 \(section) 节的第 \(paragraph) 段说明 `\(api)` 如何调整视图，")
                    zh.append("一共 \(section * 7 + paragraph) 次。")
                } else {
                    zh.append("第 \(section) 节的第 \(paragraph) 段说明 `\(api)` 如何调整视图 \(section * 7 + paragraph) 次。")
                }
            }
            if section % 4 == 0 {
                en.append("```swift\nlet view\(section) = UIView() // create it\n```")
                zh.append("```swift\nlet view\(section) = UIView() // 创建它\n```")
            }
        }
        let english = try! DocumentReader().read(SourceFile(path: "long.md", text: en.joined(separator: "\n\n") + "\n")).document
        let chinese = try! DocumentReader().read(SourceFile(path: "long.zh.md", text: zh.joined(separator: "\n\n") + "\n")).document
        return (english, chinese)
    }

    @Test func concurrentSearchesGiveTheSequentialPairs() {
        let (english, chinese) = Self.documents()
        #expect(english.blocks.count + chinese.blocks.count > 2_000)
        let concurrent = Aligner(splitsWork: true).align(english: english, chinese: chinese)
        let sequential = Aligner(splitsWork: false).align(english: english, chinese: chinese)
        #expect(concurrent == sequential)
        #expect(concurrent.pairs.contains { $0.bead == .anchor })
        #expect(concurrent.pairs.contains { $0.bead == .oneToZero })
    }
}
