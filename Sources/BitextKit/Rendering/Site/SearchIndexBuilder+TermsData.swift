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
        LEB128.append(UInt64(packed.count), to: &bytes)
        var previous: UInt64 = 0
        let entries = zip(packed, packedCodes).map { (key: $0, value: Int32(bitPattern: $1)) }
        for entry in RadixSort.byKey(entries) {
            LEB128.append(entry.key &- previous, to: &bytes)
            LEB128.append(UInt64(UInt32(bitPattern: entry.value)), to: &bytes)
            previous = entry.key
        }
        LEB128.append(UInt64(length), to: &bytes)
        for (term, code) in zip(long, longCodes) {
            bytes.append(contentsOf: term.utf8)
            bytes.append(0)
            LEB128.append(UInt64(code), to: &bytes)
        }
        return Data(bytes)
    }

    /// Reads `packedData`; bytes of another shape give no terms.
    init(packedData data: Data) {
        self.init(packed: [], packedCodes: [], long: [], longCodes: [], length: 0)
        let bytes = [UInt8](data)
        var offset = 0
        guard let count = LEB128.read(bytes, &offset), count <= UInt64(bytes.count) else { return }
        var keys: [UInt64] = []
        var codes: [UInt32] = []
        keys.reserveCapacity(Int(count))
        codes.reserveCapacity(Int(count))
        var previous: UInt64 = 0
        for _ in 0..<count {
            guard let delta = LEB128.read(bytes, &offset), let code = LEB128.read(bytes, &offset) else { return }
            previous &+= delta
            keys.append(previous)
            codes.append(UInt32(truncatingIfNeeded: code))
        }
        // A length no document can have (a database written by hand) gives no terms, not a trap.
        guard let length = LEB128.read(bytes, &offset), length <= UInt64(Int32.max) else { return }
        var long: [String] = []
        var longCodes: [UInt32] = []
        while let end = bytes[offset...].firstIndex(of: 0) {
            let term = String(decoding: bytes[offset..<end], as: UTF8.self)
            offset = end + 1
            guard let code = LEB128.read(bytes, &offset) else { return }
            long.append(term)
            longCodes.append(UInt32(truncatingIfNeeded: code))
        }
        self.init(packed: keys, packedCodes: codes, long: long, longCodes: longCodes, length: Int(length))
    }
}
