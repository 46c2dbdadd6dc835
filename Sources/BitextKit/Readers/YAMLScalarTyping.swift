/// The type YAML 1.1 gives an untagged scalar, decided the way Yams' default resolver decides it,
/// without its regular expressions.
///
/// Yams matches every scalar against up to seven `NSRegularExpression`s (compiled on first use),
/// a noticeable share of reading a document with front matter. Only the types front matter
/// values keep matter here: null, Boolean, integer and floating point; everything else (strings,
/// timestamps, `<<`, `=`) reads as text. Each function below is one of Yams' patterns, alternative
/// by alternative, anchored at both ends (`FrontMatterParserTests` checks them against Yams).
enum YAMLScalarTyping {
    /// What an untagged scalar is.
    enum Kind: Equatable {
        case null, bool, int, float, string
    }

    /// The kind of the untagged scalar `text`, in Yams' order: bool, int, float, then null.
    static func kind(of text: String) -> Kind {
        // `$` in those patterns (ICU's) also matches before one line terminator that ends the text.
        var utf8 = Array(text.utf8)
        if utf8.suffix(2) == [0x0D, 0x0A] {
            utf8.removeLast(2)
        } else if let last = text.unicodeScalars.last, [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(last.value) {
            utf8.removeLast(String(last).utf8.count)
        }
        if isBool(utf8) { return .bool }
        if isInt(utf8) { return .int }
        if isFloat(utf8) { return .float }
        if isNull(utf8) { return .null }
        return .string
    }

    private static let bools: Set<[UInt8]> = Set(
        ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
            .map { Array($0.utf8) })

    static func isBool(_ s: [UInt8]) -> Bool { bools.contains(s) }

    static func isNull(_ s: [UInt8]) -> Bool {
        s.isEmpty || s == [UInt8(ascii: "~")] || s == Array("null".utf8) || s == Array("Null".utf8) || s == Array("NULL".utf8)
    }

    /// `[-+]?0b[0-1_]+ | [-+]?0o?[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ | [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`
    static func isInt(_ s: [UInt8]) -> Bool {
        var c = Cursor(s)
        c.sign()
        let body = c.index
        if c.take("0"), c.take("b"), c.some(isBinary) { return c.atEnd }
        c.index = body
        if c.take("0") {
            _ = c.take("o")
            if c.some(isOctal), c.atEnd { return true }
        }
        c.index = body
        if c.take("0"), c.atEnd { return true }
        c.index = body
        if c.one(isNonZeroDigit) {
            c.many(isDigitOrUnderscore)
            if c.atEnd { return true }
        }
        c.index = body
        if c.take("0"), c.take("x"), c.some(isHex) { return c.atEnd }
        c.index = body
        if c.one(isNonZeroDigit) {
            c.many(isDigitOrUnderscore)
            if c.sexagesimal(), c.atEnd { return true }
        }
        return false
    }

    /// `[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)? | \.[0-9_]+([eE][-+][0-9]+)?
    /// | [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`
    static func isFloat(_ s: [UInt8]) -> Bool {
        var c = Cursor(s)
        c.sign()
        let body = c.index
        if c.one(isDigit) {
            c.many(isDigitOrUnderscore)
            if c.take(".") { c.many(isDigitOrUnderscore) }
            let beforeExponent = c.index
            if c.take("e") || c.take("E") {
                c.sign()
                if !c.some(isDigit) { c.index = beforeExponent }
            }
            if c.atEnd { return true }
        }
        c.index = 0
        if c.take("."), c.some(isDigitOrUnderscore) {
            let beforeExponent = c.index
            if c.take("e") || c.take("E") {
                if c.take("-") || c.take("+"), c.some(isDigit) {} else { c.index = beforeExponent }
            }
            if c.atEnd { return true }
        }
        c.index = body
        if c.one(isDigit) {
            c.many(isDigitOrUnderscore)
            if c.sexagesimal(), c.take(".") {
                c.many(isDigitOrUnderscore)
                if c.atEnd { return true }
            }
        }
        c.index = body
        if c.take("."), c.takeAny(["inf", "Inf", "INF"]), c.atEnd { return true }
        c.index = 0
        if c.take("."), c.takeAny(["nan", "NaN", "NAN"]), c.atEnd { return true }
        return false
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private static func isNonZeroDigit(_ b: UInt8) -> Bool { b >= 0x31 && b <= 0x39 }
    private static func isDigitOrUnderscore(_ b: UInt8) -> Bool { isDigit(b) || b == 0x5F }
    private static func isBinary(_ b: UInt8) -> Bool { b == 0x30 || b == 0x31 || b == 0x5F }
    private static func isOctal(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x37) || b == 0x5F }
    private static func isHex(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66) || b == 0x5F
    }

    /// A position in the bytes being matched.
    private struct Cursor {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        /// Consumes `literal` if it comes next.
        mutating func take(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let matches = literal.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[index + $0] == expected[$0] } }
            if matches { index += count }
            return matches
        }

        mutating func takeAny(_ literals: [StaticString]) -> Bool {
            literals.contains { take($0) }
        }

        /// An optional `-` or `+`.
        mutating func sign() { _ = take("-") || take("+") }

        /// One byte in `set`.
        mutating func one(_ set: (UInt8) -> Bool) -> Bool {
            guard index < bytes.count, set(bytes[index]) else { return false }
            index += 1
            return true
        }

        /// Any number of bytes in `set`.
        mutating func many(_ set: (UInt8) -> Bool) {
            while index < bytes.count, set(bytes[index]) { index += 1 }
        }

        /// At least one byte in `set`.
        mutating func some(_ set: (UInt8) -> Bool) -> Bool {
            let start = index
            many(set)
            return index > start
        }

        /// `(:[0-5]?[0-9])+`: greedy, as the regular expression engine is; the digit pair backs
        /// off to one digit when a second is not there.
        mutating func sexagesimal() -> Bool {
            var groups = 0
            while index < bytes.count, bytes[index] == 0x3A {
                let start = index
                index += 1
                if index + 1 < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x35, YAMLScalarTyping.isDigit(bytes[index + 1]) {
                    index += 2
                } else if index < bytes.count, YAMLScalarTyping.isDigit(bytes[index]) {
                    index += 1
                } else {
                    index = start
                    break
                }
                groups += 1
            }
            return groups > 0
        }
    }
}
