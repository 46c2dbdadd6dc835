/// The compiled lexicon's bytes, as written beside the dictionary and mapped back:
///
///     "BXLEX004"  stamp (3 × u64: the source's size, modification seconds and nanoseconds)
///     longest word (u64), then five sections, each a u64 byte count and the bytes, padded to 8:
///     fingerprint (UTF-8), word keys (u64), word values (u32), gloss starts (u32), gloss stems
///     (u64), stem keys (u64)
///
/// Little-endian, as every machine Bitext builds for is; the magic would read differently on
/// another.
enum LexiconImage {
    static let magic = Array("BXLEX004".utf8)

    /// Where each table lies in an image.
    struct Layout {
        var maxWordLength: Int
        var fingerprint: String
        var wordKeys: Range<Int>
        var wordValues: Range<Int>
        var glossStart: Range<Int>
        var glossStems: Range<Int>
        var stemKeys: Range<Int>
    }

    static func encode(
        words: FrozenHashTable, glossStart: [UInt32], glossStems: [UInt64], stems: FrozenHashTable, maxWordLength: Int,
        fingerprint: String, stamp: [UInt64]
    ) -> [UInt8] {
        var out = magic
        func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        func section<T>(_ array: [T]) {
            array.withUnsafeBytes { bytes in
                put(UInt64(bytes.count))
                out += bytes
            }
            while out.count % 8 != 0 { out.append(0) }
        }
        stamp.forEach(put)
        put(UInt64(maxWordLength))
        section(Array(fingerprint.utf8))
        section(words.keys)
        section(words.values)
        section(glossStart)
        section(glossStems)
        section(stems.keys)
        return out
    }

    /// The layout of `image` when it is a whole image compiled from the source with `stamp`.
    static func layout(of image: UnsafeRawBufferPointer, stamp: [UInt64]) -> Layout? {
        guard image.count >= 48, image.starts(with: magic), UInt(bitPattern: image.baseAddress) % 8 == 0 else { return nil }
        var offset = magic.count
        func integer() -> UInt64? {
            guard offset + 8 <= image.count else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: image.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        func section(_ element: Int) -> Range<Int>? {
            guard let count = integer(), count <= UInt64(image.count - offset), Int(count) % element == 0 else { return nil }
            let range = offset..<offset + Int(count)
            offset += (Int(count) + 7) / 8 * 8
            return offset <= image.count ? range : nil
        }
        guard stamp.allSatisfy({ integer() == $0 }), let longest = integer(), (1...8).contains(longest),
            let fingerprint = section(1), let wordKeys = section(8), let wordValues = section(4),
            let glossStart = section(4), let glossStems = section(8), let stemKeys = section(8), offset == image.count,
            wordKeys.count / 8 == wordValues.count / 4, isTableSize(wordKeys.count / 8), isTableSize(stemKeys.count / 8),
            glossStart.count >= 4
        else { return nil }
        return Layout(
            maxWordLength: Int(longest), fingerprint: String(decoding: UnsafeRawBufferPointer(rebasing: image[fingerprint]), as: UTF8.self),
            wordKeys: wordKeys, wordValues: wordValues, glossStart: glossStart, glossStems: glossStems, stemKeys: stemKeys)
    }

    static func isTableSize(_ slots: Int) -> Bool { slots >= 16 && slots & (slots - 1) == 0 }

    /// A lexicon over a copy of `bytes` (a freshly compiled image that could not be mapped).
    static func lexicon(copying bytes: [UInt8], stamp: [UInt64]) -> Lexicon? {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 8), alignment: 8)
        bytes.withUnsafeBytes { memory.copyMemory(from: $0) }
        let image = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(memory)[0..<bytes.count])
        guard let layout = layout(of: image, stamp: stamp) else {
            memory.deallocate()
            return nil
        }
        return Lexicon(image: image, release: { $0.deallocate() }, layout: layout)
    }
}
