/// How often each 64-bit key was added, keys numbered in the order first added: a counting
/// dictionary without SipHash (see `PackedKeyTable`).
struct KeyCounts: Sendable {
    private(set) var table: PackedKeyTable
    /// By key number.
    private(set) var counts: [Int32] = []

    init(capacity: Int = 256) {
        table = PackedKeyTable(capacity: capacity)
    }

    var keys: [UInt64] { table.keys }

    mutating func add(_ key: UInt64) {
        let (number, inserted) = table.insert(key)
        if inserted { counts.append(0) }
        counts[number] += 1
    }

    /// How often `key` was added (0 when never).
    func count(of key: UInt64) -> Int32 { table.number(of: key).map { counts[$0] } ?? 0 }
}
