import BitextModel
import Foundation

/// What follows the documents' conversion: vanished documents removed, the site rebuilt when
/// needed, the run committed, and the report put together.
struct ConversionFinish {
    let store: BuildStore
    let plan: InputPlan
    let site: SiteStep
    /// The records the run started from.
    let records: [String: DocumentRecord]
    let changes: ChangeDetector.Changes

    /// The run's report. A database that cannot be read here is an error of the run, and
    /// nothing more is written: the site and manifest stay retracted, so the rerun redoes them,
    /// rather than a manifest listing no documents.
    mutating func run(_ collector: OutcomeCollector, removesVanished: Bool, force: Bool, clock: UInt64) -> ConversionReport {
        var collector = collector
        var report: ConversionReport
        do throws(BitextError) {
            report = try commit(&collector, removesVanished: removesVanished, force: force, clock: clock)
        } catch {
            report = counted(collector.report, diagnostics: [error.diagnostic] + UnknownShortcodes.namedOnce(keptDiagnostics(collector)))
            report.failed += 1
        }
        report.index = store.index
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }

    /// Removes vanished documents, copies images, rebuilds the site and commits.
    private mutating func commit(
        _ collector: inout OutcomeCollector, removesVanished: Bool, force: Bool, clock: UInt64
    ) throws(BitextError) -> ConversionReport {
        let names = Set(plan.items.map(\.name))
        let removing = removesVanished && records.keys.contains { !names.contains($0) }
        let vanished = removing ? store.removeVanished(records, keeping: names) : []
        // Unless documents were retracted or removed, the records read at the start are still
        // what the database holds: a rerun with nothing to do reads them once.
        let current = collector.hasRetracted || removing ? try store.documents() : records
        let after = current.filter { !$0.value.key.isEmpty }
        let changed = collector.written > 0 || Set(after.keys) != Set(records.keys)
        let media = MediaStep(store: store, allowed: MediaStep.allowedFolders(plan.items)).run(documents: Set(after.keys))
        let previousSite = try store.site()
        let (siteRecord, siteProblems, summaries) = buildSite(&collector, after: after, previous: previousSite, changed: changed, force: force)
        var report = counted(collector.report, diagnostics: UnknownShortcodes.namedOnce(keptDiagnostics(collector)) + vanished + media + siteProblems)
        report.failed += (media + siteProblems).filter { $0.severity == .error }.count
        let totals = totals(after)
        report.pairs = totals.pairs
        report.coverage = totals.coverage
        report.lastRun = try store.lastRun()
        let run = RunRecord(
            finished: Date().timeIntervalSince1970, documents: report.documents, converted: report.converted, failed: report.failed,
            pairs: report.pairs, coverage: report.coverage)
        let committed = store.commit(
            records: after, site: siteRecord, previousSite: previousSite, summaries: summaries,
            rewrite: force || collector.hasRetracted || changed, run: run)
        report.diagnostics += committed
        report.failed += committed.count
        try store.restamp(changes.restamped)
        return report
    }

    /// `report` with the run's documents counted (a kept document whose record holds an error
    /// failed when it was converted, and still does) and the plan's diagnostics before `diagnostics`.
    private func counted(_ report: ConversionReport, diagnostics: [Diagnostic]) -> ConversionReport {
        var report = report
        report.documents = plan.items.count
        let keptFailures = changes.kept.filter { $0.value.diagnostics.contains { $0.severity == .error } }.count
        report.skipped = changes.kept.count - keptFailures
        report.failed += keptFailures
        report.failedDocuments += keptFailures
        report.failed += plan.diagnostics.filter { $0.severity == .error }.count
        report.diagnostics += plan.diagnostics + diagnostics
        return report
    }

    /// Rebuilds the site if needed; the summaries it read come back for the manifest.
    private func buildSite(
        _ collector: inout OutcomeCollector, after: [String: DocumentRecord], previous: SiteRecord?, changed: Bool, force: Bool
    ) -> (SiteRecord, [Diagnostic], [String: DocumentSummary]?) {
        if !force, let previous, !site.isNeeded(previous: previous, documentsChanged: changed, store: store) {
            return (previous, [], nil)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        do throws(BitextError) { try collector.retract() } catch { return (previous ?? SiteRecord(key: nil, title: site.title, templates: site.templatesPath, files: []), [error.diagnostic], nil) }
        let outputs = Set(after.values.flatMap(\.outputs))
        let (record, problems, summaries) = site.build(
            Array(after.keys), converted: collector.site, previous: previous, documentOutputs: outputs, store: store, incremental: !force)
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
