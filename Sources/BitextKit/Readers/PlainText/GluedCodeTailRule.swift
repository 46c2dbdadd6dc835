/// Undoes the lost line breaks around code blocks: a dump that drops the newline after a block
/// glues its last line to what follows (`}Skipping addChild(_:) means…`, `}// ❌ WRONG`,
/// `… // Empty!The classic loop…`), and a lead-in sentence can swallow the comment that opens
/// the next block (`…and apply .equatable():// ✅ CORRECT`).
///
/// Each split yields two lines with the same line number; the second is marked `breakBefore`,
/// because a missing newline right after code means a block ended there.
struct GluedCodeTailRule: Sendable {
    let scorer = CodeLikenessScorer()
    /// A glued tail must be at least this long and have this many words to count as prose.
    let minimumTailLength = 50
    let minimumTailWords = 8
    /// Lines shorter than this are taken as written: code and comments are rarely this long.
    let minimumGluedLineLength = 100
    /// The code before a glued paragraph is one line of code or comment: no longer than this.
    let maximumHeadLength = 160

    /// Creates the rule.
    init() {}

    /// Splits every glued line in `lines`.
    func split(_ lines: [PlainLine]) -> [PlainLine] {
        var out: [PlainLine] = []
        out.reserveCapacity(lines.count + 16)
        for (i, line) in lines.enumerated() {
            let next = i + 1 < lines.count ? lines[i + 1] : nil
            for piece in splitLeadingCloser(line) {
                if let (head, comment) = splitGluedComment(piece, next: next) {
                    out.append(head)
                    out.append(comment)
                } else if let (head, tail) = splitProseTail(piece) {
                    out.append(head)
                    out.append(tail)
                } else {
                    out.append(piece)
                }
            }
        }
        return out
    }

    /// `}Skipping …` → `}` and `Skipping …`; `}// ❌` → `}` and `// ❌`. `})`, `} else {`,
    /// `).isActive = true` are ordinary code and stay whole.
    func splitLeadingCloser(_ line: PlainLine) -> [PlainLine] {
        let content = line.content
        let closers = content.prefix(while: { $0 == "}" || $0 == ")" || $0 == "]" })
        guard !closers.isEmpty, closers.count < content.count else { return [line] }
        let rest = content.dropFirst(closers.count)
        guard let first = rest.first else { return [line] }
        let gluedComment = rest.hasPrefix("//")
        let gluedWord = first.isLetter && TextShape.words(rest).count >= 3
        guard gluedComment || gluedWord else { return [line] }
        let head = PlainLine(text: String(repeating: " ", count: line.indent) + closers, number: line.number, breakBefore: line.breakBefore)
        let tail = PlainLine(text: String(rest), number: line.number, breakBefore: true)
        return [head, tail]
    }

    /// A prose line that ends in `// comment` while the next line is code: the comment opens the
    /// block.
    func splitGluedComment(_ line: PlainLine, next: PlainLine?) -> (PlainLine, PlainLine)? {
        let content = line.content
        guard !content.hasPrefix("//"), let range = content.range(of: "// "), range.lowerBound > content.startIndex else { return nil }
        let before = content[content.index(before: range.lowerBound)]
        guard !before.isWhitespace, before != "/" else { return nil }
        guard let next, next.score >= 1 else { return nil }
        let head = String(content[..<range.lowerBound])
        guard scorer.evidence(for: head).score < 1 else { return nil }
        return (
            PlainLine(text: head, number: line.number, breakBefore: line.breakBefore),
            PlainLine(text: String(content[range.lowerBound...]), number: line.number, breakBefore: true)
        )
    }

