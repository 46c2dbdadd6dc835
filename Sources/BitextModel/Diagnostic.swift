/// A problem found while processing a file: a value the pipeline collects, not an error it throws.
public struct Diagnostic: Sendable, Equatable, Hashable, Codable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Equatable, Hashable, Codable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        /// Orders severities from least to most serious.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// A stable identifier, e.g. `frontMatter.invalid`.
    public var identifier: String
    /// A one-line summary.
    public var summary: String
    /// An optional longer explanation.
    public var explanation: String?
    /// The file the problem is in.
    public var path: String
    /// Where in the file, when known.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(
        severity: Severity, identifier: String, summary: String, explanation: String? = nil,
        path: String, location: SourceLocation? = nil
    ) {
        self.severity = severity
        self.identifier = identifier
        self.summary = summary
        self.explanation = explanation
        self.path = path
        self.location = location
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `path:line:col: severity: summary`, the form compilers and editors understand.
    public var description: String {
        "\(place): \(severity.rawValue): \(Self.printable(summary))"
    }

    /// `path[:line:col]`, printable.
    public var place: String {
        guard let location else { return Self.printable(path) }
        return Self.printable(path) + ":\(location.line):\(location.column)"
    }

    /// `text` with control characters (and bidirectional controls) written as `\u{1B}`: file names and messages quote input,
    /// and an escape sequence in a file name must not reach the terminal, nor a newline split
    /// one diagnostic into two lines.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, and the bidirectional formatting characters (U+202E turns what
    /// follows around on the screen: `gpj.exe` shown as `exe.jpg`).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
