/// A read-only open-addressing table from nonzero 64-bit keys to 32-bit values, laid out as two
/// flat arrays so that a compiled lexicon holds it as it is: opening the file builds nothing.
struct FrozenHashTable: Sendable {
    /// Keys by slot, 0 for an empty slot.
    let keys: [UInt64]
    /// Values by slot.
    let values: [UInt32]

    /// A table holding `entries` (keys nonzero and distinct), filled to at most 70%.
    init(_ entries: [(key: UInt64, value: UInt32)]) {
        var size = 16
        while size * 7 < entries.count * 10 { size *= 2 }
        var keys = [UInt64](repeating: 0, count: size)
        var values = [UInt32](repeating: 0, count: size)
        for (key, value) in entries {
            var slot = Self.slot(key, size)
            while keys[slot] != 0 { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            values[slot] = value
        }
        self.keys = keys
        self.values = values
    }

    @inline(__always) static func slot(_ key: UInt64, _ size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }

    /// The slot holding `key` (nonzero) in slots `keys` (a power of two of them, some empty), or nil.
    @inline(__always) static func slot(of key: UInt64, in keys: UnsafeBufferPointer<UInt64>) -> Int? {
        let mask = keys.count - 1
        var slot = slot(key, keys.count)
        // At most every slot once: a damaged image may have no empty slot left.
        for _ in 0..<keys.count {
            let held = keys[slot]
            if held == key { return slot }
            if held == 0 { return nil }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The value of `key`, or nil.
    func value(_ key: UInt64) -> UInt32? {
        guard key != 0 else { return nil }
        return keys.withUnsafeBufferPointer { Self.slot(of: key, in: $0) }.map { values[$0] }
    }
}
