import BitextModel
import Foundation

/// Renders the site around the document pages: the index grouped by folder, the coverage
/// dashboard, the search index and the sitemap. A pure function of the documents' bundles, so
/// a sharded run merged afterwards gives the same bytes as a single run.
public struct SiteRenderer: Sendable {
    /// The templates in use.
    public var templates: TemplateSet
    /// The site's title.
    public var title: String
    /// An absolute base URL for the sitemap; without it the sitemap lists relative URLs.
    public var baseURL: String?
    /// How search weighs documents.
    public var searchWeights = SearchWeights()

    /// Creates a site renderer.
    public init(templates: TemplateSet = .builtIn, title: String = "Bitext", baseURL: String? = nil) {
        self.templates = templates
        self.title = title
        self.baseURL = baseURL
    }

    /// Every site file, as relative path → contents, for `documents` in name order.
    public func files(documents: [SiteDocument]) throws(BitextError) -> [(String, Data)] {
        var search = SearchIndexBuilder.Postings()
        for document in documents { search.add(name: document.summary.name, terms: document.terms) }
        return try files(summaries: documents.map(\.summary), search: search)
    }

    /// Every site file for the documents of `summaries` (in any order), with the search terms
    /// collected in `search`. The documents' own pair files are written with their pages.
    public func files(summaries unsorted: [DocumentSummary], search: SearchIndexBuilder.Postings) throws(BitextError) -> [(String, Data)] {
        let summaries = unsorted.sorted { $0.name < $1.name }
        return try files(sorted: summaries) + SearchIndexWriter().files(search, documents: summaries, weights: searchWeights.weights(summaries))
    }

    /// Every site file but the search index's, for `summaries` sorted by name.
    func files(sorted summaries: [DocumentSummary]) throws(BitextError) -> [(String, Data)] {
        var files: [(String, Data)] = []
        for file in try siteFiles(sorted: summaries) { files.append((file.path, try file.data())) }
        return files
    }

    /// Every site file but the search index's, for `summaries` sorted by name: the index and the
    /// dashboard as pages rendered when they are written.
    func siteFiles(sorted summaries: [DocumentSummary]) throws(BitextError) -> [SiteFile] {
        let renderer = try TemplateRenderer(set: templates)
        let context = context(summaries)
        var files = [
            SiteFile(page: "index.html", renderer, template: "index", context: context),
            SiteFile(page: "coverage.html", renderer, template: "coverage", context: context),
        ]
        for asset in templates.assets where asset.name != "assets/bitext.css" && asset.name != "assets/bitext.js" {
            files.append(SiteFile(asset.name, Data(asset.text.utf8)))
        }
        if let highlight = HighlightLibrary.installed {
            files.append(SiteFile(HighlightLibrary.assetName, highlight.script))
            files.append(SiteFile(HighlightLibrary.licenseName, highlight.license))
        }
        files.append(SiteFile("sitemap.xml", Data(sitemap(summaries).utf8)))
        return files
    }

    /// The coverage dashboard alone, for `bitext coverage --output html`.
    public func coveragePage(summaries unsorted: [DocumentSummary]) throws(BitextError) -> Data {
        let summaries = unsorted.sorted { $0.name < $1.name }
        return Data(try TemplateRenderer(set: templates).renderBytes("coverage", context: context(summaries)))
    }

    /// What the index and the dashboard show of `summaries` (sorted by name). Every list over
    /// the documents makes each one's context as the page renders (`TemplateItems`).
    private func context(_ summaries: [DocumentSummary]) -> TemplateValue {
        let total = summaries.map(\.coverage).reduce(CoverageSummary(), +)
        let dashboard = CoverageDashboard(summaries: summaries)
        return [
            "version": .text(BitextVersion.current), "siteTitle": .text(title), "css": .text(templates.files["assets/bitext.css"] ?? ""),
            "js": .text(templates.files["assets/bitext.js"] ?? ""),
            "documentCount": .number(summaries.count), "folders": .list(folderContexts(summaries)),
            "tree": .items(IndexTree(summaries).entries(documentContext)),
            "dashboard": ["folders": .list(dashboard.folders), "documents": .items(dashboard.documents), "total": .object(CoverageDashboard.split(total))],
            "total": [
                "percent": .text(Self.format(total.words.percent)), "level": .text(Self.level(total.words.percent)),
                "blocksPercent": .text(Self.format(total.blocks.percent)), "charactersPercent": .text(Self.format(total.characters.percent)),
                "pairs": .number(summaries.map(\.pairs).reduce(0, +)),
            ],
        ]
    }

    /// Each folder (in path order) with its own documents (in name order) and their total.
    private func folderContexts(_ summaries: [DocumentSummary]) -> [TemplateValue] {
        var folders: [String: [Int]] = [:]
        for (index, summary) in summaries.enumerated() { folders[summary.folder, default: []].append(index) }
        return folders.keys.sorted().map { folder in
            let positions = folders[folder]!
            let coverage = positions.map { summaries[$0].coverage }.reduce(CoverageSummary(), +)
            return [
                "folder": .text(folder.isEmpty ? "Documents" : folder),
                "percent": .text(Self.format(coverage.words.percent)),
                "documents": .items(TemplateItems(count: positions.count) { documentContext(summaries[positions[$0]]) }),
            ]
        }
    }

    func documentContext(_ summary: DocumentSummary) -> TemplateValue {
        let percent = summary.coverage.words.percent
        var context: [String: TemplateValue] = [
            "href": .text(summary.name + ".html"), "titleEn": .text(summary.titleEn ?? summary.titleZh ?? summary.name),
            "percent": .text(Self.format(percent)), "level": .text(Self.level(percent)),
            "blocksPercent": .text(Self.format(summary.coverage.blocks.percent)),
            "charactersPercent": .text(Self.format(summary.coverage.characters.percent)),
            "pairs": .number(summary.pairs), "code": .number(summary.code), "tables": .number(summary.tables),
        ]
        // Mustache sections treat 0 as true, so flags are present only when they apply.
        for (key, count) in [("untranslated", summary.coverage.blocks.untranslated), ("needsReview", summary.needsReview), ("stale", summary.stale)] {
            context[key] = count > 0 ? .number(count) : nil
            context[key + "Count"] = .number(count)
        }
        if let zh = summary.titleZh, zh != summary.titleEn { context["titleZh"] = .text(zh) }
        return .object(context)
    }

    func sitemap(_ summaries: [DocumentSummary]) -> String {
        let base = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in ["index.html", "coverage.html"] + summaries.map({ $0.name + ".html" }) {
            let escaped = XMLEscaping.escape(base + Self.percentEncodedPath(page))
            xml += "  <url><loc>\(escaped)</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    static func percentEncodedPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func level(_ percent: Double) -> String {
        percent >= 95 ? "full" : percent >= 60 ? "partial" : "low"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
