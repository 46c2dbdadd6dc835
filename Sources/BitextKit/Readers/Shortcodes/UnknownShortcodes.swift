import BitextModel

/// Shortcodes without a rule, named once per run. Each page reports the ones it holds (its
/// bundle keeps them); the run's report lists them all in one diagnostic with how many pages
/// hold each, since one missing rule is one problem however many pages show it.
enum UnknownShortcodes {
    static let identifier = "shortcode.unknown"

    /// A page's report of `name`.
    static func diagnostic(name: String, wraps: Bool, path: String, line: Int) -> Diagnostic {
        Diagnostic(
            severity: .warning, identifier: identifier,
            summary: "no rule for {{< \(name) >}}: \(wraps ? "its content is shown" : "shown as a marker"); a 'shortcodes' entry in the site's bitext.yml can say what it prints",
            path: path, location: SourceLocation(line: line))
    }

    /// The name a page's report is about.
    static func name(of diagnostic: Diagnostic) -> String? {
        guard diagnostic.identifier == identifier, let open = diagnostic.summary.range(of: "{{< "),
            let close = diagnostic.summary.range(of: " >}}", range: open.upperBound..<diagnostic.summary.endIndex)
        else { return nil }
        return String(diagnostic.summary[open.upperBound..<close.lowerBound])
    }

    /// Names listed in the run's diagnostic; the rest are counted.
    static let namesShown = 12

    /// `diagnostics` with the pages' reports of shortcodes without a rule replaced by one, at
    /// the place of the first, listing each name with the pages holding it, most first.
    static func namedOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var pages: [String: Set<String>] = [:]
        var first: Diagnostic?
        var rest: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let name = name(of: diagnostic) else {
                rest.append(diagnostic)
                continue
            }
            if first == nil { first = diagnostic }
            pages[name, default: []].insert(diagnostic.path)
        }
        guard var summary = first, pages.count > 1 || (pages.first?.value.count ?? 0) > 1 else { return diagnostics }
        let ranked = pages.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        var names = ranked.prefix(namesShown).map { "\($0.key) (\($0.value.count) page\($0.value.count == 1 ? "" : "s"))" }
        if ranked.count > namesShown { names.append("and \(ranked.count - namesShown) more") }
        summary.summary = "no rule for \(ranked.count) shortcode\(ranked.count == 1 ? "" : "s"), shown by their content or as markers: "
            + names.joined(separator: ", ") + "; a 'shortcodes' entry in the site's bitext.yml can say what each prints"
        return [summary] + rest
    }
}
