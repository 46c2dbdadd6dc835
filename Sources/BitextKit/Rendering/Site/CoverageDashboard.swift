import BitextModel
import Foundation

/// What the coverage dashboard shows: documents in the order a translation lead works through
/// them (most English words left first), folder totals that include their subfolders, and the
/// split of every total into translated, stale, to review and untranslated words.
struct CoverageDashboard {
    let documents: any SiteDocuments
    /// How many documents the page itself lists, most words left first; the dashboard's script
    /// shows the rest from `CoverageData` (nil: every document, for a page on its own).
    var pageLimit: Int?
    /// A folder row of the page itself is at most this deep: the script opens deeper ones.
    static let pageDepth = 2

    init(documents: any SiteDocuments, pageLimit: Int? = nil) {
        self.documents = documents
        self.pageLimit = pageLimit
    }

    /// The documents the page lists: with a limit, the first of those with words left; each made
    /// as the page renders.
    var documentItems: TemplateItems {
        let documents = self.documents
        let count = pageLimit.map { min($0, needingWork) } ?? documents.count
        // A site's rows open onto their paragraphs from the gap files; a page on its own has them inline.
        let inline = pageLimit == nil
        return TemplateItems(count: count) { Self.document(documents.summary(at: $0, in: .remaining), gaps: inline) }
    }

    /// How many documents have English words left.
    var needingWork: Int {
        documents.folders.reduce(0) { $0 + $1.remainingDocuments }
    }

    /// The folders a reader filters by: every folder down to `pageDepth`, in path order.
    var sections: [TemplateValue] {
        rows { !$0.isEmpty && $0.split(separator: "/").count <= Self.pageDepth }
    }

    /// Every folder with its total over everything below it, in path order, with its depth; with
    /// a page limit, those down to `pageDepth` only.
    var folders: [TemplateValue] {
        rows { pageLimit == nil || $0.split(separator: "/").count <= Self.pageDepth }
    }

    /// The folders whose path passes `include`, with their totals.
    private func rows(_ include: (String) -> Bool) -> [TemplateValue] {
        var totals: [String: CoverageSummary] = [:]
        var counts: [String: Int] = [:]
        for folder in documents.folders {
            for path in Self.ancestors(folder.path) {
                totals[path] = (totals[path] ?? CoverageSummary()) + folder.coverage
                counts[path, default: 0] += folder.count
            }
        }
        let shown = totals.keys.filter(include)
        return shown.sorted().map { folder in
            var context = Self.split(totals[folder]!)
            context["href"] = .text("coverage.html?folder=" + (folder.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)?.replacingOccurrences(of: "&", with: "%26") ?? ""))
            context["folder"] = .text(folder.isEmpty ? "All documents" : folder)
            // Indented under its parent, a folder shows its own name: full paths do not fit a phone.
            context["label"] = .text(folder.isEmpty ? "All documents" : String(folder.split(separator: "/").last!))
            context["depth"] = .number(folder.isEmpty ? 0 : folder.split(separator: "/").count)
            context["documentCount"] = .number(counts[folder] ?? 0)
            return .object(context)
        }
    }

    static func label(_ state: PairState) -> String {
        switch state {
        case .stale: "stale"
        case .needsReview: "to review"
        default: "untranslated"
        }
    }

    /// `folder` and every folder above it, up to the top (`""`).
    static func ancestors(_ folder: String) -> [String] {
        guard !folder.isEmpty else { return [""] }
        let parts = folder.split(separator: "/")
        return [""] + parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// English words not yet translated: untranslated, stale and to review.
    static func remaining(_ coverage: CoverageSummary) -> Int {
        coverage.words.total - coverage.words.translated
    }

    /// A total as the widths of its stacked bar (per cent of English words) and its counts.
    static func split(_ coverage: CoverageSummary) -> [String: TemplateValue] {
        let words = coverage.words
        let share = { (part: Int) in TemplateValue.text(SiteRenderer.format(words.total > 0 ? (1000 * Double(part) / Double(words.total)).rounded() / 10 : 0)) }
        return [
            "percent": .text(SiteRenderer.format(words.percent)), "level": .text(SiteRenderer.level(words.percent)),
            "translatedShare": share(words.translated), "staleShare": share(words.stale),
            "reviewShare": share(words.needsReview), "untranslatedShare": share(words.untranslated),
            "words": .number(words.total), "remaining": .number(remaining(coverage)),
            "staleWords": .number(words.stale), "reviewWords": .number(words.needsReview), "untranslatedWords": .number(words.untranslated),
        ]
    }

    static func document(_ summary: DocumentSummary, gaps inline: Bool = true) -> TemplateValue {
        var context = split(summary.coverage)
        // One click from the dashboard to the first paragraph that needs work.
        context["href"] = .text(summary.name + ".html" + (summary.gaps.first.map { "#" + $0.id } ?? ""))
        context["name"] = .text(summary.name)
        context["titleEn"] = .text(summary.titleEn ?? summary.titleZh ?? summary.name)
        context["folder"] = .text(summary.folder)
        context["stale"] = .number(summary.stale)
        context["review"] = .number(summary.needsReview)
        context["untranslated"] = .number(summary.coverage.blocks.untranslated)
        let needingWork = summary.blocksNeedingWork
        if inline, !summary.gaps.isEmpty {
            context["gaps"] = .list(summary.gaps.map { gap in
                [
                    "href": .text(summary.name + ".html#" + gap.id), "state": .text(label(gap.state)), "class": .text(gap.state.rawValue),
                    "html": .text(gap.state == .stale ? diffHTML(gap.text) : HTMLEscaping.escape(gap.text)),
                ]
            })
            context["gapCount"] = .number(needingWork)
            context["more"] = needingWork > summary.gaps.count ? .number(needingWork - summary.gaps.count) : nil
        }
        return .object(context)
    }

    /// A stale gap's word diff (`[-old-]{+new+}`) as HTML: `<del>`, `<ins>`, the rest escaped.
    static func diffHTML(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        while let open = [rest.range(of: "[-"), rest.range(of: "{+")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let removal = rest[open] == "[-"
            guard let close = rest[open.upperBound...].range(of: removal ? "-]" : "+}") else { break }
            html += HTMLEscaping.escape(String(rest[..<open.lowerBound]))
            let tag = removal ? "del" : "ins"
            html += "<\(tag)>" + HTMLEscaping.escape(String(rest[open.upperBound..<close.lowerBound])) + "</\(tag)>"
            rest = rest[close.upperBound...]
        }
        return html + HTMLEscaping.escape(String(rest))
    }
}
