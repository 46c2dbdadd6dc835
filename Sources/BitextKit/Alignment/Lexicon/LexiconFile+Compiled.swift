/// The compiled lexicon's layout: the magic, the source's stamp (size, modification time), the
/// longest word, the fingerprint, then each array as a count and its little-endian elements.
extension LexiconFile {
    static func encode(_ lexicon: Lexicon, stamp: [UInt64]) -> [UInt8] {
        var out = magic
        func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        func put<T: FixedWidthInteger>(_ array: [T]) {
            put(UInt64(array.count))
            for value in array { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        }
        stamp.forEach(put)
        put(UInt64(lexicon.maxWordLength))
        put(Array(lexicon.fingerprint.utf8))
        put(lexicon.words.keys)
        put(lexicon.words.values)
        put(lexicon.glossStart)
        put(lexicon.glossStems)
        put(lexicon.stems.keys)
        put(lexicon.stems.values)
        return out
    }

    /// The lexicon in `bytes`, or nil when they are not a compiled lexicon of the source with
    /// this `stamp` (then it is compiled again).
    static func decode(_ bytes: [UInt8], stamp: [UInt64]) -> Lexicon? {
        var reader = Reader(bytes: bytes, offset: magic.count)
        guard bytes.starts(with: magic), stamp.allSatisfy({ reader.integer() == $0 }),
            let longest = reader.integer(),
            let fingerprint = reader.array(UInt8.self),
            let wordKeys = reader.array(UInt64.self), let wordValues = reader.array(UInt32.self),
            let glossStart = reader.array(UInt32.self), let glossStems = reader.array(UInt64.self),
            let stemKeys = reader.array(UInt64.self), let stemValues = reader.array(UInt32.self),
            reader.offset == bytes.count,
            let words = FrozenHashTable(keys: wordKeys, values: wordValues),
            let stems = FrozenHashTable(keys: stemKeys, values: stemValues),
            glossStart.first == 0, glossStart.last.map({ Int($0) == glossStems.count }) == true,
            wordValues.allSatisfy({ Int($0) < glossStart.count - 1 || $0 == 0 }),
            zip(glossStart, glossStart.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return Lexicon(
            words: words, glossStart: glossStart, glossStems: glossStems, stems: stems,
            maxWordLength: Int(min(longest, 8)), fingerprint: String(decoding: fingerprint, as: UTF8.self))
    }

    /// Reads integers and arrays of integers in order, nil past the end.
    struct Reader {
        let bytes: [UInt8]
        var offset: Int

        mutating func integer() -> UInt64? {
            array(of: UInt64.self, count: 1)?.first
        }

        mutating func array<T: FixedWidthInteger>(_ type: T.Type) -> [T]? {
            guard let count = integer(), count <= UInt64(bytes.count) else { return nil }
            return array(of: type, count: Int(count))
        }

        mutating func array<T: FixedWidthInteger>(of type: T.Type, count: Int) -> [T]? {
            let size = MemoryLayout<T>.size * count
            guard size <= bytes.count - offset else { return nil }
            let start = offset
            offset += size
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                bytes.withUnsafeBytes { raw in
                    for k in 0..<count {
                        buffer[k] = T(littleEndian: raw.loadUnaligned(fromByteOffset: start + k * MemoryLayout<T>.size, as: T.self))
                    }
                }
                initialized = count
            }
        }
    }
}
