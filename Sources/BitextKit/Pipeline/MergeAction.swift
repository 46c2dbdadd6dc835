import BitextModel
import Foundation

/// Combines the outputs of shard runs into one output folder: document files are copied, records
/// merged, and the site and commit steps of a conversion run over them, so the result has the
/// bytes of a single run. A shard is read, never trusted: only regular files its database lists
/// under names a document can have are copied (no link is followed), and the templates are this
/// call's, checked against the shards' site keys. What an earlier run recorded writing to the
/// output folder and this one did not write is removed.
public struct MergeAction: Sendable {
    public var shards: [String]
    public var output: String
    /// A template folder overriding the built-in templates, as the shards were converted with.
    public var templates: String?
    /// Some of the shards only: a stage of a merge tree, itself merged later with the rest.
    public var partial: Bool

    public init(shards: [String], output: String, templates: String? = nil, partial: Bool = false) {
        self.shards = shards
        self.output = output
        self.templates = templates
        self.partial = partial
    }

    public func perform() throws(BitextError) -> ConversionReport {
        let clock = DispatchTime.now().uptimeNanoseconds
        let store = try BuildStore(output, inputs: shards)
        store.removeLeftovers()
        let templateSet = try templates.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
        let merged = try MergedShards(shards: shards, templateHash: SiteStep.templateHash(templateSet), partial: partial)
        var report = ConversionReport()
        report.diagnostics = try store.replace(with: merged, report: &report)
        // Read after the records are replaced, which retracts the site's key too: the site
        // record is then always saved again, with its key, even when it is the old one.
        let previousSite = try store.site()
        var site = SiteStep(templates: templateSet, title: merged.title, templatesPath: templates, searchWeights: merged.searchWeights)
        // A stage of a merge tree is itself a shard of the shards it holds.
        site.shard = merged.mark
        let listing = try store.listing()
        let (record, problems) = site.buildMerged(merged, listing: listing, previous: previousSite, store: store)
        report.diagnostics += problems
        report.index = store.index
        // A site that could not be built is not committed: the manifest stays retracted, and the
        // warnings met on the way are reported with the error, not lost to it.
        guard !problems.contains(where: { $0.severity == .error }) else {
            report.failed += 1
            return report
        }
        let run = RunRecord(
            finished: Date().timeIntervalSince1970, documents: report.documents, converted: 0, failed: 0, pairs: report.pairs,
            coverage: report.coverage)
        let committed = store.commit(listing: listing, site: record, previousSite: previousSite, run: run)
        report.diagnostics += committed
        report.failed += committed.count
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }
}
