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
///
/// Besides, kinds of pages a reader rarely wants first (blog posts, glossary entries, generated
/// reference) count by their section's factor unless the query names the section (`daemonset`
/// finds the concept page, `daemonset reference` the API page); `search: sections:` replaces
/// the built-in ones (`sections: []`: none). A document whose title is the query counts
/// `title: {exact: 2}` times, one whose title holds all the query's words `title: {words: 1.5}`.
public struct SearchWeights: Sendable, Equatable {
    /// Pages of one kind, by a pattern over document names: their factor, and the words that
    /// name them in a query.
    public struct Section: Sendable, Equatable {
        public var pattern: String
        public var factor: Double
        public var names: [String]

        public init(pattern: String, factor: Double, names: [String]) {
            self.pattern = pattern
            self.factor = factor
            self.names = names
        }
    }

    /// The sections a documentation site has, by the folder names Hugo and Docusaurus sites use.
    public static let builtInSections = [
        Section(pattern: "**/blog/**", factor: 0.4, names: ["blog", "blogs", "post", "博客"]),
        Section(pattern: "**/glossary/**", factor: 0.4, names: ["glossary", "term", "definition", "术语", "词汇"]),
        Section(pattern: "**/reference/**", factor: 0.6, names: ["reference", "api", "参考"]),
    ]

    /// What the index says of each document beyond its terms: its weight, and its section (0 for
    /// none, else the section's position from 1).
    public struct Ranking: Sendable, Equatable {
        public var weights: [Double] = []
        public var kinds: [Int32] = []
        public var sections: [Section] = []
        public var title = TitleFactors()

        public init(weights: [Double] = [], kinds: [Int32] = [], sections: [Section] = [], title: TitleFactors = TitleFactors()) {
            self.weights = weights
            self.kinds = kinds
            self.sections = sections
            self.title = title
        }
    }

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

    /// How much more a title that is the query counts, and one that holds all its words.
    public struct TitleFactors: Sendable, Equatable {
        public var exact = 2.0
        public var words = 1.5

        public init(exact: Double = 2, words: Double = 1.5) {
            self.exact = exact
            self.words = words
        }
    }

    /// The rules, in the order given; the first that matches counts.
    public var rules: [Rule]
    /// The title factors.
    public var title = TitleFactors()
    /// The sections, in the order given; the first that matches a document is its own.
    public var sections: [Section]

    /// Creates weights from `rules` and `sections`.
    public init(rules: [Rule] = [], sections: [Section] = Self.builtInSections) {
        self.rules = rules
        self.sections = sections
    }

    /// The rules as text, one `pattern<TAB>factor` a line, and the sections, one
    /// `section<TAB>pattern<TAB>factor<TAB>names` a line (empty for the built-in ones): in the
    /// site's key and record, so a change rebuilds the site and `merge` rebuilds it with the
    /// shards' own.
    public var text: String {
        var lines = rules.map { "\($0.pattern)\t\($0.factor)" }
        if title != TitleFactors() { lines.append("title\t\(title.exact)\t\(title.words)") }
        guard sections != Self.builtInSections else { return lines.joined(separator: "\n") }
        let own = sections.map { "section\t\($0.pattern)\t\($0.factor)\t\($0.names.joined(separator: ","))" }
        return (lines + (own.isEmpty ? ["section"] : own)).joined(separator: "\n")
    }

    /// Reads `text`; lines of another shape are skipped.
    public init(text: String) {
        var rules: [Rule] = [], sections: [Section] = [], ownSections = false, title = TitleFactors()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if parts[0] == "title" {
                guard parts.count == 3, let exact = Double(parts[1]), let words = Double(parts[2]),
                    Self.factors.contains(exact), Self.factors.contains(words), exact > 0, words > 0
                else { continue }
                title = TitleFactors(exact: exact, words: words)
            } else if parts[0] == "section" {
                ownSections = true
                guard parts.count == 4, let factor = Double(parts[2]), Self.factors.contains(factor), factor > 0 else { continue }
                sections.append(Section(pattern: parts[1], factor: factor, names: parts[3].split(separator: ",").map(String.init)))
            } else if parts.count == 2, let factor = Double(parts[1]), Self.factors.contains(factor), factor > 0 {
                rules.append(Rule(pattern: parts[0], factor: factor))
            }
        }
        self.init(rules: rules, sections: ownSections ? sections : Self.builtInSections)
        self.title = title
    }

    /// The weight and section of each of `summaries`, in order.
    func weights(_ documents: any SiteDocuments) -> Ranking {
        let listed = Array(documents.byName)
        let kinds = listed.map { summary in
            Int32(sections.firstIndex { Glob.matches($0.pattern, path: summary.name) }.map { $0 + 1 } ?? 0)
        }
        return Ranking(weights: weights(listed), kinds: kinds, sections: sections, title: title)
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
