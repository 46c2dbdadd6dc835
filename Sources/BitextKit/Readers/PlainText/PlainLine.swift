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

    /// Splits text into lines, dropping `\r` before each line break.
    static func lines(of text: String) -> [PlainLine] {
        var lines: [PlainLine] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let clean = raw.hasSuffix("\r") ? raw.dropLast() : raw
            lines.append(PlainLine(text: String(clean), number: number))
        }
        // A final newline does not start another line.
        if lines.last?.isBlank == true, text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
