#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bump allocator for each thread, for a C library whose allocations all die together: the
/// nodes and buffers of one cmark-gfm parse, freed with its tree before the next parse on that
/// thread. Allocating each of them from the system, and freeing them one by one, was a ninth of
/// the bytes a conversion allocated; from here a small one costs a pointer bump, and the thread's
/// first blocks serve every parse it runs.
///
/// Small allocations (up to `smallBytes`) are cut from blocks; a freed one is reused for the next
/// of its size (a parse frees temporaries as it goes, a table row's cells), and one grown with
/// `reallocate` right after it was made (a growing buffer) grows in place. Larger ones are the
/// system's, allocated, grown and freed as asked. Blocks go back to the system only at `reset`,
/// which the owner calls once everything allocated since the last reset is dead.
enum ThreadArena {
    /// The size of the blocks small allocations are cut from.
    static let blockBytes = 1 << 18
    /// The blocks a thread keeps through `reset`: a parse that needed more frees the rest, so a
    /// thread holds no more than this between parses (what threads keep adds to a site's peak).
    static let keptBlocks = 1
    /// Larger allocations are the system's.
    static let smallBytes = 4096
    /// Before each allocation: its size when cut from a block, or minus one plus its index in
    /// `Arena.large` when the system's. Eight bytes, so allocations are 8-aligned, as cmark-gfm's
    /// structures (pointers and integers) need; a header per node is most of the arena's
    /// overhead.
    private static let header = 8

    /// One thread's blocks.
    final class Arena {
        var blocks: [UnsafeMutableRawPointer] = []
        /// The system's allocations, by the index their header holds.
        var large: [UnsafeMutableRawPointer] = []
        /// The block being cut, and how much of it is.
        var current = 0
        var used = 0
        /// The last allocation cut from the current block: the one that can grow in place.
        var last: UnsafeMutableRawPointer?
        /// Freed small allocations by size (`rounded(size) / 8`), each holding the next.
        var freed = [UnsafeMutableRawPointer?](repeating: nil, count: ThreadArena.smallBytes / 8 + 1)
        var anyFreed = false

        deinit {
            for block in blocks + large { free(block) }
        }
    }

    private static let arenas = PerThread { Arena() }

    /// The calling thread's arena.
    private static var arena: Arena { arenas.value }

    /// `size` bytes, zeroed when `zeroed`; nil when the system has no memory to give.
    static func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        allocate(size, zeroed: zeroed, in: arena)
    }

    private static func allocate(_ size: Int, zeroed: Bool, in arena: Arena) -> UnsafeMutableRawPointer? {
        guard size <= smallBytes else { return allocateLarge(size, zeroed: zeroed, in: arena) }
        let footprint = rounded(size)
        if let reused = arena.freed[footprint / 8] {
            arena.freed[footprint / 8] = reused.load(as: UnsafeMutableRawPointer?.self)
            // The size of its class: the bytes it really has, which growing in place relies on.
            (reused - header).storeBytes(of: footprint, as: Int.self)
            if zeroed { memset(reused, 0, size) }
            return reused
        }
        if arena.blocks.isEmpty || arena.used + header + footprint > blockBytes {
            guard nextBlock(arena) else { return nil }
        }
        let start = arena.blocks[arena.current] + arena.used
        arena.used += header + footprint
        start.storeBytes(of: size, as: Int.self)
        arena.last = start + header
        if zeroed { memset(start + header, 0, size) }
        return start + header
    }

    private static func allocateLarge(_ size: Int, zeroed: Bool, in arena: Arena) -> UnsafeMutableRawPointer? {
        guard let start = zeroed ? calloc(1, header + size) : malloc(header + size) else { return nil }
        arena.large.append(start)
        start.storeBytes(of: -arena.large.count, as: Int.self)
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
        arena.last = nil
        return true
    }

    /// `pointer`'s bytes in an allocation of `size`: the same one when it is large enough, the
    /// last one cut and its block has room, or the system's; else a new one with the old bytes
    /// copied (and the old one freed).
    static func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        let arena = arena
        guard let pointer else { return allocate(size, zeroed: false, in: arena) }
        let stored = (pointer - header).load(as: Int.self)
        if stored < 0 {
            guard let moved = realloc(pointer - header, header + size) else { return nil }
            arena.large[-stored - 1] = moved
            return moved + header
        }
        if size <= stored { return pointer }
        if pointer == arena.last, arena.used - rounded(stored) + rounded(size) <= blockBytes {
            arena.used += rounded(size) - rounded(stored)
            (pointer - header).storeBytes(of: size, as: Int.self)
            return pointer
        }
        guard let moved = allocate(size, zeroed: false, in: arena) else { return nil }
        memcpy(moved, pointer, stored)
        deallocate(pointer, in: arena)
        return moved
    }

    /// Frees `pointer`: the system's at once, a small one for reuse by the next of its size.
    static func deallocate(_ pointer: UnsafeMutableRawPointer?) {
        if let pointer { deallocate(pointer, in: arena) }
    }

    private static func deallocate(_ pointer: UnsafeMutableRawPointer, in arena: Arena) {
        let stored = (pointer - header).load(as: Int.self)
        if stored < 0 {
            // The last one takes its place in the list, and its header says so.
            let index = -stored - 1
            let moved = arena.large.removeLast()
            if index < arena.large.count {
                arena.large[index] = moved
                moved.storeBytes(of: stored, as: Int.self)
            }
            free(pointer - header)
            return
        }
        // Grown in place past the small sizes: left to the reset.
        guard stored <= smallBytes else { return }
        if pointer == arena.last { arena.last = nil }
        pointer.storeBytes(of: arena.freed[rounded(stored) / 8], as: UnsafeMutableRawPointer?.self)
        arena.freed[rounded(stored) / 8] = pointer
        arena.anyFreed = true
    }

    /// Forgets every allocation of the calling thread's arena; all must be dead. Blocks past
    /// `keptBlocks` and the system's allocations go back to the system.
    static func reset() {
        let arena = arena
        for start in arena.large { free(start) }
        arena.large.removeAll(keepingCapacity: true)
        while arena.blocks.count > keptBlocks { free(arena.blocks.removeLast()) }
        arena.current = 0
        arena.used = 0
        arena.last = nil
        if arena.anyFreed {
            for index in arena.freed.indices { arena.freed[index] = nil }
            arena.anyFreed = false
        }
    }

    /// The bytes a small allocation of `size` takes: a multiple of 8 and at least 8, so a freed
    /// one holds the link to the next of its size.
    private static func rounded(_ size: Int) -> Int { (max(size, 1) + 7) & ~7 }
}
