import BitextModel
import Foundation

/// Writes a gettext PO file: one entry per pair, `msgctxt` = document + pair id, `#:` the source,
/// `#.` the kind and score, `#, fuzzy` for stale pairs (with `#| msgid` holding
/// the English the translation was made from). Code spans stay in backticks. The header is
/// complete, so `msgfmt -c --check-header` and Poedit take it as it is.
public struct POExporter: Sendable {
    /// The target language and revision date, among others.
    public var settings: ExportSettings

    /// Creates an exporter.
    public init(settings: ExportSettings = .standard) { self.settings = settings }

    /// The PO file for `units`.
    public func export(_ units: [TranslationUnit]) -> String {
        var out = """
        msgid ""
        msgstr ""
        "Project-Id-Version: Bitext export\\n"
        "PO-Revision-Date: \(settings.gettextDate)\\n"
        "Last-Translator: Bitext (pairs aligned from the published translation)\\n"
        "Language-Team: \(settings.targetLanguage)\\n"
        "Language: \(settings.gettextLanguage)\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=1; plural=0;\\n"
        "X-Generator: Bitext \(BitextVersion.current)\\n"


        """
        for unit in units {
            // A pair to review has a translation (its pairing is what is in doubt); a stale one
            // was made from other English, which is what gettext's fuzzy means.
            let review = unit.state == .needsReview ? ", to review" : ""
            out += "#. \(unit.kind), score \(String(format: "%.4f", unit.score))\(review)\n"
            out += "#: \(Self.reference(unit.source))\n"
            if unit.state == .stale { out += "#, fuzzy\n" }
            if let previous = unit.previousEnglish { out += "#| msgid " + Self.quoted(previous).replacingOccurrences(of: "\n\"", with: "\n#| \"") + "\n" }
            out += "msgctxt " + Self.quoted(unit.document + "#" + unit.id) + "\n"
            out += "msgid " + Self.quoted(TranslationUnit.markdownText(unit.english)) + "\n"
            out += "msgstr " + Self.quoted(TranslationUnit.markdownText(unit.chinese)) + "\n\n"
        }
        return out
    }

    /// A `#:` reference: gettext splits references at spaces, so they become figure spaces, and
    /// a line break in a file name would end the comment and start PO syntax of the name's making.
    static func reference(_ source: String) -> String {
        String(String.UnicodeScalarView(source.unicodeScalars.map { scalar in
            scalar == " " ? "\u{2007}" : scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar
        }))
    }

    /// A PO string literal; multi-line text is split after each `\n` the way gettext writes it.
    static func quoted(_ text: String) -> String {
        func escape(_ s: Substring) -> String {
            var out = ""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                    out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
        guard text.contains("\n") else { return "\"" + escape(Substring(text)) + "\"" }
        var lines: [String] = ["\"\""]
        var rest = Substring(text)
        while let newline = rest.firstIndex(of: "\n") {
            lines.append("\"" + escape(rest[...newline]) + "\"")
            rest = rest[rest.index(after: newline)...]
        }
        if !rest.isEmpty { lines.append("\"" + escape(rest) + "\"") }
        return lines.joined(separator: "\n")
    }
}
