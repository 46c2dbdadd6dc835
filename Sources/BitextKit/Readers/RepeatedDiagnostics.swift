import BitextModel

/// A file's diagnostics with each kind listed at most `limit` times: a page of 100,000 unclosed
/// notes is one problem, and 100,000 warnings in the build database, manifest and dashboard
/// were more output than the page. What is left out is counted in one more diagnostic.
enum RepeatedDiagnostics {
    static let limit = 20

    static func limited(_ diagnostics: [Diagnostic], limit: Int = limit) -> [Diagnostic] {
        var seen: [String: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            seen[diagnostic.identifier, default: 0] += 1
            if seen[diagnostic.identifier]! <= limit { kept.append(diagnostic) }
        }
        for (identifier, count) in seen.sorted(by: { $0.key < $1.key }) where count > limit {
            guard let first = diagnostics.first(where: { $0.identifier == identifier }) else { continue }
            kept.append(Diagnostic(
                severity: first.severity, identifier: identifier,
                summary: "\(count - limit) more like the \(limit) above (\(identifier)) are not listed",
                path: first.path))
        }
        return kept
    }
}
