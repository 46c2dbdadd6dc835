import BitextModel
import Foundation

/// Converts folders of guides into bundles, pages and a site, as a list of named steps:
/// plan the inputs (`InputPlan`) → decide what changed (`ChangeDetector`, over the
/// `BuildDatabase`) → convert the rest (`DocumentScheduler` running `DocumentConverter`s, each
/// document's files handed to an `OutputSink` by the `OutcomeCollector`) → remove what vanished
/// (`VanishedDocuments`) → rebuild the site (`SiteStep`) → commit (`CommitStep`).
/// `docs/ARCHITECTURE.md` follows one document along this path.
public struct ConvertAction: Sendable {
    public var options: ConvertOptions
    /// Where files go; nil for the output folder's atomic writer.
    public var sink: (any OutputSink)?

    public init(options: ConvertOptions, sink: (any OutputSink)? = nil) {
        self.options = options
        self.sink = sink
    }

    /// Progress callbacks: (done, total, current name). Called on the converting task.
    public typealias Progress = (Int, Int, String) -> Void

    public func perform(progress: Progress? = nil) async throws(BitextError) -> ConversionReport {
        let clock = DispatchTime.now().uptimeNanoseconds
        // The inputs are found while the output folder is locked and its database opened: on a
        // rerun with nothing to do, these two are most of the time.
        async let planned = Result { () throws(BitextError) in try InputPlan(options) }
        let folder = try OutputFolder(options.output, inputs: options.inputs, sink: sink)
        let plan = try await planned.get()
        let site = try SiteStep(plan: plan)
        let records = try folder.database.documents()
        let fingerprint = options.fingerprint + "|" + site.templateHash
        let changes = ChangeDetector(fingerprint: fingerprint, exports: options.exports, force: options.force)
            .changes(plan.items, records: records, sink: folder.sink)
        var collector = OutcomeCollector(
            sink: folder.sink, database: folder.database, exports: options.exports, previous: records, total: plan.items.count,
            kept: changes.kept.count)
        if changes.work.isEmpty {
            try collector.prepare([])
        } else {
            let scheduler = try scheduler(site: site, fingerprint: fingerprint, timings: &collector.report.timings)
            collector.report.timings.setup = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
            try await scheduler.run(changes.work, into: &collector, progress: progress)
        }
        var finish = ConversionFinish(folder: folder, plan: plan, site: site, records: records, changes: changes)
        return finish.run(collector, removesVanished: options.shard == nil, force: options.force, clock: clock)
    }

    /// The scheduler, with the lexicon loaded and the templates parsed: only when a document is to
    /// be converted, as a rerun with nothing to do needs neither.
    private func scheduler(site: SiteStep, fingerprint: String, timings: inout StageTimings) throws(BitextError) -> DocumentScheduler {
        let lexicon = try timings.measure(\.lexicon) { () throws(BitextError) in try options.lexicon?.lexicon() }
        let processor = DocumentProcessor(reading: options.reading, aligning: options.aligning, lexicon: lexicon)
        let converter = DocumentConverter(
            processor: processor, pages: try PageRenderer(templates: site.templates), exports: options.exports, exportSettings: options.exportSettings)
        return DocumentScheduler(
            converter: converter, limit: max(1, options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount), fingerprint: fingerprint)
    }
}
