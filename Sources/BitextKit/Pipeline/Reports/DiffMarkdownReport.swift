/// A coverage diff as GitHub-flavoured Markdown: the totals before and after, then the documents,
/// regressions first (orphaned translations, then coverage that fell most), under the length
/// GitHub takes for a summary or comment.
public struct DiffMarkdownReport: Sendable {
    /// The most characters the report may take.
    public var maximumLength: Int

    /// Creates a report.
    public init(maximumLength: Int = CoverageMarkdownReport.maximumLength) {
        self.maximumLength = maximumLength
    }

    /// The report of `report`.
    public func render(_ report: DiffAction.Report) -> String {
        let change = report.after - report.before
        let sign = change > 0 ? "+" : change < 0 ? "−" : "±"
        var out = "## Translation coverage: \(CoverageMarkdownReport.percent(report.before)) → "
        out += "\(CoverageMarkdownReport.percent(report.after)) (\(sign)\(CoverageMarkdownReport.percent(abs(change))))\n\n"
        let counts = Dictionary(grouping: report.documents, by: \.status).mapValues(\.count)
        let statuses: [BundleDiff.Status] = [.orphaned, .changed, .added, .renamed, .removed]
        out += statuses.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }.joined(separator: " · ") + "\n"
        let documents = Self.ordered(report.documents)
        guard !documents.isEmpty else { return out + "\nNo document changed.\n" }
        out += "\n| document | status | before | after | newly untranslated | newly stale | fixed |\n"
        out += "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n"
        let shown = CoverageMarkdownReport.append(documents.lazy.map(Self.row), to: &out, maximumLength: maximumLength)
        if shown < documents.count { out += "\n… and \(documents.count - shown) more documents (`--output-format json` has them all).\n" }
        return out
    }

    /// Regressions first: orphaned translations, then the largest falls, then the rest by name.
    static func ordered(_ documents: [BundleDiff]) -> [BundleDiff] {
        func rank(_ d: BundleDiff) -> (Int, Double, String) {
            if d.status == .orphaned { return (0, 0, d.name) }
            let fell = d.status == .changed || d.status == .renamed ? d.after - d.before : 0
            let regressed = fell < 0 || d.changes.contains { $0.kind == "newlyUntranslated" || $0.kind == "newlyStale" }
            return (regressed ? 1 : 2, fell, d.name)
        }
        return documents.sorted { rank($0) < rank($1) }
    }

    static func row(_ d: BundleDiff) -> String {
        let count = { (kind: String) in d.changes.count { $0.kind == kind } }
        let name = d.previousName.map { "\(CoverageMarkdownReport.cell($0)) → \(CoverageMarkdownReport.cell(d.name))" } ?? CoverageMarkdownReport.cell(d.name)
        let before = d.status == .added ? "" : CoverageMarkdownReport.percent(d.before)
        let after = d.status == .removed || d.status == .orphaned ? "" : CoverageMarkdownReport.percent(d.after)
        return "| \(name) | \(d.status.rawValue) | \(before) | \(after) | \(count("newlyUntranslated")) | \(count("newlyStale")) | \(count("fixed")) |\n"
    }
}
