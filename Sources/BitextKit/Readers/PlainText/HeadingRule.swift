import BitextModel

/// Finds headings that lost their markers: a short line without closing punctuation that stands
/// alone between blank lines (in interleaved dumps the English heading and its Chinese
/// translation each stand alone), or, in dumps without blank lines, a short Latin line after a
/// finished sentence or block that the next line does not continue.
struct HeadingRule: Sendable {
    let lists = ListMarkerRule()
    /// Longest heading, in characters and in words.
    let maximumLength = 80
    let maximumWords = 12
    /// Tighter limits when no blank lines set the heading apart.
    let maximumInlineLength = 70
    let maximumInlineWords = 10

    /// Creates the rule.
    init() {}

    /// Reads a heading at the cursor; `previous` is the block before it, if any.
    func read(_ cursor: inout LineCursor, after previous: Block?) -> Block? {
        guard let line = cursor.current, !line.isBlank, isCandidate(line) else { return nil }
        let before = cursor.previous
        let after = cursor.peek(1)
        let standalone = (before?.isBlank ?? true) && (after?.isBlank ?? true)
        guard standalone || isInlineHeading(line, before: before, after: after, previous: previous) else { return nil }
        cursor.advance()
        return Block(
            .heading(level: 2, anchor: nil, content: [.text(line.content)]),
            range: SourceRange(lines: line.number, line.number))
    }

    private func isCandidate(_ line: PlainLine) -> Bool {
        let text = line.content
        guard text.count <= maximumLength, TextShape.words(text).count <= maximumWords else { return false }
        guard !TextShape.endsSentence(text), !text.hasSuffix(","), !text.hasSuffix("，"), !text.contains("|") else { return false }
        guard line.score < 3, lists.marker(of: line) == nil else { return false }
        return LanguageLabelRule.labels[text.lowercased()] == nil
    }

    private func isInlineHeading(_ line: PlainLine, before: PlainLine?, after: PlainLine?, previous: Block?) -> Bool {
        let text = line.content
        let words = TextShape.words(text)
        guard text.count <= maximumInlineLength, words.count <= maximumInlineWords, line.score < 1,
            !TextShape.containsHan(text), let first = text.first, first.isASCII, first.isUppercase || first.isNumber
        else { return false }
        if words.count == 1, TextShape.isIdentifierLike(words[0]) { return false }
        // What comes before has finished: the start, a blank line, a finished sentence, a block.
        if let before, !before.isBlank, !TextShape.endsSentence(before.content) {
            switch previous?.kind {
            case .code?, .list?, .table?, .heading?: break
            default: return false
            }
        }
        // What comes after starts something new.
        guard let after, !after.isBlank else { return false }
        if lists.marker(of: after) != nil { return true }
        let next = TextShape.words(after.content)
        guard TextShape.startsWithCapital(after.content), let nextFirst = next.first else { return false }
        return !(next.count == 1 && TextShape.isIdentifierLike(nextFirst))
    }
}
