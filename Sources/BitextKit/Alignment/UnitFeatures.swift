import BitextModel

/// What the bead costs look at in one unit: its kind, its length in Latin letters and Han
/// characters, and the technical tokens it carries.
struct UnitFeatures: Sendable {
    /// A coarse kind: units of different classes rarely translate each other.
    enum KindClass: UInt8, Sendable {
        case heading, prose, listItem, table, code, image, neutral
    }

    /// A token found in the source: a hash of its lowercased text, and whether it is technical
    /// (inline code, an identifier, a number, a path) and so expected to survive translation.
    struct Token: Sendable, Hashable {
        var hash: UInt64
        var special: Bool
    }

    /// The unit's kind class.
    var kind: KindClass
    /// The heading level, 0 for other units.
    var level: Int
    /// ASCII letters and digits in the source.
    var latin: Int
    /// Han characters in the source.
    var han: Int
    /// The source's length in UTF-8 bytes, whitespace excluded.
    var bytes: Int
    /// The tokens, each once.
    var tokens: [Token]
    /// A hash of the source with whitespace collapsed: equal hashes mean identical units.
    var identity: UInt64
    /// Whether the unit is one sentence at most: no sentence end with more text after it.
    var isOneSentence = true

    /// Measures `unit`.
    init(_ unit: AlignedBlock) {
        var scan = Scan()
        self.init(unit, scan: &scan)
    }

    /// Measures each of `units`, with one scan's table and lists for all of them: a table and a
    /// token list allocated per unit were a tenth of the bytes a conversion allocated.
    static func measure(_ units: [AlignedBlock]) -> [UnitFeatures] {
        var scan = Scan()
        return units.map { UnitFeatures($0, scan: &scan) }
    }

    /// Measures `unit` with `scan`, emptied first.
    private init(_ unit: AlignedBlock, scan: inout Scan) {
        let source = unit.source
        (kind, level) = Self.kind(of: unit)
        // Room for about one token per six bytes, so neither list grows while scanning.
        scan.reset(expectedTokens: min(512, source.utf8.count / 6 + 4))
        let allSpecial = kind == .code
        var text = source
        text.withUTF8 { scan.run($0, allSpecial: allSpecial) }
        latin = scan.latin
        han = scan.han
        bytes = scan.bytes
        // The scan's list keeps its room for the next unit.
        tokens = scan.tokens.exactCopy
        identity = scan.identity
        if kind == .prose { isOneSentence = text.withUTF8(Self.isOneSentence) }
    }

    /// Whether no sentence end (`.`, `!`, `?` before a space; `。！？`) has text after it: one
    /// pass finds where the first sentence end stops and where the last text is.
    static func isOneSentence(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        var firstEndStop: Int?
        var lastText = -1
        var i = 0
        while i < u.count {
            let b = u[i]
            if firstEndStop == nil {
                if (b == 0x2E || b == 0x21 || b == 0x3F), i + 1 < u.count, u[i + 1] == 0x20 || u[i + 1] == 0x0A {
                    firstEndStop = i + 1
                } else if i + 2 < u.count, (b == 0xE3 && u[i + 1] == 0x80 && u[i + 2] == 0x82) || (b == 0xEF && u[i + 1] == 0xBC && (u[i + 2] == 0x81 || u[i + 2] == 0x9F)) {
                    firstEndStop = i + 3
                }
            }
            if isText(u, at: i) { lastText = i }
            i += 1
        }
        guard let firstEndStop else { return true }
        return lastText < firstEndStop
    }

