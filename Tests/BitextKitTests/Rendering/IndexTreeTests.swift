import BitextModel
import Foundation
@testable import BitextKit
import Testing

/// The index's folders nest as paths do, ordered as the source orders its pages, with totals
/// that include subfolders; the order survives a rerun that reads unchanged pages from the
/// build database.
@Suite struct IndexTreeTests {
    static func summary(_ name: String, weight: Int?, words: Int = 10, translated: Int = 10) -> DocumentSummary {
        var coverage = CoverageSummary()
        coverage.words.total = words
        coverage.words.translated = translated
        var summary = DocumentSummary(
            name: name, titleEn: (name as NSString).lastPathComponent, titleZh: nil, sources: [], coverage: coverage, pairs: 1,
            code: 0, tables: 0, needsReview: 0, stale: 0, warnings: 0)
        summary.weight = weight
        return summary
    }

    static func outline(_ entries: some Collection<TemplateValue>) -> [String] {
        entries.map { entry in
            guard case .object(let fields) = entry else { return "?" }
            if case .object(let open)? = fields["open"], case .text(let name)? = open["name"], case .text(let percent)? = open["percent"] { return "+\(name) \(percent)%" }
            if case .object(let doc)? = fields["document"], case .text(let href)? = doc["href"] { return href }
            return "-"
        }
    }

    @Test func foldersNestWithTheirPagesInTheSourcesOrder() {
        let tree = IndexTree(SummaryList([
            Self.summary("docs/b/_index", weight: 20), Self.summary("docs/b/zeta", weight: 1), Self.summary("docs/b/alpha", weight: nil),
            Self.summary("docs/a/_index", weight: 30), Self.summary("docs/a/page", weight: 5, words: 10, translated: 0),
            Self.summary("docs/_index", weight: nil),
        ]))
        let outline = Self.outline(tree.entries { SiteRenderer(templates: .builtIn, title: "t").documentContext($0) })
        #expect(outline == [
            "+docs 83.3%", "docs/_index.html",
            "+b 100%", "docs/b/_index.html", "docs/b/zeta.html", "docs/b/alpha.html", "-",
            "+a 50%", "docs/a/_index.html", "docs/a/page.html", "-",
            "-",
        ])
    }

    /// A documentation site's sections: current docs, versions (numbers as numbers), blog, and
    /// a post kept in a folder of its own listed as a page.
    @Test func sectionsFollowTheSitesOrderAndBundledPagesArePages() {
        let tree = IndexTree(SummaryList([
            Self.summary("blog/2024-hello/index", weight: nil), Self.summary("blog/2023-older/index", weight: nil),
            Self.summary("versioned_docs/version-1.10/a", weight: nil), Self.summary("versioned_docs/version-1.9/a", weight: nil),
            Self.summary("docs/a", weight: nil), Self.summary("about", weight: nil),
        ]))
        let outline = Self.outline(tree.entries { SiteRenderer(templates: .builtIn, title: "t").documentContext($0) })
        #expect(outline == [
            "about.html",
            "+docs 100%", "docs/a.html", "-",
            "+versioned_docs 100%", "+version-1.9 100%", "versioned_docs/version-1.9/a.html", "-",
            "+version-1.10 100%", "versioned_docs/version-1.10/a.html", "-", "-",
            "+blog 100%", "blog/2023-older/index.html", "blog/2024-hello/index.html", "-",
        ])
    }

    @Test func weightsComeFromFrontMatterAndSurviveARerun() async throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-weights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for (name, weight) in [("apple", 30), ("banana", 10), ("cherry", 20)] {
            try Data("---\ntitle: \(name.capitalized)\nweight: \(weight)\n---\n# \(name.capitalized)\n\nText about \(name).\n".utf8)
                .write(to: input.appendingPathComponent("\(name).md"))
            try Data("---\ntitle: 水果\n---\n# 水果\n\n关于水果的文字。\n".utf8).write(to: input.appendingPathComponent("\(name).zh.md"))
        }
        let output = input.appendingPathComponent("../out-\(UUID().uuidString)").standardizedFileURL
        func order() throws -> [String] {
            let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
            return ["apple", "banana", "cherry"].sorted { index.range(of: "\($0).html")!.lowerBound < index.range(of: "\($1).html")!.lowerBound }
        }
        _ = try await ConverterTests.convert([input.path], to: output)
        #expect(try order() == ["banana", "cherry", "apple"])
        try Data("---\ntitle: Apple\nweight: 30\n---\n# Apple\n\nText about apples, edited.\n".utf8).write(to: input.appendingPathComponent("apple.md"))
        _ = try await ConverterTests.convert([input.path], to: output)
        #expect(try order() == ["banana", "cherry", "apple"], "unchanged pages' weights come from the build database")
    }
}
