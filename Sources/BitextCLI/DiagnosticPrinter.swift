import BitextModel
import Foundation

/// The one place diagnostics become text: `path:line:col: severity: message [identifier]` on
/// standard error, the severity in colour when standard error is a terminal.
struct DiagnosticPrinter {
    var colour = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map { line($0) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    func line(_ diagnostic: Diagnostic) -> String {
        let identifier = " [\(Diagnostic.printable(diagnostic.identifier))]"
        guard colour else { return diagnostic.description + identifier }
        return "\(diagnostic.place): \(Self.coloured(diagnostic.severity)): \(Diagnostic.printable(diagnostic.summary))" + identifier
    }

    private static func coloured(_ severity: Diagnostic.Severity) -> String {
        let code = severity == .error ? "31" : severity == .warning ? "33" : "36"
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
