import BitextModel
import Foundation

/// The terminal view of coverage: one bar per document, most left first (text the same by design counted
/// apart as shared), then the untranslated and stale paragraphs with file:line. Widths count East Asian wide characters as two columns.
public struct CoverageTextReport: Sendable {
    /// Whether to use ANSI colours.
    public var color: Bool
    /// How many untranslated and stale paragraphs to list per document (0: none).
    public var detailLimit: Int
    /// How many documents to list, those with most words left first (nil: every one).
    public var documentLimit: Int?

    /// Creates a report.
    public init(color: Bool, detailLimit: Int = 20, documentLimit: Int? = nil) {
        self.color = color
        self.detailLimit = detailLimit
        self.documentLimit = documentLimit
    }

    /// The report of `documents`: the documents with most English words left (untranslated or
    /// stale) first, as many as `documentLimit` says, then the total.
    public func render(_ documents: [DocumentCoverage]) -> String {
        let sorted = DocumentCoverage.mostLeftFirst(documents)
        let shown = documentLimit.map { Array(sorted.prefix($0)) } ?? sorted
        let nameWidth = min(48, max(8, shown.map { Self.width($0.name) }.max() ?? 8))
        var out = Self.pad("document", nameWidth) + "  " + Self.pad("words", 24) + "  blocks  chars   untr  stale review shared\n"
        for document in shown {
            out += line(document.name, document.summary, nameWidth: nameWidth) + "\n"
        }
        if shown.count < sorted.count {
            let done = sorted.dropFirst(shown.count).count { $0.summary.wordsLeft == 0 }
            out += "… \(sorted.count - shown.count) more documents (\(done) with nothing left); --all lists every one\n"
        }
        let total = documents.map(\.summary).reduce(CoverageSummary(), +)
        out += line("total (\(documents.count) documents)", total, nameWidth: nameWidth) + "\n"
        guard detailLimit > 0 else { return out }
        for document in shown {
            let untranslated = document.items.filter { $0.state == .untranslated }
            let stale = document.items.filter { $0.state == .stale }
            guard !untranslated.isEmpty || !stale.isEmpty || !document.outdatedComments.isEmpty else { continue }
            out += "\n" + paint(document.name, "1") + "\n"
            for item in untranslated.prefix(detailLimit) {
                out += "  " + paint("untranslated", "31") + " \(item.path):\(item.line)  \(Self.preview(item.text))\n"
            }
            if untranslated.count > detailLimit { out += "  … \(untranslated.count - detailLimit) more untranslated\n" }
            for item in stale.prefix(detailLimit) {
                out += "  " + paint("stale", "33") + " \(item.path):\(item.line)  \(Self.preview(item.diff ?? item.text, 160))\n"
            }
            if stale.count > detailLimit { out += "  … \(stale.count - detailLimit) more stale\n" }
            for item in document.outdatedComments.prefix(detailLimit) {
                out += "  " + paint("outdated comment", "35") + " \(item.path):\(item.line)  \(Self.preview(item.text))\n"
            }
        }
        return out
    }

    func line(_ name: String, _ s: CoverageSummary, nameWidth: Int) -> String {
        let percent = s.words.percent
        let filled = Int((percent / 100 * 16).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 16 - filled)
        let code = percent >= 95 ? "32" : percent >= 60 ? "33" : "31"
        let shown = Self.width(name) > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
        return Self.pad(shown, nameWidth) + "  " + paint(bar, code) + " " + Self.pad(Self.percent(percent), 6, right: true)
            + "  " + Self.pad(Self.percent(s.blocks.percent), 6, right: true) + "  " + Self.pad(Self.percent(s.characters.percent), 6, right: true)
            + "  " + Self.pad(String(s.blocks.untranslated), 5, right: true) + "  " + Self.pad(String(s.blocks.stale), 5, right: true)
            + "  " + Self.pad(String(s.blocks.needsReview), 5, right: true) + "  " + Self.pad(String(s.sharedBlocks), 5, right: true)
    }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

    static func preview(_ text: String, _ length: Int = 90) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" }).joined(separator: " ")
        return flat.count > length ? String(flat.prefix(length)) + "…" : flat
    }

    /// Display width: East Asian wide and full-width characters take two columns.
    public static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
            let zeroWidth = (0x300...0x36F).contains(v) || v == 0x200D || (0xFE00...0xFE0F).contains(v)
            return total + (zeroWidth ? 0 : wide ? 2 : 1)
        }
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - Self.width(text)))
        return right ? padding + text : text + padding
    }
}
