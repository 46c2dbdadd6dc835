@testable import BitextKit
import Testing

@Suite struct PackedKeyTableTests {
    @Test func numbersKeysInFirstInsertionOrderThroughGrowth() {
        var table = PackedKeyTable(capacity: 2)
        var generator = SystemRandomNumberGenerator()
        // Keys that collide in the low bits, and random ones, each inserted twice.
        let keys = (1...3_000).map { UInt64($0) << 40 } + (0..<3_000).map { _ in UInt64.random(in: 1...UInt64.max, using: &generator) }
        var expected: [UInt64: Int] = [:]
        var order: [UInt64] = []
        for key in keys + keys.reversed() {
            let (number, inserted) = table.insert(key)
            if let known = expected[key] {
                #expect(!inserted && number == known)
            } else {
                #expect(inserted && number == order.count)
                expected[key] = number
                order.append(key)
            }
        }
        #expect(table.keys == order)
        #expect(table.count == Set(keys).count)
    }
}
