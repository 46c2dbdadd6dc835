/// A stable 64-bit FNV-1a hash: the same bytes give the same value on every run and machine
/// (unlike `Hasher`, which is seeded per process). Used for ids and content hashes.
public enum StableHash {
    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`.
    public static func value(_ text: String) -> UInt64 {
        value(bytes: text.utf8)
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    public static func value<S: Sequence>(bytes: S) -> UInt64 where S.Element == UInt8 {
        // Contiguous bytes (Data, arrays, native strings' UTF-8) skip the generic iterator, which
        // was most of the cost of fingerprinting input files.
        if let hash = bytes.withContiguousStorageIfAvailable({ fnv($0) }) { return hash }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The FNV-1a offset basis: the hash of no bytes.
    static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `hash` continued over the UTF-8 bytes of `text`: hashing `a` and continuing with `b` gives
    /// the hash of `a + b`, without building it.
    static func value(continuing hash: UInt64, _ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { fnv($0, from: hash) }
    }

    /// `hash` continued over one more byte.
    static func value(continuing hash: UInt64, byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    private static func fnv(_ buffer: UnsafeBufferPointer<UInt8>, from start: UInt64 = empty) -> UInt64 {
        var hash = start
        for byte in buffer {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The hash as 16 lowercase hex digits.
    public static func hex(_ text: String) -> String {
        hex(value(text))
    }

    /// The first `digits` of `value` written as 16 lowercase hex digits, leading zeros kept.
    static func hex(_ value: UInt64, digits: Int = 16) -> String {
        String(unsafeUninitializedCapacity: digits) { out in
            for position in 0..<digits { out[position] = hexDigits[Int(value >> UInt64(60 - 4 * position) & 0xF)] }
            return digits
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
