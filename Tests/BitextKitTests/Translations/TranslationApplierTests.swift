@testable import BitextKit
import BitextModel
import Testing

/// A translation written into English Markdown: translated text in place, structure and
/// untranslatable bytes kept.
@Suite struct TranslationApplierTests {
    static let english = """
        ---
        title: Leases
        weight: 30
        description: >
          Locks for the
          cluster.
        ---

        ## Node heartbeats {#node-heart-beats}

        Kubernetes uses the [Lease API](/docs/lease) to send
        heartbeats, see `kube-node-lease`.

        - First item
        - Second item
          > quoted part

        | Field | Meaning |
        |-------|---------|
        | `name` | The name of it |

        ```go
        // renew the lease
        lease.Renew()
        ```

        Left in English.

        """

    static func entry(_ english: String, _ chinese: String, kind: String? = nil) -> TranslationEntry {
        TranslationEntry(document: nil, id: nil, kind: kind, english: english, chinese: chinese, line: 1)
    }

    static let entries = [
        entry("Leases", "租约"), entry("Locks for the cluster.", "集群的锁。"), entry("Node heartbeats", "节点心跳"),
        entry("Kubernetes uses the [Lease API](/docs/lease) to send heartbeats, see `kube-node-lease`.", "Kubernetes 用 [Lease API](/docs/lease) 发送心跳，见 `kube-node-lease`。"),
        entry("First item\nSecond item\nquoted part", "第一项\n第二项\n引用部分"), entry("Field\tMeaning\n`name`\tThe name of it", "字段\t含义\n`name`\t它的名字"),
        entry("// renew the lease", "// 续约", kind: "code-comment"), entry("Left in English.", ""),
    ]

