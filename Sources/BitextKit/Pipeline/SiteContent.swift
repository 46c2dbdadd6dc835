import BitextModel

/// What the site is built from, gathered as documents finish: each one's summary, and its search
/// terms already added to the postings, so that a large conversion holds the compact postings
/// rather than every document's term list until the end. The term lists of the first few are
/// also kept: a run that converted only those updates the previous search index with them.
struct SiteContent {
    private(set) var summaries: [String: DocumentSummary] = [:]
    private(set) var search = SearchIndexBuilder.Postings()
    /// Each document's terms, while there are at most `recentLimit` documents.
    private(set) var recent: [String: SearchIndexBuilder.SearchTerms]? = [:]
    static let recentLimit = 64

    /// The key of the site the previous run finished, and the terms it indexed of the documents
    /// this run converts again (when they are few).
    private(set) var previousSiteKey: String?
    private(set) var previousTerms: [String: SearchIndexBuilder.SearchTerms]?

    mutating func remember(siteKey: String?, terms: [String: SearchIndexBuilder.SearchTerms]) {
        previousSiteKey = siteKey
        previousTerms = terms
    }

    /// The documents converted now, with their terms before and now, when the previous index
    /// can be updated with them: the previous site was finished with `key`, and every one of them
    /// was in it.
    func changes(siteKey key: String) -> [SearchIndexUpdate.Change]? {
        guard let recent, let previousTerms, previousSiteKey == key else { return nil }
        var changes: [SearchIndexUpdate.Change] = []
        for (name, terms) in recent.sorted(by: { $0.key < $1.key }) {
            guard let old = previousTerms[name] else { return nil }
            changes.append(SearchIndexUpdate.Change(name: name, old: old, new: terms))
        }
        return changes
    }

    mutating func add(_ name: String, _ document: SiteDocument) {
        summaries[name] = document.summary
        search.add(name: name, terms: document.terms)
        recent?[name] = document.terms
        if (recent?.count ?? 0) > Self.recentLimit { recent = nil }
    }

    /// Adds a document's summary alone (its terms are already in the search index).
    mutating func add(summary: DocumentSummary) {
        summaries[summary.name] = summary
    }
}
