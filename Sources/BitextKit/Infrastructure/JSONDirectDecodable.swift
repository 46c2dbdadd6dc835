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
struct JSONMembers {
    let members: [(key: String, value: JSONValue)]

    /// The members of `json`, which must be an object.
    init(_ json: JSONValue) throws {
        guard case .object(let members) = json else { throw JSONValueDecoder.mismatch([String: Any].self, json, []) }
        self.members = members
    }

    /// The last value given for `name`, if any.
    func value(_ name: String) -> JSONValue? {
        members.last { $0.key == name }?.value
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
        guard let listed = members.value("documents"), case .object(let entries) = listed else {
            throw JSONValueDecoder.mismatch([String: Entry].self, members.value("documents") ?? .null, [])
        }
        // A repeated name is read from its last value only, as `Decodable` reads it: an earlier
        // value is not read at all, so it cannot make the manifest unreadable.
        var last: [String: JSONValue] = [:]
        for (name, entry) in entries { last[name] = entry }
        var documents: [String: Entry] = [:]
        for (name, entry) in last { documents[name] = try Entry(json: entry) }
        self.init(version: try members.decode("version"), documents: documents)
        siteKey = try members.decodeIfPresent("siteKey")
        siteTitle = try members.decodeIfPresent("siteTitle")
        templates = try members.decodeIfPresent("templates")
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
