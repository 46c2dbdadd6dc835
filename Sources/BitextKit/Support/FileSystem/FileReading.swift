import Foundation

/// Reading files with plain system calls, for the reads every run makes (each input, each
/// input's fingerprint, each existing output compared before a write).
enum FileReading {
    /// Reads from `descriptor` until `buffer` is full or the file ends (an interrupted read is
    /// retried), and returns the number of bytes read; nil when a read fails.
    static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// The bytes of the file at `path` up to its end, or nil when it cannot be opened or read.
    /// `expectedSize` (from a `stat` the caller made; else one is made here) sizes the buffer,
    /// but reading stops at the end: a pipe has no size, and a file may grow or shrink.
    static func contents(ofPath path: String, expectedSize: Int? = nil) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var size = expectedSize ?? 0
        if expectedSize == nil {
            var info = stat()
            if fstat(descriptor, &info) == 0 { size = Int(info.st_size) }
        }
        // One byte over the expected size: when it is read too, the file goes on.
        let wanted = max(size, 0) + 1
        var failed = false
        // Uninitialized: zero-filling buffers that are read over at once showed in profiles.
        var bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            if let count = fill(descriptor, UnsafeMutableRawBufferPointer(buffer)) { initialized = count } else { failed = true }
        }
        // Only for a file that grew past its size: a block for each file read was a fortieth of
        // a conversion's bytes allocated, zeroed.
        var block: [UInt8] = []
        while !failed && bytes.count >= wanted {
            if block.isEmpty { block = [UInt8](repeating: 0, count: 1 << 16) }
            guard let count = block.withUnsafeMutableBytes({ fill(descriptor, $0) }) else { failed = true; break }
            if count == 0 { break }
            bytes += block[..<count]
        }
        return failed ? nil : bytes
    }
}
