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
        var report = ConversionReport()
        report.diagnostics = try replace(with: merged, in: folder, report: &report)
        // Read after the records are replaced, which retracts the site's key too: the site
        // record is then always saved again, with its key, even when it is the old one.
        let previousSite = try folder.database.site()
        var site = SiteStep(templates: templateSet, title: merged.title, templatesPath: templates, searchWeights: merged.searchWeights)
        // A stage of a merge tree is itself a shard of the shards it holds.
        site.shard = merged.mark
        let listing = try DatabaseListing(folder.database)
        let (record, problems) = site.buildMerged(merged, listing: listing, previous: previousSite, sink: folder.sink, database: folder.database)
        if let problem = problems.first(where: { $0.severity == .error }) { throw BitextError(problem) }
        report.diagnostics += problems
        let run = RunRecord(
            finished: Date().timeIntervalSince1970, documents: report.documents, converted: 0, failed: 0, pairs: report.pairs,
            coverage: report.coverage)
        let committed = CommitStep(sink: folder.sink, database: folder.database).commit(
            listing: listing, site: record, previousSite: previousSite, run: run)
        if let problem = committed.first { throw BitextError(problem) }
        report.index = folder.index
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }

    /// Replaces the folder's documents with the shards', a batch at a time: first every record
    /// stops vouching for the folder (each keeps listing its files, for removal); then each
    /// batch's records list the files they are about to get too, the files are copied, what only
    /// the old record listed is removed and the new records saved. The documents no shard holds
    /// are still retracted at the end: their files and records are removed.
    private func replace(with merged: MergedShards, in folder: OutputFolder, report: inout ConversionReport) throws(BitextError) -> [Diagnostic] {
        try folder.database.retractAll()
        try folder.sink.remove(ConversionManifest.fileName)
        var problems: [Diagnostic] = []
        var media: [String: (source: String, stamp: String)] = [:]
        try merged.eachBatch { (records: [DocumentRecord], source: AtomicWriter) throws(BitextError) in
            problems += Self.copyMedia(of: records, from: source, to: folder.sink, copied: &media)
            let old = try folder.database.retract(Dictionary(uniqueKeysWithValues: records.map { ($0.name, $0.outputs) }))
            for record in records {
                for file in record.outputs { try folder.sink.write(try source.contents(of: file), to: file) }
                let kept = Set(record.outputs)
                problems += folder.sink.removeAll((old[record.name] ?? []).filter { !kept.contains($0) })
                report.documents += 1
                report.pairs += record.pairs
                report.coverage = report.coverage + record.coverage
            }
            try folder.database.save(records)
        }
        while case let gone = try folder.database.retracted(limit: MergedShards.batchSize), !gone.isEmpty {
            for (_, outputs) in gone { problems += folder.sink.removeAll(outputs) }
            try folder.database.save([], removing: gone.map(\.name))
        }
        let gone = try folder.database.mediaCopies().keys.filter { media[$0] == nil }.sorted()
        problems += folder.sink.removeAll(gone)
        try folder.database.saveMediaCopies(media, removing: gone)
        return problems
    }

    /// The shard's copies of the images `records` show, each copied once; a copy the shard lacks
    /// or a name outside the media folder is left out, with a warning. The stamp says the copy
    /// came from a shard: a later run into this folder copies the file again.
    private static func copyMedia(
        of records: [DocumentRecord], from shard: AtomicWriter, to sink: any OutputSink, copied: inout [String: (source: String, stamp: String)]
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for file in records.flatMap(\.media.files) where copied[file.output] == nil {
            do throws(BitextError) {
                guard MediaStep.isSafeName(file.output) else { throw BitextError(.shard, path: file.output, "not a name an image copy has") }
                _ = try sink.write(try shard.contents(of: file.output), to: file.output)
                copied[file.output] = (file.source, "merged")
            } catch {
                var problem = error.diagnostic
                problem.severity = .warning
                problems.append(problem)
            }
        }
        return problems
    }
}
