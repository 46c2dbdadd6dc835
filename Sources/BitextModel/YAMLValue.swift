/// A parsed YAML value: the string-keyed tree front matter is read into.
public indirect enum YAMLValue: Sendable, Equatable, Hashable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([YAMLValue])
    /// A mapping, with its keys in source order.
    case mapping([YAMLEntry])

    /// The value under `key` when this is a mapping.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The scalar as text, when this is a scalar.
    public var stringValue: String? {
        switch self {
        case .string(let s): s
        case .integer(let i): String(i)
        case .double(let d): String(d)
        case .bool(let b): String(b)
        case .null, .array, .mapping: nil
        }
    }
}

/// One key and value of a YAML mapping.
public struct YAMLEntry: Sendable, Equatable, Hashable {
    /// The key, as text.
    public var key: String
    /// The value.
    public var value: YAMLValue

    /// Creates an entry.
    public init(key: String, value: YAMLValue) {
        self.key = key
        self.value = value
    }
}

extension YAMLValue: Codable {
    /// Decodes a YAML tree from its JSON form (mappings as objects, keys in sorted order).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            self = .mapping(try container.allKeys.map {
                YAMLEntry(key: $0.stringValue, value: try container.decode(YAMLValue.self, forKey: $0))
            })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var values: [YAMLValue] = []
            while !array.isAtEnd { values.append(try array.decode(YAMLValue.self)) }
            self = .array(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let b = try? single.decode(Bool.self) { self = .bool(b) }
        else if let i = try? single.decode(Int.self) { self = .integer(i) }
        else if let d = try? single.decode(Double.self) { self = .double(d) }
        else { self = .string(try single.decode(String.self)) }
    }

    /// Encodes the tree as plain JSON values.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mapping(let entries):
            var container = encoder.container(keyedBy: AnyKey.self)
            for entry in entries { try container.encode(entry.value, forKey: AnyKey(entry.key)) }
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .integer(let i): var c = encoder.singleValueContainer(); try c.encode(i)
        case .double(let d): var c = encoder.singleValueContainer(); try c.encode(d)
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
        }
    }
}

/// A coding key made from any string.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
