/// Reads HTML the way a browser's tokenizer does where it matters for injected script: comments end
/// at `-->` or `--!>` (and `<!-->` is a whole comment), `<!…>` and `<?…>` are bogus comments, the
/// content of `script`, `style`, `textarea`, `title` and the other raw-text elements runs to their
/// own end tag, attribute values may be unquoted, and character references are decoded. Markup a
/// test inspects through this is checked as a browser would see it, not as our writer meant it.
enum HTMLTokenizer {
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    enum Token: Equatable {
        case start(String, [Attribute])
        case end(String)
        case comment(String)
        /// Decoded text.
        case text(String)
        /// The content of a raw-text element (not decoded for `script` and `style`).
        case raw(String, String)
    }

    static let rawTextElements: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
    ]

    static func tokens(_ html: String) -> [Token] {
        let s = Array(html.unicodeScalars)
        var tokens: [Token] = []
        var text = ""
        var i = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(decode(text))) }
            text = ""
        }
        func starts(_ prefix: String, at k: Int, caseInsensitive: Bool = false) -> Bool {
            let p = Array(prefix.unicodeScalars)
            guard k + p.count <= s.count else { return false }
            for (offset, scalar) in p.enumerated() {
                let c = s[k + offset]
                if caseInsensitive ? lower(c) != lower(scalar) : c != scalar { return false }
            }
            return true
        }
        func find(_ needle: String, from k: Int) -> Int? {
            var j = k
            while j < s.count {
                if starts(needle, at: j) { return j }
                j += 1
            }
            return nil
        }
        func string(_ range: Range<Int>) -> String {
            var out = ""
            out.unicodeScalars.append(contentsOf: s[range])
            return out
        }
        while i < s.count {
            guard s[i] == "<", i + 1 < s.count else {
                text.unicodeScalars.append(s[i])
                i += 1
                continue
            }
            let next = s[i + 1]
            if starts("<!--", at: i) {
                flush()
                let body = i + 4
                if starts(">", at: body) { tokens.append(.comment("")); i = body + 1; continue }
                if starts("->", at: body) { tokens.append(.comment("")); i = body + 2; continue }
                let close = [find("-->", from: body).map { ($0, 3) }, find("--!>", from: body).map { ($0, 4) }]
                    .compactMap { $0 }.min { $0.0 < $1.0 }
                tokens.append(.comment(string(body..<(close?.0 ?? s.count))))
                i = close.map { $0.0 + $0.1 } ?? s.count
            } else if starts("<!doctype", at: i, caseInsensitive: true) {
                flush()
                i = (find(">", from: i) ?? s.count) + 1
            } else if next == "!" || next == "?" || (next == "/" && i + 2 < s.count && !isLetter(s[i + 2]) && s[i + 2] != ">") {
                flush()
                let close = find(">", from: i + 2) ?? s.count
                tokens.append(.comment(string((i + 2)..<close)))
                i = close + 1
            } else if next == "/" && i + 2 < s.count && s[i + 2] == ">" {
                i += 3
            } else if next == "/" && i + 2 < s.count {
                flush()
                var j = i + 2
                var name = ""
                while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">" { name.unicodeScalars.append(lower(s[j])); j += 1 }
                let close = find(">", from: j) ?? s.count
                tokens.append(.end(name))
                i = close + 1
            } else if isLetter(next) {
                flush()
                var j = i + 1
                var name = ""
                while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">" { name.unicodeScalars.append(lower(s[j])); j += 1 }
                var attributes: [Attribute] = []
                while j < s.count {
                    while j < s.count, isSpace(s[j]) || s[j] == "/" { j += 1 }
                    if j >= s.count || s[j] == ">" { break }
                    var attribute = String(lower(s[j]))
                    j += 1
                    while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">", s[j] != "=" { attribute.unicodeScalars.append(lower(s[j])); j += 1 }
                    while j < s.count, isSpace(s[j]) { j += 1 }
                    var value = ""
                    if j < s.count, s[j] == "=" {
                        j += 1
                        while j < s.count, isSpace(s[j]) { j += 1 }
                        if j < s.count, s[j] == "\"" || s[j] == "'" {
                            let quote = s[j]
                            let end = s[(j + 1)...].firstIndex(of: quote) ?? s.count
                            value = string((j + 1)..<end)
                            j = end + 1
                        } else {
                            let start = j
                            while j < s.count, !isSpace(s[j]), s[j] != ">" { j += 1 }
                            value = string(start..<j)
                        }
                    }
                    // A browser keeps the first of repeated attributes.
                    if !attributes.contains(where: { $0.name == attribute }) {
                        attributes.append(Attribute(name: attribute, value: decode(value)))
                    }
                }
                // A tag cut off by the end of the file is dropped, as a browser drops it.
                guard j < s.count else { break }
                tokens.append(.start(name, attributes))
                i = j + 1
                if rawTextElements.contains(name) {
                    var end = i
                    while end < s.count {
                        if starts("</" + name, at: end, caseInsensitive: true) {
                            let after = end + 2 + name.unicodeScalars.count
                            if after >= s.count || isSpace(s[after]) || s[after] == "/" || s[after] == ">" { break }
                        }
                        end += 1
                    }
                    if name == "plaintext" { end = s.count }
                    let content = string(i..<end)
                    tokens.append(.raw(name, name == "title" || name == "textarea" ? decode(content) : content))
                    i = end
                }
            } else {
                text.unicodeScalars.append(s[i])
                i += 1
            }
        }
        flush()
        return tokens
    }

    /// The text a browser shows: decoded text tokens, joined.
    static func visibleText(_ html: String) -> String {
        tokens(html).compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
    }

    static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "colon": ":", "tab": "\t",
        "newline": "\n", "lpar": "(", "rpar": ")", "sol": "/", "excl": "!", "period": ".", "comma": ",", "semi": ";",
        "num": "#", "equals": "=", "lbrace": "{", "rbrace": "}", "grave": "`",
    ]

    /// Decodes numeric references (with or without `;`) and the named ones a payload is likely to use.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let s = Array(text.unicodeScalars)
        var out = ""
        var i = 0
        while i < s.count {
            guard s[i] == "&" else { out.unicodeScalars.append(s[i]); i += 1; continue }
            var j = i + 1
            if j < s.count, s[j] == "#" {
                j += 1
                let hex = j < s.count && (s[j] == "x" || s[j] == "X")
                if hex { j += 1 }
                var digits = ""
                while j < s.count, hex ? s[j].properties.isASCIIHexDigit : ("0"..."9").contains(s[j]) { digits.unicodeScalars.append(s[j]); j += 1 }
                if !digits.isEmpty, let value = UInt32(digits.prefix(8), radix: hex ? 16 : 10) {
                    if j < s.count, s[j] == ";" { j += 1 }
                    out.unicodeScalars.append(Unicode.Scalar(value == 0 ? 0xFFFD : value) ?? "\u{FFFD}")
                    i = j
                    continue
                }
            } else {
                var name = ""
                while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) { name.unicodeScalars.append(s[j]); j += 1 }
                if let value = namedReferences[name.lowercased()] {
                    if j < s.count, s[j] == ";" { j += 1 }
                    out += value
                    i = j
                    continue
                }
            }
            out += "&"
            i += 1
        }
        return out
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
    static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar { ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c }
}
