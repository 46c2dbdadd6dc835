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

    /// Whether the entry is for a document known by `names`: its document is one of them, or one
    /// under a folder above the tree applied (an export of a Hugo `content/` names `en/docs/x`,
    /// applying `content/en` finds `docs/x`); nil when the entry names no document.
    public func isFor(_ names: Set<String>) -> Bool? {
        document.map { document in names.contains(document) || names.contains { document.hasSuffix("/" + $0) } }
    }

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
