import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// A Hugo site given by any folder of it reads the same pages with the same settings.
@Suite struct SiteInputsTests {
    private func site() throws -> HugoFixture {
        let site = try HugoFixture()
        try site.write("content/en/docs/tasks/run.md", "# Run\n\nVersion {{< param \"version\" >}}.\n")
        try site.write("content/zh-cn/docs/tasks/run.md", "# 运行\n\n版本 {{< param \"version\" >}}。\n")
        try site.write("layouts/shortcodes/param.html", "<p>{{ .Get 0 }}</p>\n")
        try site.write("data/releases.yaml", "latest: 1.29\n")
        return site
    }

    private func names(_ items: [WorkItem]) -> [String] {
        items.map { "\($0.name) en=\($0.english != nil) zh=\($0.chinese != nil)" }.sorted()
    }

    @Test func theCheckoutsRootStandsForItsContent() throws {
        let site = try site()
        defer { site.remove() }
        let fromContent = try InputSet([site.root + "/content"])
        let fromRoot = try InputSet([site.root])
        #expect(names(fromRoot.items) == names(fromContent.items))
        #expect(!names(fromRoot.items).contains { $0.contains("layouts") }, "templates are not pages")
        #expect(names(fromRoot.items).contains("en/docs/tasks/run en=true zh=true"), "\(names(fromRoot.items))")
    }

    @Test func aFolderOfTheEnglishContentPairsWithTheSameChineseFolder() throws {
        let site = try site()
        defer { site.remove() }
        let items = try InputSet([site.root + "/content/en/docs"]).items
        #expect(names(items).contains("tasks/run en=true zh=true"), "\(names(items))")
    }

    @Test func aConfigurationFolderMakesASite() throws {
        let site = try site()
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.root + "/config/_default", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: site.root + "/hugo.toml", toPath: site.root + "/config/_default/hugo.toml")
        let read = try DocumentReader().read(path: site.root + "/content/zh-cn/docs/tasks/run.md")
        #expect(read.document.blocks.last?.plainText == "版本 v1.29-zh。", "the language's params, from config/_default/hugo.toml")
    }
}
