@testable import BitextKit
import Testing

@Suite struct DocumentPairerTests {
    func files(_ paths: [String], root: String = "in") -> [InputFile] {
        paths.map { InputFile(root: root, relativePath: $0) }
    }

    func summary(_ items: [WorkItem]) -> [String] {
        items.map { item in
            if let en = item.english, let zh = item.chinese { return "\(item.name): \(en.relativePath) + \(zh.relativePath)" }
            if let en = item.english { return "\(item.name): en \(en.relativePath)" }
            if let zh = item.chinese { return "\(item.name): zh \(zh.relativePath)" }
            return "\(item.name): single \(item.single?.relativePath ?? "")"
        }
    }

    @Test func suffixConventions() {
        let items = DocumentPairer().pair(files([
            "guide.md", "guide.zh.md", "intro.en.md", "intro.zh-CN.md", "setup.md", "setup.zh-Hans.md",
            "lonely.md", "only.zh.md", "interleaved.md",
        ]))
        #expect(summary(items) == [
            "guide: guide.md + guide.zh.md",
            "interleaved: single interleaved.md",
            "intro: intro.en.md + intro.zh-CN.md",
            "lonely: single lonely.md",
            "only.zh: zh only.zh.md",
            "setup: setup.md + setup.zh-Hans.md",
        ])
    }

    @Test func mirroredTreesHugoAndDocusaurus() {
        let items = DocumentPairer().pair(files([
            "en/basics/views.md", "zh/basics/views.md",
            "content/en/docs/a.md", "content/zh-cn/docs/a.md",
            "docs/start.md", "i18n/zh-Hans/docusaurus-plugin-content-docs/current/start.md",
            "en/only-english.md",
        ]))
        #expect(summary(items) == [
            "content/en/docs/a: content/en/docs/a.md + content/zh-cn/docs/a.md",
            "docs/start: docs/start.md + i18n/zh-Hans/docusaurus-plugin-content-docs/current/start.md",
            "en/basics/views: en/basics/views.md + zh/basics/views.md",
            "en/only-english: en en/only-english.md",
        ])
    }

    /// Every Docusaurus content plugin by its default paths: versions, a second docs instance
    /// and its versions, the blog, pages; `.mdx` pairs with `.md`.
    @Test func docusaurusVersionsBlogAndPages() {
        let zh = "i18n/zh/docusaurus-plugin-content-"
        let items = DocumentPairer().pair(files([
            "versioned_docs/version-1.2/setup.md", zh + "docs/version-1.2/setup.md",
            "community/join.mdx", zh + "docs-community/current/join.md",
            "community_versioned_docs/version-2/join.md", zh + "docs-community/version-2/join.md",
            "blog/2024-01-01-hello/index.mdx", zh + "blog/2024-01-01-hello/index.mdx",
            "src/pages/about.md", zh + "pages/about.md",
            zh + "docs/next/x.md", "docs/next/x.md",
        ]))
        #expect(summary(items) == [
            "blog/2024-01-01-hello/index: blog/2024-01-01-hello/index.mdx + \(zh)blog/2024-01-01-hello/index.mdx",
            "community/join: community/join.mdx + \(zh)docs-community/current/join.md",
            "community_versioned_docs/version-2/join: community_versioned_docs/version-2/join.md + \(zh)docs-community/version-2/join.md",
            "docs/next/x: single docs/next/x.md",
            "\(zh)docs/next/x: zh \(zh)docs/next/x.md",
            "src/pages/about: src/pages/about.md + \(zh)pages/about.md",
            "versioned_docs/version-1.2/setup: versioned_docs/version-1.2/setup.md + \(zh)docs/version-1.2/setup.md",
        ])
    }

    @Test func explicitPairsWin() {
        let items = DocumentPairer(explicitPairs: [("a.md", "b.md")]).pair(files(["a.md", "b.md", "a.zh.md"]))
        #expect(summary(items) == ["a: a.md + b.md", "a.zh: zh a.zh.md"])
    }

    @Test func differentExtensionsPairAndNamesNeverCollide() {
        let items = DocumentPairer().pair(files(["a.markdown", "a.zh.md"]) + files(["a.md"], root: "other"))
        #expect(summary(items) == ["a: a.markdown + a.zh.md", "a-2: single a.md"])
    }
}
