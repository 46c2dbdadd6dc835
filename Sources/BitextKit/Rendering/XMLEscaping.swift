/// Escaping for XML text and attribute values (sitemaps, TMX, XLIFF): markup characters become
/// entities and characters XML 1.0 forbids are dropped.
public enum XMLEscaping {
    /// `text` safe inside XML element content and double- or single-quoted attributes.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                // XML 1.0 allows tab, newline, carriage return and everything from U+0020 except
                // surrogates (not scalars anyway) and U+FFFE/U+FFFF.
                if v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v != 0xFFFE && v != 0xFFFF) {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
