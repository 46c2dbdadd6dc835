/// One translation read from a translation file: the English as the exports write it (inline
/// Markdown, `TranslationUnit.markdownText`) and its translation, with where the file has it.
public struct TranslationEntry: Sendable, Equatable {
    /// The document the entry names (PO `msgctxt` before `#`, XLIFF `<file original>`, TMX and
    /// JSONL `document`); nil when the file does not say.
    public var document: String?
    /// The unit's id within its document, when the file gives one.
    public var id: String?
    /// The unit's kind, when the file says (`code-comment` entries translate code).
    public var kind: String?
    /// The English.
    public var english: String
    /// The translation; empty when there is none.
    public var chinese: String
    /// Marked to review (PO `fuzzy`, XLIFF `needs-review`): still applied, as translators expect
    /// of `po4a` and Weblate, but counted.
    public var fuzzy = false
    /// The line of the file the entry starts on.
    public var line: Int

    /// Creates an entry.
    public init(document: String?, id: String?, kind: String? = nil, english: String, chinese: String, fuzzy: Bool = false, line: Int) {
        self.document = document
        self.id = id
        self.kind = kind
        self.english = english
        self.chinese = chinese
        self.fuzzy = fuzzy
        self.line = line
    }
}
