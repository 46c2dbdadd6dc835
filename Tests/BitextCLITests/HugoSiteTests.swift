import Foundation
import Testing

/// A real Hugo site converted as a translator would convert it: the pages show what Hugo's
/// readers see, not the shortcodes that make it.
@Suite struct HugoSiteTests {
    let cli = CLITests()

    static func pages(_ folder: String) throws -> [String: String] {
        var pages: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) where name.hasSuffix(".html") {
            pages[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return pages
    }

    /// The text a reader sees of a page: no tags, no style or script.
    static func visible(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"(?s)<(style|script)\b.*?</\1>"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
    }

    @Test func theKubernetesSliceShowsNoShortcodes() throws {
        let content = CLITests.packageRoot.appendingPathComponent("../shared/corpora/k8s-site/content").standardizedFileURL.path
        try #require(FileManager.default.fileExists(atPath: content), "k8s-site is beside the checkout in CI")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-hugo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try cli.bitext(["convert", content, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let pages = try Self.pages(out)
        #expect(pages.count > 100)
        let raw = pages.filter { Self.visible($0.value).contains("{{<") || Self.visible($0.value).contains("{{%") }
        #expect(raw.isEmpty, "raw shortcodes on \(raw.keys.sorted().prefix(5))")
        let anchors = pages.filter { Self.visible($0.value).contains("{#") }
        #expect(anchors.isEmpty, "heading ids shown on \(anchors.keys.sorted().prefix(5))")

        let pods = try #require(pages["en/docs/concepts/workloads/pods/_index.html"])
        // {{% code_sample file="pods/simple-pod.yaml" %}}: the manifest, on both sides.
        #expect(pods.contains("image: nginx:1.14.2"))
        #expect(pods.contains("<aside class=\"bt-callout bt-callout-note\" role=\"note\"><p class=\"bt-callout-title\">Note:</p>"))
        #expect(pods.contains("<p class=\"bt-callout-title\">说明：</p>"))
        // {{% heading "whatsnext" %}} in each language.
        #expect(pods.contains("What&#39;s next") && pods.contains("接下来"))
        // {{< glossary_tooltip text="container" term_id="container" >}}: the text, with the term's description.
        let daemonset = try #require(pages["en/docs/concepts/workloads/controllers/daemonset.html"])
        #expect(daemonset.contains("title=\"A Pod represents a set of running containers in your cluster.\""))
        let job = try #require(pages["en/docs/concepts/workloads/controllers/job.html"])
        #expect(job.contains("<strong>FEATURE STATE:</strong> <code>Kubernetes v1.24 [stable]</code>"))
    }

    @Test func theSiteShipsHighlightJSWhereItIsInstalled() throws {
        let library = try cli.temporaryFile(Array("var hljs = {};\n".utf8), name: "highlight.min.js")
        try Data("BSD 3-Clause\n".utf8).write(to: URL(fileURLWithPath: (library as NSString).deletingLastPathComponent + "/LICENSE"))
        let input = CLITests.packageRoot.appendingPathComponent("Input").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-hl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try cli.bitext(["convert", input, "-o", out], environment: ["BITEXT_HIGHLIGHT_JS": library])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: out + "/assets/highlight.min.js") == Data("var hljs = {};\n".utf8))
        #expect(FileManager.default.contents(atPath: out + "/assets/highlight.js-LICENSE.txt") == Data("BSD 3-Clause\n".utf8))
        let pages = try Self.pages(out).filter { !$0.key.hasPrefix("index") && !$0.key.hasPrefix("coverage") }
        let page = try #require(pages.first)
        let depth = page.key.split(separator: "/").count - 1
        #expect(page.value.contains("<script src=\"\(String(repeating: "../", count: depth))assets/highlight.min.js\"></script>"))
    }
}
