import Foundation

extension SearchIndexBuilder.SearchTerms {
    /// The terms as bytes for the build database: the number of packed terms, then the packed
    /// terms sorted, each as its difference from the one before and its code, in LEB128 (7 bits
    /// a byte), then the document's length, then each long term followed by a zero byte and its
    /// code. Sorted keys of one document are close together: the differences take two or three
    /// bytes where the keys took eight, and the database's writes on a full conversion fell by
    /// about as much.
    var packedData: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(packed.count * 4 + long.reduce(0) { $0 + $1.utf8.count + 3 } + 20)
        Self.appendVarint(UInt64(packed.count), to: &bytes)
        var previous: UInt64 = 0
        let entries = zip(packed, packedCodes).map { (key: $0, value: Int32(bitPattern: $1)) }
        for entry in RadixSort.byKey(entries) {
            Self.appendVarint(entry.key &- previous, to: &bytes)
            Self.appendVarint(UInt64(UInt32(bitPattern: entry.value)), to: &bytes)
            previous = entry.key
        }
        Self.appendVarint(UInt64(length), to: &bytes)
        for (term, code) in zip(long, longCodes) {
            bytes.append(contentsOf: term.utf8)
            bytes.append(0)
            Self.appendVarint(UInt64(code), to: &bytes)
        }
        return Data(bytes)
    }

    /// Reads `packedData`; bytes of another shape give no terms.
    init(packedData data: Data) {
        self.init(packed: [], packedCodes: [], long: [], longCodes: [], length: 0)
        let bytes = [UInt8](data)
        var offset = 0
        guard let count = Self.readVarint(bytes, &offset), count <= UInt64(bytes.count) else { return }
        var keys: [UInt64] = []
        var codes: [UInt32] = []
        keys.reserveCapacity(Int(count))
        codes.reserveCapacity(Int(count))
        var previous: UInt64 = 0
        for _ in 0..<count {
            guard let delta = Self.readVarint(bytes, &offset), let code = Self.readVarint(bytes, &offset) else { return }
            previous &+= delta
            keys.append(previous)
            codes.append(UInt32(truncatingIfNeeded: code))
        }
        // A length no document can have (a database written by hand) gives no terms, not a trap.
        guard let length = Self.readVarint(bytes, &offset), length <= UInt64(Int32.max) else { return }
        var long: [String] = []
        var longCodes: [UInt32] = []
        while let end = bytes[offset...].firstIndex(of: 0) {
            let term = String(decoding: bytes[offset..<end], as: UTF8.self)
            offset = end + 1
            guard let code = Self.readVarint(bytes, &offset) else { return }
            long.append(term)
            longCodes.append(UInt32(truncatingIfNeeded: code))
        }
        self.init(packed: keys, packedCodes: codes, long: long, longCodes: longCodes, length: Int(length))
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
