import BitextModel

/// What the site is built from, gathered as documents finish: each one's summary, and its search
/// terms already added to the postings, so that a large conversion holds the compact postings
/// rather than every document's term list until the end.
struct SiteContent {
    private(set) var summaries: [String: DocumentSummary] = [:]
    private(set) var search = SearchIndexBuilder.Postings()

    mutating func add(_ name: String, _ document: SiteDocument) {
        summaries[name] = document.summary
        search.add(name: name, terms: document.terms)
    }
}
