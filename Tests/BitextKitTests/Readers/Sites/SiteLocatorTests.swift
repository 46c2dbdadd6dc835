import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// A configuration file above the input makes a Hugo site only when its content folders hold
/// the page, and a site's page reads only from the site's content, data, layouts, assets, static
/// and i18n folders: a page names files to publish and must not publish a key or an `.env`.
@Suite struct SiteLocatorTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("bitext-locator-\(UUID().uuidString)").path
    }

    static func write(_ root: String, _ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func published(_ read: ReadResult, _ secret: String) -> Bool {
        read.document.blocks.contains { $0.plainText.contains(secret) }
    }

    @Test func aConfigurationAboveTheInputThatDoesNotHoldItMakesNoSite() throws {
        let home = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try Self.write(home, "config.yaml", "theme: dark\n")
        try Self.write(home, "id_rsa", "PRIVATE-KEY-MATERIAL\n")
        try Self.write(home, "Downloads/tree/readme.md", "# Read me\n\n{{% code_sample file=\"../../id_rsa\" %}}\n")
        let read = try DocumentReader().read(path: home + "/Downloads/tree/readme.md")
        #expect(!Self.published(read, "PRIVATE-KEY-MATERIAL"))
        #expect(SiteLocator.site(containing: home + "/Downloads/tree/readme.md").site == nil)
    }

    @Test func aSitesPageReadsNothingOutsideTheSitesFolders() throws {
        let site = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try Self.write(site, "config.toml", "title = \"Site\"\n")
        try Self.write(site, ".env", "DATABASE_PASSWORD=hunter2\n")
        try Self.write(site, "static/examples/pod.yaml", "kind: Pod\n")
        let page = "{{% code_sample file=\"../../.env\" %}}\n\n{{% code_sample file=\"../../static/examples/pod.yaml\" %}}\n"
        try Self.write(site, "content/en/page.md", page)
        let read = try DocumentReader().read(path: site + "/content/en/page.md")
        #expect(SiteLocator.site(containing: site + "/content/en/page.md").site?.root == site)
        #expect(!Self.published(read, "hunter2"))
        #expect(Self.published(read, "kind: Pod"))
    }

    /// A sample configuration inside the content (a page's own `config.yaml`) does not hide the
    /// real site above it.
    @Test func theNearestConfigurationThatVouchesForThePageIsTheSite() throws {
        let site = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try Self.write(site, "hugo.toml", "contentDir = \"docs\"\n[params]\nversion = \"v9\"\n")
        try Self.write(site, "docs/sample/config.yaml", "replicas: 3\n")
        try Self.write(site, "docs/sample/page.md", "Version {{< param \"version\" >}}.\n")
        let read = try DocumentReader().read(path: site + "/docs/sample/page.md")
        #expect(read.document.blocks.first?.plainText == "Version v9.")
    }

    /// A configuration naming a content folder outside its own folder vouches for nothing there.
    @Test func aContentFolderOutsideTheSiteIsNotTheSites() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write(root, "site/hugo.toml", "contentDir = \"..\"\n")
        try Self.write(root, "site/page.md", "# Page\n")
        #expect(SiteLocator.site(containing: root + "/site/page.md").site == nil)
    }

    /// Nine levels of nine aliases: a few hundred bytes naming billions of values. Read with the
    /// front matter's budget, it is a configuration error, not a crash.
    @Test func aYAMLAliasBombInTheSiteConfigurationIsAnError() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        #expect(throws: SiteConfig.TooLarge.self) { try SiteConfig.yaml(yaml + "params:\n  version: v1\n") }
        #expect(try SiteConfig.yaml("contentDir: docs\nparams:\n  version: v1\n  latest: 2\n").params == ["version": "v1", "latest": "2"])
        let site = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: site) }
        try Self.write(site, "hugo.yaml", yaml)
        try Self.write(site, "content/page.md", "# Page\n")
        let (found, problems) = SiteLocator.site(containing: site + "/content/page.md")
        #expect(found != nil && problems.contains { $0.identifier == "site.config" })
    }
}
