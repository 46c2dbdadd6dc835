import Foundation

/// A keyed container: each member a child of the object, in encoding order (the writer sorts).
struct JSONKeyedTree<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONTree
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> JSONTree { node.appendMember(key.stringValue) }

    private func encoder(_ key: Key) -> JSONTreeEncoder {
        JSONTreeEncoder(node: child(key), codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).setLiteral("null") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).setLiteral(value ? "true" : "false") }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).setString(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try JSONScalar.set(child(key), value, codingPath + [key]) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try JSONScalar.set(child(key), value, codingPath + [key]) }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).setLiteral(String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).setLiteral(String(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder(key).encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder(key).unkeyedContainer() }

    mutating func superEncoder() -> any Encoder {
        JSONTreeEncoder(node: node.appendMember("super"), codingPath: codingPath + [JSONIndexKey(stringValue: "super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(key) }
}

/// An unkeyed container: each item a child of the array.
struct JSONUnkeyedTree: UnkeyedEncodingContainer {
    let node: JSONTree
    let codingPath: [any CodingKey]
    var count: Int { node.items.count }

    private var next: JSONTree { node.appendItem() }
    private var nextPath: [any CodingKey] { codingPath + [JSONIndexKey(intValue: count)] }

    mutating func encodeNil() throws { next.setLiteral("null") }
    mutating func encode(_ value: Bool, ) throws { next.setLiteral(value ? "true" : "false") }
    mutating func encode(_ value: String, ) throws { next.setString(value) }
    mutating func encode(_ value: Double, ) throws { let path = nextPath; try JSONScalar.set(next, value, path) }
    mutating func encode(_ value: Float, ) throws { let path = nextPath; try JSONScalar.set(next, value, path) }
    mutating func encode(_ value: Int, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: Int8, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: Int16, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: Int32, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: Int64, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: UInt, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: UInt8, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: UInt16, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: UInt32, ) throws { next.setLiteral(String(value)) }
    mutating func encode(_ value: UInt64, ) throws { next.setLiteral(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try JSONTreeEncoder(node: next, codingPath: path).encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return JSONTreeEncoder(node: next, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return JSONTreeEncoder(node: next, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return JSONTreeEncoder(node: next, codingPath: path)
    }
}

/// A single value: the node itself.
struct JSONSingleTree: SingleValueEncodingContainer {
    let node: JSONTree
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.setLiteral("null") }
    mutating func encode(_ value: Bool, ) throws { node.setLiteral(value ? "true" : "false") }
    mutating func encode(_ value: String, ) throws { node.setString(value) }
    mutating func encode(_ value: Double, ) throws { try JSONScalar.set(node, value, codingPath) }
    mutating func encode(_ value: Float, ) throws { try JSONScalar.set(node, value, codingPath) }
    mutating func encode(_ value: Int, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: Int8, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: Int16, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: Int32, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: Int64, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: UInt, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: UInt8, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: UInt16, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: UInt32, ) throws { node.setLiteral(String(value)) }
    mutating func encode(_ value: UInt64, ) throws { node.setLiteral(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try JSONTreeEncoder(node: node, codingPath: codingPath).encode(value)
    }
}

/// A coding path's step into an array (or `super`).
struct JSONIndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
