import Foundation

/// Runs independent pieces of work at once with `concurrentPerform`, on the calling thread and
/// others. Many documents already keep every core busy; a single long document, the inputs of a
/// rerun or the shares of the search index otherwise ran on one core while the others idled.
/// Blocking the caller is safe: `concurrentPerform` runs iterations on the calling thread too, so
/// the call finishes even when no other thread is free.
enum Concurrently {
    /// `transform` of every index in `0..<count`, in index order.
    static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in slots.buffer[index] = transform(index) }
        }
        return slots.buffer.map { $0! }
    }

    /// The results of `first` and `second`, run concurrently when `parallel`, else one after
    /// the other; the first error thrown, in order.
    static func both<A: Sendable, B: Sendable, E: Error>(
        when parallel: Bool = true, _ first: @Sendable () throws(E) -> A, _ second: @Sendable () throws(E) -> B
    ) throws(E) -> (A, B) {
        guard parallel else { return (try first(), try second()) }
        let results = withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                map(2) { index -> (Result<A, E>?, Result<B, E>?) in
                    index == 0 ? (Result { () throws(E) -> A in try first() }, nil) : (nil, Result { () throws(E) -> B in try second() })
                }
            }
        }
        return (try results[0].0!.get(), try results[1].1!.get())
    }

    /// One slot per iteration, each written by its own iteration only and read after
    /// `concurrentPerform` returns, which orders the writes before the reads.
    private final class Slots<T>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<T?>
        init(_ count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }
        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
