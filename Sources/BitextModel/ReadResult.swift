/// What a reader returns: the document and the problems it noticed on the way.
public struct ReadResult: Sendable, Equatable {
    /// The document read.
    public var document: Document
    /// Problems found; errors here are not fatal, the document is still usable.
    public var diagnostics: [Diagnostic]
    /// A fingerprint of the bytes read, when the document was read from a file.
    public var fingerprint: UInt64?

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