    /// Whether the byte at `k` starts text: a letter, a digit, or a non-ASCII character other
    /// than the closing brackets and quotes a sentence ends with (U+FF09, U+201D, U+300D, U+300F).
    @inline(__always) private static func isText(_ u: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        let b = u[k]
        if b < 0x80 { return (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) }
        guard b >= 0xC0 else { return false }
        if k + 2 < u.count, (b == 0xEF && u[k + 1] == 0xBC && u[k + 2] == 0x89) || (b == 0xE2 && u[k + 1] == 0x80 && u[k + 2] == 0x9D)
            || (b == 0xE3 && u[k + 1] == 0x80 && (u[k + 2] == 0x8D || u[k + 2] == 0x8F))
        {
            return false
        }
        return true
    }

    /// The unit's kind and heading level, without measuring the rest.
    static func kind(of unit: AlignedBlock) -> (KindClass, Int) {
        switch unit.block.kind {
        case .heading(let level, _, _): (.heading, level)
        case .code: (.code, 0)
        case .image: (.image, 0)
        case .table: (.table, 0)
        case .list: (.listItem, 0)
        case .paragraph, .quote, .callout, .html: (isShortcodeOnly(unit.source) || unit.block.language == .none ? .neutral : .prose, 0)
        case .comment, .thematicBreak: (.neutral, 0)
        }
    }

