/// Splits Markdown source text into sentences: English at `.`, `!`, `?` followed by a space and
/// a new sentence (abbreviations, initials, ellipses, list numbers, inline code and link targets
/// excepted); Chinese at
/// `。！？；…`. Returns ranges into the text, so each sentence keeps its Markdown.
enum SentenceSplitter {
    static let abbreviations: Set<String> = [
        "e.g", "i.e", "vs", "cf", "mr", "mrs", "ms", "dr", "prof", "st", "no", "fig", "figs", "eq", "approx",
        "inc", "ltd", "jr", "sr", "u.s", "etc.,", "al", "ca", "ver", "vol", "pp",
    ]

    /// The sentences of `text`, trimmed, in order.
    static func split(_ text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start = text.startIndex
        var inCode = false
        var shortcode = 0
        var targetDepth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let ch = text[index]
            let next = text.index(after: index)
            defer { previous = ch }
            if ch == "`" { inCode.toggle(); index = next; continue }
            if inCode { index = next; continue }
            if ch == "{", next < text.endIndex, text[next] == "{" { shortcode += 1 }
            if ch == "}", next < text.endIndex, text[next] == "}", shortcode > 0 { shortcode -= 1 }
            if ch == "(" && previous == "]" { targetDepth += 1 }
            else if ch == ")" && targetDepth > 0 { targetDepth -= 1 }
            else if ch == "[" { targetDepth += 1 }
            else if ch == "]" && targetDepth > 0 { targetDepth -= 1 }
            if shortcode > 0 || targetDepth > 0 { index = next; continue }
            var end: String.Index?
            if "。！？；".contains(ch) || (ch == "…" && next < text.endIndex && text[next] != "…") {
                end = afterClosers(text, next)
            } else if ch == "." || ch == "!" || ch == "?" {
                let after = afterClosers(text, next)
                if after < text.endIndex, text[after].isWhitespace {
                    var look = after
                    while look < text.endIndex && text[look].isWhitespace { look = text.index(after: look) }
                    if look < text.endIndex, startsSentence(text[look]),
                        ch != "." || !isAbbreviation(text, before: index, nextIsLower: text[look].isLowercase),
                        previous != ".",
                        !isListNumber(text[start..<index])
                    {
                        end = after
                    }
                }
            }
            if let end {
                append(text, start..<end, to: &ranges)
                start = end
                index = end
                continue
            }
            index = next
        }
        append(text, start..<text.endIndex, to: &ranges)
        return joiningWordless(text, ranges)
    }

    /// `ranges` with each piece that holds no word outside shortcodes (a closing `{{< /note >}}`,
    /// a full stop left after an ellipsis and a bracket) joined to the sentence before it, or to
    /// the one after it when it comes first: alone it would be a sentence with nothing to pair.
    private static func joiningWordless(_ text: String, _ ranges: [Range<String.Index>]) -> [Range<String.Index>] {
        guard ranges.count > 1 else { return ranges }
        var joined: [Range<String.Index>] = []
        var pendingStart: String.Index?
        for range in ranges {
            if !hasWords(text[range]) {
                if let last = joined.last { joined[joined.count - 1] = last.lowerBound..<range.upperBound }
                else if pendingStart == nil { pendingStart = range.lowerBound }
                continue
            }
            joined.append((pendingStart ?? range.lowerBound)..<range.upperBound)
            pendingStart = nil
        }
        if let pendingStart { return [pendingStart..<ranges[ranges.count - 1].upperBound] }
        return joined
    }

    /// Whether `piece` has a letter, digit or Han character outside `{{ … }}`.
    private static func hasWords(_ piece: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for ch in piece {
            defer { previous = ch }
            if ch == "{" && previous == "{" { depth += 1; continue }
            if ch == "}" && previous == "}" && depth > 0 { depth -= 1; continue }
            if depth == 0, ch.isLetter || ch.isNumber { return true }
        }
        return false
    }

    /// Whether the sentence so far is only a number: `1.` opens an ordered list item or a step,
    /// and the sentence is what follows it.
    private static func isListNumber(_ piece: Substring) -> Bool {
        let trimmed = piece.drop(while: \.isWhitespace)
        return !trimmed.isEmpty && trimmed.count <= 3 && trimmed.allSatisfy(\.isNumber)
    }

    private static func afterClosers(_ text: String, _ from: String.Index) -> String.Index {
        var index = from
        while index < text.endIndex, "\"')”’」』）*_]".contains(text[index]) { index = text.index(after: index) }
        return index
    }

    /// Whether a sentence can open with `ch`. Lower case too: documentation opens sentences with
    /// commands and names (`cgroup v2 …`, `kubectl …`); abbreviations and initials, which a lower
    /// case word follows in running text, are excepted before this is asked.
    private static func startsSentence(_ ch: Character) -> Bool {
        ch.isLetter || ch.isNumber || "\"'“‘`[*_(".contains(ch) || LanguageTagger.isHan(ch)
    }

    /// Abbreviations that can end a sentence, so only a lower case word after them continues it.
    static let closingAbbreviations: Set<String> = ["etc"]

    private static func isAbbreviation(_ text: String, before dot: String.Index, nextIsLower: Bool) -> Bool {
        var start = dot
        while start > text.startIndex {
            let p = text.index(before: start)
            if text[p].isWhitespace || text[p] == "(" { break }
            start = p
        }
        let word = text[start..<dot].lowercased()
        if word.count == 1, let c = word.first, c.isLetter { return true }  // an initial: "J. Smith"
        return abbreviations.contains(word) || (nextIsLower && closingAbbreviations.contains(word))
    }

    private static func append(_ text: String, _ range: Range<String.Index>, to ranges: inout [Range<String.Index>]) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, text[lower].isWhitespace { lower = text.index(after: lower) }
        while upper > lower, text[text.index(before: upper)].isWhitespace { upper = text.index(before: upper) }
        if lower < upper { ranges.append(lower..<upper) }
    }
}
