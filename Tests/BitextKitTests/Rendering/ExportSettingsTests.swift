@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// One target language in every format, a PO header gettext takes as complete, and stale pairs as
/// gettext marks them.
@Suite struct ExportSettingsTests {
    @Test(arguments: [("zh-CN", "zh-CN"), ("zh-cn", "zh-CN"), ("zh-hans", "zh-Hans"), ("ZH-hant-hk", "zh-Hant-HK"), ("zh", "zh"), ("zh-156", "zh-156")])
    func tagsAreCanonical(given: String, canonical: String) throws {
        #expect(try ExportSettings.validated(language: given) == canonical)
    }

    @Test(arguments: ["en-US", "zh_CN", "zh-Hans-CN-x", "", "zh-C", "中文"])
    func otherTagsAreRefused(given: String) {
        #expect(throws: BitextError.self) { try ExportSettings.validated(language: given) }
    }

    @Test func everyFormatNamesTheTargetLanguage() throws {
        let bundle = BundleBuilder().bundle(Fixtures.processed("# Hosting\n\nUse a host.\n", "# 托管\n\n使用托管。\n"), name: "g")
        let settings = ExportSettings(targetLanguage: "zh-TW", revisionDate: Date(timeIntervalSince1970: 1_764_000_000))
        let po = try ExportFormat.po.render([bundle], settings: settings)
        for field in ["PO-Revision-Date: 2025-11-24 16:00+0000", "Last-Translator: ", "Language-Team: zh-TW", "Language: zh_TW", "Plural-Forms: "] {
            #expect(po.contains(field), "\(field)")
        }
        #expect(try ExportFormat.tmx.render([bundle], settings: settings).contains("<tuv xml:lang=\"zh-TW\">"))
        #expect(try ExportFormat.xliff.render([bundle], settings: settings).contains("trgLang=\"zh-TW\""))
    }

    /// A stale pair (its comment holds older English) is fuzzy with that English as `#| msgid`,
    /// and the bundle keeps it as `previous`.
    @Test func stalePairsAreFuzzyWithTheirPreviousEnglish() throws {
        let en = "# Title\n\nPods restart when their node fails and the controller sees it.\n"
        let zh = "<!--\n# Title\n-->\n# 标题\n\n<!--\nPods restart when their node fails.\n-->\nPod 会在其节点失败时重启。\n"
        let bundle = BundleBuilder().bundle(Fixtures.processed(en, zh), name: "g")
        let stale = try #require(bundle.pairs.first { $0.state == .stale })
        #expect(stale.previous == "Pods restart when their node fails.")
        let po = try ExportFormat.po.render([bundle])
        #expect(po.contains("#, fuzzy\n#| msgid \"Pods restart when their node fails.\"\nmsgctxt \"g#\(stale.id)\""))
    }
}

/// Inline code keeps one id across source and target in XLIFF 2.1, XLIFF 1.2 and TMX.
@Suite struct InlineCodeIDTests {
    static let unit = TranslationUnit(
        id: "p1", document: "g", kind: "paragraph", state: .translated, score: 1,
        english: [.text("Call "), .code("a()"), .text(" then "), .code("b()"), .text(".")],
        chinese: [.text("先调用 "), .code("b()"), .text("，再调用 "), .code("a()"), .text("，和 "), .code("c()"), .text("。")], source: "g.md:1")

    @Test func aKeptSpanHasItsSourceNumber() {
        let numbers = InlineCodeNumbers(english: Self.unit.english, chinese: Self.unit.chinese)
        #expect(numbers.source == [1, 2])
        #expect(numbers.target == [2, 1, 3])
        #expect(numbers.codes == ["`a()`", "`b()`", "`c()`"])
    }

    @Test func everyFormatUsesTheSameIDs() {
        let xliff = XLIFFExporter().export([Self.unit])
        #expect(xliff.contains("<source>Call <ph id=\"c1\" dataRef=\"d1\" disp=\"`a()`\"/> then <ph id=\"c2\""))
        #expect(xliff.contains("<target>先调用 <ph id=\"c2\" dataRef=\"d2\" disp=\"`b()`\"/>，再调用 <ph id=\"c1\""))
        #expect(xliff.components(separatedBy: "<data id=").count - 1 == 3)
        let xlf = XLIFF12Exporter().export([Self.unit])
        #expect(xlf.contains("<target xml:space=\"preserve\" state=\"translated\">先调用 <ph id=\"2\" ctype=\"x-code\">`b()`</ph>"))
        let tmx = TMXExporter().export([Self.unit])
        #expect(tmx.contains("先调用 <ph x=\"2\" type=\"code\">`b()`</ph>"))
    }
}

