import BitextKit
import BitextModel
import Testing

@Suite struct AlignerModeTests {
    typealias F = AlignmentFixtures

    static let code = """
        ```swift
        struct CounterView: View {
            @State private var count = 0
            var body: some View { Button("Add") { count += 1 } }
        }
        ```
        """

    @Test func interleavedFileSplitsByLanguageAndPairsCodeCopies() throws {
        let text = F.english([
            "# Counters", "# 计数器",
            "Keep the count in `@State` so the view owns it.", "用 `@State` 保存计数，让视图拥有它。",
            Self.code, Self.code,
            "Tap the button to increment `count`.", "点击按钮即可让 `count` 加一。",
        ])
        let alignment = Aligner().align(try F.read(text, path: "counter.md"))
        #expect(alignment.mode == .interleaved)
        #expect(alignment.englishPath == "counter.md" && alignment.chinesePath == "counter.md")
        #expect(alignment.pairs.count == 4)
        #expect(alignment.pairs.map(\.englishLines) == [1...1, 5...5, 9...14, 23...23])
        #expect(alignment.pairs.map(\.chineseLines) == [3...3, 7...7, 16...21, 25...25])
        #expect(alignment.pairs[2].kind == "code")
        #expect(alignment.pairs[2].bead == .anchor)
    }

    /// With `-` the two lists are one loose list in CommonMark; with `*` they are two lists.
    @Test(arguments: ["-", "*"])
    func anIdentifierOnlyItemStaysWithItsLanguageInAnInterleavedFile(chineseBullet: String) throws {
        // The second English item has no prose word; left neutral it would sit between the
        // English section and its translation and leave both unpaired.
        let text = F.english([
            "# Lookups", "# 查询",
            "Check the protocol in the docs first:", "先在文档中检查协议：",
            "- `searchDocs` with \"UIViewRepresentable\"\n- `fetchDocs`: `/docs/a`, `/docs/b`",
            "\(chineseBullet) 调用 `searchDocs`，传入关键词“UIViewRepresentable”\n\(chineseBullet) 调用 `fetchDocs`，传入路径 `/docs/a`、`/docs/b`",
        ])
        let alignment = Aligner().align(try F.read(text, path: "lookups.md"))
        #expect(alignment.mode == .interleaved)
        let unpaired = alignment.pairs.filter { $0.english.isEmpty || $0.chinese.isEmpty }
        #expect(unpaired.isEmpty, "\(unpaired.map { $0.englishSource + $0.chineseSource })")
        #expect(alignment.pairs.count == 4)
    }

    @Test func aMixedLineEndingTheChineseHalfStaysChinese() throws {
        // A metadata line in both scripts, then what was the page footer (here a comment).
        let zh = ["# 计数器", "用 `@State` 保存计数，让视图拥有它。", "也可以用 `Stepper` 代替按钮。", "技能：app-composition, camera-capture, swift-concurrency"]
        let en = ["# Counters", "Keep the count in `@State` so the view owns it.", "You can use a `Stepper` instead of a button.", "Skills: app-composition, camera-capture, swift-concurrency"]
        let text = F.english(zh + ["<!--\n32\n7\n-->"] + en)
        let document = try F.read(text, path: "counter.md")
        #expect(document.blocks[3].language == .mixed)
        let alignment = Aligner().align(document)
        #expect(alignment.mode == .halves)
        let unpaired = alignment.pairs.filter { $0.english.isEmpty || $0.chinese.isEmpty }
        #expect(unpaired.isEmpty, "\(unpaired.map { $0.englishSource + $0.chineseSource })")
        #expect(alignment.pairs.last?.chineseSource == zh[3])
        #expect(alignment.pairs.last?.englishSource == en[3])
    }

    @Test func chinesePageFollowedByEnglishPageIsHalves() throws {
        let zh = ["# 计数器", "用 `@State` 保存计数，让视图拥有它。", "也可以用 `Stepper` 代替按钮。", "## 小结", "状态变化时 SwiftUI 会刷新 `body`。"]
        let en = ["# Counters", "Keep the count in `@State` so the view owns it.", "## Summary", "SwiftUI refreshes `body` when the state changes."]
        let alignment = Aligner().align(try F.read(F.english(zh + en), path: "counter.md"))
        #expect(alignment.mode == .halves)
        let pairs = alignment.pairs.filter { !$0.english.isEmpty && !$0.chinese.isEmpty }
        #expect(pairs.map(\.englishSource) == [en[0], en[1], en[2], en[3]])
        #expect(pairs.map(\.chineseSource) == [zh[0], zh[1], zh[3], zh[4]])
        // The sentence the English half left out stays, unpaired.
        #expect(alignment.pairs.contains { $0.english.isEmpty && $0.chineseSource == zh[2] })
    }