    @Test func everyKindOfSegmentIsWrittenInPlace() {
        var applier = TranslationApplier(memory: TranslationMemory(Self.entries, names: ["leases"]))
        let result = applier.apply(Self.english)
        #expect(result.text == """
            ---
            title: "租约"
            weight: 30
            description: "集群的锁。"
            ---

            ## 节点心跳 {#node-heart-beats}

            Kubernetes 用 [Lease API](/docs/lease) 发送心跳，见 `kube-node-lease`。

            - 第一项
            - 第二项
              > 引用部分

            | 字段 | 含义 |
            |-------|---------|
            | `name` | 它的名字 |

            ```go
            // 续约
            lease.Renew()
            ```

            Left in English.

            """)
        #expect(result.units == 12)
        #expect(result.translated == 11)
    }

    /// A translation that would start a block of its own (a fence, a setext underline, a
    /// heading in a list item, a table's delimiter row, an HTML block, four spaces after a blank
    /// line) is written as text: the document keeps its blocks.
    @Test func aTranslationCannotChangeTheDocumentsBlocks() {
        let markdown = "First paragraph.\n\nSecond paragraph.\n\n- An item.\n\nThird paragraph.\n\n```\ncode stays\n```\n"
        let entries = [
            Self.entry("First paragraph.", "第一段。\n~~~~"), Self.entry("Second paragraph.", "第二段\n---"),
            Self.entry("An item.", "# 一项"), Self.entry("Third paragraph.", "甲 | 乙\n--|--\n\n    <div>四个空格</div>"),
        ]
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: []))
        let result = applier.apply(markdown)
        let kinds = MarkdownReader().read(SourceFile(path: "", text: result.text)).document.blocks.map(\.kind.name)
        let before = MarkdownReader().read(SourceFile(path: "", text: markdown)).document.blocks.map(\.kind.name)
        #expect(result.translated == 4)
        #expect(kinds.filter { $0 != "paragraph" } == before.filter { $0 != "paragraph" }, "\(result.text)")
        #expect(result.text.contains("\\~~~~") && result.text.contains("\\---") && result.text.contains("- \\# 一项"))
        #expect(result.text.hasSuffix("```\ncode stays\n```\n"))
    }

    /// A line the English itself starts as a block keeps its meaning in the translation.
    @Test func blockStartersTheEnglishHasAreKept() {
        #expect(BlockStarters.escaped("<div>中文</div>", english: "<div>English</div>") == "<div>中文</div>")
        #expect(BlockStarters.escaped("<div>中文</div>", english: "English") == "\\<div>中文</div>")
        #expect(BlockStarters.escaped("2019. 年份", english: "The year") == "2019\\. 年份")
        #expect(BlockStarters.escaped("+ 加号", english: "Plus") == "\\+ 加号")
        #expect(BlockStarters.escaped("#标签 不是标题", english: "Tag") == "#标签 不是标题")
    }

    /// One long translation of a paragraph the document repeats many times: written until the
    /// document reaches 40 times its English and a megabyte, the rest left in English and counted.
    @Test func translationsStopAtTheDocumentsSizeBudget() {
        let markdown = String(repeating: "Hello.\n\n", count: 20_000)
        let long = String(repeating: "你好", count: 1_500)
        var applier = TranslationApplier(memory: TranslationMemory([Self.entry("Hello.", long)], names: []))
        let result = applier.apply(markdown)
        let budget = 40 * markdown.utf8.count + 1_048_576
        #expect(result.text.utf8.count <= budget + markdown.utf8.count)
        #expect(result.overBudget > 0 && result.translated > 0)
        #expect(result.translated + result.overBudget == result.units && result.units == 20_000)
    }

    @Test func aTableCellByCellAndARepeatedEnglishInOrder() {
        let markdown = "| A | B |\n|---|---|\n| Yes | No |\n\nYes sir.\n\nYes sir.\n"
        let entries = [Self.entry("A", "甲"), Self.entry("Yes", "是"), Self.entry("Yes sir.", "是的，先生。"), Self.entry("Yes sir.", "好的。")]
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: []))
        #expect(applier.apply(markdown).text == "| 甲 | B |\n|---|---|\n| 是 | No |\n\n是的，先生。\n\n好的。\n")
    }

    /// Only the document's own entries are used: named as it is, or under a folder above the tree
    /// applied (an export of a Hugo `content/` names `en/docs/pods`; applying `content/en` finds
    /// `docs/pods`).
    @Test(arguments: [
        (["other", "guide"], "guide"),
        (["en/docs/other-pods", "en/docs/pods"], "docs/pods"),
    ])
    func onlyTheDocumentsOwnEntriesAreUsed(documents: [String], name: String) {
        let entries = documents.enumerated().map { offset, document in
            TranslationEntry(document: document, id: "p1", english: "Hello there.", chinese: document.hasSuffix(name) ? "你好。" : "别处。", line: 1 + 4 * offset)
        }
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: [name]))
        #expect(applier.apply("Hello there.\n").text == "你好。\n")
    }

    @Test func aCRLFDocumentIsTranslatedAndKeepsItsLineEndings() {
        var applier = TranslationApplier(memory: TranslationMemory([Self.entry("Title", "标题"), Self.entry("Hello world.", "你好，世界。")], names: []))
        #expect(applier.apply("# Title\r\n\r\nHello\r\nworld.\r\n").text == "# 标题\r\n\r\n你好，世界。\r\n")
    }

    /// cmark-gfm starts a table that interrupts a paragraph on the paragraph's first line.
    @Test func aParagraphRightAboveATableIsItsOwnSegment() {
        let markdown = "Supported values:\n| Value | Meaning |\n|---|---|\n| on | enabled |\n"
        let entries = [Self.entry("Supported values:", "支持的值："), Self.entry("Value\tMeaning\non\tenabled", "值\t含义\n开\t启用")]
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: []))
        #expect(applier.apply(markdown).text == "支持的值：\n| 值 | 含义 |\n|---|---|\n| 开 | 启用 |\n")
    }

    /// A template's empty entry (or the untranslated export beside the translated file) does not
    /// hide the translation; a target that copies the English is no translation; padding and a
    /// line break in a heading's translation are not written into the heading.
    @Test func emptyCopiedAndPaddedTranslations() {
        let entries = [
            Self.entry("Install it", ""), Self.entry("Install it", "\n  安装它\n"), Self.entry("Keep this as it is.", "Keep this as it is."),
        ]
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: []))
        let result = applier.apply("## Install it {#install}\n\nKeep this as it is.\n")
        #expect(result.text == "## 安装它 {#install}\n\nKeep this as it is.\n")
        #expect(result.translated == 1 && result.units == 2)
    }

    @Test func aCommentIsReplacedWhereItIsNotInTheStringBeforeIt() {
        var applier = TranslationApplier(memory: TranslationMemory([Self.entry("# install", "# 安装", kind: "code-comment")], names: []))
        #expect(applier.apply("```sh\necho \"# install\"  # install\n```\n").text == "```sh\necho \"# install\"  # 安装\n```\n")
    }

    @Test func aPipeInACellTranslationIsEscapedOnce() {
        var applier = TranslationApplier(memory: TranslationMemory([Self.entry("Pipe `a \\| b`", "管道 `a \\| b` 或 c|d")], names: []))
        #expect(applier.apply("| Pipe `a \\| b` |\n|---|\n").text == "| 管道 `a \\| b` 或 c\\|d |\n|---|\n")
    }
}
