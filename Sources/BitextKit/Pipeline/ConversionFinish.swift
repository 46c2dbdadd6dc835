import BitextModel
import Foundation

/// What follows the documents' conversion: vanished documents removed, the site rebuilt when
/// needed, the run committed, and the report put together.
struct ConversionFinish {
    let folder: OutputFolder
    let plan: InputPlan
    let site: SiteStep
    /// The records the run started from.
    let records: [String: DocumentRecord]
    let changes: ChangeDetector.Changes

    mutating func run(_ collector: OutcomeCollector, removesVanished: Bool, force: Bool, clock: UInt64) -> ConversionReport {
        var collector = collector
        let names = Set(plan.items.map(\.name))
        let removing = removesVanished && records.keys.contains { !names.contains($0) }
        let vanished = removing ? VanishedDocuments(sink: folder.sink, database: folder.database).remove(records, keeping: names) : []
        // Unless documents were retracted or removed, the records read at the start are still
        // what the database holds: a rerun with nothing to do reads them once.
        let current = collector.hasRetracted || removing ? (try? folder.database.documents()) ?? [:] : records
        let after = current.filter { !$0.value.key.isEmpty }
        let changed = collector.written > 0 || Set(after.keys) != Set(records.keys)
        let media = MediaStep(sink: folder.sink, database: folder.database, allowed: MediaStep.allowedFolders(plan.items))
            .run(documents: Set(after.keys))
        let previousSite = (try? folder.database.site()) ?? nil
        let (siteRecord, siteProblems, summaries) = buildSite(&collector, after: after, previous: previousSite, changed: changed, force: force)
        var report = collector.report
        report.documents = plan.items.count
        // A kept document whose record holds an error failed when it was converted, and still does.
        let keptFailures = changes.kept.filter { $0.value.diagnostics.contains { $0.severity == .error } }.count
        report.skipped = changes.kept.count - keptFailures
        report.failed += keptFailures
        report.failedDocuments += keptFailures
        report.failed += plan.diagnostics.filter { $0.severity == .error }.count
        report.diagnostics += plan.diagnostics + UnknownShortcodes.namedOnce(keptDiagnostics(collector)) + vanished + media + siteProblems
        report.failed += media.filter { $0.severity == .error }.count
        report.failed += siteProblems.filter { $0.severity == .error }.count
        let totals = totals(after)
        report.pairs = totals.pairs
        report.coverage = totals.coverage
        report.index = folder.index
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        let run = RunRecord(
            finished: Date().timeIntervalSince1970, documents: report.documents, converted: report.converted, failed: report.failed,
            pairs: report.pairs, coverage: report.coverage)
        report.lastRun = (try? folder.database.lastRun()) ?? nil
        let committed = CommitStep(sink: folder.sink, database: folder.database).commit(
            records: after, site: siteRecord, previousSite: previousSite, summaries: summaries,
            rewrite: force || collector.hasRetracted || changed, run: run)
        report.diagnostics += committed
        report.failed += committed.count
        try? folder.database.restamp(changes.restamped)
        return report
    }

    /// Rebuilds the site if needed; the summaries it read come back for the manifest.
    private func buildSite(
        _ collector: inout OutcomeCollector, after: [String: DocumentRecord], previous: SiteRecord?, changed: Bool, force: Bool
    ) -> (SiteRecord, [Diagnostic], [String: DocumentSummary]?) {
        if !force, let previous, !site.isNeeded(previous: previous, documentsChanged: changed, sink: folder.sink) {
            return (previous, [], nil)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        do throws(BitextError) { try collector.retract() } catch { return (previous ?? SiteRecord(key: nil, title: site.title, templates: site.templatesPath, files: []), [error.diagnostic], nil) }
        let outputs = Set(after.values.flatMap(\.outputs))
        let (record, problems, summaries) = site.build(
            Array(after.keys), converted: collector.site, previous: previous, documentOutputs: outputs, sink: folder.sink,
            database: folder.database, incremental: !force)
        collector.report.timings.site += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (record, problems, summaries)
    }

    /// Every document's diagnostics in name order: this run's, and the recorded ones of those kept.
    private func keptDiagnostics(_ collector: OutcomeCollector) -> [Diagnostic] {
        var all = collector.diagnostics
        for (name, record) in changes.kept where !record.diagnostics.isEmpty { all[name] = record.diagnostics }
        return all.keys.sorted().flatMap { all[$0]! }
    }

    private func totals(_ records: [String: DocumentRecord]) -> (pairs: Int, coverage: CoverageSummary) {
        records.values.reduce((0, CoverageSummary())) { ($0.0 + $1.pairs, $0.1 + $1.coverage) }
    }
}
