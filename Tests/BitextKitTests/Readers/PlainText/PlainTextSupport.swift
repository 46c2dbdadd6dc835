@testable import BitextKit
import BitextModel

/// Helpers for the plain-text rule tests: lines from inline snippets, and a reader run.
enum PlainText {
    /// Lines of `text`, scored as the reader scores them.
    static func lines(_ text: String) -> [PlainLine] { PlainLine.lines(of: text) }

    /// A cursor at the start of `text`.
    static func cursor(_ text: String) -> LineCursor { LineCursor(lines(text)) }

    /// The plain-text reader's result for `text`.
    static func read(_ text: String, path: String = "page.txt") -> ReadResult {
        PlainTextReader().read(SourceFile(path: path, text: text))
    }

    /// The code blocks' texts.
    static func codeTexts(_ blocks: [Block]) -> [String] {
        blocks.compactMap { block in
            if case .code(_, _, let text) = block.kind { return text }
            return nil
        }
    }
}
