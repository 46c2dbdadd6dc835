/// Escaping for XML text and attribute values (sitemaps, TMX, XLIFF), and for HTML, which reads
/// the same escapes: markup characters become entities and characters XML 1.0 forbids are
/// dropped (HTML forbids control characters too). The one escaper of the project: HTML escaping
/// and templates' `{{x}}` come here.
public enum XMLEscaping {
    /// `text` safe inside XML or HTML element content and double- or single-quoted attributes.
    public static func escape(_ text: String) -> String {
        // Works on UTF-8 bytes, and most texts need nothing: they are returned as they are.
        let utf8 = text.utf8
        guard needsWork(utf8) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        var text = text
        text.withUTF8 { append(escaping: $0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 text `bytes`, escaped, to `out`. `'` is written `&#39;`: XML's `&apos;`
    /// is not an HTML 4 entity, and the numeric reference means the same in both.
    static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Runs of bytes that need nothing are copied at once.
        var start = 0
        var index = 0
        while index < bytes.count {
            let entity: StaticString
            var length = 1
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            case 0x09, 0x0A, 0x0D:
                index += 1
                continue
            // XML 1.0 forbids the other C0 controls, and U+FFFE/U+FFFF (EF BF BE, EF BF BF).
            case 0x00..<0x20: entity = ""
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                entity = ""
                length = 3
            default:
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            index += length
            start = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
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
