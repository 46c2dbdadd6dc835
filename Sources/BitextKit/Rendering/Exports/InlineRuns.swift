/// Inline Markdown source cut into what a translator translates and what a translation must keep:
/// code spans, and the markup around and between the words (a link's `[` and `](destination)`,
/// an image, a Hugo shortcode, an HTML tag or autolink). Emphasis delimiters stay in the text,
/// as md2po and po4a keep them: a translator moves them with the words they mark.
///
/// The source is kept rather than the parsed inlines because a translation written back
/// (`bitext apply`) must carry the link's destination, the shortcode's parameters and the
/// escapes exactly as the English had them; a parse would rewrite them.
enum InlineRuns {
    typealias Run = TranslationUnit.Run

    static func runs(_ source: String) -> [Run] {
        var scanner = Scanner(Array(source))
        scanner.scan(until: nil)
        scanner.flush()
        return scanner.runs
    }

    private struct Scanner {
        let chars: [Character]
        var index = 0
        var runs: [Run] = []
        var text = ""
        /// Searches that found no closer from some point on find none from any later point:
        /// remembered, so text of unclosed openers (`[a[a[a…`, `<a<a…`) is read in linear time.
        var unclosedTicks = Set<Int>()
        var unclosedShortcodes = Set<Character>()
        var unclosedTag = false

        init(_ chars: [Character]) { self.chars = chars }

        mutating func flush() {
            if !text.isEmpty { runs.append(.text(text)) }
            text = ""
        }

        mutating func markup(_ range: Range<Int>) {
            flush()
            runs.append(.markup(String(chars[range])))
        }

        /// Scans up to `end` (exclusive), or the end.
        mutating func scan(until end: Int?) {
            let limit = end ?? chars.count
            while index < limit {
                if let next = special(limit: limit) { index = next } else {
                    text.append(chars[index])
                    index += 1
                }
            }
        }

        /// Consumes the construct at `index` when there is one, returning where it ends.
        mutating func special(limit: Int) -> Int? {
            switch chars[index] {
            case "\\":
                guard index + 1 < limit, chars[index + 1].isASCII, chars[index + 1].isPunctuation || chars[index + 1].isSymbol else { return nil }
                text.append(chars[index])
                text.append(chars[index + 1])
                return index + 2
            case "`": return codeSpan(limit: limit)
            case "{": return shortcode(limit: limit)
            case "!":
                guard index + 1 < limit, chars[index + 1] == "[", let end = linkEnd(from: index + 1, limit: limit)?.end else { return nil }
                markup(index..<end)
                return end
            case "[": return link(limit: limit)
            case "<": return tag(limit: limit)
            default: return nil
            }
        }

        mutating func codeSpan(limit: Int) -> Int? {
            let ticks = run(of: "`", at: index, limit: limit)
            var probe = unclosedTicks.contains(ticks) ? limit : index + ticks
            while probe < limit {
                let count = run(of: "`", at: probe, limit: limit)
                if count == ticks {
                    flush()
                    let code = Self.codeContent(String(chars[(index + ticks)..<probe]))
                    let raw = String(chars[index..<(probe + count)])
                    // Written back as the source wrote it: a span whose backticks or spaces differ
                    // from the usual way of writing it is kept as markup, byte for byte.
                    runs.append(TranslationUnit.codeSpan(code) == raw ? .code(code) : .markup(raw))
                    return probe + count
                }
                probe += max(count, 1)
            }
            unclosedTicks.insert(ticks)
            text += String(repeating: "`", count: ticks)
            return index + ticks
        }

        /// CommonMark's code span content: line endings as spaces, one space stripped from both
        /// ends when both have one and the span is not all spaces.
        static func codeContent(_ raw: String) -> String {
            let content = raw.replacingOccurrences(of: "\n", with: " ")
            guard content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) else { return content }
            return String(content.dropFirst().dropLast())
        }

        func run(of character: Character, at start: Int, limit: Int) -> Int {
            var end = start
            while end < limit, chars[end] == character { end += 1 }
            return end - start
        }

        mutating func shortcode(limit: Int) -> Int? {
            guard index + 2 < limit, chars[index + 1] == "{", chars[index + 2] == "<" || chars[index + 2] == "%", !unclosedShortcodes.contains(chars[index + 2]) else {
                return nil
            }
            let close: [Character] = [chars[index + 2] == "<" ? ">" : "%", "}", "}"]
            var probe = index + 3
            while probe + 2 < limit {
                if Array(chars[probe..<(probe + 3)]) == close {
                    markup(index..<(probe + 3))
                    return probe + 3
                }
                probe += 1
            }
            unclosedShortcodes.insert(chars[index + 2])
            return nil
        }

        /// `[text](destination)` or `[text][label]`: the brackets and what follows the text are
        /// markup, the text between is scanned as text of its own.
        mutating func link(limit: Int) -> Int? {
            guard let (close, end) = linkEnd(from: index, limit: limit) else { return nil }
            markup(index..<(index + 1))
            index += 1
            scan(until: close)
            markup(close..<end)
            return end
        }

        /// The `]` closing the bracket at `open` and the end of the destination or label after it.
        func linkEnd(from open: Int, limit: Int) -> (close: Int, end: Int)? {
            guard let close = matching(open, opener: "[", closer: "]", limit: limit), close + 1 < limit else { return nil }
            switch chars[close + 1] {
            case "(": return matching(close + 1, opener: "(", closer: ")", limit: limit).map { (close, $0 + 1) }
            case "[": return matching(close + 1, opener: "[", closer: "]", limit: limit).map { (close, $0 + 1) }
            default: return nil
            }
        }

        /// The closer balancing the opener at `start`, skipping escapes and code spans, within
        /// `reach` characters: no link text or destination is longer, and unclosed brackets in
        /// long prose would otherwise each be searched to its end.
        func matching(_ start: Int, opener: Character, closer: Character, limit: Int) -> Int? {
            var depth = 0
            var probe = start
            let limit = min(limit, start + Self.reach)
            while probe < limit {
                switch chars[probe] {
                case "\\": probe += 1
                case "`" where opener == "[":
                    let ticks = run(of: "`", at: probe, limit: limit)
                    var end = probe + ticks
                    while end < limit, run(of: "`", at: end, limit: limit) != ticks { end += 1 }
                    probe = end < limit ? end + ticks - 1 : probe + ticks - 1
                case opener: depth += 1
                case closer:
                    depth -= 1
                    if depth == 0 { return probe }
                default: break
                }
                probe += 1
            }
            return nil
        }

        /// The most characters a link's text or destination is searched for its closer.
        static let reach = 2_000

        /// An HTML tag, comment or autolink: `<` then a letter, `/`, `!` or `?`, up to `>`.
        mutating func tag(limit: Int) -> Int? {
            guard !unclosedTag, index + 1 < limit, chars[index + 1].isASCII, chars[index + 1].isLetter || "/!?".contains(chars[index + 1]) else { return nil }
            guard let close = chars[(index + 1)..<limit].firstIndex(of: ">") else {
                unclosedTag = true
                return nil
            }
            markup(index..<(close + 1))
            return close + 1
        }
    }
}
