import TOMLKit

/// Table headers and brackets checked before TOMLKit parses a configuration: its parser (toml++)
/// asserts, and so aborts the process, when a `[` header opens with a character no key can start
/// with (`[/params]`, `[简体中文]`, a control character), and when a `}` stands where an array
/// expects a value (`a = [1, }`, found by the siteconfig fuzz target), and when a date's `T` is
/// not followed by a time (`2024-01-01T/`, found by it too). A header is a line that opens with
/// `[` outside any string and any array or inline table left open by the lines before.
enum TOMLHeaderCheck {
    struct Problem: Error, CustomStringConvertible {
        var line: Int
        var mismatch: UInt8?
        var message: String?
        var description: String {
            if let message { return "line \(line): \(message)" }
            guard let mismatch else { return "line \(line): a table header must start with a key (a letter, digit, _, -, or a quote)" }
            return "line \(line): '\(Character(Unicode.Scalar(mismatch)))' closes \(mismatch == UInt8(ascii: "}") ? "an array" : "an inline table")"
        }
    }

    /// `text` parsed by TOMLKit, its headers checked first: every TOML the site reads goes here.
    static func table(_ text: String) throws -> TOMLTable {
        try check(text)
        return try TOMLTable(string: text)
    }

    static func check(_ text: String) throws(Problem) {
        var brackets: [UInt8] = []  // the arrays and inline tables left open, innermost last
        var open: [UInt8]?  // the closing quote of a multi-line string left open
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line)
            var k = 0
            if open == nil, brackets.isEmpty {
                while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
                if k < bytes.count, bytes[k] == UInt8(ascii: "[") {
                    k += 1
                    if k < bytes.count, bytes[k] == UInt8(ascii: "[") { k += 1 }
                    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
                    guard k < bytes.count, startsKey(bytes[k]) || bytes[k] == UInt8(ascii: "]") else { throw Problem(line: index + 1) }
                    continue
                }
            }
            try scan(bytes, from: k, brackets: &brackets, open: &open, line: index + 1)
        }
    }

    private static func startsKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    /// Follows brackets and strings through a line that is not a header.
    private static func scan(_ bytes: [UInt8], from start: Int, brackets: inout [UInt8], open: inout [UInt8]?, line: Int) throws(Problem) {
        var k = start
        while k < bytes.count {
            if let quote = open {
                if bytes[k...].starts(with: quote) { open = nil; k += quote.count } else { k += 1 }
                continue
            }
            switch bytes[k] {
            case UInt8(ascii: "#"): return
            case UInt8(ascii: "["), UInt8(ascii: "{"): brackets.append(bytes[k])
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener = bytes[k] == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if let last = brackets.last, last != opener { throw Problem(line: line, mismatch: bytes[k]) }
                _ = brackets.popLast()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[k]
                if bytes[k...].starts(with: [quote, quote, quote]) {
                    open = [quote, quote, quote]
                    k += 3
                    continue
                }
                k += 1
                while k < bytes.count, bytes[k] != quote {
                    k += quote == UInt8(ascii: "\"") && bytes[k] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9") where k == 0 || !isKeyByte(bytes[k - 1]):
                if !timeFollowsDate(bytes, at: k) { throw Problem(line: line, message: "a date's T must be followed by a time (2024-01-01T10:00:00)") }
            default: break
            }
            k += 1
        }
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        startsKey(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "+")
    }

    /// False for a date `YYYY-MM-DD` at `k` whose `T` is followed by anything but a digit.
    private static func timeFollowsDate(_ bytes: [UInt8], at k: Int) -> Bool {
        let digit = { (i: Int) in i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }
        let shape = [true, true, true, true, false, true, true, false, true, true]
        for (offset, isDigit) in shape.enumerated() {
            if isDigit ? !digit(k + offset) : (k + offset >= bytes.count || bytes[k + offset] != UInt8(ascii: "-")) { return true }
        }
        guard k + 10 < bytes.count, bytes[k + 10] == UInt8(ascii: "T") || bytes[k + 10] == UInt8(ascii: "t") else { return true }
        return digit(k + 11)
    }
}
