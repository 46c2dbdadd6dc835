import CZlib

/// Inflates gzip data with zlib: CC-CEDICT is distributed gzipped, and keeping it that way on
/// disk leaves the file exactly as its publisher made it.
enum GzipFile {
    /// The decompressed bytes of `compressed` (gzip, or zlib, detected from the header), or nil
    /// when the data is not valid or is cut short.
    static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 window bits plus 32: detect the gzip or zlib header.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(compressed.count * 3)
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        var status = Z_OK
        compressed.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output += buffer[..<(buffer.count - Int(stream.avail_out))]
                }
                // No progress with input left means the data is cut short.
                if status == Z_BUF_ERROR { break }
            }
        }
        return status == Z_STREAM_END ? output : nil
    }
}
