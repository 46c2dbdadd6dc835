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

    /// `path[:line:col]: error: message`.
    public var description: String {
        var place = Diagnostic.printable(path)
        if let location { place += ":\(location.line):\(location.column)" }
        return "\(place): error: \(Diagnostic.printable(message))"
    }
}
