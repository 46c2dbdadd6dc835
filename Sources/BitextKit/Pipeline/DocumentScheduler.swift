import BitextModel
import Foundation

/// The third step: converts what changed, at most `limit` documents at a time. This task is the
/// single writer: each document's files are written as soon as it is done and then dropped, so a
/// large tree never holds more than `limit` documents' outputs in memory.
struct DocumentScheduler {
    var converter: DocumentConverter
    var limit: Int
    var fingerprint: String

    /// A document to convert, with its inputs' size (stat'ed once: it orders the work and is
    /// what the report counts as read).
    private struct Job {
        var item: WorkItem
        var stamped: InputKeys.Stamped?
        var size: Int
    }

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
        _ work: [Job], _ next: inout Int, in group: inout TaskGroup<DocumentConverter.Outcome>, now: Int
    ) {
        guard next < work.count else { return }
        let job = work[next]
        next += 1
        // With fewer documents left to start than cores, cores would idle: the last documents
        // (or a lone long one) split their own work.
        var converter = converter
        converter.processor.splitsWork = work.count - next < limit
        let fingerprint = fingerprint
        group.addTask {
            // Stamped before the inputs are read; keyed by the bytes the conversion read.
            let stamp = job.stamped == nil ? InputKeys.stamp(job.item, fingerprint: fingerprint, now: now) : nil
            var outcome = converter.convert(job.item)
            outcome.inputBytes = job.size
            outcome.stamped = InputKeys.converted(job.item, fingerprint: fingerprint, read: outcome.fingerprints, known: job.stamped, stamp: stamp)
            return outcome
        }
    }

    /// Largest documents first: a big one started last would run alone at the end while the
    /// other cores idle. Outputs do not depend on the order.
    private static func largestFirst(_ work: [(item: WorkItem, stamped: InputKeys.Stamped?)]) -> [Job] {
        let jobs = work.map { Job(item: $0.item, stamped: $0.stamped, size: $0.item.files.reduce(0) { $0 + (FileStatus($1.path)?.size ?? 0) }) }
        return jobs.sorted { a, b in (a.size, b.item.name) > (b.size, a.item.name) }
    }
}
