@testable import BitextKit
import Testing

@Suite struct RadixSortTests {
    /// The same order as sorting by key, stable for equal keys: random keys, keys sharing high
    /// bytes (skipped passes), repeats, and the empty and one-entry cases.
    @Test func sortsByKeyAsAStableSortDoes() {
        var generator = SystemRandomNumberGenerator()
        let shapes: [[UInt64]] = [
            [], [42],
            (0..<5_000).map { _ in UInt64.random(in: .min ... .max, using: &generator) },
            (0..<5_000).map { _ in 0x8000_0000_0000 | UInt64.random(in: 0...0xFFFF_FFFF, using: &generator) },
            (0..<3_000).map { _ in UInt64.random(in: 0...40, using: &generator) << 40 },
            Array((0..<2_000).reversed()).map(UInt64.init),
        ]
        for keys in shapes {
            let entries = keys.enumerated().map { (key: $0.element, value: Int32($0.offset)) }
            let expected = entries.enumerated().sorted { a, b in
                a.element.key != b.element.key ? a.element.key < b.element.key : a.offset < b.offset
            }.map(\.element)
            let sorted = RadixSort.byKey(entries)
            #expect(sorted.map(\.key) == expected.map(\.key))
            #expect(sorted.map(\.value) == expected.map(\.value))
        }
    }
}
