/// Escaping for XML text and attribute values (sitemaps, TMX, XLIFF): markup characters become
/// entities and characters XML 1.0 forbids are dropped.
public enum XMLEscaping {
    /// `text` safe inside XML element content and double- or single-quoted attributes.
    public static func escape(_ text: String) -> String {
        // Works on UTF-8 bytes, and most texts need nothing: they are returned as they are.
        let utf8 = text.utf8
        guard needsWork(utf8) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        var bytes = Array(utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&apos;".utf8
            case 0x09, 0x0A, 0x0D: out.append(byte)
            // XML 1.0 forbids the other C0 controls, and U+FFFE/U+FFFF (EF BF BE, EF BF BF).
            case 0x00..<0x20: break
            case 0xEF where bytes.count >= 2 && bytes[bytes.startIndex] == 0xBF && bytes[bytes.startIndex + 1] >= 0xBE:
                bytes.removeFirst(2)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsWork(_ utf8: String.UTF8View) -> Bool {
        // A native string's bytes are read in place, not through the view's iterator: every text
        // of every page is checked here.
        utf8.withContiguousStorageIfAvailable { needsWork(bytes: $0) } ?? needsWork(bytes: utf8)
    }

    private static func needsWork<Bytes: Sequence<UInt8>>(bytes utf8: Bytes) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
            case 0x09, 0x0A, 0x0D: break
            case 0x00..<0x20: return true
            case 0xBE...0xBF where previous == 0xBF && beforePrevious == 0xEF: return true
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
