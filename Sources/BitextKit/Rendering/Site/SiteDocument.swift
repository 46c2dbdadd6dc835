import BitextModel

/// The little the site keeps of each document: its summary and short texts of its pairs for
/// search. Holding this instead of whole bundles keeps a large conversion's memory flat.
public struct SiteDocument: Sendable, Equatable {
    /// The document's summary.
    public var summary: DocumentSummary
    /// Pair id, English snippet, Chinese snippet, for every pair with prose.
    public var pairs: [[String]]

    /// Creates a site document.
    public init(summary: DocumentSummary, pairs: [[String]]) {
        self.summary = summary
        self.pairs = pairs
    }

    /// Reduces a bundle to what the site needs.
    public init(bundle: BitextModel.Bundle) {
        self.summary = DocumentSummary(bundle: bundle)
        self.pairs = bundle.pairs.filter { $0.state != .neutral }.map {
            [$0.id, SearchIndexBuilder.snippet($0.en?.text ?? ""), SearchIndexBuilder.snippet($0.zh?.text ?? "")]
        }
    }
}
