@testable import BitextKit
import Foundation
import Testing

@Suite struct ThreadArenaTests {
    /// Allocations are zeroed when asked, keep their bytes when grown (in place or moved), and
    /// do not overlap, small ones cut from blocks and larger ones the system's.
    @Test func allocationsKeepTheirBytesThroughGrowth() throws {
        defer { ThreadArena.reset() }
        var held: [(UnsafeMutableRawPointer, Int, UInt8)] = []
        let sizes = [1, 15, 16, 17, 100, 4_000, ThreadArena.blockBytes / 3, ThreadArena.blockBytes + 1, 64, 3]
        for (index, size) in sizes.enumerated() {
            let pointer = try #require(ThreadArena.allocate(size, zeroed: true))
            #expect(Int(bitPattern: pointer) % 8 == 0)
            #expect(UnsafeRawBufferPointer(start: pointer, count: size).allSatisfy { $0 == 0 })
            memset(pointer, Int32(index + 1), size)
            held.append((pointer, size, UInt8(index + 1)))
        }
        // The last allocation grows in place; an earlier one moves, with its bytes.
        let (last, lastSize, lastByte) = held.removeLast()
        let grown = try #require(ThreadArena.reallocate(last, to: lastSize + 40))
        #expect(grown == last)
        #expect(UnsafeRawBufferPointer(start: grown, count: lastSize).allSatisfy { $0 == lastByte })
        let (first, firstSize, firstByte) = held.removeFirst()
        let moved = try #require(ThreadArena.reallocate(first, to: 1_000))
        #expect(moved != first)
        #expect(UnsafeRawBufferPointer(start: moved, count: firstSize).allSatisfy { $0 == firstByte })
        for (pointer, size, byte) in held {
            #expect(UnsafeRawBufferPointer(start: pointer, count: size).allSatisfy { $0 == byte })
        }
    }

    /// A freed small allocation is the next of its size; the system's grow and free as asked,
    /// whichever of them goes first.
    @Test func freedAllocationsAreReusedAndLargeOnesFreed() throws {
        ThreadArena.reset()
        defer { ThreadArena.reset() }
        let small = try #require(ThreadArena.allocate(100, zeroed: false))
        memset(small, 9, 100)
        ThreadArena.deallocate(small)
        let again = try #require(ThreadArena.allocate(97, zeroed: true))
        #expect(again == small)
        #expect(UnsafeRawBufferPointer(start: again, count: 97).allSatisfy { $0 == 0 })
        var large = try (1...4).map { index in
            let pointer = try #require(ThreadArena.allocate(ThreadArena.smallBytes + index, zeroed: false))
            memset(pointer, Int32(index), ThreadArena.smallBytes + index)
            return pointer
        }
        ThreadArena.deallocate(large.remove(at: 1))
        large[2] = try #require(ThreadArena.reallocate(large[2], to: 1 << 20))
        ThreadArena.deallocate(large.remove(at: 0))
        for (pointer, byte) in zip(large, [3, 4]) {
            #expect(UnsafeRawBufferPointer(start: pointer, count: ThreadArena.smallBytes + byte).allSatisfy { $0 == UInt8(byte) })
        }
        large.forEach(ThreadArena.deallocate)
    }

    /// After a reset the thread's first block is cut again from its start. Synchronous, so the
    /// test stays on one thread.
    @Test func resetReusesTheFirstBlock() throws {
        ThreadArena.reset()
        let first = try #require(ThreadArena.allocate(32, zeroed: false))
        _ = ThreadArena.allocate(ThreadArena.blockBytes - 100, zeroed: false)
        _ = ThreadArena.allocate(ThreadArena.blockBytes * 2, zeroed: false)
        ThreadArena.reset()
        #expect(ThreadArena.allocate(32, zeroed: true) == first)
        ThreadArena.reset()
    }

    /// Each thread cuts its own blocks: another thread's first allocation after a reset is not
    /// this thread's, which a shared arena would give to both.
    @Test func eachThreadHasItsOwnArena() throws {
        ThreadArena.reset()
        let pointer = try #require(ThreadArena.allocate(32, zeroed: false))
        let here = Int(bitPattern: pointer)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var there = 0
        Thread {
            ThreadArena.reset()
            there = Int(bitPattern: ThreadArena.allocate(32, zeroed: false))
            ThreadArena.reset()
            done.signal()
        }.start()
        done.wait()
        #expect(there != 0 && there != here)
        ThreadArena.reset()
    }
}
