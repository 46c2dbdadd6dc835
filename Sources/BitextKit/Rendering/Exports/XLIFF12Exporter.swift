import BitextModel
import Foundation

/// Writes XLIFF 1.2, which most CAT tools and Translate Toolkit's `xliff2po` read (some refuse
/// 2.x): a `<file>` per document, a `<trans-unit>` per pair with `approved="yes"` for translated
/// pairs, the target's `state` (`translated`, `needs-review-translation` for pairs to review or
/// stale ones, no target for untranslated text), and code spans as `<ph>` holding the code, with
/// the same id on both sides where the translation keeps the span (`InlineCodeNumbers`).
public struct XLIFF12Exporter: Sendable {
    /// The target language, among others.
    public var settings: ExportSettings

    /// Creates an exporter.
    public init(settings: ExportSettings = .standard) { self.settings = settings }

    /// The XLIFF 1.2 document for `units`, grouped by document in order of first appearance.
    public func export(_ units: [TranslationUnit]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">

        """
        for (document, group) in TranslationUnit.byDocument(units) {
            out += "  <file original=\"\(XMLEscaping.escape(document))\" source-language=\"en\" "
            out += "target-language=\"\(settings.targetLanguage)\" datatype=\"x-markdown\" tool-id=\"bitext\">\n"
            out += "    <header><tool tool-id=\"bitext\" tool-name=\"Bitext\" tool-version=\"\(BitextVersion.current)\"/></header>\n"
            out += "    <body>\n"
            for unit in group { out += self.unit(unit) }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    private func unit(_ unit: TranslationUnit) -> String {
        let numbers = InlineCodeNumbers(english: unit.english, chinese: unit.chinese)
        let approved = unit.state == .translated && !unit.chinese.isEmpty
        var out = "      <trans-unit id=\"\(XMLEscaping.escape(unit.id))\" resname=\"\(XMLEscaping.escape(unit.id))\" approved=\"\(approved ? "yes" : "no")\">\n"
        out += "        <source xml:space=\"preserve\">\(content(unit.english, numbers: numbers.source))</source>\n"
        if !unit.chinese.isEmpty {
            let state = unit.state == .translated ? "translated" : "needs-review-translation"
            out += "        <target xml:space=\"preserve\" state=\"\(state)\">\(content(unit.chinese, numbers: numbers.target))</target>\n"
        }
        out += "        <note from=\"bitext\">\(XMLEscaping.escape("\(unit.kind), score \(String(format: "%.4f", unit.score)), \(unit.state.rawValue)"))</note>\n"
        out += "        <context-group purpose=\"location\"><context context-type=\"sourcefile\">\(XMLEscaping.escape(unit.source))</context></context-group>\n"
        return out + "      </trans-unit>\n"
    }

    /// Runs as segment content: each code span a `<ph>` holding it, in backticks.
    func content(_ runs: [TranslationUnit.Run], numbers: [Int]) -> String {
        TranslationUnit.markup(runs, numbers: numbers) { number, code in
            "<ph id=\"\(number)\" ctype=\"x-code\">\(XMLEscaping.escape(code))</ph>"
        }
    }
}
