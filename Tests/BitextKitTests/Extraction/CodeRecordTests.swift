import BitextKit
import BitextModel
import Testing

@Suite struct CodeRecordTests {
    func extract(_ en: String, _ zh: String) -> Extraction {
        let english = Fixtures.markdown(en, path: "en.md").document
        let chinese = Fixtures.markdown(zh, path: "zh.md").document
        let alignment = Aligner().align(english: english, chinese: chinese)
        return Extractor().extract(alignment: alignment, english: english, chinese: chinese)
    }

    @Test func translatedCommentsMakeOneRecordWithTwoVariants() {
        let en = "# Setup\n\nCreate the bar.\n\n```swift\nlet bar = UISearchBar() // create it\nbar.text = \"Search\"\n```\n"
        let zh = "# 设置\n\n创建搜索栏。\n\n```swift\nlet bar = UISearchBar() // 创建它\nbar.text = \"搜索\"\n```\n"
        let records = extract(en, zh).code
        #expect(records.count == 1)
        let record = records[0]
        #expect(record.language == "swift")
        #expect(record.variants.en?.contains("create it") == true)
        #expect(record.variants.zh?.contains("创建它") == true)
        #expect(record.differingLines == [1, 2])
        #expect(record.headings.en == ["Setup"])
        #expect(record.headings.zh == ["设置"])
        #expect(record.occurrences.map(\.side) == [.en, .zh])
        #expect(record.spans.zh.contains { $0.kind == .comment && $0.language == .zh && $0.line == 1 })
        #expect(record.spans.en.contains { $0.kind == .string && $0.line == 2 })
    }

    @Test func identicalCopiesCollapseAndDifferentCodeStaysApart() {
        let code = "```bash\nswift build -c release\n```\n"
        let other = "```bash\nswift test\n```\n"
        let records = extract("Build it.\n\n" + code + "\nTest it.\n\n" + other, "构建它。\n\n" + code + "\n测试它。\n\n" + other).code
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.differingLines.isEmpty && $0.variants.en == $0.variants.zh })
        #expect(records.allSatisfy { $0.occurrences.count == 2 })
        #expect(records[0].language == "shell")
    }

    @Test func codeOnlyInOneLanguageHasOneVariant() {
        let records = extract("Text.\n\n```\nlet onlyHere = 1\n```\n", "文本。\n").code
        #expect(records.count == 1)
        #expect(records[0].variants.zh == nil)
        #expect(records[0].language == "swift")
    }

    @Test func interleavedFileSplitsCopiesByLanguage() {
        let text = """
        ## Sync state

        Forward changes through the binding.

        ```swift
        bar.delegate = context.coordinator // forward edits
        ```

        ## 同步状态

        通过绑定转发变化。

        ```swift
        bar.delegate = context.coordinator // 转发编辑
        ```
        """
        let document = Fixtures.markdown(text, path: "both.md").document
        let alignment = Aligner().align(document)
        let records = Extractor().extract(alignment: alignment, english: document, chinese: document).code
        #expect(records.count == 1)
        #expect(records[0].variants.en?.contains("forward edits") == true)
        #expect(records[0].variants.zh?.contains("转发编辑") == true)
        #expect(records[0].differingLines == [1])
        #expect(records[0].headings.en == ["Sync state"])
        #expect(records[0].headings.zh == ["同步状态"])
    }

    @Test func translatedOutlineOfSignaturesPairsWithItsOriginal() {
        // A scraped interleaved page: the Chinese copy of the pseudo-code translated the
        // descriptions after the arrows and kept the signatures.
        let text = """
        Engine Lifecycle

        引擎生命周期

        Each engine goes through three calls, in this order:
        start(engine:) → Called once. Warms the engine.
        tick(_:delta:) → Called every frame. Advance the state.
        stop(engine:) → Called at the end. Release buffers.
        Keep the tick cheap: it runs sixty times a second.
        每个引擎都会按顺序经历三次调用:
        start(engine:) → 调用一次。预热引擎。
        tick(_:delta:) → 每帧调用。推进状态。
        stop(engine:) → 结束时调用。释放缓冲区。
        让tick保持轻量:它每秒运行六十次。
        """
        let document = Fixtures.markdown(text, path: "engine.txt").document
        let alignment = Aligner().align(document)
        let records = Extractor().extract(alignment: alignment, english: document, chinese: document).code
        #expect(records.count == 1)
        #expect(records.first?.variants.en?.contains("Warms the engine.") == true)
        #expect(records.first?.variants.zh?.contains("预热引擎。") == true)
        #expect(records.first?.differingLines == [1, 2, 3])
        #expect(records.first?.occurrences.map(\.side) == [.en, .zh])
    }

    @Test func normalizationIgnoresCommentsStringsAndSpacing() {
        let a = "let x = f(\"a\")  // one\n\n    return x"
        let b = "let x = f(\"b\") // 二\nreturn   x"
        #expect(CodeNormalizer.key(a) == CodeNormalizer.key(b))
        #expect(CodeNormalizer.key("let x = 1") != CodeNormalizer.key("let x = 2"))
    }
}
