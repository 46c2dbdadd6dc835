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
        let documents = SummaryList(unsorted)
        var files: [(String, Data)] = []
        for file in try siteFiles(documents) { files.append((file.path, try file.data())) }
        return files + SearchIndexWriter().files(search, documents: documents, weights: searchWeights.weights(documents))
    }

    /// Every site file but the search index's: the index, the dashboard and the sitemap as
    /// files rendered as they are written, reading each document when they reach it.
    func siteFiles(_ documents: any SiteDocuments) throws(BitextError) -> [SiteFile] {
        let renderer = try TemplateRenderer(set: templates)
        let context = context(documents, dashboardLimit: Self.dashboardRows)
        var files = [
            SiteFile(page: "index.html", renderer, template: "index", context: context),
            SiteFile(page: "coverage.html", renderer, template: "coverage", context: context),
        ] + CoverageData.files(documents)
        for asset in templates.assets where asset.name != "assets/bitext.css" && asset.name != "assets/bitext.js" {
            files.append(SiteFile(asset.name, Data(asset.text.utf8)))
        }
        if let highlight = HighlightLibrary.installed {
            files.append(SiteFile(HighlightLibrary.assetName, highlight.script))
            files.append(SiteFile(HighlightLibrary.licenseName, highlight.license))
        }
        let base = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        files.append(SiteFile("sitemap.xml", streaming: { (file: StreamedFile) in Self.writeSitemap(documents, base: base, to: file) }))
        return files
    }

    /// The documents a site's dashboard lists in the page itself; its script shows the rest.
    static let dashboardRows = 100

    /// The coverage dashboard alone, for `bitext coverage --output-format html`: every document in it.
    public func coveragePage(summaries: [DocumentSummary]) throws(BitextError) -> Data {
        try TemplateRenderer(set: templates).renderData("coverage", context: context(SummaryList(summaries), dashboardLimit: nil))
    }

    /// What the index and the dashboard show of `documents`. Every list over the documents
    /// makes each one's context as the page renders (`TemplateItems`).
    private func context(_ documents: any SiteDocuments, dashboardLimit: Int?) -> TemplateValue {
        let total = documents.coverage
        let dashboard = CoverageDashboard(documents: documents, pageLimit: dashboardLimit)
        let needingWork = dashboard.needingWork
        var board: [String: TemplateValue] = [
            "folders": .list(dashboard.folders), "documents": .items(dashboard.documentItems), "total": .object(CoverageDashboard.split(total)),
            "sections": .list(dashboard.sections), "needingWork": .number(needingWork), "finished": .number(documents.count - needingWork),
        ]
        if let dashboardLimit, needingWork > dashboardLimit { board["hidden"] = .number(needingWork - dashboardLimit) }
        if dashboardLimit != nil { board["data"] = .text(CoverageData.dataPath) }
        return [
            "version": .text(BitextVersion.current), "siteTitle": .text(title), "css": .text(templates.files["assets/bitext.css"] ?? ""),
            "js": .text(templates.files["assets/bitext.js"] ?? ""),
            "documentCount": .number(documents.count), "folders": .list(folderContexts(documents)),
            "tree": .items(IndexTree(documents).entries(documentContext)),
            "dashboard": .object(board),
            "total": [
                "percent": .text(Self.format(total.words.percent)), "level": .text(Self.level(total.words.percent)),
                "blocksPercent": .text(Self.format(total.blocks.percent)), "charactersPercent": .text(Self.format(total.characters.percent)),
                "pairs": .number(documents.pairs),
            ],
        ]
    }

    /// Each folder (in path order) with its own documents (in name order) and their total.
    private func folderContexts(_ documents: any SiteDocuments) -> [TemplateValue] {
        documents.folders.map { folder in
            [
                "folder": .text(folder.path.isEmpty ? "Documents" : folder.path),
                "percent": .text(Self.format(folder.coverage.words.percent)),
                "documents": .items(TemplateItems(count: folder.count) { documentContext(documents.summary(at: folder.start + $0, in: .folderName)) }),
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

    /// The sitemap, a URL a line as the documents are read.
    static func writeSitemap(_ documents: any SiteDocuments, base: String, to file: StreamedFile) {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8)
        func add(_ page: String) {
            bytes += "  <url><loc>\(XMLEscaping.escape(base + percentEncodedPath(page)))</loc></url>\n".utf8
            // A write a line would be a system call a document.
            if bytes.count >= 1 << 16 {
                file.append(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        add("index.html")
        add("coverage.html")
        documents.each(in: .name) { add($0.name + ".html") }
        bytes += "</urlset>\n".utf8
        file.append(bytes)
    }

    static func percentEncodedPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func level(_ percent: Double) -> String {
        percent >= 95 ? "full" : percent >= 60 ? "partial" : "low"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
