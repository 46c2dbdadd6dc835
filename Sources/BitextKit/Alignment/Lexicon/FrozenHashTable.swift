/// A read-only open-addressing table from nonzero 64-bit keys to 32-bit values, laid out as two
/// flat arrays so that the compiled lexicon is its own file format: loading copies the arrays
/// back and builds nothing (a `Dictionary` of 200,000 words took longer to fill than the file
/// took to read).
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

    /// A table over slots written by the initializer above (read back from a compiled file).
    init?(keys: [UInt64], values: [UInt32]) {
        guard keys.count == values.count, keys.count >= 16, keys.count & (keys.count - 1) == 0 else { return nil }
        self.keys = keys
        self.values = values
    }

    @inline(__always) static func slot(_ key: UInt64, _ size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }

    /// The value of `key` in a table's slots held as buffers (no array access in a hot loop).
    @inline(__always) static func value(_ key: UInt64, keys: UnsafeBufferPointer<UInt64>, values: UnsafeBufferPointer<UInt32>) -> UInt32? {
        let mask = keys.count - 1
        var slot = slot(key, keys.count)
        while true {
            let held = keys[slot]
            if held == key { return values[slot] }
            if held == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The value of `key`, or nil.
    @inline(__always) func value(_ key: UInt64) -> UInt32? {
        guard key != 0 else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(key, keys.count)
        while true {
            let held = keys[slot]
            if held == key { return values[slot] }
            if held == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}
