import BitextModel

/// What the coverage dashboard shows: documents in the order a translation lead works through
/// them (most English words left first), folder totals that include their subfolders, and the
/// split of every total into translated, stale, to review and untranslated words.
struct CoverageDashboard {
    let documents: any SiteDocuments

    /// The documents, most words left to translate first (then by name), each made as the
    /// page renders.
    var documentItems: TemplateItems {
        let documents = self.documents
        return TemplateItems(count: documents.count) { Self.document(documents.summary(at: $0, in: .remaining)) }
    }

    /// Every folder with its total over everything below it, in path order, with its depth.
    var folders: [TemplateValue] {
        var totals: [String: CoverageSummary] = [:]
        var counts: [String: Int] = [:]
        for folder in documents.folders {
            for path in Self.ancestors(folder.path) {
                totals[path] = (totals[path] ?? CoverageSummary()) + folder.coverage
                counts[path, default: 0] += folder.count
            }
        }
        return totals.keys.sorted().map { folder in
            var context = Self.split(totals[folder]!)
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

    static func document(_ summary: DocumentSummary) -> TemplateValue {
        var context = split(summary.coverage)
        context["href"] = .text(summary.name + ".html")
        context["name"] = .text(summary.name)
        context["titleEn"] = .text(summary.titleEn ?? summary.titleZh ?? summary.name)
        context["folder"] = .text(summary.folder)
        context["stale"] = .number(summary.stale)
        context["review"] = .number(summary.needsReview)
        context["untranslated"] = .number(summary.coverage.blocks.untranslated)
        let needingWork = summary.coverage.blocks.untranslated + summary.coverage.blocks.stale + summary.coverage.blocks.needsReview
        if !summary.gaps.isEmpty {
            context["gaps"] = .list(summary.gaps.map { gap in
                ["href": .text(summary.name + ".html#" + gap.id), "state": .text(label(gap.state)), "class": .text(gap.state.rawValue), "text": .text(gap.text)]
            })
            context["gapCount"] = .number(needingWork)
            context["more"] = needingWork > summary.gaps.count ? .number(needingWork - summary.gaps.count) : nil
        }
        return .object(context)
    }
}
