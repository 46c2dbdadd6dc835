/// What a reader returns: the document and the problems it noticed on the way.
public struct ReadResult: Sendable, Equatable {
    /// The document read.
    public var document: Document
    /// Problems found; errors here are not fatal, the document is still usable.
    public var diagnostics: [Diagnostic]
    /// A fingerprint of the bytes read, when the document was read from a file.
    public var fingerprint: UInt64?
    /// The bytes of the distinct files its shortcodes took in (includes, samples, pages): input
    /// too, when what a page may be converted into is weighed against what it was made of.
    public var includedBytes = 0

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
