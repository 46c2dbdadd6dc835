import BitextModel

/// A fatal problem with an input file: one line naming the file, never a stack trace.
public struct BitextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed: each kind is a stable identifier, `error.KIND`, for scripts and JSON reports.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// An input could not be read: missing, too large, not text.
        case input
        /// `bitext.yml` or another setting is wrong.
        case config
        /// A template folder or template could not be loaded or rendered.
        case template
        /// The lexicon could not be read or compiled.
        case lexicon
        /// An output could not be written or removed, or the output folder is not allowed.
        case output
        /// Another run holds the output folder.
        case lock
        /// The output folder's build database could not be read or written.
        case buildDatabase
        /// A shard given to `merge` is not a complete output folder of this version.
        case shard
        /// git could not give a revision's files.
        case git
        /// A translation file given to `apply` is malformed, repeats an id, or is another document's.
        case translations
    }

    /// What failed.
    public var kind: Kind
    /// The file concerned.
    public var path: String
    /// What went wrong, for a person.
    public var message: String
    /// Where in the file, when known.
    public var location: SourceLocation?

    /// Creates an error of `kind` about `path`.
    public init(_ kind: Kind, path: String, _ message: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.location = location
    }

    /// The error as a diagnostic, to be reported with the others.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, identifier: identifier, summary: message, path: path, location: location)
    }

    /// `error.KIND`.
    public var identifier: String { "error." + kind.rawValue }

    /// An error from a diagnostic, for a step that must stop.
    public init(_ diagnostic: Diagnostic) {
        let kind = Kind(rawValue: String(diagnostic.identifier.dropFirst("error.".count))) ?? .output
        self.init(kind, path: diagnostic.path, diagnostic.summary, location: diagnostic.location)
    }

    /// `path[:line:col]: error: message`.
    public var description: String { diagnostic.description }
}
