import BitextModel
import Foundation

/// Writes TMX 1.4b: one `<tu>` per translated pair, inline code as `<ph>` so CAT tools protect it.
public struct TMXExporter: Sendable {
    /// The target language, among others.
    public var settings: ExportSettings

    /// Creates an exporter.
    public init(settings: ExportSettings = .standard) { self.settings = settings }

    /// The TMX document for `units`; untranslated units are left out.
    public func export(_ units: [TranslationUnit], segmentType: String = "paragraph") -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE tmx SYSTEM "tmx14.dtd">
        <tmx version="1.4">
          <header creationtool="Bitext" creationtoolversion="\(BitextVersion.current)" segtype="\(segmentType == "sentence" ? "sentence" : "paragraph")" o-tmf="Bitext bundle" adminlang="en" srclang="en" datatype="markdown"/>
          <body>

        """
        for unit in units where !unit.chinese.isEmpty {
            out += "    <tu tuid=\"\(XMLEscaping.escape(unit.id))\">\n"
            out += "      <prop type=\"x-bitext-score\">\(String(format: "%.4f", unit.score))</prop>\n"
            out += "      <prop type=\"x-bitext-source\">\(XMLEscaping.escape(unit.source))</prop>\n"
            out += "      <prop type=\"x-bitext-kind\">\(XMLEscaping.escape(unit.kind))</prop>\n"
            out += "      <prop type=\"x-bitext-state\">\(unit.state.rawValue)</prop>\n"
            out += "      <prop type=\"x-bitext-document\">\(XMLEscaping.escape(unit.document))</prop>\n"
            let numbers = InlineCodeNumbers(english: unit.english, chinese: unit.chinese)
            out += "      <tuv xml:lang=\"en\"><seg>\(segment(unit.english, numbers: numbers.source))</seg></tuv>\n"
            out += "      <tuv xml:lang=\"\(settings.targetLanguage)\"><seg>\(segment(unit.chinese, numbers: numbers.target))</seg></tuv>\n"
            out += "    </tu>\n"
        }
        return out + "  </body>\n</tmx>\n"
    }

    /// Runs as TMX segment content; code spans become placeholders holding the code, numbered
    /// (`x`) alike in both languages where the translation keeps them (`InlineCodeNumbers`).
    func segment(_ runs: [TranslationUnit.Run], numbers: [Int]) -> String {
        TranslationUnit.markup(runs, numbers: numbers) { number, code in
            "<ph x=\"\(number)\" type=\"code\">\(XMLEscaping.escape(code))</ph>"
        }
    }
}
