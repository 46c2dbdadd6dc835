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

    let tagger = LanguageTagger()
    /// Lines scoring this much as code are headings only when paired with a translation.
    let codeLimit = 3.0

    /// Creates the rule.
    init() {}

    /// Reads a heading at the cursor; `previous` is the block before it, if any.
    func read(_ cursor: inout LineCursor, after previous: Block?) -> Block? {
        guard let line = cursor.current, !line.isBlank, isCandidate(line) else { return nil }
        let before = cursor.previous
        let after = cursor.peek(1)
        let standalone = (before?.isBlank ?? true) && (after?.isBlank ?? true)
        if standalone {
            // A code-like line standing alone is a heading only when its translation follows.
            guard line.score < codeLimit || hasTranslation(cursor) else { return nil }
        } else {
            guard line.score < codeLimit, isInlineHeading(line, before: before, after: after, previous: previous) else { return nil }
        }
        cursor.advance()
        return Block(
            .heading(level: 2, anchor: nil, content: [.text(line.content)]),
            range: SourceRange(lines: line.number, line.number))
    }

    /// Whether the next line standing alone is the same heading in the other language.
    private func hasTranslation(_ cursor: LineCursor) -> Bool {
        guard let line = cursor.current, let (next, offset) = cursor.nextNonBlank(from: 1), offset == 2,
            cursor.peek(offset + 1)?.isBlank ?? true, isCandidate(next)
        else { return false }
        let pair: Set<Language> = [tagger.language(of: line.content), tagger.language(of: next.content)]
        return pair == [.en, .zh]
    }

    private func isCandidate(_ line: PlainLine) -> Bool {
        let text = line.content
        guard text.count <= maximumLength, TextShape.words(text).count <= maximumWords else { return false }
        guard !TextShape.endsSentence(text), !text.hasSuffix(","), !text.hasSuffix("，"), !text.contains(Character("|")) else { return false }
        guard lists.marker(of: line) == nil else { return false }
        return LanguageLabelRule.labels[text.lowercased()] == nil
    }

    private func isInlineHeading(_ line: PlainLine, before: PlainLine?, after: PlainLine?, previous: Block?) -> Bool {
        let text = line.content
        let words = TextShape.words(text)
        guard text.count <= maximumInlineLength, words.count <= maximumInlineWords, line.score < 1,
            !LanguageTagger.containsHan(text), let first = text.first, first.isASCII, first.isUppercase || first.isNumber
        else { return false }
        if words.count == 1, TextShape.isIdentifierLike(words[0]) { return false }
        // Where blank lines set headings apart, a line after a blank line that text follows
        // directly starts a paragraph.
        if let before, before.isBlank { return false }
        // What comes before has finished: the start, a finished sentence, a block.
        if let before, !TextShape.endsSentence(before.content) {
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
