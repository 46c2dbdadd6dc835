import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// A section's page with no text of its own lists its pages and subsections, by both titles.
@Suite struct SectionListingTests {
    private func write(_ root: String, _ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func links(_ page: URL) throws -> [String] {
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let nav = html.range(of: "<nav class=\"bt-section\"") else { return [] }
        let regex = try NSRegularExpression(pattern: #"<li><a href="([^"]+)"><span lang="en">([^<]*)</span>(?: <span class="bt-title-zh" lang="zh-Hans">([^<]*)</span>)?"#)
        let text = String(html[nav.lowerBound...])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1...3).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "-" }.joined(separator: "|")
        }
    }

    @Test func aGlossaryPageListsItsTermsAndAPageWithTextDoesNot() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-section-\(UUID().uuidString)").path
        let out = URL(fileURLWithPath: root + "-out")
        defer { for path in [root, out.path] { try? FileManager.default.removeItem(atPath: path) } }
        try write(root, "en/glossary/index.md", "---\ntitle: Glossary\nlayout: glossary\n---\n")
        try write(root, "zh/glossary/index.md", "---\ntitle: 词汇表\n---\n<!--\ntitle: Glossary\n-->\n")
        try write(root, "en/glossary/pod.md", "---\ntitle: Pod\n---\nThe smallest unit.\n")
        try write(root, "zh/glossary/pod.md", "---\ntitle: Pod（容器组）\n---\n最小的单元。\n")
        try write(root, "en/glossary/node.md", "---\ntitle: Node\n---\nA machine.\n")
        try write(root, "en/glossary/more/_index.md", "---\ntitle: More terms\n---\n")
        try write(root, "en/glossary/more/cluster.md", "# Cluster\n\nMachines.\n")
        try write(root, "en/guide/_index.md", "---\ntitle: Guide\n---\nRead these pages in order.\n")
        try write(root, "en/guide/one.md", "# One\n\nFirst.\n")
        let report = try await ConverterTests.convert([root + "/en", root + "/zh"], to: out)
        #expect(report.failed == 0, "\(report.diagnostics)")

        let glossary = try links(out.appendingPathComponent("glossary/index.html"))
        #expect(glossary == ["more/_index.html|More terms|-", "node.html|Node|-", "pod.html|Pod|Pod（容器组）"], "\(glossary)")
        #expect(try links(out.appendingPathComponent("glossary/more/_index.html")) == ["cluster.html|cluster|-"], "no title: the file's name")
        #expect(try links(out.appendingPathComponent("guide/_index.html")).isEmpty, "a section page with text is its text")

        // A new term is listed on the next run: the section page's key names its pages.
        try write(root, "en/glossary/service.md", "---\ntitle: Service\n---\nA way to expose.\n")
        _ = try await ConverterTests.convert([root + "/en", root + "/zh"], to: out)
        #expect(try links(out.appendingPathComponent("glossary/index.html")).contains("service.html|Service|-"))
    }
}