/// `--include-code-comments`: a translated comment is a unit, in the page's order.
@Suite struct CodeCommentUnitTests {
    @Test func translatedCommentsAreUnitsInPageOrder() throws {
        let en = "# Setup\n\nRun this first.\n\n```yaml\n# Create the namespace first\nkind: Namespace\n```\n\nThen apply the rest.\n"
        let zh = "# 设置\n\n先运行这个。\n\n```yaml\n# 先创建名字空间\nkind: Namespace\n```\n\n然后应用其余部分。\n"
        let bundle = BundleBuilder().bundle(Fixtures.processed(en, zh), name: "g")
        #expect(!TranslationUnit.units(of: bundle).contains { $0.kind == "code-comment" })
        let units = TranslationUnit.units(of: bundle, codeComments: true)
        let comment = try #require(units.first { $0.kind == "code-comment" })
        #expect(TranslationUnit.plainText(comment.english) == "# Create the namespace first")
        #expect(TranslationUnit.plainText(comment.chinese) == "# 先创建名字空间")
        #expect(comment.source.hasSuffix(":6"))
        // Between the paragraph above the code and the one below it.
        let kinds = units.map(\.kind)
        #expect(kinds.firstIndex(of: "code-comment")! > 1 && kinds.firstIndex(of: "code-comment")! < kinds.count - 1, "\(kinds)")
    }
}

/// `--segment cell` and `--segment sentence`: smaller units, as CAT tools work.
@Suite struct SegmentTests {
    static let en = "# Options\n\nTwo sentences here. And a second one.\n\n| Option | Effect |\n| --- | --- |\n| `sizingOptions` | Reports the ideal size. |\n"
    static let zh = "# 选项\n\n这里有两句话。还有第二句。\n\n| 选项 | 效果 |\n| --- | --- |\n| `sizingOptions` | 报告理想尺寸。 |\n"

    @Test func tableCellsAreUnitsAndCodeCellsAreNot() {
        let bundle = BundleBuilder().bundle(Fixtures.processed(Self.en, Self.zh), name: "g")
        let units = TranslationUnit.units(of: bundle, cells: true)
        #expect(!units.contains { $0.kind == "table" })
        let cells = units.filter { $0.kind == "table-cell" }
        #expect(cells.map { TranslationUnit.plainText($0.english) } == ["Option", "Effect", "Reports the ideal size."])
        #expect(cells.map { TranslationUnit.plainText($0.chinese) } == ["选项", "效果", "报告理想尺寸。"])
        #expect(Set(cells.map(\.id)).count == 3)
    }

    /// A table right under its intro (no blank line between): the intro is its own unit, once,
    /// and the table's cells are units.
    @Test func aTableUnderItsIntro() {
        let en = "Options:\n| Option | Effect |\n| --- | --- |\n| `a` | Reports the size. |\n"
        let zh = "选项：\n| 选项 | 效果 |\n| --- | --- |\n| `a` | 报告尺寸。 |\n"
        let bundle = BundleBuilder().bundle(Fixtures.processed(en, zh), name: "g")
        #expect(TranslationUnit.units(of: bundle).map { TranslationUnit.markdownText($0.english) } == ["Options:", "Option\tEffect\n`a`\tReports the size."])
        #expect(TranslationUnit.units(of: bundle, cells: true).map { TranslationUnit.markdownText($0.english) } == ["Options:", "Option", "Effect", "Reports the size."])
    }

    @Test func sentencesAreUnitsWhenSourcesAlignBySentence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-segment-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.en.utf8).write(to: folder.appendingPathComponent("g.md"))
        try Data(Self.zh.utf8).write(to: folder.appendingPathComponent("g.zh.md"))
        var loader = BundleLoader()
        let paragraphs = try loader.load([folder.path]).bundles.values.flatMap { TranslationUnit.units(of: $0) }
        loader.aligning.granularity = .sentence
        let sentences = try loader.load([folder.path]).bundles.values.flatMap { TranslationUnit.units(of: $0) }
        #expect(sentences.contains { TranslationUnit.plainText($0.english) == "Two sentences here." && TranslationUnit.plainText($0.chinese) == "这里有两句话。" })
        #expect(sentences.count > paragraphs.count)
    }
}
