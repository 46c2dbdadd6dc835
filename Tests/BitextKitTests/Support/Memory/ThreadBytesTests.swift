@testable import BitextKit
import Testing

/// Synchronous tests, so each stays on one thread and sees that thread's spare array.
@Suite struct ThreadBytesTests {
    @Test func aGivenArrayComesBackEmptyWithItsRoom() {
        var first = ThreadBytes.take()
        first.append(contentsOf: repeatElement(7, count: 100_000))
        let room = first.capacity
        ThreadBytes.give(&first)
        #expect(first.isEmpty)
        let again = ThreadBytes.take()
        #expect(again.isEmpty && again.capacity == room)
        // Taken twice without a give, the second is a new empty array.
        #expect(ThreadBytes.take().capacity == 0)
    }

    @Test func anArrayOverTheKeptRoomIsDropped() {
        _ = ThreadBytes.take()
        var large = [UInt8](repeating: 1, count: ThreadBytes.keptCapacity + 1)
        ThreadBytes.give(&large)
        #expect(ThreadBytes.take().capacity == 0)
    }
}
