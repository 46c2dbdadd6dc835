/// Unsigned LEB128 numbers (7 bits a byte, low bits first, the high bit set on all but the last):
/// how the build database keeps a document's search terms and how a conversion keeps its search
/// postings, small numbers in a byte or two.
enum LEB128 {
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The number at `offset` of `bytes`, with `offset` moved past it; nil when the bytes end
    /// before the number does, or it runs past 64 bits.
    static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ offset: inout Int) -> UInt64? where Bytes.Index == Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.endIndex, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
