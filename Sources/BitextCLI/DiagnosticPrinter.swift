import BitextModel
import Foundation

/// The one place diagnostics become text: `path:line:col: severity: message [identifier]` on
/// standard error, the severity in colour when standard error is a terminal.
///
/// The same problem met on many pages is one problem: warnings and notes of one kind are
/// grouped into one line naming how many there are, the first places and the other messages of
/// the kind; `verbose` prints every one. Errors each get their line (each is a file that failed,
/// which a log must name). `quiet` prints errors only.
struct DiagnosticPrinter {
    var colour = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    var verbose = false
    var quiet = false

    /// Places and other messages named on a grouped line.
    static let placesShown = 3
    static let messagesShown = 4

    func print(_ diagnostics: [Diagnostic]) {
        let text = lines(diagnostics).map { $0 + "\n" }.joined()
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// What `print` writes, a line each.
    func lines(_ diagnostics: [Diagnostic]) -> [String] {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        if verbose { return shown.map(line) }
        return Self.groups(shown).map { group in group.count == 1 ? line(group[0]) : grouped(group) }
    }

    /// Diagnostics by kind, in the order each kind first appears; each error on its own.
    static func groups(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var order: [String] = []
        var groups: [String: [Diagnostic]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let key = diagnostic.severity == .error ? "\(index)" : diagnostic.severity.rawValue + " " + diagnostic.identifier
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(diagnostic)
        }
        return order.compactMap { groups[$0] }
    }

    func line(_ diagnostic: Diagnostic) -> String {
        let identifier = " [\(Diagnostic.printable(diagnostic.identifier))]"
        guard colour else { return diagnostic.description + identifier }
        return "\(diagnostic.place): \(Self.coloured(diagnostic.severity)): \(Diagnostic.printable(diagnostic.summary))" + identifier
    }

    /// The first of a kind in full, then how many more in how many files, where, and the kind's
    /// other messages.
    private func grouped(_ group: [Diagnostic]) -> String {
        let files = Set(group.map(\.path)).count
        let places = group.dropFirst().prefix(Self.placesShown).map(\.place)
        var seen: Set<String> = [group[0].summary]
        let others = group.map(\.summary).filter { seen.insert($0).inserted }
        let messages = others.prefix(Self.messagesShown).map { Diagnostic.printable(String($0.prefix(100))) }
        var tail = "and \(group.count - 1) more like it in \(files) file\(files == 1 ? "" : "s"): " + places.joined(separator: ", ")
        if group.count - 1 > places.count { tail += ", …" }
        if !messages.isEmpty { tail += "; also: " + messages.joined(separator: "; ") + (others.count > messages.count ? "; …" : "") }
        return line(group[0]) + " (" + tail + "; --verbose lists them)"
    }

    private static func coloured(_ severity: Diagnostic.Severity) -> String {
        let code = severity == .error ? "31" : severity == .warning ? "33" : "36"
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
