import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a block at a time as it is made: the outputs that grow with the whole site
/// (the index, the dashboard, the manifest) never have to be whole in memory. A sink that keeps
/// files in memory gets the bytes gathered. A failed write is kept, not thrown, so that a
/// producer need not throw I/O errors of its own; the sink reports it when the producer is done.
public final class StreamedFile {
    /// The file being written, or nil when the bytes are gathered in `data`.
    private let descriptor: Int32?
    /// The bytes, when gathered.
    public private(set) var data = Data()
    /// The error number of the first write that failed; later writes do nothing.
    public private(set) var failure: Int32?

    /// Bytes gathered in memory.
    public init() {
        descriptor = nil
    }

    /// Bytes written to the open file `descriptor` (which the caller closes).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `bytes` after those before.
    public func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Writes `bytes` after those before.
    public func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        guard let descriptor else {
            data.append(contentsOf: bytes)
            return
        }
        failure = Self.writeAll(descriptor, bytes)
    }

    /// Writes every byte to `descriptor` (an interrupted write is retried) and returns the
    /// error number of a failure.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            #else
            let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
