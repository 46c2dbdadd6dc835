#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A block of memory for each thread, for work that needs one buffer at a time: comparing a file
/// on disk with the bytes about to replace it. Allocated once a thread instead of once a file,
/// which was a thirtieth of the bytes a conversion allocated.
enum ThreadBlock {
    /// The block's size.
    static let bytes = 1 << 16

    /// A thread's block, freed with it.
    private final class Block {
        let pointer = malloc(ThreadBlock.bytes)
        deinit { free(pointer) }
    }

    private static let blocks = PerThread { Block() }

    /// Calls `body` with the calling thread's block (nil when the system has no memory to
    /// give). `body` must not ask for the block again: there is one a thread.
    static func with<T>(_ body: (UnsafeMutableRawBufferPointer?) -> T) -> T {
        body(blocks.value.pointer.map { UnsafeMutableRawBufferPointer(start: $0, count: bytes) })
    }
}
