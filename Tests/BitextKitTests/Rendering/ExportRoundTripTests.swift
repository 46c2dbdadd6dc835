import BitextKit
import BitextModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Each export format read back must give the bundle's pairs: ids, text (code kept as code) and states.
@Suite struct ExportRoundTripTests {
    struct ReadBack: Equatable {
        var id: String
        var english: String
        var chinese: String
        var state: String
    }

    static let units: [TranslationUnit] = {
        let en = "# Hosting\n\nCall `addChild(_:)` before `didMove(toParent:)` & check <views>.\n\nA \"quoted\" line\\\nwith a break.\n"
        let zh = "# 托管\n\n先调用 `addChild(_:)`，再调用 `didMove(toParent:)`，并检查 <views>。\n\n一行“引号”文字\\\n带换行。\n"
        let processed = Fixtures.processed(en, zh)
        // An untranslated unit, so every format shows how it leaves a translation out.
        let untranslated = TranslationUnit(
            id: "p0000000000", document: "g", kind: "paragraph", state: .untranslated, score: 0.9,
            english: [.text("Only English here, about "), .code("sizingOptions"), .text(".")], chinese: [], source: "g.md:9")
        return TranslationUnit.units(of: BundleBuilder().bundle(processed, name: "g")) + [untranslated]
    }()

    static var expected: [ReadBack] {
        units.map { ReadBack(id: $0.id, english: TranslationUnit.markdownText($0.english), chinese: TranslationUnit.markdownText($0.chinese), state: $0.state.rawValue) }
    }

    /// Collects elements' text with `<ph>` contents (or `disp`) as the Markdown they hold.
    final class Collector: NSObject, XMLParserDelegate {
        var units: [ReadBack] = []
        var current = ReadBack(id: "", english: "", chinese: "", state: "")
        var text = ""
        var inSegment = false
        var inPlaceholder = false
        var noteCategory: String?
        var language = ""
        var propType = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "tu", "unit": current = ReadBack(id: attributes["tuid"] ?? attributes["id"] ?? "", english: "", chinese: "", state: "")
            case "tuv": language = attributes["xml:lang"] ?? ""
            case "seg", "source", "target": inSegment = true; text = ""
            case "ph":
                if let disp = attributes["disp"] { text += disp } else { inPlaceholder = true }
            case "note": noteCategory = attributes["category"]; text = ""
            case "prop": propType = attributes["type"] ?? ""; text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "ph": inPlaceholder = false
            case "seg": if language == "en" { current.english = text } else { current.chinese = text }; inSegment = false
            case "source": current.english = text; inSegment = false
            case "target": current.chinese = text; inSegment = false
            case "note": if noteCategory == "state" { current.state = text }; noteCategory = nil
            case "prop": if propType == "x-bitext-state" { current.state = text }
            case "tu", "unit": units.append(current)
            default: break
            }
        }
    }

    func readXML(_ text: String) -> [ReadBack] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector.units
    }

    @Test func tmxRoundTrip() {
        let translated = Self.expected.filter { !$0.chinese.isEmpty }
        #expect(readXML(TMXExporter().export(Self.units)) == translated)
        #expect(TMXExporter().export(Self.units).contains("<ph x=\"1\" type=\"code\">`addChild(_:)`</ph>"))
    }

    @Test func xliffRoundTrip() {
        let xliff = XLIFFExporter().export(Self.units)
        #expect(Self.expected.count >= 4)
        #expect(Self.expected.contains { $0.chinese.isEmpty })
        #expect(readXML(xliff) == Self.expected)
        #expect(xliff.contains("<segment state=\"initial\">"))
        #expect(!xliff.contains("<target></target>"))
    }

    @Test func poRoundTrip() {
        // A small PO reader: msgctxt/msgid/msgstr with continuation lines, and the fuzzy flag.
        var units: [ReadBack] = []
        var field = ""
        var values: [String: String] = [:]
        var fuzzy = false
        func unescape(_ s: Substring) -> String {
            var out = ""
            var escaped = false
            for ch in s.dropFirst().dropLast() {
                if escaped {
                    out.append(ch == "n" ? "\n" : ch == "t" ? "\t" : ch)
                    escaped = false
                } else if ch == "\\" {
                    escaped = true
                } else {
                    out.append(ch)
                }
            }
            return out
        }
        func flush() {
            if let context = values["msgctxt"] {
                units.append(ReadBack(
                    id: String(context.split(separator: "#").last ?? ""), english: values["msgid"] ?? "",
                    chinese: values["msgstr"] ?? "", state: fuzzy ? "fuzzy" : "ok"))
            }
            values = [:]
            fuzzy = false
        }
        for line in POExporter().export(Self.units).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { flush(); continue }
            if line.hasPrefix("#,") { fuzzy = line.contains("fuzzy") }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") { values[field, default: ""] += unescape(line[...]); continue }
            let parts = line.split(separator: " ", maxSplits: 1)
            field = String(parts[0])
            values[field] = unescape(parts[1])
        }
        flush()
        let expected = Self.expected.map {
            ReadBack(id: $0.id, english: $0.english, chinese: $0.chinese, state: $0.state == "stale" ? "fuzzy" : "ok")
        }
        #expect(units == expected)
    }

    @Test func jsonlRoundTrip() throws {
        let english = Fixtures.markdown("One `a`.\n\nTwo.\n", path: "a.md").document
        let chinese = Fixtures.markdown("一 `a`。\n\n二。\n", path: "a.zh.md").document
        let alignment = Aligner().align(english: english, chinese: chinese)
        let bundle = BundleBuilder().bundle(ProcessedDocument(english: english, chinese: chinese, alignment: alignment, extraction: Extraction(code: [], tables: []), diagnostics: []), name: "a")
        struct Line: Decodable { var document: String; var pair: BundlePair }
        let lines = try JSONLExporter().export([bundle]).split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(lines.map(\.pair) == bundle.pairs.filter { $0.state != .neutral })
        #expect(lines.allSatisfy { $0.document == "a" })
    }

    @Test func escapingIsCorrectForMarkupQuotesAndControlCharacters() {
        #expect(XMLEscaping.escape("a<b & \"c\" 'd'\u{1}\u{FFFE}") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;")
        // Full-width punctuation shares the lead byte of U+FFFE/U+FFFF and must survive.
        #expect(XMLEscaping.escape("中文，（括号）\u{FFFF}ｚ\u{FFFE}") == "中文，（括号）ｚ")
        #expect(XMLEscaping.escape("\u{FFFF}") == "")
        #expect(XMLEscaping.escape("tab\tline\ncr\r\u{7}") == "tab\tline\ncr\r")
        let unit = TranslationUnit(id: "p1", document: "d", kind: "paragraph", state: .translated, score: 1,
                                   english: [.text("say \"hi\"\tnow\u{7}\n")], chinese: [], source: "d.md:1")
        #expect(POExporter().export([unit]).contains("msgid \"\"\n\"say \\\"hi\\\"\\tnow\\n\""))
    }
}
