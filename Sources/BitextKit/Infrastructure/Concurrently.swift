import Foundation

/// Runs two independent pieces of one document's work at once, on the calling thread and one
/// other. Many documents already keep every core busy; a single long document otherwise ran on
/// one core while the others idled. Blocking the caller is safe: `concurrentPerform` runs
/// iterations on the calling thread too, so the call finishes even when no other thread is free.
enum Concurrently {
    /// The results of `first` and `second`, run concurrently when `parallel`, else one after
    /// the other; the first error thrown, in order.
    static func both<A: Sendable, B: Sendable, E: Error>(
        when parallel: Bool = true, _ first: @Sendable () throws(E) -> A, _ second: @Sendable () throws(E) -> B
    ) throws(E) -> (A, B) {
        guard parallel else { return (try first(), try second()) }
        let results = Slots<Result<A, E>, Result<B, E>>()
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 {
                        results.first = Result { () throws(E) -> A in try first() }
                    } else {
                        results.second = Result { () throws(E) -> B in try second() }
                    }
                }
            }
        }
        return (try results.first!.get(), try results.second!.get())
    }

    /// Each slot is written by one iteration and read after `concurrentPerform` returns, which
    /// orders the writes before the reads.
    private final class Slots<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
