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

    /// A table emptied for reuse forgets every key, even where its storage is larger than the
    /// new size (a small set after a large one), and grows again within that storage.
    @Test func removeAllForgetsKeysAndGrowsAgainInItsStorage() {
        var table = PackedKeyTable(capacity: 4)
        for key in 1...5_000 { table.insert(UInt64(key) << 32) }
        table.removeAll(capacity: 4)
        #expect(table.count == 0)
        #expect(table.number(of: 1 << 32) == nil)
        let keys = (1...100).map { UInt64($0) << 32 | 7 } + (1...100).map { UInt64($0) << 32 }
        for (index, key) in keys.enumerated() {
            #expect(table.insert(key) == (index, true))
        }
        for (index, key) in keys.enumerated() {
            #expect(table.number(of: key) == index)
            #expect(table.insert(key) == (index, false))
        }
        #expect(table.keys == keys)
    }
}
