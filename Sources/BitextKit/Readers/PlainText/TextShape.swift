/// Small questions about the shape of a piece of text, shared by the plain-text rules.
enum TextShape {
    /// Punctuation that ends a sentence or introduces what follows (`:`), Latin and full-width.
    static let terminalPunctuation: Set<Character> = [".", "!", "?", ":", "。", "！", "？", "：", "…", ";", "；"]
    /// Punctuation that can only continue the sentence of the line before.
    static let continuingPunctuation: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]", "}", "、", "，", "。", "：", "；", "）", "！", "？"]

    /// Whether text ends a sentence (trailing quotes and brackets are looked through).
    static func endsSentence<S: StringProtocol>(_ text: S) -> Bool {
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

    /// Whether the character is Han, kana or Hangul.
    static func isHan(_ ch: Character) -> Bool { LanguageTagger.isHan(ch) }

    /// Whether the character is Han or full-width punctuation: text that joins without spaces.
    static func isCJK(_ ch: Character) -> Bool { LanguageTagger.isHan(ch) || LanguageTagger.isCJKPunctuation(ch) }

    static func containsHan<S: StringProtocol>(_ text: S) -> Bool { text.contains(where: isHan) }

    /// Whether the first letter of the text is an ASCII capital.
    static func startsWithCapital<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.first else { return false }
        return first.isASCII && first.isUppercase
    }

    /// Space-separated words.
    static func words<S: StringProtocol>(_ text: S) -> [S.SubSequence] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    /// A word of prose: letters only (apostrophes and hyphens inside, sentence punctuation and
    /// quotes around), and no capital after the first letter unless the whole word is capitals.
    static func isProseWord<S: StringProtocol>(_ token: S) -> Bool {
        let word = token.drop(while: { "(\"'“‘".contains($0) }).reversed().drop(while: { ",.;:!?)\"'”’".contains($0) }).reversed()
        guard let first = word.first, first.isLetter, first.isASCII else { return false }
        var upper = 0
        var letters = 0
        var innerUpper = false
        for (i, ch) in word.enumerated() {
            if ch.isLetter && ch.isASCII {
                letters += 1
                if ch.isUppercase { upper += 1; if i > 0 { innerUpper = true } }
            } else if ch != "'" && ch != "’" && ch != "-" {
                return false
            }
        }
        if innerUpper && upper != letters { return false }
        return letters >= 1
    }

    /// A token that reads as a name from code: camelCase, `snake_case`, calls, member paths,
    /// attributes, key paths, generics, globs (`make*`).
    static func isIdentifierLike<S: StringProtocol>(_ token: S) -> Bool {
        var t = Substring(String(token.reversed().drop(while: { ",;".contains($0) }).reversed()))
        // Parentheses around a word are prose: `(UIKit`, `SwiftUI)`.
        if t.hasPrefix("(") { t = t.dropFirst() }
        if t.hasSuffix(")"), !t.contains("(") { t = t.dropLast() }
        guard let first = t.first, !t.contains(where: isHan) else { return false }
        if first == "@" || first == "$" || first == "#" || first == "\\" { return t.count > 1 }
        if first == "." { return t.dropFirst().first?.isLetter == true }
        if first == "[" { return t.last == "]" && t.count > 2 }
        var sawLower = false
        var index = t.startIndex
        while index < t.endIndex {
            let ch = t[index]
            if "()_<>*:[".contains(ch) { return t.contains(where: \.isLetter) }
            if ch == ".", t.index(after: index) < t.endIndex, t[t.index(after: index)].isLetter { return true }
            if ch.isUppercase && ch.isASCII && sawLower { return true }
            if ch.isLowercase { sawLower = true }
            index = t.index(after: index)
        }
        return false
    }

    /// The text with a Latin-aware join: no space before closing punctuation, after an opening
    /// bracket, or between Han text and anything else.
    static func join(_ left: String, _ right: String) -> String {
        guard let l = left.last, let r = right.first else { return left + right }
        if continuingPunctuation.contains(r) || "(/[（".contains(l) || isCJK(l) || isCJK(r) || r == "/" {
            return left + right
        }
        return left + " " + right
    }
}
