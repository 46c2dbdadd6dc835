/// Reads one shortcode tag after its `{{<` or `{{%`: an optional `/*` (an escaped tag), an
/// optional `/` (a closing tag), the name, then parameters up to `>}}` or `%}}`.
struct TagReader {
    enum Outcome {
        /// Not a tag (`{{<` followed by something that is no name): plain text.
        case notATag
        /// A tag that never ends or has an unterminated quote; `end` is where scanning resumes.
        case malformed(end: Int)
        /// `{{</* x */>}}`: `inner` is what is between the comment marks.
        case escaped(end: Int, inner: String)
        /// A tag, without its position (the caller fills it in).
        case tag(Shortcode, end: Int)
    }

    let bytes: [UInt8]
    /// `<` or `%`, after the opening `{{`.
    let delimiter: UInt8
    var index: Int
    /// What comes before the closing `}}`: `>` for `{{<`, `%` for `{{%`.
    private var closer: UInt8 { delimiter == UInt8(ascii: "<") ? UInt8(ascii: ">") : delimiter }

    mutating func read() -> Outcome {
        skipSpace()
        if at("/*") { return readEscaped() }
        var shortcode = Shortcode(name: "", bytes: 0..<0, line: 0)
        if at("/") {
            shortcode.isClosing = true
            index += 1
            skipSpace()
        }
        let name = word()
        guard !name.isEmpty, name.first?.isLetter == true else { return .notATag }
        shortcode.name = name
        while true {
            skipSpace()
            if index >= bytes.count { return .malformed(end: bytes.count) }
            if atClose(selfClosing: true) {
                shortcode.isSelfClosing = true
                index += 4
                return .tag(shortcode, end: index)
            }
            if atClose(selfClosing: false) {
                index += 3
                return .tag(shortcode, end: index)
            }
            guard let first = value() else { return .malformed(end: recoveryPoint()) }
            // `caption = "…"`: Hugo allows spaces around the `=` of a named parameter.
            let afterValue = index
            skipSpace()
            if !at("=") { index = afterValue }
            if at("=") {
                index += 1
                skipSpace()
                guard let second = value() else { return .malformed(end: recoveryPoint()) }
                shortcode.named.append((first, second))
            } else {
                shortcode.positional.append(first)
            }
        }
    }

    /// `{{</* note */>}}`: everything up to `*/>}}`, without the comment marks.
    private mutating func readEscaped() -> Outcome {
        let start = index + 2
        var end = start
        while end + 4 < bytes.count {
            if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/"), bytes[end + 2] == closer,
                bytes[end + 3] == UInt8(ascii: "}"), bytes[end + 4] == UInt8(ascii: "}")
            {
                return .escaped(end: end + 5, inner: String(decoding: bytes[start..<end], as: UTF8.self))
            }
            end += 1
        }
        return .notATag
    }

    /// A quoted, raw (backticked) or bare value; `nil` for an unterminated quote.
    private mutating func value() -> String? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return quoted()
        case UInt8(ascii: "`"): return raw()
        default:
            let start = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                !atClose(selfClosing: false), !atClose(selfClosing: true)
            {
                index += 1
            }
            // A quote inside a bare value is one that lost its partner (`text="a b="c"`).
            guard index > start, !bytes[start..<index].contains(UInt8(ascii: "\"")) else { return nil }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }

    /// A `"…"` string with `\"` and `\\` escapes. A quote still open where the tag's `>}}` is,
    /// or at a blank line, is unterminated: the tag's parameters are unreadable.
    private mutating func quoted() -> String? {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                out.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            if atClose(selfClosing: false) || at("\n\n") { return nil }
            out.append(byte)
            index += 1
        }
        return nil
    }

    /// A `` `…` `` string, taken as written.
    private mutating func raw() -> String? {
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "`")) else { return nil }
        index = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// After a malformed tag, scanning goes on after its `>}}` when one ends the line, else after `{{<`.
    private func recoveryPoint() -> Int {
        var k = index
        while k < bytes.count, bytes[k] != UInt8(ascii: "\n") {
            if bytes[k] == closer, k + 2 < bytes.count, bytes[k + 1] == UInt8(ascii: "}"), bytes[k + 2] == UInt8(ascii: "}") {
                return k + 3
            }
            k += 1
        }
        return k
    }

    private mutating func word() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isNameByte = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "/")
            guard isNameByte else { break }
            if b == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == closer { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func at(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for k in 0..<count where bytes[index + k] != literal.utf8Start[k] { return false }
        return true
    }

    /// At `>}}` (or `%}}`), or `/>}}` when `selfClosing`.
    private func atClose(selfClosing: Bool) -> Bool {
        var k = index
        if selfClosing {
            guard k < bytes.count, bytes[k] == UInt8(ascii: "/") else { return false }
            k += 1
        }
        return k + 2 < bytes.count && bytes[k] == closer && bytes[k + 1] == UInt8(ascii: "}") && bytes[k + 2] == UInt8(ascii: "}")
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }
}
