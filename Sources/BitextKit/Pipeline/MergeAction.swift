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
        let folder = try OutputFolder(output, inputs: shards)
        folder.sink.removeLeftovers()
        let templateSet = try templates.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
        let merged = try MergedShards(shards: shards, templateHash: SiteStep.templateHash(templateSet), partial: partial)
        let previous = try folder.database.documents()
        var report = ConversionReport()
        report.diagnostics = try replace(previous, with: merged, in: folder)
        var site = SiteStep(templates: templateSet, title: merged.title, templatesPath: templates, searchWeights: merged.searchWeights)
        // A stage of a merge tree is itself a shard of the shards it holds.
        site.shard = merged.mark
        let previousSite = try folder.database.site()
        let (record, problems, summaries) = site.buildMerged(
            merged, previous: previousSite, documentOutputs: Set(merged.records.values.flatMap(\.outputs)), sink: folder.sink, database: folder.database)
        if let problem = problems.first(where: { $0.severity == .error }) { throw BitextError(problem) }
        report.diagnostics += problems
        report.documents = merged.records.count
        report.pairs = merged.records.values.map(\.pairs).reduce(0, +)
        report.coverage = merged.records.values.map(\.coverage).reduce(CoverageSummary(), +)
        let run = RunRecord(
            finished: Date().timeIntervalSince1970, documents: report.documents, converted: 0, failed: 0, pairs: report.pairs,
            coverage: report.coverage)
        let committed = CommitStep(sink: folder.sink, database: folder.database).commit(
            records: merged.records, site: record, previousSite: previousSite, summaries: summaries, rewrite: true, run: run)
        if let problem = committed.first { throw BitextError(problem) }
        report.index = folder.index
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }

    /// Replaces the folder's documents with the shards': before anything is replaced the records
    /// stop vouching for the folder (every file either side wrote stays listed, for removal); the
    /// files are copied, the new records saved, and what only the old ones listed removed.
    private func replace(_ previous: [String: DocumentRecord], with merged: MergedShards, in folder: OutputFolder) throws(BitextError) -> [Diagnostic] {
        var retraction = previous.mapValues(\.outputs)
        for (name, record) in merged.records { retraction[name, default: []] += record.outputs }
        try folder.database.retract(retraction)
        try folder.sink.remove(ConversionManifest.fileName)
        try merged.copy(into: folder.sink)
        var problems: [Diagnostic] = []
        for (name, record) in previous.sorted(by: { $0.key < $1.key }) {
            let kept = Set(merged.records[name]?.outputs ?? [])
            problems += folder.sink.removeAll(record.outputs.filter { !kept.contains($0) })
        }
        try folder.database.save([], removing: previous.keys.filter { merged.records[$0] == nil })
        try merged.save(into: folder.database)
        return problems
    }
}
