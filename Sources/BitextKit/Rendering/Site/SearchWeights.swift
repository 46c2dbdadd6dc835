/// How much each document's matches count in search, from what the site says: a page's
/// sitemap priority (Hugo's `sitemap: {priority: 1.0}` front matter, its own or else its nearest
/// section's `_index` page's), relative to the sitemaps protocol's default of 0.5; times the
/// factor of the first `bitext.yml` rule whose pattern matches the document's name:
///
/// ```yaml
/// search:
///   weights:
///     "blog/**": 0.5
///     "docs/reference/**": 0.8
/// ```
public struct SearchWeights: Sendable, Equatable {
    /// A pattern over document names (`Glob`) and the factor of the documents it matches.
    public struct Rule: Sendable, Equatable {
        public var pattern: String
        public var factor: Double

        public init(pattern: String, factor: Double) {
            self.pattern = pattern
            self.factor = factor
        }
    }

    /// The factors a rule may have: weights are written into the search index as whole
    /// hundredths, and a factor of 1e19 has no integer.
    public static let factors: ClosedRange<Double> = 0...1000

    /// The rules, in the order given; the first that matches counts.
    public var rules: [Rule]

    /// Creates weights from `rules`.
    public init(rules: [Rule] = []) { self.rules = rules }

    /// The rules as text, one `pattern<TAB>factor` a line: in the site's key and record, so a
    /// change of rules rebuilds the site and `merge` rebuilds it with the shards' own rules.
    public var text: String { rules.map { "\($0.pattern)\t\($0.factor)" }.joined(separator: "\n") }

    /// Reads `text`; lines of another shape are skipped.
    public init(text: String) {
        rules = text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let factor = Double(parts[1]), Self.factors.contains(factor), factor > 0 else { return nil }
            return Rule(pattern: String(parts[0]), factor: factor)
        }
    }

    /// The weight of each of `summaries`, in order.
    func weights(_ documents: any SiteDocuments) -> [Double] {
        weights(documents.byName)
    }

    /// The weights of `summaries`, in their order (read twice: the sections first).
    func weights(_ summaries: some Sequence<DocumentSummary>) -> [Double] {
        var sections: [String: Double] = [:]
        for summary in summaries where Self.isSection(summary.name) {
            if let priority = summary.priority { sections[summary.folder] = priority }
        }
        return summaries.map { summary in
            let priority = summary.priority ?? Self.nearest(summary.folder, in: sections)
            let relative = priority.map { min(4, max(0.25, $0 / 0.5)) } ?? 1
            return relative * (rules.first { Glob.matches($0.pattern, path: summary.name) }?.factor ?? 1)
        }
    }

    private static func isSection(_ name: String) -> Bool {
        name == "_index" || name.hasSuffix("/_index")
    }

    /// The priority of `folder`'s section, else of the nearest folder above it that has one.
    private static func nearest(_ folder: String, in sections: [String: Double]) -> Double? {
        var folder = folder
        while true {
            if let priority = sections[folder] { return priority }
            if folder.isEmpty { return nil }
            folder = DocumentSummary.folder(of: folder)
        }
    }
}
