import Foundation

extension SearchIndexBuilder.SearchTerms {
    /// The terms as bytes for the build database: the number of packed terms and the packed terms
    /// sorted, each as its difference from the one before, in LEB128 (7 bits a byte), then the
    /// long terms, each followed by a zero byte. Sorted keys of one document are close together: the
    /// differences take two or three bytes where the keys took eight, and the database's
    /// writes on a full conversion fell by about as much.
    var packedData: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(packed.count * 3 + long.reduce(0) { $0 + $1.utf8.count + 1 } + 10)
        Self.appendVarint(UInt64(packed.count), to: &bytes)
        var previous: UInt64 = 0
        for key in RadixSort.keys(packed) {
            Self.appendVarint(key &- previous, to: &bytes)
            previous = key
        }
        for term in long {
            bytes.append(contentsOf: term.utf8)
            bytes.append(0)
        }
        return Data(bytes)
    }

    /// Reads `packedData`; bytes of another shape give no terms.
    init(packedData data: Data) {
        self.init(packed: [], long: [])
        let bytes = [UInt8](data)
        var offset = 0
        guard let count = Self.readVarint(bytes, &offset), count <= UInt64(bytes.count) else { return }
        var keys: [UInt64] = []
        keys.reserveCapacity(Int(count))
        var previous: UInt64 = 0
        for _ in 0..<count {
            guard let delta = Self.readVarint(bytes, &offset) else { return }
            previous &+= delta
            keys.append(previous)
        }
        packed = keys
        long = bytes[offset...].split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func readVarint(_ bytes: [UInt8], _ offset: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
