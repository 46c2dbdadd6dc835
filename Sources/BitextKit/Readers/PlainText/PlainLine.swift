import Foundation

/// One line of a scraped text dump, as the plain-text rules see it.
///
/// A physical line can become two `PlainLine`s when a rule finds two things glued together
/// (`}Skipping …`); both keep the physical line's number.
struct PlainLine: Sendable, Equatable {
    /// The line without its line break (and without a trailing `\r`).
    var text: String
    /// The text without leading and trailing whitespace.
    var content: String
    /// Leading spaces (a tab counts as four).
    var indent: Int
    /// The 1-based physical line number.
    var number: Int
    /// A block must end before this line: a rule split it off the line before.
    var breakBefore: Bool
    /// How much the line looks like code, by `CodeLikenessScorer`.
    var evidence: CodeEvidence

    init(text: String, number: Int, breakBefore: Bool = false) {
        self.text = text
        self.number = number
        self.breakBefore = breakBefore
        var indent = 0
        for ch in text {
            if ch == " " { indent += 1 } else if ch == "\t" { indent += 4 } else { break }
        }
        self.indent = indent
        self.content = TextShape.trimmed(text)
        self.evidence = CodeLikenessScorer().evidence(for: content)
    }

    /// Whether the line holds nothing but whitespace.
    var isBlank: Bool { content.isEmpty }

    /// The code-likeness score, for short.
    var score: Double { evidence.score }

    /// Splits text into lines, dropping `\r` before each line break. Scoring a line is most of
    /// reading a large dump (a tab-separated file of 235,000 lines took seven seconds), and each
    /// line is scored alone: a long text's lines are scored on every core, in blocks of lines.
    static func lines(of text: String) -> [PlainLine] {
        let ranges = lineRanges(of: text)
        let block = 4_096
        guard ranges.count > 4 * block else {
            return ranges.enumerated().map { PlainLine(text: String(text[$0.element]), number: $0.offset + 1) }
        }
        let parts = Concurrently.map((ranges.count + block - 1) / block) { part in
            (part * block..<min(ranges.count, (part + 1) * block)).map { PlainLine(text: String(text[ranges[$0]]), number: $0 + 1) }
        }
        return parts.flatMap { $0 }
    }

    /// Each line's range, without its line break and a `\r` before it.
    private static func lineRanges(of text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        // Split on UTF-8 bytes: a newline is one byte, and Character-wise splitting is slow.
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        func emit(_ end: String.Index) {
            var line = text[start..<end]
            if line.utf8.last == 0x0D { line = line.dropLast() }
            ranges.append(line.startIndex..<line.endIndex)
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            // LF ends a line, and so does a CR that no LF follows (classic Mac text).
            if byte == 0x0A || (byte == 0x0D && (next == utf8.endIndex || utf8[next] != 0x0A)) {
                emit(index)
                start = next
            }
            index = next
        }
        // A final newline does not start another line.
        if start < utf8.endIndex || ranges.isEmpty { emit(utf8.endIndex) }
        return ranges
    }
}
