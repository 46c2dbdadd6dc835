/// A hash table of 64-bit keys (packed search terms, token hashes), numbered in insertion order.
/// Open addressing with a multiplicative hash: `Set<UInt64>` hashes every key with SipHash,
/// which was most of the cost of collecting a document's terms and a unit's tokens.
struct PackedKeyTable: Sendable {
    /// The keys, in the order they were first inserted.
    private(set) var keys: [UInt64] = []
    /// Each slot holds a key's number plus one (zero is empty) beside the key itself, in one
    /// array: a probe reads one cache line, not one in each of two arrays.
    private var slots: [Slot]
    /// The slots in use, a power of two: a table emptied for reuse keeps more storage than a
    /// small set needs, and only this many are probed and cleared.
    private var size: Int
    private var shift: UInt64

    private struct Slot {
        var key: UInt64 = 0
        var number: Int32 = 0
    }

    /// Creates a table sized for about `capacity` keys before it first grows.
    init(capacity: Int = 256) {
        let bits = Self.bits(for: capacity)
        slots = Array(repeating: Slot(), count: 1 << bits)
        size = 1 << bits
        shift = 64 - bits
        keys.reserveCapacity(capacity)
    }

    /// The slots' count, as a power of two, for about `capacity` keys at most half full.
    private static func bits(for capacity: Int) -> UInt64 {
        var bits: UInt64 = 4
        while 1 << bits < 2 * capacity { bits += 1 }
        return bits
    }

    /// Empties the table, sized for about `capacity` keys, keeping its storage: one table
    /// reused for many small sets (each unit's tokens) allocates once, not once a set.
    mutating func removeAll(capacity: Int) {
        keys.removeAll(keepingCapacity: true)
        resize(bits: Self.bits(for: capacity))
    }

    /// Makes the first `1 << bits` slots the table, empty.
    private mutating func resize(bits: UInt64) {
        size = 1 << bits
        shift = 64 - bits
        if slots.count < size {
            slots = Array(repeating: Slot(), count: size)
        } else {
            slots.withUnsafeMutableBufferPointer { $0[0..<size].update(repeating: Slot()) }
        }
    }

    /// The number of distinct keys.
    var count: Int { keys.count }

    /// The number of `key`, inserting it if it is new.
    @discardableResult
    mutating func insert(_ key: UInt64) -> (number: Int, inserted: Bool) {
        let mask = size - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let held = slots[slot]
            if held.number == 0 {
                keys.append(key)
                slots[slot] = Slot(key: key, number: Int32(keys.count))
                if keys.count * 2 > size { grow() }
                return (keys.count - 1, true)
            }
            if held.key == key { return (Int(held.number) - 1, false) }
            slot = (slot + 1) & mask
        }
    }

    /// The number of `key`, or nil when it was never inserted.
    func number(of key: UInt64) -> Int? {
        let mask = size - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let held = slots[slot]
            if held.number == 0 { return nil }
            if held.key == key { return Int(held.number) - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        resize(bits: 64 - shift + 1)
        let mask = size - 1
        for (number, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while slots[slot].number != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(key: key, number: Int32(number + 1))
        }
    }
}
