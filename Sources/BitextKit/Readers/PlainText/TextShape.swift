/// Small questions about the shape of a piece of text, shared by the plain-text rules.
enum TextShape {
    /// Punctuation that ends a sentence or introduces what follows (`:`), Latin and full-width.
    static let terminalPunctuation: Set<Character> = [".", "!", "?", ":", "。", "！", "？", "：", "…", ";", "；"]
    /// Punctuation that can only continue the sentence of the line before.
    static let continuingPunctuation: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]", "}", "、", "，", "。", "：", "；", "）", "！", "？"]

    /// Whether text ends a sentence (trailing quotes and brackets are looked through).
    static func endsSentence<S: StringProtocol>(_ text: S) -> Bool {
        // A call's closing parenthesis (`didMove(toParent:)`) is code, not the end of a
        // parenthetical remark: the colon inside it does not end the sentence.
        if text.last == ")", let lastWord = text.split(whereSeparator: \.isWhitespace).last, lastWord.contains("("),
            lastWord.first != "("
        {
            return false
        }
        var last = text.last
        var rest = text[...]
        while let ch = last, "\"'”’)）".contains(ch) {
            rest = rest.dropLast()
            last = rest.last
        }
        guard let ch = last else { return false }
        return terminalPunctuation.contains(ch)
    }

    /// Whether a line can only be the continuation of the line before: it starts with a
    /// lowercase letter or with punctuation that follows a word.
    static func continuesSentence<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.first else { return false }
        if first.isLowercase && first.isLetter { return true }
        return continuingPunctuation.contains(first)
    }


    /// Whether the character is Han or full-width punctuation: text that joins without spaces.
    static func isCJK(_ ch: Character) -> Bool {
        guard let scalar = ch.unicodeScalars.first else { return false }
        return LanguageTagger.isHan(scalar) || LanguageTagger.isCJKPunctuation(scalar)
    }

    /// Whether the first letter of the text is an ASCII capital.
    static func startsWithCapital<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.first else { return false }
        return first.isASCII && first.isUppercase
    }

    /// Space-separated words (split on UTF-8 bytes: spaces are ASCII).
    static func words<S: StringProtocol>(_ text: S) -> [S.SubSequence] {
        var out: [S.SubSequence] = []
        let utf8 = text.utf8
        var start: S.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x20 || byte == 0x09 {
                if let s = start { out.append(text[s..<index]); start = nil }
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        if let s = start { out.append(text[s..<text.endIndex]) }
        return out
    }

    /// A word of prose: letters only (apostrophes and hyphens inside, sentence punctuation and
    /// quotes around), and no capital after the first letter unless the whole word is capitals.
    static func isProseWord<S: StringProtocol>(_ token: S) -> Bool {
        let scalars = token.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isOpeningMark($0) }),
            let last = scalars.lastIndex(where: { !isClosingMark($0) }), start <= last,
            isASCIILetter(scalars[start])
        else { return false }
        var upper = 0
        var letters = 0
        var innerUpper = false
        var first = true
        for s in scalars[start...last] {
            if isASCIILetter(s) {
                letters += 1
                if s.value < 0x61 {
                    upper += 1
                    if !first { innerUpper = true }
                }
            } else if s != "'" && s != "’" && s != "-" {
                return false
            }
            first = false
        }
        return !(innerUpper && upper != letters)
    }

    static func isASCIILetter(_ s: Unicode.Scalar) -> Bool {
        (s.value >= 0x41 && s.value <= 0x5A) || (s.value >= 0x61 && s.value <= 0x7A)
    }

    private static func isOpeningMark(_ s: Unicode.Scalar) -> Bool {
        s == "(" || s == "\"" || s == "'" || s == "“" || s == "‘"
    }

    private static func isClosingMark(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case ",", ".", ";", ":", "!", "?", ")", "\"", "'", "”", "’": true
        default: false
        }
    }

    /// A token that reads as a name from code: camelCase, `snake_case`, calls, member paths,
    /// attributes, key paths, generics, globs (`make*`).
    static func isIdentifierLike<S: StringProtocol>(_ token: S) -> Bool {
        var t = token.unicodeScalars[...]
        while let last = t.last, last == "," || last == ";" { t = t.dropLast() }
        // Parentheses around a word are prose: `(UIKit`, `SwiftUI)`.
        if t.first == "(" { t = t.dropFirst() }
        if t.last == ")", !t.contains("(") { t = t.dropLast() }
        guard let first = t.first, !LanguageTagger.containsHan(token) else { return false }
        if first == "@" || first == "$" || first == "#" || first == "\\" { return t.count > 1 }
        if first == "." { return t.dropFirst().first.map(isASCIILetter) ?? false }
        if first == "[" { return t.last == "]" && t.count > 2 }
        var sawLower = false
        var previousDot = false
        for s in t {
            if previousDot && isASCIILetter(s) { return true }
            previousDot = s == "."
            switch s {
            case "(", ")", "_", "<", ">", "*", ":", "[": return t.contains(where: isASCIILetter)
            default: break
            }
            if s.value >= 0x41 && s.value <= 0x5A && sawLower { return true }
            if s.value >= 0x61 && s.value <= 0x7A { sawLower = true }
        }
        return false
    }

    /// Whether joining `left` and `right` needs a space: not before closing punctuation or a
    /// slash, not after an opening bracket or a slash, not next to Han text.
    static func needsSpace(between left: String, and right: String) -> Bool {
        guard let l = left.last, let r = right.first else { return false }
        return !(continuingPunctuation.contains(r) || "(/[（".contains(l) || isCJK(l) || isCJK(r) || r == "/")
    }

    /// Whether `needle` occurs in `text`, compared on UTF-8 bytes (no Foundation on the hot path).
    static func has<S: StringProtocol>(_ text: S, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let found = utf8[index...].firstIndex(of: first) {
            var i = found
            var j = 0
            while j < pattern.count, i < utf8.endIndex, utf8[i] == pattern[j] {
                i = utf8.index(after: i)
                j += 1
            }
            if j == pattern.count { return true }
            index = utf8.index(after: found)
        }
        return false
    }

    /// Whether `needle` occurs in `bytes`.
    static func has(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard bytes.count >= count else { return false }
        let pattern = needle.utf8Start
        var i = 0
        while i <= bytes.count - count {
            if bytes[i] == pattern[0] {
                var j = 1
                while j < count && bytes[i + j] == pattern[j] { j += 1 }
                if j == count { return true }
            }
            i += 1
        }
        return false
    }

    /// The text without leading and trailing spaces and tabs.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{3000}" || $0 == "\u{A0}" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[start...end])
    }
}
