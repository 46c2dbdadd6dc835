import BitextModel

/// A fatal problem with an input file: one line naming the file, never a stack trace.
public struct BitextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file concerned.
    public var path: String
    /// What went wrong, for a person.
    public var message: String
    /// Where in the file, when known.
    public var location: SourceLocation?

    /// Creates an error about `path`.
    public init(path: String, _ message: String, location: SourceLocation? = nil) {
        self.path = path
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic, to be reported with the others.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, identifier: "error", summary: message, path: path, location: location)
    }

    /// An error from a diagnostic, for a step that must stop.
    public init(_ diagnostic: Diagnostic) {
        self.init(path: diagnostic.path, diagnostic.summary, location: diagnostic.location)
    }

    /// `path[:line:col]: error: message`.
    public var description: String {
        var place = Diagnostic.printable(path)
        if let location { place += ":\(location.line):\(location.column)" }
        return "\(place): error: \(Diagnostic.printable(message))"
    }
}
