import BitextModel

/// A piece of Markdown source a translator translates: a paragraph, a heading's text or a table
/// cell, as the inline Markdown it was written in, with what surrounds it on its lines (the
/// container markers before it, a heading's `{#id}` after it), so that a translation can be
/// written in its place (`bitext apply`) and an export shows the same text (`InlineRuns`).
public struct SourceSegment: Sendable, Equatable {
    /// `paragraph`, `heading` or `table-cell`.
    public var kind: String
    /// The inline Markdown on one line; a hard break is `\` and a line break.
    public var text: String
    /// The lines (0-based) the segment's text occupies, all replaced when it is translated.
    public var lines: Range<Int>
    /// What comes before the text on its first line: quote and list markers, indentation, `## `.
    public var prefix: String
    /// What comes before each further line of a translation: the prefix's markers as the
    /// continuation of their containers (`> ` kept, a list marker as spaces).
    public var continuation: String
    /// What follows the text on its last line: a heading's attributes or closing hashes.
    public var suffix: String
    /// For a table cell: its table (counted in the document), row and column.
    public var cell: Cell?

    /// Where a table cell is.
    public struct Cell: Sendable, Equatable {
        public var table: Int
        public var row: Int
        public var column: Int
    }

    /// Whether a translator has anything to translate: some text with a letter, outside code
    /// and markup.
    public var isTranslatable: Bool {
        TranslationUnit.hasProse(InlineRuns.runs(text))
    }

    /// The lines a translation `text` occupies in the segment's place.
    public func lines(writing text: String) -> [String] {
        // A heading is one line: a line break in its translation would end it.
        let parts = kind == "heading" ? [text.lines.joined(separator: " ")] : text.lines
        return parts.enumerated().map { offset, part in
            (offset == 0 ? prefix : continuation) + part + (offset == parts.count - 1 ? suffix : "")
        }
    }
}
