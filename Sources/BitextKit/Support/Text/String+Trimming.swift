extension StringProtocol {
    /// The text without leading and trailing whitespace and line breaks.
    ///
    /// Native, unlike Foundation's `trimmingCharacters(in:)`, which bridges through UTF-16 and
    /// showed up in profiles on every code block and HTML comment.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing spaces and tabs (line breaks kept).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared as UTF-8 bytes.
    ///
    /// With Foundation imported, `contains(_:)` on strings bridges to `NSString.range(of:)`; the
    /// code language detector calls it for every keyword on every line of every code block, and
    /// that was a third of reading a scraped page.
    func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ Self.search(pattern, in: $0) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { Self.search(pattern, in: $0) }
        }
    }

    private static func search(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard haystack.count >= pattern.count else { return false }
        var i = 0
        let last = haystack.count - pattern.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < pattern.count && haystack[i + j] == pattern[j] { j += 1 }
                if j == pattern.count { return true }
            }
            i += 1
        }
        return false
    }
}
