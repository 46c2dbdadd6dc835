import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// The images pages show reach the output once, found the way each generator finds them; what the
/// site lacks, or must not publish, shows as alt text and is said in one note.
@Suite struct MediaTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    private func output() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bitext-media-\(UUID().uuidString)")
    }

    private func file(_ root: String, _ relative: String, _ data: Data = png) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// The `src` of each `<img>` of a page, and the titles of the missing-image marks.
    private func images(_ page: URL) throws -> (shown: [String], missing: [String]) {
        let html = try String(contentsOf: page, encoding: .utf8)
        func all(_ pattern: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern)
            return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) }
        }
        return (all(#"<img [^>]*src="([^"]+)""#), all(#"class="bt-image-missing" title="([^"]+)""#))
    }

    @Test func hugoFindsStaticFilesBundlesAndTheEnglishBundleOfATranslation() async throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try file(site.root, "static/images/docs/arch.png")
        try file(site.root, "content/en/docs/setup/flow.png")
        try file(site.root, "content/en/docs/concepts/other/leaf.png")
        try site.write("content/en/docs/setup/index.md", "# Setup\n\nThe flow.\n\n![Flow](flow.png)\n\n![Arch](/images/docs/arch.png)\n")
        try site.write("content/zh-cn/docs/setup/index.md", "# 设置\n\n流程。\n\n![流程](flow.png)\n\n![架构](/images/docs/arch.png)\n")
        try site.write("content/en/docs/concepts/other.md", "# Other\n\nA leaf page's own folder.\n\n![Leaf](leaf.png)\n\n![Gone](/images/gone.png)\n")
        let out = output()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try await ConverterTests.convert([site.root], to: out)
        #expect(report.failed == 0, "\(report.diagnostics)")

        let setup = try images(out.appendingPathComponent("en/docs/setup/index.html"))
        // Each pair's English, then its Chinese: the Chinese page bundle shows the English bundle's file.
        #expect(setup.shown == [
            "../../../media/content/en/docs/setup/flow.png", "../../../media/content/en/docs/setup/flow.png",
            "../../../media/static/images/docs/arch.png", "../../../media/static/images/docs/arch.png",
        ])
        let other = try images(out.appendingPathComponent("en/docs/concepts/other.html"))
        #expect(other.shown == ["../../../media/content/en/docs/concepts/other/leaf.png"])
        #expect(other.missing == ["/images/gone.png"])
        for copy in ["content/en/docs/setup/flow.png", "static/images/docs/arch.png", "content/en/docs/concepts/other/leaf.png"] {
            #expect(try Data(contentsOf: out.appendingPathComponent("media/" + copy)) == Self.png, "\(copy)")
        }
        let notes = report.diagnostics.filter { $0.identifier == "media.missing" }
        #expect(notes.count == 1 && notes[0].severity == .note && notes[0].summary.contains("other.md:7: /images/gone.png"), "\(notes)")
    }

    @Test func docusaurusFindsStaticRequireAndSiteAliases() async throws {
        let root = output().path + "-site"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try file(root, "docusaurus.config.js", Data("module.exports = {};\n".utf8))
        try file(root, "static/img/logo.png")
        try file(root, "docs/guide/shot.png")
        let page = """
            # Guide

            The logo.

            ![Logo](/img/logo.png)

            <img src={require('./shot.png').default} alt="Shot" />

            ![Again](@site/static/img/logo.png)
            """
        try file(root, "docs/guide/intro.md", Data(page.utf8))
        let out = output()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try await ConverterTests.convert([root + "/docs"], to: out)
        #expect(report.failed == 0, "\(report.diagnostics)")
        let shown = try images(out.appendingPathComponent("guide/intro.html"))
        #expect(shown.shown == ["../media/static/img/logo.png", "../media/docs/guide/shot.png", "../media/static/img/logo.png"], "\(shown)")
        #expect(shown.missing.isEmpty)
    }

    @Test func nothingOutsideTheInputNorAScriptedSVGIsPublished() async throws {
        let root = output().path + "-plain"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try file(root, "secret.png", Data("secret".utf8))
        try file(root, "guides/a/diagram.png")
        try file(root, "guides/a/evil.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#.utf8))
        try file(root, "guides/a/notes.txt", Data("text".utf8))
        let page = "# Page\n\nImages.\n\n![Diagram](diagram.png)\n\n![Up](../../secret.png)\n\n![Evil](evil.svg)\n\n![Text](notes.txt)\n\n![Remote](https://example.com/x.png)\n"
        try file(root, "guides/a/page.md", Data(page.utf8))
        let out = output()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try await ConverterTests.convert([root + "/guides"], to: out)
        let shown = try images(out.appendingPathComponent("a/page.html"))
        #expect(shown.shown == ["../media/a/diagram.png", "https://example.com/x.png"])
        #expect(shown.missing == ["../../secret.png", "evil.svg", "notes.txt"])
        let copies = try FileManager.default.subpathsOfDirectory(atPath: out.appendingPathComponent("media").path).filter { !$0.hasSuffix("a") }
        #expect(copies == ["a/diagram.png"], "\(copies)")
        let note = report.diagnostics.first { $0.identifier == "media.missing" }?.summary ?? ""
        #expect(note.contains("outside the folders") && note.contains("an SVG with scripts") && note.contains("not an image file"), "\(note)")
    }

    @Test func aRerunCopiesAChangedImageAndRemovesOneNoPageShows() async throws {
        let root = output().path + "-rerun"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try file(root, "docs/one.png")
        try file(root, "docs/page.md", Data("# Page\n\n![One](one.png)\n".utf8))
        let out = output()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try await ConverterTests.convert([root + "/docs"], to: out)
        let copy = out.appendingPathComponent("media/one.png")
        #expect(FileManager.default.fileExists(atPath: copy.path))

        try file(root, "docs/one.png", Data("changed".utf8))
        let rerun = try await ConverterTests.convert([root + "/docs"], to: out)
        #expect(rerun.converted == 0, "the page did not change")
        #expect(try Data(contentsOf: copy) == Data("changed".utf8))

        try file(root, "docs/page.md", Data("# Page\n\nNo image now.\n".utf8))
        _ = try await ConverterTests.convert([root + "/docs"], to: out)
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }

    @Test func aMergeTakesTheShardsCopies() async throws {
        let root = output().path + "-shards"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for index in 0..<4 {
            try file(root, "docs/p\(index).png", Data("image \(index)".utf8))
            try file(root, "docs/p\(index).md", Data("# Page \(index)\n\n![P](p\(index).png)\n\n![Shared](p0.png)\n".utf8))
        }
        let shards = [output(), output()]
        let merged = output()
        defer { for folder in shards + [merged] { try? FileManager.default.removeItem(at: folder) } }
        for (index, shard) in shards.enumerated() { _ = try await ConverterTests.convert([root + "/docs"], to: shard, shard: (index + 1, 2)) }
        let report = try MergeAction(shards: shards.map(\.path), output: merged.path).perform()
        #expect(report.documents == 4, "\(report.diagnostics)")
        for index in 0..<4 {
            #expect(try Data(contentsOf: merged.appendingPathComponent("media/p\(index).png")) == Data("image \(index)".utf8))
        }
    }

    @Test func mdxExpressionsNameTheirFile() {
        #expect(MediaReferences.target(of: "{require('./a.png').default}") == "./a.png")
        #expect(MediaReferences.target(of: "{useBaseUrl(\"/img/b.svg\")}") == "/img/b.svg")
        #expect(MediaReferences.target(of: "{logo}") == nil)
        #expect(MediaReferences.target(of: " /x.png ") == "/x.png")
    }
}
