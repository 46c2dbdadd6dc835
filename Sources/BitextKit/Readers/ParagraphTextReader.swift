import BitextModel
import Foundation

/// Reads plain text as paragraphs separated by blank lines: the fallback for text that is
/// neither Markdown nor a scraped page the plain-text reader understands.
public struct ParagraphTextReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Splits `source` into paragraphs on blank lines; single newlines become soft breaks.
    public func read(_ source: SourceFile) -> ReadResult {
        var blocks: [Block] = []
        var current: [Substring] = []
        var startLine = 0
        var lineNumber = 0
        func flush() {
            guard !current.isEmpty else { return }
            var inlines: [Inline] = []
            for (i, line) in current.enumerated() {
                if i > 0 { inlines.append(.softBreak) }
                inlines.append(.text(String(line.trimmingCharacters(in: .whitespaces))))
            }
            blocks.append(Block(.paragraph(inlines), range: SourceRange(lines: startLine, lineNumber - 1)))
            current = []
        }
        for line in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let clean = line.hasSuffix("\r") ? line.dropLast() : line
            if clean.allSatisfy(\.isWhitespace) {
                flush()
            } else {
                if current.isEmpty { startLine = lineNumber }
                current.append(clean)
            }
        }
        lineNumber += 1
        flush()
        return ReadResult(document: Document(path: source.path, format: .plainText, blocks: blocks))
    }
}
