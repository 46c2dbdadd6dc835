/// Least-significant-digit radix sort of keyed entries, a byte a pass: linear in the number of
/// entries, where a comparison sort pays a call per comparison. Passes in which every key has the
/// same byte (the high bytes of packed terms) are skipped.
enum RadixSort {
    /// `entries` in ascending key order; entries with equal keys keep their order.
    static func byKey(_ entries: [(key: UInt64, value: Int32)]) -> [(key: UInt64, value: Int32)] {
        sorted(entries) { $0.key }
    }

    @inline(__always)
    private static func sorted<Entry>(_ entries: [Entry], key: (Entry) -> UInt64) -> [Entry] {
        guard entries.count > 1 else { return entries }
        var source = entries
        var target = entries
        var counts = [Int](repeating: 0, count: 256)
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            for index in counts.indices { counts[index] = 0 }
            for entry in source { counts[Int((key(entry) >> shift) & 0xFF)] += 1 }
            if counts.contains(source.count) { continue }
            var start = 0
            for digit in counts.indices {
                let count = counts[digit]
                counts[digit] = start
                start += count
            }
            for entry in source {
                let digit = Int((key(entry) >> shift) & 0xFF)
                target[counts[digit]] = entry
                counts[digit] += 1
            }
            swap(&source, &target)
        }
        return source
    }
}
