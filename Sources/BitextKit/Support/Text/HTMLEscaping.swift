/// Escaping for text and attribute values placed into HTML: everything Bitext did not produce
/// itself goes through here.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the text is inert in element content and in quoted
    /// attribute values alike, and drops the control characters (but tab, LF and CR) and
    /// U+FFFE/U+FFFF that XML 1.0 forbids. Mustache delimiters are left alone: templates never
    /// re-parse output. HTML reads XML's escapes, so there is one escaper.
    public static func escape(_ text: String) -> String {
        XMLEscaping.escape(text)
    }

    /// Whether a URL is safe to put in `href`/`src`: relative, fragment, or an http(s)/mailto
    /// absolute URL. `javascript:`, `data:`, `vbscript:` and unknown schemes are refused, also
    /// when hidden behind whitespace, control characters or entity-like case tricks.
    public static func isSafeURL(_ url: String) -> Bool {
        // ASCII URLs (nearly all) are decided in one pass over their bytes, with the same rule.
        if url.utf8.allSatisfy({ $0 < 0x80 }) {
            var scheme: UInt64 = 0
            var length = 0
            for byte in url.utf8 where byte > 0x20 && byte != 0x7F {
                switch byte {
                case UInt8(ascii: ":"): return length <= 6 && Self.safeSchemes.contains(scheme)
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
                default:
                    length += 1
                    if length <= 6 { scheme = scheme << 8 | UInt64(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
                }
            }
            return true
        }
        let compact = String(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }).lowercased()
        guard let colon = compact.firstIndex(of: ":") else { return true }
        // A colon after the first slash, question mark or hash is part of a path or query, not a scheme.
        if let delimiter = compact.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }), delimiter < colon {
            return true
        }
        let scheme = compact[..<colon]
        return scheme == "http" || scheme == "https" || scheme == "mailto"
    }

    private static let safeSchemes: Set<UInt64> = Set(["http", "https", "mailto"].map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })
}
