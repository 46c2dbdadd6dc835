import BitextModel

/// Coverage as GitHub-flavoured Markdown, for a job summary (`$GITHUB_STEP_SUMMARY`), a
/// pull-request comment or a GitLab note: the totals, then the documents with most words left.
/// It stays under the length GitHub takes for a summary or comment, cutting the list, never a row.
public struct CoverageMarkdownReport: Sendable {
    /// GitHub refuses a comment or a step summary over 65,536 characters; a margin is kept.
    public static let maximumLength = 65_000

    /// The most characters the report may take.
    public var maximumLength: Int

    /// Creates a report.
    public init(maximumLength: Int = Self.maximumLength) {
        self.maximumLength = maximumLength
    }

    /// The report of `documents`.
    public func render(_ documents: [DocumentCoverage]) -> String {
        let total = documents.map(\.summary).reduce(CoverageSummary(), +)
        var out = "## Translation coverage\n\n"
        out += "**\(Self.percent(total.words.percent))** of English words have a translation"
        out += " (\(Self.percent(total.blocks.percent)) of blocks) in \(documents.count) documents.\n\n"
        out += "| | blocks | words |\n| --- | ---: | ---: |\n"
        for (label, blocks, words) in [
            ("translated", total.blocks.translated, total.words.translated), ("to review", total.blocks.needsReview, total.words.needsReview),
            ("stale", total.blocks.stale, total.words.stale), ("untranslated", total.blocks.untranslated, total.words.untranslated),
            ("shared (the same by design, not counted)", total.sharedBlocks, total.sharedWords),
        ] {
            out += "| \(label) | \(Self.number(blocks)) | \(Self.number(words)) |\n"
        }
        let left = DocumentCoverage.mostLeftFirst(documents).filter { $0.summary.wordsLeft > 0 }
        guard !left.isEmpty else { return out + "\nNothing is left to translate.\n" }
        out += "\n### Most left to translate\n\n"
        out += "| document | translated | words left | untranslated | stale | to review |\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
        let shown = Self.append(left.lazy.map(Self.row), to: &out, maximumLength: maximumLength)
        if shown < left.count { out += "\n… and \(left.count - shown) more documents with words left (`bitext coverage --all` lists them).\n" }
        return out
    }

    /// Appends as many table `rows` to `out` as fit in `maximumLength`, keeping room for a
    /// closing line whatever it says; how many were appended. The length is counted as it grows,
    /// not again for each row.
    static func append(_ rows: some Sequence<String>, to out: inout String, maximumLength: Int) -> Int {
        var length = out.utf16.count, appended = 0
        for row in rows {
            let rowLength = row.utf16.count
            guard length + rowLength + 120 <= maximumLength else { break }
            out += row
            length += rowLength
            appended += 1
        }
        return appended
    }

    static func row(_ document: DocumentCoverage) -> String {
        let s = document.summary
        return "| \(cell(document.name)) | \(percent(s.words.percent)) | \(number(s.wordsLeft)) | \(s.blocks.untranslated) | \(s.blocks.stale) | \(s.blocks.needsReview) |\n"
    }

    /// A table cell holding a name as code: a pipe, a backtick or a line break cannot end it.
    static func cell(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        var fence = "`"
        while flat.contains(fence) { fence += "`" }
        return fence + (flat.hasPrefix("`") || flat.hasSuffix("`") ? " \(flat) " : flat) + fence
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A count with thousands separated by commas.
    static func number(_ value: Int) -> String {
        var digits = String(value), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }
}
