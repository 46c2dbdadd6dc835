@testable import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct PageRendererTests {
    /// Scores are shown as printf's `%.2f` would, ties and binary fractions included.
    @Test func scoresFormatLikePrintf() {
        var values = (0...10_000).map { Double($0) / 10_000 }
        values += [0.125, 0.375, 0.005, 0.015, 0.025, 1.005, 2.675, 0.994999999, 99.995, 1234.565, 7.0, 0.1 + 0.2]
        var generator = SystemRandomNumberGenerator()
        values += (0..<2_000).map { _ in Double.random(in: 0..<1000, using: &generator) }
        for value in values {
            #expect(PageRenderer.twoDecimals(value) == String(format: "%.2f", value), "\(value)")
        }
    }

    func processed(_ en: String, _ zh: String) -> ProcessedDocument {
        Fixtures.processed(en, zh, name: "guide")
    }

    func page(_ en: String, _ zh: String) throws -> String {
        let p = processed(en, zh)
        return try PageRenderer().render(p, bundle: BundleBuilder().bundle(p, name: "guide"))
    }

    static let attacks: [String] = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[click](javascript:alert(1))",
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
        "<svg onload=alert(1)><circle/></svg>",
        "<math><mtext><script>alert(1)</script></mtext></math>",
        "<!-- --><script>alert(1)</script> -->",
        "<![CDATA[<script>alert(1)</script>]]>",
        "[title](https://x.dev \"a\\\" onmouseover=\\\"alert(1)\")",
        "{{#pairs}}{{{css}}}{{/pairs}} and {{title}}",
        "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
        "<iframe src=\"https://evil.example\"></iframe>",
    ]

    @Test func pairedTableGridKeepsInlineCodeAndEscapesIt() throws {
        let en = "# Hosting\n\n| Method | Purpose |\n| --- | --- |\n| `makeUIView(context:)` | Creates the view |\n| `a<b>()` then `c()` | Compares <i>two</i> |\n"
        let zh = "# 托管\n\n| 方法 | 用途 |\n| --- | --- |\n| `makeUIView(context:)` | 创建视图 |\n| `a<b>()` then `c()` | 比较两个值 |\n"
        let html = try page(en, zh)
        let grid = try #require(html.components(separatedBy: "<div class=\"bt-table-paired\">").dropFirst().first)
        #expect(grid.contains("<span class=\"bt-en\" lang=\"en\"><code>makeUIView(context:)</code></span>"))
        #expect(grid.contains("<code>a&lt;b&gt;()</code> then <code>c()</code>"))
        #expect(grid.contains("Compares &lt;i&gt;two&lt;/i&gt;") || grid.contains("Compares two"))
        #expect(!grid.contains("<i>"))
    }

    @Test(arguments: attacks)
    func attackInputsRenderInert(attack: String) throws {
        let html = try page("# Guide\n\nIntro paragraph.\n\n\(attack)\n", "# 指南\n\n介绍段落。\n\n\(attack)\n")
        let main = html.components(separatedBy: "<main").last?.components(separatedBy: "</main>").first ?? html
        for tag in Self.tags(in: main) {
            #expect(!["script", "svg", "math", "iframe", "object", "embed", "style"].contains(tag.name), "\(tag)")
            #expect(!tag.attributes.contains { $0.name.hasPrefix("on") }, "\(tag)")
            for attribute in tag.attributes where attribute.name == "href" || attribute.name == "src" {
                #expect(HTMLEscaping.isSafeURL(attribute.value), "\(tag)")
            }
        }
        let body = main
        // Mustache in content is text, never re-expanded.
        if attack.contains("{{") { #expect(body.contains("{{#pairs}}")) }
    }

    /// Start tags as a browser would see them: `<` followed by a letter starts a tag; escaped
    /// `&lt;` does not. Attribute values are unquoted and unescaped just enough to check them.
    static func tags(in html: String) -> [(name: String, attributes: [(name: String, value: String)])] {
        var result: [(String, [(String, String)])] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter, let close = rest.firstIndex(of: ">") else { continue }
            let inside = rest[..<close]
            let name = String(inside.prefix { $0.isLetter || $0.isNumber }).lowercased()
            var attributes: [(String, String)] = []
            var scanner = inside.dropFirst(name.count)
            while let start = scanner.firstIndex(where: { !$0.isWhitespace && $0 != "/" }) {
                scanner = scanner[start...]
                let attrName = String(scanner.prefix { $0 != "=" && !$0.isWhitespace && $0 != "/" }).lowercased()
                scanner = scanner.dropFirst(attrName.count)
                var value = ""
                if scanner.first == "=" {
                    scanner = scanner.dropFirst()
                    if let quote = scanner.first, quote == "\"" || quote == "'" {
                        let body = scanner.dropFirst()
                        let end = body.firstIndex(of: quote) ?? body.endIndex
                        value = String(body[..<end])
                        scanner = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
                    } else {
                        value = String(scanner.prefix { !$0.isWhitespace })
                        scanner = scanner.dropFirst(value.count)
                    }
                }
                if attrName.isEmpty { break }
                attributes.append((attrName, value.replacingOccurrences(of: "&amp;", with: "&")))
            }
            result.append((name, attributes))
            rest = rest[close...]
        }
        return result
    }

    @Test func pageHasBothLanguagesWithLangAttributesAndPermalinks() throws {
        let html = try page("# Guide\n\n## Setup\n\nInstall it.\n", "# 指南\n\n## 设置\n\n安装它。\n")
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("lang=\"zh-Hans\""))
        #expect(html.contains("Install it."))
        #expect(html.contains("安装它。"))
        #expect(html.contains("class=\"bt-permalink\" href=\"#p"))
        #expect(html.contains("bt-toc"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func untranslatedParagraphsAreMarkedNotHidden() throws {
        let html = try page("First paragraph here.\n\nSecond paragraph stays English only.\n", "第一段在这里。\n")
        #expect(html.contains("bt-unpaired"))
        #expect(html.contains("Second paragraph stays English only."))
    }

    @Test func codeWithTranslatedCommentsGetsAVariantSwitch() throws {
        let html = try page(
            "Make it.\n\n```swift\nlet v = UIView() // make the view\n```\n",
            "创建它。\n\n```swift\nlet v = UIView() // 创建视图\n```\n")
        #expect(html.contains("bt-code-variants"))
        #expect(html.contains("中文注释"))
        #expect(html.components(separatedBy: "<figure").count == 2)
    }

    @Test func bundlesAreByteDeterministic() throws {
        let p = processed("# A\n\nText `code`.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n", "# 甲\n\n文本 `code`。\n\n| a | b |\n| - | - |\n| 1 | 2 |\n")
        let first = try BundleJSON.data(BundleBuilder().bundle(p, name: "g"))
        let second = try BundleJSON.data(BundleBuilder().bundle(processed("# A\n\nText `code`.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n", "# 甲\n\n文本 `code`。\n\n| a | b |\n| - | - |\n| 1 | 2 |\n"), name: "g"))
        #expect(first == second)
        let ids = BundleBuilder().bundle(p, name: "g").pairs.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func bundleValidatesAgainstTheSchema() throws {
        let python = "/usr/bin/env"
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["python3", "-c", "import jsonschema"]
        try check.run()
        check.waitUntilExit()
        // jsonschema ships with python3 on the project's machines; elsewhere there is nothing to run.
        guard check.terminationStatus == 0 else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let text = Fixtures.text("everything.md", in: "markdown")
        let p = processed(text, text.replacingOccurrences(of: "Everything in one guide", with: "一份包含一切的指南"))
        try BundleJSON.data(BundleBuilder().bundle(p, name: "everything")).write(to: dir.appendingPathComponent("everything.json"))
        let validate = Process()
        validate.executableURL = URL(fileURLWithPath: python)
        validate.arguments = ["python3", root.appendingPathComponent("scripts/check-bundles").path, dir.path]
        let pipe = Pipe()
        validate.standardOutput = pipe
        try validate.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validate.waitUntilExit()
        #expect(validate.terminationStatus == 0, "\(output)")
    }

    /// A stale pair shows, on the reader page, what changed in the English since the translation.
    @Test func aStalePairShowsItsEnglishWordDiff() throws {
        let paragraphs = CoverageTests.paragraphs, translations = CoverageTests.translations
        let en = "\(paragraphs[0])\n\n\(paragraphs[1].replacingOccurrences(of: "whenever", with: "every time"))\n"
        let zh = "<!--\n\(paragraphs[0])\n-->\n\(translations[0])\n\n<!--\n\(paragraphs[1])\n-->\n\(translations[1])\n"
        let processed = processed(en, zh)
        let bundle = BundleBuilder().bundle(processed, name: "guide")
        #expect(bundle.pairs.contains { $0.state == .stale }, "\(bundle.pairs.map(\.state))")
        let html = try PageRenderer().render(processed, bundle: bundle)
        #expect(html.contains("<del>whenever</del> <ins>every time</ins>"), "\(html.components(separatedBy: "bt-diff").dropFirst().first?.prefix(300) ?? "no diff")")
    }

    /// A glossary entry links to its full page (`full_link`); an unsafe link is left out.
    @Test func aGlossaryEntryLinksToItsFullPage() throws {
        let entry = processed("---\ntitle: Pod\nfull_link: /docs/concepts/workloads/pods/\n---\nThe smallest unit.\n", "---\ntitle: Pod\n---\n最小的单元。\n")
        let html = try PageRenderer().render(entry, bundle: BundleBuilder().bundle(entry, name: "guide"))
        #expect(html.contains(#"<a class="bt-full-link" href="/docs/concepts/workloads/pods/">"#))
        let unsafe = processed("---\nfull_link: javascript:alert(1)\n---\nText.\n", "文本。\n")
        #expect(try !PageRenderer().render(unsafe, bundle: BundleBuilder().bundle(unsafe, name: "guide")).contains("bt-full-link\" href"))
    }
}
