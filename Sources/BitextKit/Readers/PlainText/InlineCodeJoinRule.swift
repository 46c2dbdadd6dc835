import BitextModel

/// Joins the lines a dump broke around inline code back into one paragraph, and marks the code.
///
/// A page copied as text puts a line break before or after each inline code span
/// (`Use\nUIViewRepresentable\nto wrap any\nUIView\nsubclass`, `…by using UIViewRepresentable\n,
/// NSViewRepresentable`). A line continues the one before when that line has not finished its
/// sentence or when it starts with a lowercase letter or with punctuation that follows a word.
/// Inside such a run, a line that is one name on its own, and a name that ends a line the next
/// line continues, are code spans.
struct InlineCodeJoinRule: Sendable {
    /// Creates the rule.
    init() {}

    /// Whether `next` continues the sentence of `previous`.
    func continues(_ previous: PlainLine, _ next: PlainLine) -> Bool {
        TextShape.continuesSentence(next.content) || !TextShape.endsSentence(previous.content)
    }

    /// Reads a paragraph: the current line and every line that continues it, up to a line where
    /// `startsBlock` says another block begins.
    func read(_ cursor: inout LineCursor, startsBlock: (LineCursor) -> Bool) -> Block? {
        guard let first = cursor.current, !first.isBlank else { return nil }
        var lines = [first]
        cursor.advance()
        while let next = cursor.current, !next.isBlank, !next.breakBefore, continues(lines.last!, next), !startsBlock(cursor) {
            lines.append(next)
            cursor.advance()
        }
        return Block(.paragraph(inlines(for: lines)), range: SourceRange(lines: first.number, lines.last!.number))
    }

    /// The inline content of lines joined into one run of text.
    func inlines(for lines: [PlainLine]) -> [Inline] {
        var pieces: [Inline] = []
        for (i, line) in lines.enumerated() {
            let previous = i > 0 ? lines[i - 1] : nil
            let next = i + 1 < lines.count ? lines[i + 1] : nil
            let continuesIntoNext = next.map { continues(line, $0) } ?? false
            let words = TextShape.words(line.content)
            let joinedFromBefore = previous.map { !TextShape.endsSentence($0.content) } ?? false
            if lines.count > 1, isSpan(line, words: words, joinedFromBefore: joinedFromBefore, continuesIntoNext: continuesIntoNext, isLast: next == nil) {
                pieces.append(.code(line.content))
            } else if continuesIntoNext, words.count > 1, let last = words.last, TextShape.isIdentifierLike(last),
                !TextShape.endsSentence(last)
            {
                let head = TextShape.trimmed(line.content[..<last.startIndex])
                pieces.append(.text(head))
                pieces.append(.code(String(last)))
            } else {
                pieces.append(.text(line.content))
            }
        }
        return Self.joined(pieces)
    }

    /// Whether a whole line is an inline code span.
    private func isSpan(_ line: PlainLine, words: [Substring], joinedFromBefore: Bool, continuesIntoNext: Bool, isLast: Bool) -> Bool {
        guard let first = words.first, line.content.contains(where: { $0.isLetter }) else { return false }
        if words.count == 1 {
            if TextShape.isIdentifierLike(first) { return true }
            // A lone word between two halves of a sentence was set apart as code (`class`).
            return joinedFromBefore && (continuesIntoNext || isLast) && !LanguageTagger.containsHan(first)
        }
        return joinedFromBefore && words.count <= 6 && line.score >= 1.5 && !LanguageTagger.containsHan(line.content)
    }

    /// Pieces with spaces where Latin text needs them, adjacent text merged.
    static func joined(_ pieces: [Inline]) -> [Inline] {
        var out: [Inline] = []
        var previousText = ""
        for piece in pieces {
            let text = piece.plainText
            guard !text.isEmpty else { continue }
            if TextShape.needsSpace(between: previousText, and: text) {
                append(.text(" "), to: &out)
            }
            append(piece, to: &out)
            previousText = text
        }
        return out
    }

    private static func append(_ inline: Inline, to out: inout [Inline]) {
        if case .text(let new) = inline, case .text(var old)? = out.last {
            // Taken out of the array first, so the text is grown in place: a copy of the run so
            // far for every piece made a table of 50,000 lines quadratic.
            out.removeLast()
            old += new
            out.append(.text(old))
        } else {
            out.append(inline)
        }
    }
}
