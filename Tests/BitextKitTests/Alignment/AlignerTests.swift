import BitextKit
import BitextModel
import Testing

@Suite struct AlignerTests {
    typealias F = AlignmentFixtures

    func align(_ en: [String], _ zh: [String]) throws -> Alignment {
        Aligner.align(
            english: try F.read(F.english(en), path: "guide.md"), chinese: try F.read(F.english(zh), path: "guide.zh.md"))
    }

    /// Every unit appears exactly once, in order, on its side.
    func expectComplete(_ alignment: Alignment, english: Int, chinese: Int) {
        let en = alignment.pairs.flatMap(\.english).map(\.index)
        let zh = alignment.pairs.flatMap(\.chinese).map(\.index)
        #expect(en == Array(0..<english))
        #expect(zh == Array(0..<chinese))
        for pair in alignment.pairs { #expect((0...1).contains(pair.score)) }
    }

    @Test func oneToOneTranslationPairsEveryBlockInOrder() throws {
        let alignment = try align(F.sections.map(\.en), F.sections.map(\.zh))
        #expect(alignment.mode == .pair)
        #expect(alignment.pairs.count == F.sections.count)
        for (pair, expected) in zip(alignment.pairs, F.sections) {
            #expect(pair.texts == (expected.en, expected.zh))
            #expect(pair.score > 0.8)
            #expect(!pair.needsReview)
        }
        #expect(alignment.pairs[1].bead == .oneToOne)
        #expect(alignment.pairs[1].englishLines == 3...3)
        #expect(alignment.pairs[1].kind == "paragraph")
    }

    @Test func droppedSectionLeavesTheEnglishUnpaired() throws {
        var zh = F.sections.map(\.zh)
        zh.removeSubrange(2...3)  // the translator skipped "Bindings"
        let alignment = try align(F.sections.map(\.en), zh)
        expectComplete(alignment, english: 8, chinese: 6)
        let unpaired = alignment.pairs.filter { $0.chinese.isEmpty }
        #expect(unpaired.map(\.englishSource) == [F.sections[2].en, F.sections[3].en])
        #expect(unpaired.allSatisfy { $0.bead == .oneToZero })
        let paired = alignment.pairs.filter { !$0.chinese.isEmpty && !$0.english.isEmpty }
        #expect(paired.map(\.englishSource) == F.sections.enumerated().filter { ![2, 3].contains($0.offset) }.map(\.element.en))
    }

    @Test func addedTranslatorNoteIsUnpairedChinese() throws {
        var zh = F.sections.map(\.zh)
        zh.insert("译者注：本节示例基于 Xcode 16 测试，旧版本的界面可能略有不同，请以实际为准。", at: 4)
        let alignment = try align(F.sections.map(\.en), zh)
        expectComplete(alignment, english: 8, chinese: 9)
        let extra = alignment.pairs.filter { $0.english.isEmpty }
        #expect(extra.count == 1)
        #expect(extra.first?.chineseSource.hasPrefix("译者注") == true)
        #expect(extra.first?.bead == .zeroToOne)
    }

    @Test func paragraphSplitInTwoIsOneToTwo() throws {
        let en = [
            "## Hosting controllers",
            "Wrap a SwiftUI view in `UIHostingController` to present it from UIKit. Set `sizingOptions` to `.preferredContentSize` when a popover must follow the view's ideal size, and call `view.invalidateIntrinsicContentSize()` after the content changes.",
            "## Representables",
            "Adopt `UIViewRepresentable` to put a UIKit view such as `MKMapView` inside a SwiftUI hierarchy.",
        ]
        let zh = [
            "## 托管控制器",
            "把 SwiftUI 视图包装进 `UIHostingController`，就能从 UIKit 中展示它。",
            "当弹出框需要跟随视图的理想尺寸时，把 `sizingOptions` 设为 `.preferredContentSize`，并在内容变化后调用 `view.invalidateIntrinsicContentSize()`。",
            "## 可表示类型",
            "采用 `UIViewRepresentable`，即可把 `MKMapView` 这样的 UIKit 视图放进 SwiftUI 层级。",
        ]
        let alignment = try align(en, zh)
        expectComplete(alignment, english: 4, chinese: 5)
        #expect(alignment.pairs.count == 4)
        #expect(alignment.pairs[1].bead == .oneToTwo)
        #expect(alignment.pairs[1].chinese.count == 2)
        #expect(alignment.pairs[1].chineseLines == 3...5)
    }

    @Test func twoParagraphsMergedIntoOneIsTwoToOne() throws {
        let en = [
            "## Sheets",
            "Present a sheet with the `sheet(isPresented:)` modifier bound to a Boolean state value.",
            "Dismiss it from inside with the `dismiss` action read from `@Environment(\\.dismiss)`.",
            "## Alerts",
            "Show an alert with `alert(_:isPresented:actions:)` and give each button a role such as `.destructive`.",
        ]
        let zh = [
            "## 表单",
            "用绑定到布尔状态值的 `sheet(isPresented:)` 修饰符展示表单，并在表单内部通过从 `@Environment(\\.dismiss)` 读取的 `dismiss` 操作关闭它。",
            "## 警告框",
            "用 `alert(_:isPresented:actions:)` 显示警告框，并为每个按钮指定 `.destructive` 等角色。",
        ]
        let alignment = try align(en, zh)
        expectComplete(alignment, english: 5, chinese: 4)
        #expect(alignment.pairs.map(\.bead) == [.oneToOne, .twoToOne, .oneToOne, .oneToOne])
    }

    @Test func identicalCodeIsSharedAndCodeWithTranslatedCommentsIsAnAnchor() throws {
        let shared = "```swift\nlet host = UIHostingController(rootView: ContentView())\n```"
        let en = [
            "## Setup", "Create the hosting controller first.", shared,
            "Then add it as a child.", "```swift\n// attach to the parent\nparent.addChild(host)\n```",
        ]
        let zh = [
            "## 设置", "先创建托管控制器。", shared,
            "然后把它添加为子控制器。", "```swift\n// 附加到父控制器\nparent.addChild(host)\n```",
        ]
        let alignment = try align(en, zh)
        expectComplete(alignment, english: 5, chinese: 5)
        #expect(alignment.pairs.count == 5)
        #expect(alignment.pairs[2].bead == .shared)
        #expect(alignment.pairs[4].bead == .anchor)
        #expect(alignment.pairs[4].chineseSource.contains("附加到父控制器"))
    }

    @Test func headingAnchorsPinSectionsEvenWithUnevenLengths() throws {
        // The Chinese first section is much longer than its original: without the {#id} anchors a
        // length-only aligner would slide the headings.
        let en = [
            "## Lists {#lists}", "Use `List`.", "## Grids {#grids}", "Use `LazyVGrid` for grids of cells.",
        ]
        let zh = [
            "## 列表 {#lists}", "使用 `List`。列表会自动复用行视图，适合展示大量数据，并且支持滑动删除、分区标题以及下拉刷新等常见交互。",
            "## 网格 {#grids}", "网格使用 `LazyVGrid`。",
        ]
        let alignment = try align(en, zh)
        let headings = alignment.pairs.filter { $0.kind == "heading" }
        #expect(headings.map(\.bead) == [.anchor, .anchor])
        #expect(headings.map(\.texts.0) == [en[0], en[2]])
        #expect(headings.map(\.texts.1) == [zh[0], zh[2]])
    }

    /// The Chinese heading carries an id the English lacks (Kubernetes' translators add them): the
    /// id is the English heading's slug, so the two still pair, as an anchor.
    @Test func aHeadingWithAnIdOnOneSideStillPairs() throws {
        let en = [
            "### Define the key to use when creating a ConfigMap from a file",
            "You can define a key other than the file name when you use the `--from-file` argument.",
            "### Create ConfigMaps from literal values", "Use `--from-literal` to give a value on the command line.",
        ]
        let zh = [
            "### 定义从文件创建 ConfigMap 时要使用的键 {#define-the-key-to-use-when-creating-a-configmap-from-a-file}",
            "在使用 `--from-file` 参数时，你可以定义一个不同于文件名的键。",
            "### 根据字面值创建 ConfigMap {#create-configmaps-from-literal-values}", "使用 `--from-literal` 在命令行上给出值。",
        ]
        let headings = try align(en, zh).pairs.filter { $0.kind == "heading" }
        #expect(headings.map(\.bead) == [.anchor, .anchor])
        #expect(headings.map(\.texts.0) == [en[0], en[2]] && headings.map(\.texts.1) == [zh[0], zh[2]])
    }

    @Test func reorderedListItemsStayMonotoneAndNothingIsLost() throws {
        let en = [
            "Three modifiers matter here:",
            "- `padding(_:)` adds space around the view.",
            "- `frame(width:height:)` proposes a fixed size.",
            "- `background(_:)` draws behind the view.",
        ]
        let zh = [
            "这里有三个重要的修饰符：",
            "- `background(_:)` 在视图后面绘制内容。",
            "- `padding(_:)` 在视图周围添加间距。",
            "- `frame(width:height:)` 建议一个固定尺寸。",
        ]
        let alignment = try align(en, zh)
        expectComplete(alignment, english: 4, chinese: 4)
        // A monotone alignment cannot cross: the moved item is unpaired on both sides, the rest pair.
        let paired = alignment.pairs.filter { !$0.english.isEmpty && !$0.chinese.isEmpty }
        #expect(paired.map(\.englishSource) == [en[0], en[1], en[2]])
        #expect(paired.map(\.chineseSource) == [zh[0], zh[2], zh[3]])
        #expect(alignment.pairs.contains { $0.english.isEmpty && $0.chineseSource == zh[1] })
        #expect(alignment.pairs.contains { $0.chinese.isEmpty && $0.englishSource == en[3] })
    }

    @Test func emptySideLeavesEveryUnitUnpaired() throws {
        let english = try F.read(F.english(F.sections.map(\.en)), path: "guide.md")
        let empty = Document(path: "empty.zh.md", format: .markdown, blocks: [])
        let alignment = Aligner.align(english: english, chinese: empty)
        #expect(alignment.pairs.count == F.sections.count)
        #expect(alignment.pairs.allSatisfy { $0.chinese.isEmpty && $0.bead == .oneToZero })
        #expect(Aligner.align(english: empty, chinese: empty).pairs.isEmpty)
    }

    @Test func reviewThresholdMarksUncertainPairs() throws {
        let alignment = try align(F.sections.map(\.en), F.sections.map(\.zh))
        let strict = Aligner(options: .init(reviewThreshold: 1.0))
            .align(english: try F.read(F.english(F.sections.map(\.en)), path: "a.md"),
                   chinese: try F.read(F.english(F.sections.map(\.zh)), path: "b.md"))
        #expect(alignment.pairs.allSatisfy { !$0.needsReview })
        #expect(strict.pairs.allSatisfy { $0.needsReview == ($0.score < 1.0) })
        #expect(strict.pairs.contains { $0.needsReview })
    }

    @Test func mismatchedTranslationScoresLowerThanTheRealOne() throws {
        let en = ["Call `dismiss()` from `@Environment(\\.dismiss)` to close the sheet."]
        let right = try align(en, ["调用从 `@Environment(\\.dismiss)` 读取的 `dismiss()` 来关闭表单。"])
        let wrong = try align(en, ["网格使用 `LazyVGrid` 和 `GridItem` 来布局单元格，每一行可以包含多个不同大小的列。"])
        let rightScore = right.pairs.filter { !$0.chinese.isEmpty && !$0.english.isEmpty }.map(\.score).max() ?? 0
        let wrongScore = wrong.pairs.filter { !$0.chinese.isEmpty && !$0.english.isEmpty }.map(\.score).max() ?? 0
        #expect(rightScore > 0.9)
        #expect(wrongScore < rightScore)
    }

    @Test func largeInputsUseTheBandAndStayAligned() throws {
        // 700 paragraphs a side without anchors: beyond the exhaustive table, so the band runs.
        var en: [String] = []
        var zh: [String] = []
        for i in 0..<700 {
            let words = String(repeating: "view ", count: 5 + (i * 7) % 23)
            en.append("Step \(i) updates the \(words)layout.")
            if i != 350 { zh.append("第 \(i) 步更新" + String(repeating: "视图", count: 5 + (i * 7) % 23) + "布局。") }
        }
        let alignment = try align(en, zh)
        expectComplete(alignment, english: 700, chinese: 699)
        let unpaired = alignment.pairs.filter { $0.chinese.isEmpty }
        #expect(unpaired.map(\.englishSource) == [en[350]])
        for pair in alignment.pairs where !pair.chinese.isEmpty {
            #expect(pair.english.first.map { $0.index == (pair.chinese[0].index >= 350 ? pair.chinese[0].index + 1 : pair.chinese[0].index) } == true)
        }
    }
}
