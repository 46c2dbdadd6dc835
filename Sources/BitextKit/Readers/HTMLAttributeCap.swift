/// Start tags lose the attributes past the 256th before libxml2 reads them: it compares each
/// attribute with every one before it, and one `<p>` with 100,000 attributes took half a minute.
/// No page needs that many; text with no such tag is returned as it is.
enum HTMLAttributeCap {
    static let maximum = 256

    static func capped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        // Most text has fewer `=` than one tag may have attributes: nothing to look at.
        guard bytes.count(where: { $0 == UInt8(ascii: "=") }) > maximum else { return text }
        var out: [UInt8] = []
        var copied = 0
        var k = 0
        while k < bytes.count {
            guard bytes[k] == UInt8(ascii: "<"), k + 1 < bytes.count, isLetter(bytes[k + 1]) else {
                k += 1
                continue
            }
            let (end, cut) = scanTag(bytes, from: k + 1)
            if let cut {
                out += bytes[copied..<cut]
                copied = end
            }
            k = max(end, k + 1)
        }
        guard copied > 0 else { return text }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// From a tag's name, where the tag ends (at its `>`, not past it) and, when it has more
    /// than `maximum` attributes, where the first one left out starts.
    private static func scanTag(_ bytes: [UInt8], from start: Int) -> (end: Int, cut: Int?) {
        var k = start
        while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
        var count = 0
        var cut: Int?
        while k < bytes.count {
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count, bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "<") else { break }
            count += 1
            if count == maximum + 1 { cut = k }
            while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: "="), bytes[k] != UInt8(ascii: ">") { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else { continue }
            k += 1
            if k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") {
                let quote = bytes[k]
                k += 1
                while k < bytes.count, bytes[k] != quote { k += 1 }
                k += 1
            } else {
                while k < bytes.count, !isSpace(bytes[k]), bytes[k] != UInt8(ascii: ">") { k += 1 }
            }
        }
        return (min(k, bytes.count), cut)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