    static let commented = """
        ---
        title: 计数器
        ---
        <!--
        title: Counters
        -->

        <!-- overview -->

        <!--
        ## Keeping state

        Keep the count in `@State`.
        The view owns it.
        -->
        ## 保存状态 {#keeping-state}

        用 `@State` 保存计数。
        视图拥有它。

        ```swift
        @State private var count = 0
        ```

        这一段没有英文注释。

        <!--
        Tap the button to add one.
        -->
        点击按钮即可加一。

        Untranslated English paragraph left in the page.

        <!--
        A sentence whose translation is missing.
        -->
        """

    @Test func commentModeReadsTheTranslatorsPairs() throws {
        let document = try F.read(Self.commented, path: "counter.zh.md")
        let alignment = Aligner().align(document)
        #expect(alignment.mode == .comments)
        let pairs = alignment.pairs.map { ($0.englishSource, $0.chineseSource, $0.bead) }
        #expect(pairs.count == 7)
        #expect(pairs[0] == ("Counters", "计数器", .comment))
        #expect(pairs[1] == ("## Keeping state\n\nKeep the count in `@State`.\nThe view owns it.", "## 保存状态 {#keeping-state}\n\n用 `@State` 保存计数。\n视图拥有它。", .comment))
        #expect(alignment.pairs[1].englishLines == 11...14)
        #expect(alignment.pairs[1].chineseLines == 16...19)
        #expect(alignment.pairs[1].english.count == 2 && alignment.pairs[1].chinese.count == 2)
        #expect(alignment.pairs[2].bead == .shared)
        #expect(alignment.pairs[2].kind == "code")
        #expect(pairs[3] == ("", "这一段没有英文注释。", .zeroToOne))
        #expect(pairs[4] == ("Tap the button to add one.", "点击按钮即可加一。", .comment))
        #expect(pairs[5] == ("Untranslated English paragraph left in the page.", "", .oneToZero))
        #expect(pairs[6] == ("A sentence whose translation is missing.", "", .oneToZero))
        #expect(alignment.pairs.allSatisfy { $0.score == 1 })
    }

    @Test func commentsInsideListItemsArePairedItemByItem() throws {
        let text = """
            <!--
            Follow these steps:
            -->
            按以下步骤操作：

            1. <!--
               Create the view.
               -->
               创建视图。

            2. <!--
               Preview it in Xcode.
               -->
               在 Xcode 中预览它。
            """
        let alignment = Aligner().align(try F.read(text, path: "steps.zh.md"))
        #expect(alignment.mode == .comments)
        let pairs = alignment.pairs.filter { $0.bead == .comment }
        #expect(pairs.map(\.english.first?.plainText) == ["Follow these steps:", "Create the view.", "Preview it in Xcode."])
        #expect(pairs.map(\.chinese.first?.plainText) == ["按以下步骤操作：", "创建视图。", "在 Xcode 中预览它。"])
    }

    @Test func forcedModeOverridesDetection() throws {
        let document = try F.read(Self.commented, path: "counter.zh.md")
        let forced = Aligner(options: .init(mode: .interleaved)).align(document)
        #expect(forced.mode == .interleaved)
        #expect(!forced.pairs.contains { $0.bead == .comment })
    }

    @Test func sentenceGranularitySplitsParagraphPairs() throws {
        let en = "Keep the count in `@State`, e.g. `@State var count = 0`. The view owns it! Does it reset? Only when the view's identity changes."
        let zh = "用 `@State` 保存计数，例如 `@State var count = 0`。视图拥有它！它会被重置吗？只有视图的标识变化时才会。"
        let aligner = Aligner(options: .init(granularity: .sentence))
        let alignment = aligner.align(english: try F.read(en, path: "a.md"), chinese: try F.read(zh, path: "b.md"))
        #expect(alignment.granularity == .sentence)
        #expect(alignment.pairs.map(\.englishSource) == [
            "Keep the count in `@State`, e.g. `@State var count = 0`.", "The view owns it!", "Does it reset?",
            "Only when the view's identity changes.",
        ])
        #expect(alignment.pairs.map(\.chineseSource) == ["用 `@State` 保存计数，例如 `@State var count = 0`。", "视图拥有它！", "它会被重置吗？", "只有视图的标识变化时才会。"])
    }
}
