import Foundation

/// Reading files with plain system calls, for the reads every run makes (each input's
/// fingerprint, each existing output compared before a write).
enum FileReading {
    /// Reads from `descriptor` until `buffer` is full, the file ends or a read fails (an
    /// interrupted read is retried), and returns the number of bytes read.
    static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }
}
