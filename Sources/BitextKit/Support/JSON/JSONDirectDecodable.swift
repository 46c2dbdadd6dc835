import BitextModel
import Foundation

/// A value that reads itself from a parsed JSON tree, without `Decodable`'s containers.
///
/// Every rerun reads the manifest back before it can skip anything. Through `Decodable`, each
/// member went through generic container calls whose first uses look types and conformances up
/// at run time: a tenth of a rerun. The manifest's types read their members by name instead, with
/// `Decodable`'s rules: a repeated name gives its last value, unknown names are ignored, and an
/// optional member may be absent or null.
protocol JSONDirectDecodable {
    /// Reads the value `json` holds, or throws when its shape is not this type's.
    init(json: JSONValue) throws
}

extension CanonicalJSONDecoder {
    /// The value of type `type` that `data` holds, read directly.
    func decodeDirect<T: JSONDirectDecodable>(_ type: T.Type, from data: Data) throws -> T {
        let value = try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return try parser.document()
        }
        return try T(json: value)
    }
}

/// The members of one JSON object, read by name.
///
/// This is where `Decodable`'s rule for repeated names lives for both readers (the keyed
/// decoding container reads through it too): a repeated name gives its last value, and an
/// earlier value is never read.
struct JSONMembers {
    let members: [(key: String, value: JSONValue)]
    /// Member positions by name, for objects too large to search (a manifest's documents).
    private let index: [String: Int]?

    /// The members of an object, in the order the text gives them.
    init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members
        index = members.count > 16 ? Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last }) : nil
    }

    /// The members of `json`, which must be an object.
    init(_ json: JSONValue) throws {
        guard case .object(let members) = json else { throw JSONValueDecoder.mismatch([String: Any].self, json, []) }
        self.init(members)
    }

    /// The last value given for `name`, if any.
    func value(_ name: String) -> JSONValue? {
        if let index { return index[name].map { members[$0].value } }
        return members.last { $0.key == name }?.value
    }

    /// Each name once, where it first appears.
    var names: [String] {
        var seen = Set<String>()
        return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// The member `name`, which must be present.
    func decode<T: JSONDirectDecodable>(_ name: String) throws -> T {
        guard let value = value(name) else {
            throw DecodingError.keyNotFound(
                JSONMemberKey(stringValue: name), .init(codingPath: [], debugDescription: "no member \"\(name)\""))
        }
        return try T(json: value)
    }

    /// The member `name`, or nil when it is absent or null.
    func decodeIfPresent<T: JSONDirectDecodable>(_ name: String) throws -> T? {
        guard let value = value(name) else { return nil }
        if case .null = value { return nil }
        return try T(json: value)
    }
}

/// The key named in a missing-member error.
private struct JSONMemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension String: JSONDirectDecodable {
    init(json: JSONValue) throws { self = try JSONValueDecoder.string(json, []) }
}

extension Int: JSONDirectDecodable {
    init(json: JSONValue) throws { self = try JSONValueDecoder.integer(json, Int.self, []) }
}

extension Array: JSONDirectDecodable where Element: JSONDirectDecodable {
    init(json: JSONValue) throws {
        guard case .array(let items) = json else { throw JSONValueDecoder.mismatch([Element].self, json, []) }
        self = try items.map(Element.init(json:))
    }
}

extension ConversionManifest: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        let entries = try JSONMembers(members.value("documents") ?? .null)
        var documents: [String: Entry] = [:]
        for name in entries.names { documents[name] = try entries.decode(name) }
        self.init(version: try members.decode("version"), documents: documents)
        siteKey = try members.decodeIfPresent("siteKey")
        siteTitle = try members.decodeIfPresent("siteTitle")
        templates = try members.decodeIfPresent("templates")
        site = try members.decodeIfPresent("site")
    }
}

extension ConversionManifest.Entry: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        self.init(key: try members.decode("key"), outputs: try members.decode("outputs"), summary: try members.decode("summary"))
    }
}

extension DocumentSummary: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        self.init(
            name: try members.decode("name"), titleEn: try members.decodeIfPresent("titleEn"),
            titleZh: try members.decodeIfPresent("titleZh"), sources: try members.decode("sources"),
            coverage: try members.decode("coverage"), pairs: try members.decode("pairs"), code: try members.decode("code"),
            tables: try members.decode("tables"), needsReview: try members.decode("needsReview"),
            stale: try members.decode("stale"), warnings: try members.decode("warnings"))
    }
}

extension CoverageSummary: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        self.init(
            blocks: try members.decode("blocks"), words: try members.decode("words"),
            characters: try members.decode("characters"), chineseOnlyBlocks: try members.decode("chineseOnlyBlocks"),
            neutralBlocks: try members.decode("neutralBlocks"))
    }
}

extension CoverageSummary.Tally: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        self.init(
            total: try members.decode("total"), translated: try members.decode("translated"),
            untranslated: try members.decode("untranslated"), needsReview: try members.decode("needsReview"),
            stale: try members.decode("stale"))
    }
}
