/// What a reader returns: the document and the problems it noticed on the way.
public struct ReadResult: Sendable, Equatable {
    /// The document read.
    public var document: Document
    /// Problems found; errors here are not fatal, the document is still usable.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(document: Document, diagnostics: [Diagnostic] = []) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
