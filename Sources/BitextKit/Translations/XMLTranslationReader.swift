import BitextModel
import Foundation

/// Reads XLIFF 2.x, XLIFF 1.2 and TMX translation files with libxml2's streaming reader: each
/// unit's English and translation as the Markdown they stand for, a placeholder (`<ph>`, `<pc>`,
/// `<bpt>`…) written back as the Markdown it holds (XLIFF 2: its `<originalData>`; XLIFF 1.2 and
/// TMX: its content). Other tools' inline elements that hold no Markdown keep only their text.
struct XMLTranslationReader {
    private let path: String
    private(set) var entries: [TranslationEntry] = []
    /// Whether the root element was XLIFF's or TMX's.
    private var rootRead = false
    private var problem: BitextError?
    /// The line of the element last started, for the problems found at it.
    private var line = 1

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
    /// How deep inside match proposals the reader is (0: not).
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
    private let budget: Int

    private init(path: String, budget: Int) {
        self.path = path
        self.budget = budget
    }

    /// The entries of `data`, or the first problem with their line.
    static func entries(_ data: Data, path: String) throws(BitextError) -> [TranslationEntry] {
        try refuseEntities(data, path: path)
        var reader = XMLTranslationReader(path: path, budget: 8 * data.count + 1_048_576)
        do {
            try LibXMLConverter.readXML(data) { reader.read($0) }
        } catch {
            throw BitextError(.translations, path: path, "not well-formed XML (\(error.message))", location: SourceLocation(line: max(1, error.line ?? 1)))
        }
        if let problem = reader.problem { throw problem }
        guard reader.rootRead else { throw BitextError(.translations, path: path, "neither XLIFF nor TMX: the root element is another", location: SourceLocation(line: 1)) }
        return reader.entries
    }

    /// Entities are refused where they are declared, before the root element: an internal
    /// entity of a megabyte named 250,000 times is a quarter of a terabyte of text. Translation
    /// tools write characters, not entities.
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

    /// Takes one event; `false` once a problem ends the reading.
    private mutating func read(_ event: XMLEvent) -> Bool {
        switch event {
        case let .start(name, attributes, line):
            self.line = line
            start(Self.localName(name), attributes)
        case let .end(name): end(Self.localName(name))
        case let .text(string): characters(string)
        }
        return problem == nil
    }

    private mutating func fail(_ message: String) {
        guard problem == nil else { return }
        problem = BitextError(.translations, path: path, message, location: SourceLocation(line: line))
    }

    private mutating func start(_ name: String, _ attributes: [String: String]) {
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

    private mutating func root(_ name: String) {
        switch name {
        case "xliff", "tmx": rootRead = true
        default: fail("neither XLIFF nor TMX: the root element is <\(name)>")
        }
    }

    /// A placeholder in a segment: XLIFF 2 refers to its Markdown in `<originalData>`; XLIFF 1.2
    /// and TMX hold it as content, read as the placeholder's text.
    private mutating func inline(_ name: String, _ attributes: [String: String]) {
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

    private mutating func end(_ name: String) {
        if proposalDepth > 0 { proposalDepth -= 1; return }
        switch name {
        case "note": if noteCategory == "kind" || noteCategory == "bitext" { unit?.kind = text.split(separator: ",").first.map(String.init) }; noteCategory = nil
        case "data": if let dataID { unit?.data[dataID] = text }; dataID = nil
        case "prop": endProp()
        case "pc": if side != nil, let closing = closings.popLast() { add(closing) }
        case "source", "target", "seg": side = nil
        case "tuv": tuvLanguage = nil
        case "unit", "trans-unit", "tu": finishUnit()
        case "file": document = nil
        default: break
        }
    }

    private mutating func endProp() {
        if propType == "x-bitext-document" { unit?.document = text }
        if propType == "x-bitext-kind" { unit?.kind = text }
        // po2tmx keeps a PO entry's msgctxt: Bitext's is `document#id`.
        if propType == "x-context" {
            let (document, id) = POReader.split(context: text)
            unit?.document = document
            unit?.id = id
        }
        propType = nil
    }

    /// An element's name without its namespace prefix (`xlf:source` is `source`).
    static func localName(_ name: String) -> String {
        name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// Elements whose sources and targets are proposals, not the unit's: XLIFF 1.2 `<alt-trans>`,
    /// XLIFF 2 `<mtc:matches>`.
    static let proposals: Set<String> = ["alt-trans", "matches"]

    private mutating func characters(_ string: String) {
        guard proposalDepth == 0 else { return }
        if side != nil { add(string) } else if noteCategory != nil || dataID != nil || propType != nil { text += string }
    }

    private mutating func add(_ string: String) {
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

    private mutating func finishUnit() {
        guard let unit else { return }
        self.unit = nil
        guard !unit.english.isEmpty, !unit.header else { return }
        entries.append(TranslationEntry(
            document: unit.document, id: unit.id, kind: unit.kind, english: unit.english, chinese: unit.untouched ? "" : unit.chinese, fuzzy: unit.fuzzy,
            line: unit.line))
    }
}
