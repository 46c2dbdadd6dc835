import BitextModel
import Foundation

/// The third step: converts what changed, at most `limit` documents at a time. This task is the
/// single writer: each document's files are written as soon as it is done and then dropped, so a
/// large tree never holds more than `limit` documents' outputs in memory.
struct DocumentScheduler {
    var converter: DocumentConverter
    var limit: Int
    var fingerprint: String

    /// Converts `work` into `collector`'s folder; `progress` hears of each document done.
    func run(
        _ work: [(item: WorkItem, stamped: InputKeys.Stamped?)], into collector: inout OutcomeCollector, progress: ConvertAction.Progress?
    ) async throws(BitextError) {
        let work = Self.largestFirst(work)
        let now = Int(Date().timeIntervalSince1970 * 1e9)
        var failure: BitextError?
        await withTaskGroup(of: DocumentConverter.Outcome.self) { group in
            var next = 0
            for _ in 0..<min(limit, work.count) { launch(work, &next, in: &group, now: now) }
            // The first documents convert while a killed run's temporary files are removed and
            // the records retracted: tasks only compute, and nothing is written before `collect`,
            // so both still come before any output is replaced.
            do throws(BitextError) {
                try collector.prepare(work.map(\.item))
            } catch {
                failure = error
                group.cancelAll()
                return
            }
            while let outcome = await group.next() {
                launch(work, &next, in: &group, now: now)
                collector.collect(outcome)
                progress?(collector.done, collector.total, outcome.item.name)
            }
        }
        if let failure { throw failure }
        collector.flush()
    }

    private func launch(
        _ work: [(item: WorkItem, stamped: InputKeys.Stamped?)], _ next: inout Int,
        in group: inout TaskGroup<DocumentConverter.Outcome>, now: Int
    ) {
        guard next < work.count else { return }
        let (item, stamped) = work[next]
        next += 1
        // With fewer documents left to start than cores, cores would idle: the last documents
        // (or a lone long one) split their own work.
        var converter = converter
        converter.processor.splitsWork = work.count - next < limit
        let fingerprint = fingerprint
        group.addTask {
            converter.convert(item, stamped: stamped ?? InputKeys.stamped(item, fingerprint: fingerprint, now: now))
        }
    }

    /// Largest documents first: a big one started last would run alone at the end while the
    /// other cores idle. Outputs do not depend on the order.
    static func largestFirst(_ work: [(item: WorkItem, stamped: InputKeys.Stamped?)]) -> [(item: WorkItem, stamped: InputKeys.Stamped?)] {
        let sizes = work.map { $0.item.files.map { FileStatus($0.path)?.size ?? 0 }.reduce(0, +) }
        return zip(work, sizes).sorted { a, b in (a.1, b.0.item.name) > (b.1, a.0.item.name) }.map(\.0)
    }
}
