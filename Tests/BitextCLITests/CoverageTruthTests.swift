import Foundation
import Testing

/// One coverage figure for one tree, whichever command is asked: `convert` (its JSON report
/// and its dashboard), `coverage` and `diff` all measure it the same way.
@Suite struct CoverageTruthTests {
    let cli = CLITests()

    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    static func words(_ report: [String: Any], _ key: String) -> [String: Int] {
        ((report[key] as? [String: Any])?["words"] as? [String: Int]) ?? [:]
    }

    @Test(arguments: ["Input", "../shared/corpora/k8s-dev-raw"])
    func convertTheDashboardCoverageAndDiffAgree(tree: String) throws {
        let input = CLITests.packageRoot.appendingPathComponent(tree).standardizedFileURL.path
        try #require(FileManager.default.fileExists(atPath: input), "\(tree) is beside the checkout in CI")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-truth-\(UUID().uuidString)").path
        let convert = try cli.bitext(["convert", input, "-o", out, "--output-format", "json"])
        #expect(convert.status == 0, "\(convert.stderr)")
        let converted = Self.words(Self.json(convert.stdout), "coverage")
        let coverage = try cli.bitext(["coverage", input, "--output-format", "json"])
        let measured = Self.words(Self.json(coverage.stdout), "total")
        #expect(!converted.isEmpty && converted == measured, "convert \(converted) coverage \(measured)")

        // Pairs to review have a translation.
        let percent = 100 * Double((measured["translated"] ?? 0) + (measured["needsReview"] ?? 0)) / Double(max(1, measured["total"] ?? 0))
        let shown = String(format: "%.1f%% of English words", percent)
        let dashboard = try String(contentsOfFile: out + "/coverage.html", encoding: .utf8)
        #expect(dashboard.contains(shown), "the dashboard does not say \(shown)")
        let diff = Self.json(try cli.bitext(["diff", out, input, "--output-format", "json"]).stdout)
        let before = diff["before"] as? Double, after = diff["after"] as? Double
        #expect(before.map { abs($0 - percent) < 0.05 } == true && after.map { abs($0 - percent) < 0.05 } == true, "diff \(diff)")
    }

    /// The translation keeps its English in comments; the English page was edited since: the
    /// site, not only `coverage`, shows the edited paragraph stale.
    @Test func theSiteShowsWhatTheCommentsSayIsStale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-truth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let english = """
            # Probes

            The kubelet runs a liveness probe to decide when to restart a container.

            The kubelet runs a readiness probe before it sends a container any traffic at all.
            """
        let chinese = """
            <!--
            # Probes
            -->
            # 探针

            <!--
            The kubelet runs a liveness probe to decide when to restart a container.
            -->
            kubelet 运行存活探针来决定何时重启容器。

            <!--
            The kubelet runs a readiness probe to decide when a container can take traffic.
            -->
            kubelet 运行就绪探针来决定容器何时可以接收流量。
            """
        try Data(english.utf8).write(to: root.appendingPathComponent("probes.md"))
        try Data(chinese.utf8).write(to: root.appendingPathComponent("probes.zh.md"))
        let convert = Self.json(try cli.bitext(["convert", root.path, "-o", root.appendingPathComponent("out").path, "--output-format", "json"]).stdout)
        let blocks = (convert["coverage"] as? [String: Any])?["blocks"] as? [String: Int]
        #expect(blocks?["stale"] == 1 && blocks?["translated"] == 2, "\(convert)")
        let bundle = try String(contentsOf: root.appendingPathComponent("out/probes.json"), encoding: .utf8)
        #expect(bundle.contains("\"state\" : \"stale\""))
        let coverage = try cli.bitext(["coverage", root.path])
        #expect(coverage.stdout.contains("stale") && coverage.stdout.contains("[-to decide when-] {+before it sends+}"), "\(coverage.stdout)")
    }

    /// Hugo content pages written in HTML, with front matter, in two language folders: the
    /// Chinese is complete and coverage says so.
    @Test func hugoHTMLPagesWithFrontMatterAreMeasured() throws {
        let english = "---\ntitle: Learn the basics\nweight: 10\n---\n<div class=\"row\">\n<h2>Cluster basics</h2>\n<p>This tutorial walks you through the basics of the cluster orchestration system.</p>\n<p>Each module contains background information on the major features and concepts.</p>\n</div>\n"
        let chinese = "---\ntitle: 学习基础知识\nweight: 10\n---\n<div class=\"row\">\n<h2>集群基础</h2>\n<p>本教程将引导你了解集群编排系统的基础知识。</p>\n<p>每个模块都包含关于主要特性和概念的背景信息。</p>\n</div>\n"
        let root = try InputResolutionTests.tree(["content/en/tutorials/basics.html": english, "content/zh-cn/tutorials/basics.html": chinese])
        let coverage = try cli.bitext(["coverage", root.appendingPathComponent("content").path, "--output-format", "json"])
        let total = Self.words(Self.json(coverage.stdout), "total")
        #expect(coverage.status == 0 && total["total"] != 0 && total["translated"] == total["total"], "\(coverage.stdout)")
    }
}

