/// Decoding scalars straight from a Swift string's UTF-8 storage, for the scans that run over
/// every block of every document: `String.unicodeScalars` re-checks what Swift has already
/// validated, and most text is ASCII, which these scans take a byte at a time.
enum UTF8Decoding {
    /// The scalar that starts at `index` of valid UTF-8 (a Swift string's storage) and its length.
    @inline(__always) static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        let value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
            | UInt32(bytes[index + 3] & 0x3F)
        return (value, 4)
    }
}
