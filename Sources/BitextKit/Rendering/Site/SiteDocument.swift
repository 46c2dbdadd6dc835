import BitextModel

/// The little the site keeps of each document: its summary and the terms it can be found by.
/// Holding this instead of whole bundles (or their texts) keeps a large conversion's memory flat.
public struct SiteDocument: Sendable, Equatable {
    /// The document's summary.
    public var summary: DocumentSummary
    /// The distinct search terms of its pairs, in no particular order.
    public var terms: SearchIndexBuilder.SearchTerms
    /// The images its page shows, copied once for the site.
    public var media = MediaList()

    /// Creates a site document.
    public init(summary: DocumentSummary, terms: SearchIndexBuilder.SearchTerms = SearchIndexBuilder.SearchTerms([]), media: MediaList = MediaList()) {
        self.summary = summary
        self.terms = terms
        self.media = media
    }

    /// Reduces a bundle to what the site needs.
    public init(bundle: BitextModel.Bundle) {
        self.summary = DocumentSummary(bundle: bundle)
        self.terms = SearchIndexBuilder.searchTerms(of: bundle.pairs, titles: [bundle.title.en, bundle.title.zh].compactMap { $0 })
    }
}
