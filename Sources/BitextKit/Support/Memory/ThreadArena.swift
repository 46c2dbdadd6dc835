#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bump allocator for each thread, for a C library whose allocations all die together: the
/// nodes and buffers of one cmark-gfm parse, freed with its tree before the next parse on that
/// thread. Allocating each of them from the system, and freeing them one by one, was a ninth of
/// the bytes a conversion allocated; from here they cost a pointer bump, and the thread's first
/// blocks serve every parse it runs.
///
/// Nothing is freed before `reset`, which the owner calls once everything allocated since the
/// last reset is dead. An allocation grown with `reallocate` right after it was made (a growing
/// buffer) grows in place.
enum ThreadArena {
    /// The size of the blocks allocations are cut from; a larger allocation gets one of its own.
    static let blockBytes = 1 << 18
    /// The blocks a thread keeps through `reset`, enough for most pages: a parse that needed
    /// more frees the rest, so a thread holds no more than this between parses.
    static let keptBlocks = 2
    /// Each allocation's usable size is kept before it, in a header that keeps it 16-aligned.
    private static let header = 16

    /// One thread's blocks.
    final class Arena {
        var blocks: [UnsafeMutableRawPointer] = []
        /// Allocations larger than a block, each its own.
        var large: [UnsafeMutableRawPointer] = []
        /// The block being cut, and how much of it is.
        var current = 0
        var used = 0
        /// The last allocation cut from the current block: the one that can grow in place.
        var last: UnsafeMutableRawPointer?

        deinit {
            for block in blocks + large { free(block) }
        }
    }

    private static let arenas = PerThread { Arena() }

    /// The calling thread's arena.
    private static var arena: Arena { arenas.value }

    /// `size` bytes, zeroed when `zeroed`; nil when the system has no memory to give.
    static func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        let arena = arena
        let total = header + rounded(size)
        let start: UnsafeMutableRawPointer
        if total > blockBytes {
            guard let own = malloc(total) else { return nil }
            arena.large.append(own)
            start = own
            arena.last = nil
        } else {
            if arena.blocks.isEmpty || arena.used + total > blockBytes {
                guard nextBlock(arena) else { return nil }
            }
            start = arena.blocks[arena.current] + arena.used
            arena.used += total
            arena.last = start + header
        }
        start.storeBytes(of: size, as: Int.self)
        if zeroed { memset(start + header, 0, size) }
        return start + header
    }

    /// Moves to the next block, made when the thread never needed it before.
    private static func nextBlock(_ arena: Arena) -> Bool {
        if !arena.blocks.isEmpty { arena.current += 1 }
        if arena.current == arena.blocks.count {
            guard let block = malloc(blockBytes) else { return false }
            arena.blocks.append(block)
        }
        arena.used = 0
        return true
    }

    /// `pointer`'s bytes in an allocation of `size`: the same one when it is large enough or the
    /// last one made and its block has room, else a new one with the old bytes copied.
    static func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size, zeroed: false) }
        let arena = arena
        let old = (pointer - header).load(as: Int.self)
        if size <= old { return pointer }
        if pointer == arena.last, arena.used - rounded(old) + rounded(size) <= blockBytes {
            arena.used += rounded(size) - rounded(old)
            (pointer - header).storeBytes(of: size, as: Int.self)
            return pointer
        }
        guard let moved = allocate(size, zeroed: false) else { return nil }
        memcpy(moved, pointer, old)
        return moved
    }

    /// Forgets every allocation of the calling thread's arena; all must be dead. Blocks past
    /// `keptBlocks` and large allocations go back to the system.
    static func reset() {
        let arena = arena
        for block in arena.large { free(block) }
        arena.large.removeAll(keepingCapacity: true)
        while arena.blocks.count > keptBlocks { free(arena.blocks.removeLast()) }
        arena.current = 0
        arena.used = 0
        arena.last = nil
    }

    private static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }
}
