/// A value each thread lends to one user at a time: `take` hands over the thread's spare (nil
/// while another user holds it, or before any was given), `give` makes a value the spare again.
/// Scratch that work on one thread reuses from one document to the next, without a lock, and
/// never shared by two users on a thread.
final class ThreadSpare<Value>: @unchecked Sendable {
    private final class Slot {
        var value: Value?
    }

    private let slots = PerThread { Slot() }

    /// The calling thread's spare, which the thread no longer holds.
    func take() -> Value? {
        let slot = slots.value
        defer { slot.value = nil }
        return slot.value
    }

    /// Makes `value` the calling thread's spare, unless `keepsBetter` says the spare it holds
    /// (another user's, given back first) is the one to keep.
    func give(_ value: Value, unless keepsBetter: (Value) -> Bool = { _ in false }) {
        let slot = slots.value
        if let held = slot.value, keepsBetter(held) { return }
        slot.value = value
    }
}
