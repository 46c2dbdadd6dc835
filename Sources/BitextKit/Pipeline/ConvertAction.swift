import BitextModel
import Foundation

/// Converts folders of guides into bundles, pages and a site, as a list of named steps:
/// plan the inputs (`InputPlan`) → decide what changed (`ChangeDetector`, over the
/// `BuildStore`) → convert the rest (`DocumentScheduler` running `DocumentConverter`s, each
/// document's files handed to the store by the `OutcomeCollector`) → remove what vanished →
/// copy images (`MediaStep`) → rebuild the site (`SiteStep`) → commit (`ConversionFinish`).
/// Every step hands what it made to the `BuildStore`, which alone writes.
/// `docs/ARCHITECTURE.md` follows one document along this path.
public struct ConvertAction: Sendable {
    public var options: ConvertOptions
    /// Where files go; nil for the output folder's atomic writer.
    public var writer: (any OutputSink)?

    public init(options: ConvertOptions, sink: (any OutputSink)? = nil) {
        self.options = options
        writer = sink
    }

    /// Progress callbacks: (done, total, current name). Called on the converting task.
    public typealias Progress = (Int, Int, String) -> Void

    public func perform(progress: Progress? = nil) async throws(BitextError) -> ConversionReport {
        let clock = DispatchTime.now().uptimeNanoseconds
        // The inputs are found while the output folder is locked and its database opened: on a
        // rerun with nothing to do, these two are most of the time.
        async let planned = Result { () throws(BitextError) in try InputPlan(options) }
        let store = try BuildStore(options.output, inputs: options.inputs, sink: writer)
        let plan = try await planned.get()
        let site = try SiteStep(plan: plan)
        let records = try store.documents()
        let fingerprint = options.fingerprint + "|" + site.templateHash
        let changes = ChangeDetector(fingerprint: fingerprint, exports: options.exports, force: options.force)
            .changes(plan.items, records: records, store: store)
        var collector = OutcomeCollector(
            store: store, exports: options.exports, previous: records, total: plan.items.count, kept: changes.kept.count)
        if changes.work.isEmpty {
            try collector.prepare([])
        } else {
            let scheduler = try scheduler(site: site, fingerprint: fingerprint, timings: &collector.report.timings)
            collector.report.timings.setup = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
            try await scheduler.run(changes.work, into: &collector, progress: progress)
            options.lexicon?.unload()
        }
        var finish = ConversionFinish(store: store, plan: plan, site: site, records: records, changes: changes)
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
