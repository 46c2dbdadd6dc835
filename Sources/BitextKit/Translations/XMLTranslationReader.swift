import BitextModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 2.x, XLIFF 1.2 and TMX translation files with Foundation's XML parser: each unit's
/// English and translation as the Markdown they stand for, a placeholder (`<ph>`, `<pc>`, `<bpt>`…)
/// written back as the Markdown it holds (XLIFF 2: its `<originalData>`; XLIFF 1.2 and TMX: its
/// content). Other tools' inline elements that hold no Markdown keep only their text.
final class XMLTranslationReader: NSObject, XMLParserDelegate {
    private let path: String
    private(set) var entries: [TranslationEntry] = []
    /// Whether the root element was XLIFF's or TMX's.
    private var rootRead = false
    private var problem: BitextError?
    private var parser: XMLParser?

    private var document: String?
    private var unit: Unit?
    private var side: Side?
    private var dataID: String?
    private var tuvLanguage: String?
    private var propType: String?
    private var noteCategory: String?
    private var text = ""
    /// The Markdown each open `<pc>` ends with.
    private var closings: [String] = []
    /// The open elements: Foundation's parser on Linux reads past an end tag that closes
    /// another element, and past the end of the text with elements open.
    private var open: [(name: String, line: Int)] = []
    /// How deep inside match proposals the parser is (0: not).
    private var proposalDepth = 0

    private enum Side { case english, chinese }

    private struct Unit {
        var id: String?
        var line: Int
        var kind: String?
        var document: String?
        var english = ""
        var chinese = ""
        var fuzzy = false
        var header = false
        var untouched = false
        var data: [String: String] = [:]
    }

    /// Bytes of unit text read so far, and the most the file may give: what placeholders name
    /// is copied each time, so 40,000 references to 100 KB of data are 4 GB.
    private var added = 0
    private var budget = Int.max

    init(path: String) { self.path = path }

    /// The entries of `data`, or the first problem with their line.
    static func entries(_ data: Data, path: String) throws(BitextError) -> [TranslationEntry] {
        try refuseEntities(data, path: path)
        let data = withoutProcessingInstructions(data)
        let reader = XMLTranslationReader(path: path)
        reader.budget = 8 * data.count + 1_048_576
        // Fed a chunk at a time: given all at once, libxml2 refuses a document over 10 MB
        // ("huge input lookup") at its last line.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let parsed = parser.parse()
        if let problem = reader.problem { throw problem }
        guard parsed else {
            let message = parser.parserError.map { "not well-formed XML (\(($0 as NSError).localizedDescription))" } ?? "not well-formed XML"
            throw BitextError(.translations, path: path, message, location: SourceLocation(line: max(1, parser.lineNumber)))
        }
        guard reader.rootRead else { throw BitextError(.translations, path: path, "neither XLIFF nor TMX: the root element is another", location: SourceLocation(line: 1)) }
        return reader.entries
    }

