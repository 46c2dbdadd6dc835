import Foundation

extension SearchIndexBuilder.SearchTerms {
    /// The terms as bytes for the build database: the packed terms as little-endian 64-bit
    /// integers, then the long ones, each followed by a zero byte.
    var packedData: Data {
        var data = Data(capacity: 8 + packed.count * 8 + long.reduce(0) { $0 + $1.utf8.count + 1 })
        withUnsafeBytes(of: UInt64(packed.count).littleEndian) { data.append(contentsOf: $0) }
        for key in packed { withUnsafeBytes(of: key.littleEndian) { data.append(contentsOf: $0) } }
        for term in long {
            data.append(contentsOf: term.utf8)
            data.append(0)
        }
        return data
    }

    /// Reads `packedData`; bytes of another shape give no terms.
    init(packedData data: Data) {
        self.init(packed: [], long: [])
        guard data.count >= 8 else { return }
        let bytes = [UInt8](data)
        func word(_ offset: Int) -> UInt64 {
            bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        }
        let count = Int(word(0))
        guard count >= 0, count <= (bytes.count - 8) / 8 else { return }
        packed = (0..<count).map { word(8 + $0 * 8) }
        long = bytes[(8 + count * 8)...].split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}
