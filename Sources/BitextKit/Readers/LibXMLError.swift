/// Why libxml2 could not parse a document at all, taken from `xmlGetLastError()` when it says.
struct LibXMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libxml2's error code (`xmlParserErrors`), 0 when libxml2 recorded none.
    var code: Int
    /// libxml2's message, trimmed, or our own when it recorded none.
    var message: String
    /// The line libxml2 reported, when it reported one.
    var line: Int?

    var description: String { code == 0 ? message : "\(message) (libxml2 error \(code))" }
}
