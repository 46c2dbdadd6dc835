import Foundation

/// How soon memory the process frees goes back to the system. jemalloc keeps freed pages for ten
/// seconds by default, to reuse them without asking the kernel again; a merge frees what it read
/// of each shard and then renders the site, so the kept pages add to its peak (70 MB of 250 at
/// 20,000 documents), and a conversion's site step does not reuse the pages its documents freed.
public enum FreedMemory {
    /// Returns freed pages at once from now on, when the allocator is jemalloc (found by name at
    /// run time, so nothing changes where it is not linked).
    public static func returnPromptly() {
        returnAfter(milliseconds: 0)
    }

    /// Returns freed pages after `milliseconds` unused from now on (jemalloc only). A conversion
    /// frees on every core as documents finish and then builds its site on one, whose pages
    /// come from its own arena: the other arenas' freed pages, kept ten seconds, were part of a
    /// whole site's peak (5 MB of 80 on k8s-website); kept one second, they are not, and reuse
    /// within a document's conversion is as before.
    public static func returnAfter(milliseconds: Int) {
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
                var value = milliseconds
                _ = control(prefix + setting, nil, nil, &value, MemoryLayout<Int>.size)
            }
        }
        #endif
    }
}