    /// A long code or comment line with a paragraph glued to its end, split where the paragraph
    /// starts: after a lowercase word run into a capital (`propagateUIHostingController manages`),
    /// after sentence punctuation or a closing bracket run into a letter (`Empty!The`,
    /// `equatable()iOS 16`), after a digit run into a capital (`0×0The`), or before a member
    /// name that starts the paragraph (`needed.preferredContentSize tracks`).
    func splitProseTail(_ line: PlainLine) -> (PlainLine, PlainLine)? {
        let content = line.content
        guard content.utf8.count >= minimumGluedLineLength else { return nil }
        // Code does not open with Han text (a comment may hold it).
        if !content.hasPrefix("//"), LanguageTagger.containsHan(content.prefix(12)) { return nil }
        // A line that opens like a sentence (`The coordinator …`) is prose, not glued code.
        let words = TextShape.words(content.prefix(40))
        if words.count >= 2, TextShape.isProseWord(words[0]), TextShape.isProseWord(words[1]),
            !CodeLikenessScorer.keywords.contains(String(words[0]))
        {
            return nil
        }
        let chars = Array(content)
        // Spaces from each position to the end: a tail with too few words is rejected cheaply.
        var spacesAfter = [Int](repeating: 0, count: chars.count + 1)
        for i in stride(from: chars.count - 1, through: 0, by: -1) {
            spacesAfter[i] = spacesAfter[i + 1] + (chars[i] == " " ? 1 : 0)
        }
        var inString = false
        var lowerRun = 0
        for i in 1..<min(chars.count, maximumHeadLength) {
            let left = chars[i - 1]
            let ch = chars[i]
            if left == "\"" { inString.toggle() }
            if left.isLowercase && left.isLetter { lowerRun += 1 } else if !left.isLetter { lowerRun = 0 } else { lowerRun = 0 }
            guard !inString, !ch.isWhitespace else { continue }
            var candidate = false
            if ch.isUppercase && ch.isLetter {
                if left.isLowercase && lowerRun >= 3 && wordStartIsLowercase(chars, before: i) { candidate = true }
                if "!?.)".contains(left) || left.isNumber { candidate = true }
            } else if ch.isLetter && left == ")" {
                candidate = true
            } else if ch == ".", left.isLowercase, lowerRun >= 3, i + 1 < chars.count, chars[i + 1].isLowercase {
                candidate = true
            }
            guard candidate, chars.count - i >= minimumTailLength, spacesAfter[i] + 1 >= minimumTailWords else { continue }
            let head = TextShape.trimmed(String(chars[..<i]))
            guard isCodeHead(head) else { continue }
            let tail = String(chars[i...])
            guard isProseTail(tail) else { continue }
            return (
                PlainLine(text: String(repeating: " ", count: line.indent) + head, number: line.number, breakBefore: line.breakBefore),
                PlainLine(text: tail, number: line.number, breakBefore: true)
            )
        }
        return nil
    }

    /// Whether the word that holds position `index` starts with a lowercase letter.
    private func wordStartIsLowercase(_ chars: [Character], before index: Int) -> Bool {
        var j = index - 1
        while j > 0, chars[j - 1].isLetter { j -= 1 }
        return chars[j].isLowercase
    }

    /// A whole comment, or a line of code with little prose in it.
    private func isCodeHead(_ head: String) -> Bool {
        let evidence = scorer.evidence(for: head)
        if evidence.isComment { return true }
        let words = TextShape.words(head)
        let prose = words.filter { TextShape.isProseWord($0) && !CodeLikenessScorer.keywords.contains(String($0)) }.count
        return evidence.score >= 2 && prose * 2 < words.count
    }

    private func isProseTail(_ tail: String) -> Bool {
        let words = TextShape.words(tail)
        guard tail.count >= minimumTailLength, words.count >= minimumTailWords, let first = words.first else { return false }
        // The paragraph starts with a word or a name, not with the rest of a call.
        guard first.contains(where: { $0.isUppercase }) || first.hasPrefix("."),
            !first.contains(where: { "()[]{}=".contains($0) })
        else { return false }
        let prose = words.filter { TextShape.isProseWord($0) }.count
        return prose * 10 >= words.count * 3
    }
}