    /// Entities are refused where they are declared, before the root element: an internal
    /// entity of a megabyte named 250,000 times is a quarter of a terabyte of text, and
    /// Foundation's parser dropped declared entities' text anyway. Translation tools write
    /// characters, not entities.
    static func refuseEntities(_ data: Data, path: String) throws(BitextError) {
        let bytes = [UInt8](data.prefix(1 << 24))
        var k = 0
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "<") {
                let next = bytes[k + 1]
                // The root element's start ends the prolog, where declarations are.
                if next == UInt8(ascii: "_") || next == UInt8(ascii: ":") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) { return }
                if bytes[k...].starts(with: Array("<!ENTITY".utf8)) {
                    let line = bytes[..<k].filter { $0 == UInt8(ascii: "\n") }.count + 1
                    throw BitextError(.translations, path: path, "the file declares an entity: entities are not read, write their text instead", location: SourceLocation(line: line))
                }
            }
            k += 1
        }
    }

    /// `data` without its processing instructions but the XML declaration, each replaced by
    /// the line breaks it held (lines keep their numbers). Foundation's parser reads a
    /// processing instruction without data (`<?name?>`) through a null pointer, and none carries
    /// anything a translation needs. Comments and CDATA are left as they are.
    static func withoutProcessingInstructions(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        var copied = 0, k = 0
        // The declaration is kept when it is well formed (`<?xml version="1.0" encoding="UTF-8"?>`).
        // A bare `<?xml?>` reaches the same callback, and libxml2 reads on past a broken one
        // (`<?xml "UTF-8"?~> … <?x?>`), whose end no simpler reading finds as it does: both
        // are left out like any other instruction.
        let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } ?? 0
        let declaration = Self.isDeclaration(bytes[first...]) ? first : -1
        func find(_ marker: [UInt8], from start: Int) -> Int? {
            var i = start
            while i + marker.count <= bytes.count {
                if bytes[i] == marker[0], bytes[i..<i + marker.count].elementsEqual(marker) { return i }
                i += 1
            }
            return nil
        }
        while k + 1 < bytes.count {
            guard bytes[k] == UInt8(ascii: "<") else { k += 1; continue }
            if bytes[k...].starts(with: Array("<!--".utf8)) {
                k = (find(Array("-->".utf8), from: k + 4) ?? bytes.count) + 3
            } else if bytes[k...].starts(with: Array("<![CDATA[".utf8)) {
                k = (find(Array("]]>".utf8), from: k + 9) ?? bytes.count) + 3
            } else if bytes[k + 1] == UInt8(ascii: "?"), let end = find(Array("?>".utf8), from: k + 2) {
                // The declaration is kept whole and stepped over: a `<!--` inside a broken one
                // is no comment to libxml2, and must not hide the instructions after it.
                if k != declaration {
                    out += bytes[copied..<k]
                    out += bytes[k..<end].filter { $0 == 0x0A }
                    copied = end + 2
                }
                k = end + 2
            } else {
                k += 1
            }
        }
        guard copied > 0 else { return data }
        out += bytes[min(copied, bytes.count)...]
        return Data(out)
    }

    /// Whether `bytes` open with a well-formed XML declaration: `<?xml`, `version`, then
    /// optionally `encoding` and `standalone`, each `name="value"` (or single quotes) with a
    /// value of letters, digits, `.`, `_` and `-`, then `?>`.
    static func isDeclaration(_ bytes: ArraySlice<UInt8>) -> Bool {
        var k = bytes.startIndex
        func skipSpace() -> Bool {
            let start = k
            while k < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[k]) { k += 1 }
            return k > start
        }
        func literal(_ text: String) -> Bool {
            guard bytes[k...].starts(with: Array(text.utf8)) else { return false }
            k += text.utf8.count
            return true
        }
        func attribute(_ name: String) -> Bool {
            let start = k
            guard literal(name) else { return false }
            _ = skipSpace()
            guard literal("=") else { k = start; return false }
            _ = skipSpace()
            guard k < bytes.endIndex, bytes[k] == 0x22 || bytes[k] == 0x27 else { k = start; return false }
            let quote = bytes[k]
            k += 1
            while k < bytes.endIndex, bytes[k] != quote {
                let byte = bytes[k] | 0x20
                guard (byte >= 0x61 && byte <= 0x7A) || (bytes[k] >= 0x30 && bytes[k] <= 0x39) || [0x2E, 0x5F, 0x2D].contains(bytes[k]) else { return false }
                k += 1
            }
            guard k < bytes.endIndex else { return false }
            k += 1
            return true
        }
        guard literal("<?xml"), skipSpace(), attribute("version") else { return false }
        var spaced = skipSpace()
        if spaced, attribute("encoding") { spaced = skipSpace() }
        if spaced, attribute("standalone") { _ = skipSpace() }
        return literal("?>")
    }

    private var line: Int { parser?.lineNumber ?? 0 }

    private func fail(_ message: String) {
        guard problem == nil else { return }
        problem = BitextError(.translations, path: path, message, location: SourceLocation(line: line))
        parser?.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement qualified: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append((qualified, line))
        let name = Self.localName(qualified)
        if !rootRead { return root(name) }
        // Match proposals and alternatives carry sources and targets that are not the unit's.
        if Self.proposals.contains(name) || proposalDepth > 0 { proposalDepth += 1; return }
        switch name {
        case "file": document = attributes["original"]
        case "unit", "trans-unit", "tu":
            unit = Unit(id: attributes["id"] ?? attributes["tuid"], line: line, document: document)
            // po2xliff writes the PO header as a unit of its own.
            unit?.header = attributes["restype"] == "x-gettext-domain-header"
        case "note": noteCategory = attributes["category"] ?? attributes["from"]; text = ""
        case "data": dataID = attributes["id"]; text = ""
        case "prop": propType = attributes["type"]; text = ""
        case "tuv": tuvLanguage = (attributes["xml:lang"] ?? attributes["lang"])?.lowercased()
        case "source": side = .english
        case "target":
            side = .chinese
            if let state = attributes["state"], state.hasPrefix("needs-review") || state == "needs-adaptation" { unit?.fuzzy = true }
            // A CAT tool's untouched target: the source copied, or nothing yet.
            if attributes["state"] == "new" || attributes["state"] == "needs-translation" { unit?.untouched = true }
        case "seg": side = tuvLanguage.map { $0.hasPrefix("zh") ? .chinese : $0.hasPrefix("en") ? .english : nil } ?? nil
        default: inline(name, attributes)
        }
    }

    private func root(_ name: String) {
        switch name {
        case "xliff", "tmx": rootRead = true
        default: fail("neither XLIFF nor TMX: the root element is <\(name)>")
        }
    }

    /// A placeholder in a segment: XLIFF 2 refers to its Markdown in `<originalData>`; XLIFF 1.2
    /// and TMX hold it as content, read as the placeholder's text.
    private func inline(_ name: String, _ attributes: [String: String]) {
        guard side != nil else { return }
        switch name {
        case "ph", "sc", "ec":
            if let reference = attributes["dataRef"] {
                guard let markdown = unit?.data[reference] else { return fail("a placeholder refers to data \(reference) the unit does not have") }
                add(markdown)
            }
        case "pc":
            add(attributes["dataRefStart"].flatMap { unit?.data[$0] } ?? "")
            closings.append(attributes["dataRefEnd"].flatMap { unit?.data[$0] } ?? "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement qualified: String, namespaceURI: String?, qualifiedName: String?) {
        guard let top = open.popLast(), top.name == qualified else {
            return fail("</\(qualified)> does not close the element open here (<\(open.last?.name ?? "none")>): not well-formed XML")
        }
        if proposalDepth > 0 { proposalDepth -= 1; return }
        let name = Self.localName(qualified)
        switch name {
        case "note": if noteCategory == "kind" || noteCategory == "bitext" { unit?.kind = text.split(separator: ",").first.map(String.init) }; noteCategory = nil
        case "data": if let dataID { unit?.data[dataID] = text }; dataID = nil
        case "prop":
            if propType == "x-bitext-document" { unit?.document = text }
            if propType == "x-bitext-kind" { unit?.kind = text }
            // po2tmx keeps a PO entry's msgctxt: Bitext's is `document#id`.
            if propType == "x-context" {
                let (document, id) = POReader.split(context: text)
                unit?.document = document
                unit?.id = id
            }
            propType = nil
        case "pc": if side != nil, let closing = closings.popLast() { add(closing) }
        case "source", "target", "seg": side = nil
        case "tuv": tuvLanguage = nil
        case "unit", "trans-unit", "tu": finishUnit()
        case "file": document = nil
        default: break
        }
    }

    func parserDidEndDocument(_ parser: XMLParser) {
        if let unclosed = open.last { fail("<\(unclosed.name)> (line \(unclosed.line)) is never closed: not well-formed XML") }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }

    /// An element's name without its namespace prefix (`xlf:source` is `source`).
    static func localName(_ name: String) -> String {
        name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// Elements whose sources and targets are proposals, not the unit's: XLIFF 1.2 `<alt-trans>`,
    /// XLIFF 2 `<mtc:matches>`.
    static let proposals: Set<String> = ["alt-trans", "matches"]

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard proposalDepth == 0 else { return }
        if side != nil { add(string) } else if noteCategory != nil || dataID != nil || propType != nil { text += string }
    }

    private func add(_ string: String) {
        added += string.utf8.count
        guard added <= budget else {
            return fail("the units' text grows past \(budget) bytes (a placeholder's data named over and over?): not read")
        }
        switch side {
        case .english: unit?.english += string
        case .chinese: unit?.chinese += string
        case nil: break
        }
    }

    private func finishUnit() {
        guard let unit else { return }
        self.unit = nil
        guard !unit.english.isEmpty, !unit.header else { return }
        entries.append(TranslationEntry(
            document: unit.document, id: unit.id, kind: unit.kind, english: unit.english, chinese: unit.untouched ? "" : unit.chinese, fuzzy: unit.fuzzy,
            line: unit.line))
    }
}
