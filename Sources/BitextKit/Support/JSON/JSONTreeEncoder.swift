import Foundation

/// One value of JSON under construction. A class, so the containers an `Encodable` asks for can
/// append to it in place (an enum's arrays would be copied on every append).
final class JSONTree {
    enum Kind { case empty, literal, string, array, object }

    private(set) var kind = Kind.empty
    /// A number's, Boolean's or null's text, or a string's contents.
    private var text = ""
    private(set) var items: [JSONTree] = []
    private(set) var members: [(String, JSONTree)] = []

    func setLiteral(_ literal: String) {
        kind = .literal
        text = literal
    }

    func setString(_ string: String) {
        kind = .string
        text = string
    }

    /// A value asked twice for a keyed container (an enum adding a tag to its payload's object)
    /// keeps the members it has.
    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        members = []
    }

    func makeArray() {
        guard kind != .array else { return }
        kind = .array
        items = []
    }

    func appendMember(_ key: String) -> JSONTree {
        let child = JSONTree()
        members.append((key, child))
        return child
    }

    func appendItem() -> JSONTree {
        let child = JSONTree()
        items.append(child)
        return child
    }
}

extension JSONTree: JSONDirectValue {
    /// A value that asked for no container at all is written as an empty object, as Foundation
    /// writes a nested one.
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        switch kind {
        case .empty: writer.mapping([(String, JSONTree)](), depth: depth)
        case .literal: writer.bytes.append(contentsOf: text.utf8)
        case .string: writer.writeString(text)
        case .array: writer.array(items, depth: depth)
        case .object: writer.mapping(members, depth: depth)
        }
    }
}

/// The `Encoder` behind every JSON Bitext prints or stores from an `Encodable` (reports,
/// `inspect`, `extract`): it builds a `JSONTree`, which `JSONNodeWriter` writes as it writes
/// bundles, so there is one writer and one layout. Unlike Foundation's encoder it has no nesting
/// limit of its own (a 1,000-deep list is printed, not refused), and its one error names the
/// coding path, never the value.
struct JSONTreeEncoder: Encoder {
    let node: JSONTree
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: JSONTree, codingPath: [any CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    /// The tree of `value`.
    static func tree<T: Encodable>(_ value: T) throws -> JSONTree {
        let root = JSONTree()
        try JSONTreeEncoder(node: root).encode(value)
        return root
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(JSONKeyedTree<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return JSONUnkeyedTree(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleTree(node: node, codingPath: codingPath)
    }

    /// Writes `value` into this encoder's node: the types Foundation's encoder writes as
    /// scalars by default (URL, Data, Date) are written the same way here.
    func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let url as URL: node.setString(url.absoluteString)
        case let data as Data: node.setString(data.base64EncodedString())
        case let date as Date: try JSONScalar.set(node, date.timeIntervalSinceReferenceDate, codingPath)
        default: try value.encode(to: self)
        }
    }
}

/// The scalars every container writes the same way.
enum JSONScalar {
    static func set(_ node: JSONTree, _ value: Double, _ codingPath: [any CodingKey]) throws {
        guard value.isFinite else {
            let path = codingPath.map(\.stringValue).joined(separator: ".")
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath, debugDescription: "a number JSON cannot hold (\(value)) at \(path.isEmpty ? "the top" : path)"))
        }
        node.setLiteral(JSONNumber.text(value))
    }

    static func set(_ node: JSONTree, _ value: Float, _ codingPath: [any CodingKey]) throws {
        guard value.isFinite else { return try set(node, Double(value), codingPath) }
        node.setLiteral(JSONNumber.text(value))
    }
}