    /// Whether the text is nothing but Hugo shortcodes (`{{< note >}}`), which both languages share.
    static func isShortcodeOnly(_ source: String) -> Bool {
        // Nearly every unit starts with an ASCII character other than `{`: decided on bytes.
        if let first = source.utf8.first(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }), first < 0x80, first != UInt8(ascii: "{") {
            return false
        }
        // On bytes: Foundation's `range(of:)` on a substring copied the rest of the text for
        // every tag, which made a paragraph of 60,000 tags take half a minute.
        let space = { (byte: UInt8) in (0x09...0x0D).contains(byte) || byte == 0x20 }
        let bytes = Array(source.utf8)
        var k = 0
        while k < bytes.count, space(bytes[k]) { k += 1 }
        guard k + 1 < bytes.count, bytes[k] == UInt8(ascii: "{"), bytes[k + 1] == UInt8(ascii: "{") else { return false }
        while k + 1 < bytes.count, bytes[k] == UInt8(ascii: "{"), bytes[k + 1] == UInt8(ascii: "{") {
            var close = k + 2
            while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}")) { close += 1 }
            guard close + 1 < bytes.count else { return false }
            k = close + 2
            while k < bytes.count, space(bytes[k]) { k += 1 }
        }
        return k == bytes.count
    }

    /// One pass over the UTF-8 source collecting counts, tokens and the identity hash.
    private struct Scan {
        var latin = 0
        var han = 0
        var bytes = 0
        var tokens: [Token] = []
        var identity: UInt64 = 0xcbf2_9ce4_8422_2325
        private var seen = PackedKeyTable(capacity: 0)
        /// Scratch for a path token's kept segments.
        private var path: [UInt8] = []

        /// Empties the scan for the next unit, with room for about `expectedTokens` tokens.
        mutating func reset(expectedTokens: Int) {
            latin = 0
            han = 0
            bytes = 0
            identity = 0xcbf2_9ce4_8422_2325
            seen.removeAll(capacity: expectedTokens)
            tokens.removeAll(keepingCapacity: true)
            tokens.reserveCapacity(expectedTokens)
        }

        static let locales: [[UInt8]] = ["zh-cn", "zh", "zh-hans", "zh-hant", "zh-tw", "en", "en-us", "cn"].map { Array($0.utf8) }

        /// Whether a path segment is a locale (`zh-CN`, `en`), compared without case.
        static func isLocale(_ segment: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            locales.contains { locale in
                locale.count == segment.count
                    && zip(locale, segment).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 + 32 : $1) }
            }
        }

        static func isWord(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }

        static func isConnector(_ b: UInt8) -> Bool {
            b == 0x2D || b == 0x2E || b == 0x2F || b == 0x3A || b == 0x23 || b == 0x40 || b == 0x3D || b == 0x2B
        }

        mutating func run(_ u: UnsafeBufferPointer<UInt8>, allSpecial: Bool) {
            var inCode = false
            var lastWasSpace = true
            var i = 0
            let n = u.count
            while i < n {
                let b = u[i]
                // Identity: whitespace runs collapse to one space.
                if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                    if !lastWasSpace { mix(0x20) }
                    lastWasSpace = true
                    i += 1
                    continue
                }
                lastWasSpace = false
                if b == 0x60 { inCode.toggle(); mix(b); bytes += 1; i += 1; continue }
                let startsPath = b == 0x2F && i + 1 < n && Self.isWord(u[i + 1]) && (i == 0 || !Self.isWord(u[i - 1]))
                if Self.isWord(b) || startsPath {
                    let start = i
                    i += 1
                    while i < n {
                        if Self.isWord(u[i]) { i += 1 }
                        else if Self.isConnector(u[i]), i + 1 < n, Self.isWord(u[i + 1]) { i += 2 }
                        else { break }
                    }
                    for k in start..<i { mix(u[k]) }
                    bytes += i - start
                    token(u[start..<i], special: allSpecial || inCode)
                    continue
                }
                mix(b)
                bytes += 1
                if b >= 0xE3, b <= 0xE9, i + 2 < n {
                    let scalar = (UInt32(b & 0x0F) << 12) | (UInt32(u[i + 1] & 0x3F) << 6) | UInt32(u[i + 2] & 0x3F)
                    if scalar >= 0x3400 && scalar <= 0x9FFF { han += 1 }
                    mix(u[i + 1]); mix(u[i + 2])
                    bytes += 2
                    i += 3
                    continue
                }
                i += 1
            }
        }

        mutating func mix(_ b: UInt8) {
            identity = (identity ^ UInt64(b)) &* 0x100_0000_01b3
        }

        mutating func token(_ raw: Slice<UnsafeBufferPointer<UInt8>>, special: Bool) {
            var digits = 0
            var letters = 0
            var upper = 0
            var innerUpper = false
            var connectors = false
            var previousLower = false
            for b in raw {
                if b >= 0x30 && b <= 0x39 { digits += 1; previousLower = false }
                else if b >= 0x41 && b <= 0x5A { letters += 1; upper += 1; if previousLower { innerUpper = true }; previousLower = false }
                else if b >= 0x61 && b <= 0x7A { letters += 1; previousLower = true }
                else { connectors = true; previousLower = false }
            }
            latin += letters + digits
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            if raw.contains(0x2F) {
                // Link targets differ only by the locale segment (`/zh-cn/docs/…` against `/docs/…`).
                // Tokens are ASCII, so segments are lower-cased and compared as bytes.
                // Segments are walked in place (a split and a lower-cased copy per segment were
                // most of the allocations of aligning a document full of links).
                path.removeAll(keepingCapacity: true)
                var first = true
                var start = raw.startIndex
                while true {
                    let end = raw[start...].firstIndex(of: 0x2F) ?? raw.endIndex
                    let segment = raw[start..<end]
                    if !Self.isLocale(segment) {
                        if !first { path.append(0x2F) }
                        first = false
                        for b in segment { path.append(b >= 0x41 && b <= 0x5A ? b + 32 : b) }
                    }
                    guard end < raw.endIndex else { break }
                    start = end + 1
                }
                while path.last == 0x2F { path.removeLast() }
                if path.isEmpty { return }
                for b in path { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
            } else {
                for b in raw { hash = (hash ^ UInt64(b >= 0x41 && b <= 0x5A ? b + 32 : b)) &* 0x100_0000_01b3 }
            }
            let technical = special || digits > 0 || connectors || innerUpper || (upper >= 2 && upper == letters)
            let (number, inserted) = seen.insert(hash)
            guard inserted else {
                // Tokens are appended exactly when first seen, so a token's number is its index.
                if technical { tokens[number].special = true }
                return
            }
            tokens.append(Token(hash: hash, special: technical))
        }
    }
}
