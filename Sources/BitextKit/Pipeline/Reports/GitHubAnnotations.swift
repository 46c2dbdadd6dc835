import BitextModel

/// Coverage and its changes as GitHub Actions workflow commands (`::warning file=…,line=…::…`),
/// which a workflow log turns into annotations on the pull request's files. GitLab and other CI
/// systems show them as plain lines.
public struct GitHubAnnotations: Sendable {
    /// GitHub shows a few annotations of each kind per step; past this many lines a run adds
    /// noise, not information, so the rest are counted in one notice.
    public static let maximumAnnotations = 200

    /// Creates the writer.
    public init() {}

    /// A notice with the total, a warning per stale paragraph, and an error when the total is
    /// under `failUnder`.
    public func coverage(_ documents: [DocumentCoverage], failUnder: Double? = nil) -> String {
        let total = documents.map(\.summary).reduce(CoverageSummary(), +)
        let percent = CoverageMarkdownReport.percent(total.words.percent)
        var out = Self.command("notice", title: "Translation coverage",
            "\(percent) of English words have a translation in \(documents.count) documents; \(total.blocks.untranslated) paragraphs untranslated, \(total.blocks.stale) stale")
        if let failUnder, total.words.percent < failUnder {
            out += Self.command("error", title: "Coverage under the gate", "\(percent) is under \(failUnder)%")
        }
        let stale = documents.flatMap { $0.items.filter { $0.state == .stale } }
        for item in stale.prefix(Self.maximumAnnotations) {
            out += Self.command("warning", file: item.path, line: item.line, title: "Stale translation", "The English changed since it was translated: \(item.diff ?? item.text)")
        }
        if stale.count > Self.maximumAnnotations { out += Self.command("notice", title: "More stale paragraphs", "\(stale.count - Self.maximumAnnotations) more") }
        return out
    }

    /// An error per orphaned translation, a warning per paragraph newly untranslated or stale,
    /// and a warning when the total fell.
    public func diff(_ report: DiffAction.Report) -> String {
        var out = ""
        if report.after < report.before {
            let (before, after) = (CoverageMarkdownReport.percent(report.before), CoverageMarkdownReport.percent(report.after))
            out += Self.command("warning", title: "Translation coverage fell", "\(before) → \(after)")
        }
        var lines: [String] = []
        for document in DiffMarkdownReport.ordered(report.documents) {
            if document.status == .orphaned {
                lines.append(Self.command("error", title: "Orphaned translation", "\(document.name): its English page is gone"))
            }
            for change in document.changes where change.kind == "newlyUntranslated" || change.kind == "newlyStale" {
                let title = change.kind == "newlyStale" ? "Newly stale" : "Newly untranslated"
                lines.append(Self.command("warning", file: document.path, line: change.lines.first, title: title, change.diff ?? change.english))
            }
        }
        out += lines.prefix(Self.maximumAnnotations).joined()
        if lines.count > Self.maximumAnnotations { out += Self.command("notice", title: "More regressions", "\(lines.count - Self.maximumAnnotations) more") }
        return out
    }

    /// One workflow command. Its message and properties are escaped as the runner unescapes
    /// them, so no text from a document can end the line or start a command of its own.
    static func command(_ name: String, file: String? = nil, line: Int? = nil, title: String, _ message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line, file != nil { properties.append("line=\(line)") }
        properties.append("title=" + escapeProperty(title))
        let flat = message.count > 500 ? String(message.prefix(500)) + "…" : message
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(flat))\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
