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
        var order: [String] = []
        var byDocument: [String: [TranslationUnit]] = [:]
        for unit in units {
            if byDocument[unit.document] == nil { order.append(unit.document) }
            byDocument[unit.document, default: []].append(unit)
        }
        for (index, document) in order.enumerated() {
            out += "  <file id=\"f\(index + 1)\" original=\"\(XMLEscaping.escape(document))\">\n"
            for unit in byDocument[document] ?? [] {
                var data: [String] = []
                let source = content(unit.english, data: &data, prefix: "s")
                let target = content(unit.chinese, data: &data, prefix: "t")
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

    func content(_ runs: [TranslationUnit.Run], data: inout [String], prefix: String) -> String {
        var out = ""
        var number = 0
        for run in runs {
            switch run {
            case .text(let text): out += XMLEscaping.escape(text)
            case .code(let code):
                number += 1
                let id = "\(prefix)\(number)"
                data.append("        <data id=\"d\(id)\">\(XMLEscaping.escape("`" + code + "`"))</data>\n")
                out += "<ph id=\"\(id)\" dataRef=\"d\(id)\" disp=\"\(XMLEscaping.escape(code))\"/>"
            }
        }
        return out
    }
}
