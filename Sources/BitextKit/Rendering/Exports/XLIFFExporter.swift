import BitextModel
import Foundation

/// Writes XLIFF 2.1: a `<file>` per document, a `<unit>` per pair; `translated` segments, `initial`
/// for pairs to review, no `<target>` for untranslated text; code spans as `<ph>` with the code
/// kept in `<originalData>`.
public struct XLIFFExporter: Sendable {
    /// The target language, among others.
    public var settings: ExportSettings

    /// Creates an exporter.
    public init(settings: ExportSettings = .standard) { self.settings = settings }

    /// The XLIFF document for `units`, grouped by document in order of first appearance.
    public func export(_ units: [TranslationUnit]) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="\(settings.targetLanguage)">

        """
        for (index, (document, group)) in TranslationUnit.byDocument(units).enumerated() {
            out += "  <file id=\"f\(index + 1)\" original=\"\(XMLEscaping.escape(document))\">\n"
            for unit in group {
                let numbers = InlineCodeNumbers(english: unit.english, chinese: unit.chinese)
                let source = content(unit.english, numbers: numbers.source, codes: numbers.codes)
                let target = content(unit.chinese, numbers: numbers.target, codes: numbers.codes)
                let data = numbers.codes.enumerated().map { "        <data id=\"d\($0.offset + 1)\">\(XMLEscaping.escape($0.element))</data>\n" }
                out += "    <unit id=\"\(XMLEscaping.escape(unit.id))\">\n"
                out += "      <notes>\n"
                out += "        <note category=\"score\">\(String(format: "%.4f", unit.score))</note>\n"
                out += "        <note category=\"location\">\(XMLEscaping.escape(unit.source))</note>\n"
                out += "        <note category=\"kind\">\(XMLEscaping.escape(unit.kind))</note>\n"
                out += "        <note category=\"state\">\(unit.state.rawValue)</note>\n"
                out += "      </notes>\n"
                if !data.isEmpty {
                    out += "      <originalData>\n" + data.joined() + "      </originalData>\n"
                }
                let state = unit.chinese.isEmpty ? "initial" : unit.state == .translated ? "translated" : "initial"
                out += "      <segment state=\"\(state)\">\n"
                out += "        <source>\(source)</source>\n"
                if !unit.chinese.isEmpty { out += "        <target>\(target)</target>\n" }
                out += "      </segment>\n"
                out += "    </unit>\n"
            }
            out += "  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// Runs as segment content: each code span a `<ph>` whose id (`c` and its number from
    /// `InlineCodeNumbers`) is the same in the source and the target.
    func content(_ runs: [TranslationUnit.Run], numbers: [Int], codes: [String]) -> String {
        TranslationUnit.markup(runs, numbers: numbers) { number, _ in
            "<ph id=\"c\(number)\" dataRef=\"d\(number)\" disp=\"\(XMLEscaping.escape(codes[number - 1]))\"/>"
        }
    }
}
