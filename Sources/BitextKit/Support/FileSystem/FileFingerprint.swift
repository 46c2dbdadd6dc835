import Foundation

/// A fast fingerprint of a file's bytes for change detection (the conversion keys): eight bytes
/// per step instead of FNV's one, because a rerun with nothing changed fingerprints every input
/// and little else. Not for ids or anything shown: `StableHash` stays the hash of record.
enum FileFingerprint {
    /// The fingerprint of the file at `path`, or nil when it cannot be read.
    static func value(path: String) -> UInt64? {
        FileReading.contents(ofPath: path).map { value(bytes: $0[...]) }
    }

    /// The fingerprint of `bytes`.
    static func value(bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                // One multiply and a shift per word; the full mix runs once at the end.
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * UInt64(index - offset)) }
            return mix(mix(hash ^ tail) ^ 0x9E37_79B9_7F4A_7C15)
        }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 29
        x = x &* 0xBF58_476D_1CE4_E5B9
        return x ^ (x >> 32)
    }
}
