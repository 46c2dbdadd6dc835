import Foundation

/// Encodes `Encodable` values as sorted-key JSON, byte for byte what Foundation's `JSONEncoder`
/// writes with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted` when asked).
///
/// Foundation's encoder boxes every value through existential containers and dynamic casts; on
/// bundles that was a tenth of a whole conversion. This one builds a small tree of nodes through
/// concrete container methods and writes it into one byte buffer.
public struct CanonicalJSONEncoder: Sendable {
    /// Whether to indent with two spaces and put members on their own lines.
    public var pretty: Bool

    /// Creates an encoder.
    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// The JSON bytes of `value`, without a final newline.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        let node = try JSONTreeEncoder.node(for: value, codingPath: [])
        var writer = JSONNodeWriter(pretty: pretty)
        try writer.write(node, depth: 0)
        return Data(writer.bytes)
    }
}

/// One value of the tree; arrays and objects are classes so that containers handed out by the
/// encoder can keep appending to them.
enum JSONNode {
    case null
    case literal(String)
    case string(String)
    case array(JSONArrayNode)
    case object(JSONObjectNode)
    /// A value encoded through `superEncoder`, resolved when written.
    case deferred(JSONTreeEncoder)
    /// A value that writes itself.
    case direct(any JSONDirectValue)
}

/// A value that writes its own JSON. For the types bundles hold by the thousand (pairs), going
/// through `Encodable` allocates a node per field; writing directly skips that. The bytes must
/// be exactly what the type's `Encodable` conformance gives (`CanonicalJSONEncoderTests` compares
/// them with Foundation's encoder).
protocol JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int)
}

final class JSONArrayNode {
    var items: [JSONNode] = []
}

final class JSONObjectNode {
    var members: [(key: String, value: JSONNode)] = []
}

/// The `Encoder` that builds nodes.
final class JSONTreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var node: JSONNode?

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// The node of any value, with the special cases Foundation's encoder makes.
    static func node<T: Encodable>(for value: T, codingPath: [any CodingKey]) throws -> JSONNode {
        // Metatype comparisons, not `as?` casts: a cast on every value is what made Foundation slow.
        if T.self == String.self { return .string(value as! String) }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        if T.self == Data.self { return .string((value as! Data).base64EncodedString()) }
        if T.self == Decimal.self { return .literal((value as! Decimal).description) }
        if let direct = value as? any JSONDirectValue { return .direct(direct) }
        let encoder = JSONTreeEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObjectNode())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONObjectNode
        if case .object(let existing) = node {
            object = existing
        } else {
            object = JSONObjectNode()
            node = .object(object)
        }
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONArrayNode
        if case .array(let existing) = node {
            array = existing
        } else {
            array = JSONArrayNode()
            node = .array(array)
        }
        return JSONUnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(encoder: self)
    }
}

/// Formats numbers the way Foundation's writer does: Swift's shortest round-trip digits, with
/// a trailing `.0` dropped.
enum JSONNumber {
    static func literal(_ value: Double, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else { throw invalid(value, codingPath) }
        return .literal(text(value))
    }

    static func text(_ value: Double) -> String {
        trimmed(value.description)
    }

    static func literal(_ value: Float, codingPath: [any CodingKey]) throws -> JSONNode {
        guard value.isFinite else { throw invalid(value, codingPath) }
        return .literal(trimmed(value.description))
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func invalid(_ value: Any, _ codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid in JSON"))
    }
}

struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObjectNode
    let codingPath: [any CodingKey]

    private func add(_ node: JSONNode, _ key: Key) {
        object.members.append((key.stringValue, node))
    }

    mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(.literal(value ? "true" : "false"), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        add(try JSONNumber.literal(value, codingPath: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        add(try JSONNumber.literal(value, codingPath: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.literal(String(value)), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        add(try JSONTreeEncoder.node(for: value, codingPath: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectNode()
        add(.object(nested), key)
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArrayNode()
        add(.array(nested), key)
        return JSONUnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = JSONTreeEncoder(codingPath: codingPath)
        object.members.append(("super", .deferred(encoder)))
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let encoder = JSONTreeEncoder(codingPath: codingPath + [key])
        add(.deferred(encoder), key)
        return encoder
    }
}

/// An index as a coding key, for the paths of errors inside arrays.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONArrayNode
    let codingPath: [any CodingKey]
    var count: Int { array.items.count }

    private var elementPath: [any CodingKey] { codingPath + [JSONIndexKey(intValue: array.items.count)] }

    mutating func encodeNil() throws { array.items.append(.null) }
    mutating func encode(_ value: Bool) throws { array.items.append(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { array.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.items.append(try JSONNumber.literal(value, codingPath: elementPath)) }
    mutating func encode(_ value: Float) throws { array.items.append(try JSONNumber.literal(value, codingPath: elementPath)) }
    mutating func encode(_ value: Int) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int8) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int16) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int32) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: Int64) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt8) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt16) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt32) throws { array.items.append(.literal(String(value))) }
    mutating func encode(_ value: UInt64) throws { array.items.append(.literal(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        array.items.append(try JSONTreeEncoder.node(for: value, codingPath: elementPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectNode()
        let path = elementPath
        array.items.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayNode()
        let path = elementPath
        array.items.append(.array(nested))
        return JSONUnkeyedContainer(array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = JSONTreeEncoder(codingPath: elementPath)
        array.items.append(.deferred(encoder))
        return encoder
    }
}

struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.node = try JSONNumber.literal(value, codingPath: codingPath) }
    mutating func encode(_ value: Float) throws { encoder.node = try JSONNumber.literal(value, codingPath: codingPath) }
    mutating func encode(_ value: Int) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.node = .literal(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.node = .literal(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.node = try JSONTreeEncoder.node(for: value, codingPath: codingPath)
    }
}

/// Writes nodes in Foundation's layout: `"key" : value`, two-space indents, empty containers
/// as an opening bracket, a blank line and the closing bracket.
struct JSONNodeWriter {
    let pretty: Bool
    var bytes: [UInt8] = []

    init(pretty: Bool) {
        self.pretty = pretty
        bytes.reserveCapacity(1 << 16)
    }

    mutating func write(_ node: JSONNode, depth: Int) throws {
        switch node {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .literal(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): writeString(text)
        case .deferred(let encoder): try write(encoder.node ?? .object(JSONObjectNode()), depth: depth)
        case .direct(let value): value.writeJSON(to: &self, depth: depth)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            if array.items.isEmpty {
                closeEmpty(UInt8(ascii: "]"), depth: depth)
                return
            }
            for (index, item) in array.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                try write(item, depth: depth + 1)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            if object.members.isEmpty {
                closeEmpty(UInt8(ascii: "}"), depth: depth)
                return
            }
            for (index, member) in Self.sortedMembers(object.members).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                writeString(member.key)
                if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
                try write(member.value, depth: depth + 1)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Members by key; a key encoded twice keeps its last value, as in Foundation. Small
    /// objects (most of them) are insertion-sorted, which keeps equal keys in encoding order.
    private static func sortedMembers(_ members: [(key: String, value: JSONNode)]) -> [(key: String, value: JSONNode)] {
        var sorted = members
        if sorted.count > 16 {
            // Large maps (a manifest of thousands of documents) need an n log n sort.
            sorted = members.enumerated().sorted { a, b in
                a.element.key == b.element.key ? a.offset < b.offset : a.element.key < b.element.key
            }.map(\.element)
        } else if sorted.count > 1 {
            for i in 1..<sorted.count {
                let member = sorted[i]
                var j = i
                while j > 0, member.key < sorted[j - 1].key {
                    sorted[j] = sorted[j - 1]
                    j -= 1
                }
                sorted[j] = member
            }
        }
        var index = sorted.count - 1
        while index > 0 {
            if sorted[index].key == sorted[index - 1].key { sorted.remove(at: index - 1) }
            index -= 1
        }
        return sorted
    }

    /// An array at `depth` whose items are written by `item` (at `depth + 1`).
    private mutating func array<T>(_ items: [T], depth: Int, _ item: (inout JSONNodeWriter, T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        if items.isEmpty {
            closeEmpty(UInt8(ascii: "]"), depth: depth)
            return
        }
        for (index, element) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth + 1)
            item(&self, element)
        }
        newline(depth)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func closeEmpty(_ bracket: UInt8, depth: Int) {
        if pretty {
            bytes.append(0x0A)
            newline(depth)
        }
        bytes.append(bracket)
    }

    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Runs of bytes that need no escape are copied in one go.
    private mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            for index in 0..<buffer.count {
                let byte = buffer[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                default:
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }
}

/// An object a `JSONDirectValue` is writing: where it sits and how many members came so far, so
/// that each member is one `field` call (in sorted key order) and an object whose members were
/// all nil still comes out as `{}`, in the layout `write` uses.
struct JSONObject {
    fileprivate let depth: Int
    fileprivate var count = 0
}

extension JSONNodeWriter {
    /// Starts an object at `depth`; nothing is written until its first member or its end.
    func beginObject(depth: Int) -> JSONObject {
        JSONObject(depth: depth)
    }

    /// Ends `object`.
    mutating func end(_ object: JSONObject) {
        if object.count == 0 {
            bytes.append(UInt8(ascii: "{"))
            closeEmpty(UInt8(ascii: "}"), depth: object.depth)
        } else {
            newline(object.depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func key(_ key: StaticString, _ object: inout JSONObject) {
        bytes.append(object.count == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        object.count += 1
        newline(object.depth + 1)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
    }

    /// A string member.
    mutating func field(_ key: StaticString, _ value: String, _ object: inout JSONObject) {
        self.key(key, &object)
        writeString(value)
    }

    /// A string member, left out when nil (as `encodeIfPresent` does).
    mutating func field(_ key: StaticString, _ value: String?, _ object: inout JSONObject) {
        if let value { field(key, value, &object) }
    }

    /// A Boolean member.
    mutating func field(_ key: StaticString, _ value: Bool, _ object: inout JSONObject) {
        self.key(key, &object)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// An integer member.
    mutating func field(_ key: StaticString, _ value: Int, _ object: inout JSONObject) {
        self.key(key, &object)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number member, as `encode(Double)` writes it (a non-finite one cannot be in a bundle).
    mutating func field(_ key: StaticString, _ value: Double, _ object: inout JSONObject) {
        self.key(key, &object)
        bytes.append(contentsOf: JSONNumber.text(value).utf8)
    }

    /// An array of integers.
    mutating func field(_ key: StaticString, _ values: [Int], _ object: inout JSONObject) {
        self.key(key, &object)
        array(values, depth: object.depth + 1) { $0.bytes.append(contentsOf: String($1).utf8) }
    }

    /// An array of strings.
    mutating func field(_ key: StaticString, _ values: [String], _ object: inout JSONObject) {
        self.key(key, &object)
        array(values, depth: object.depth + 1) { $0.writeString($1) }
    }

    /// A member that writes itself.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, _ value: T, _ object: inout JSONObject) {
        self.key(key, &object)
        value.writeJSON(to: &self, depth: object.depth + 1)
    }

    /// A member that writes itself, left out when nil.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, _ value: T?, _ object: inout JSONObject) {
        if let value { field(key, value, &object) }
    }

    /// An array of values that write themselves.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, _ values: [T], _ object: inout JSONObject) {
        self.key(key, &object)
        let depth = object.depth + 1
        array(values, depth: depth) { $1.writeJSON(to: &$0, depth: depth + 1) }
    }

    /// An array of rows of values that write themselves (table cells), left out when nil.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, _ rows: [[T]]?, _ object: inout JSONObject) {
        guard let rows else { return }
        self.key(key, &object)
        let depth = object.depth + 1
        array(rows, depth: depth) { writer, row in writer.array(row, depth: depth + 1) { $1.writeJSON(to: &$0, depth: depth + 2) } }
    }
}
