/// A hash table of 64-bit keys (packed search terms, token hashes), numbered in insertion order.
/// Open addressing with a multiplicative hash: `Set<UInt64>` hashes every key with SipHash,
/// which was most of the cost of collecting a document's terms and a unit's tokens.
struct PackedKeyTable: Sendable {
    /// The keys, in the order they were first inserted.
    private(set) var keys: [UInt64] = []
    /// Each slot holds a key's number plus one (zero is empty) beside the key itself, in one
    /// array: a probe reads one cache line, not one in each of two arrays.
    private var slots: [Slot]
    private var shift: UInt64

    private struct Slot {
        var key: UInt64 = 0
        var number: Int32 = 0
    }

    /// Creates a table sized for about `capacity` keys before it first grows.
    init(capacity: Int = 256) {
        var bits: UInt64 = 4
        while 1 << bits < 2 * capacity { bits += 1 }
        slots = Array(repeating: Slot(), count: 1 << bits)
        shift = 64 - bits
        keys.reserveCapacity(capacity)
    }

    /// The number of distinct keys.
    var count: Int { keys.count }

    /// The number of `key`, inserting it if it is new.
    @discardableResult
    mutating func insert(_ key: UInt64) -> (number: Int, inserted: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let held = slots[slot]
            if held.number == 0 {
                keys.append(key)
                slots[slot] = Slot(key: key, number: Int32(keys.count))
                if keys.count * 2 > slots.count { grow() }
                return (keys.count - 1, true)
            }
            if held.key == key { return (Int(held.number) - 1, false) }
            slot = (slot + 1) & mask
        }
    }

    /// The number of `key`, or nil when it was never inserted.
    func number(of key: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let held = slots[slot]
            if held.number == 0 { return nil }
            if held.key == key { return Int(held.number) - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: Slot(), count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for (number, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while slots[slot].number != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(key: key, number: Int32(number + 1))
        }
    }
}
