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

    @Test func normalizationIgnoresCommentsStringsAndSpacing() {
        let a = "let x = f(\"a\")  // one\n\n    return x"
        let b = "let x = f(\"b\") // 二\nreturn   x"
        #expect(CodeNormalizer.key(a) == CodeNormalizer.key(b))
        #expect(CodeNormalizer.key("let x = 1") != CodeNormalizer.key("let x = 2"))
    }
}
