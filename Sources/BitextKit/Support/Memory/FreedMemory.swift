import Foundation

/// How soon memory the process frees goes back to the system. jemalloc keeps freed pages for ten
/// seconds by default, to reuse them without asking the kernel again: right for a conversion,
/// which frees and allocates the same sizes document after document, but a merge frees what it
/// read of each shard and then renders the site, so the kept pages add to its peak (70 MB of
/// 250 at 20,000 documents).
public enum FreedMemory {
    /// Returns freed pages at once from now on, when the allocator is jemalloc (found by name at
    /// run time, so nothing changes where it is not linked).
    public static func returnPromptly() {
        #if os(Linux)
        typealias Control = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallctl") else { return }
        let control = unsafeBitCast(symbol, to: Control.self)
        var arenas: UInt32 = 0
        var size = MemoryLayout<UInt32>.size
        _ = control("arenas.narenas", &arenas, &size, nil, 0)
        // Arenas made later, then each arena there is.
        let names = ["arenas."] + (0..<arenas).map { "arena.\($0)." }
        for prefix in names {
            for setting in ["dirty_decay_ms", "muzzy_decay_ms"] {
                var milliseconds = 0
                _ = control(prefix + setting, nil, nil, &milliseconds, MemoryLayout<Int>.size)
            }
        }
        #endif
    }
}
