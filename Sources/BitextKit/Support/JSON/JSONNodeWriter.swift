import Foundation

/// A value that writes its own JSON: every type Bitext writes to a file as JSON (bundles, the
/// manifest, JSON Lines exports) does, member by member in sorted key order, so there is one
/// encoder path and no `Encodable` reflection on it. The bytes must be exactly what the type's
/// `Encodable` conformance gives through Foundation's `JSONEncoder` with sorted keys and
/// unescaped slashes (`JSONWriterTests` compares them).
protocol JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int)
}

/// Formats numbers the way Foundation's writer does: Swift's shortest round-trip digits, with
/// a trailing `.0` dropped.
enum JSONNumber {
    static func text(_ value: Double) -> String {
        trimmed(value.description)
    }

    static func text(_ value: Float) -> String {
        trimmed(value.description)
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// Writes JSON in Foundation's layout (`JSONEncoder` with sorted keys, unescaped slashes and, when
/// `pretty`, pretty printing): `"key" : value`, two-space indents, empty containers
/// as an opening bracket, a blank line and the closing bracket.
struct JSONNodeWriter {
    let pretty: Bool
    var bytes: [UInt8] = []
    /// Set when a number JSON cannot hold (infinity, NaN: a YAML `.inf`) was met and written as
    /// `null`; `BundleJSON` then refuses the value, as Foundation's encoder does.
    var metInvalidNumber = false
    /// Where the bytes go as they pile up, if anywhere: a manifest over every document is
    /// written as it is made instead of held whole.
    var stream: StreamedFile?
    static let flushSize = 1 << 16

    init(pretty: Bool) {
        self.pretty = pretty
        bytes = ThreadBytes.take()
        bytes.reserveCapacity(1 << 16)
    }

    /// Members by key; a key encoded twice keeps its last value, as in Foundation. Small
    /// objects (most of them) are insertion-sorted, which keeps equal keys in encoding order.
    private static func sortedMembers<Value>(_ members: [(key: String, value: Value)]) -> [(key: String, value: Value)] {
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
    mutating func array<T>(_ items: [T], depth: Int, _ item: (inout JSONNodeWriter, T) -> Void) {
        container(items, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), depth: depth, item)
    }

    /// `open`, the items one per line at `depth + 1` separated by commas, and `close`; an
    /// empty container as Foundation writes one.
    private mutating func container<T>(_ items: some Collection<T>, open: UInt8, close: UInt8, depth: Int, _ item: (inout JSONNodeWriter, T) -> Void) {
        bytes.append(open)
        if items.isEmpty {
            closeEmpty(close, depth: depth)
            return
        }
        for (index, element) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth + 1)
            item(&self, element)
            flushIfFull()
        }
        newline(depth)
        bytes.append(close)
    }

    /// Hands the bytes so far to the stream, if there is one and they are many.
    private mutating func flushIfFull() {
        guard let stream, bytes.count >= Self.flushSize else { return }
        stream.append(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Between a member's key and its value.
    private mutating func separator() {
        if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
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
    mutating func writeString(_ text: String) {
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
        separator()
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
        self.value(value)
    }

    /// An integer member.
    mutating func field(_ key: StaticString, _ value: Int, _ object: inout JSONObject) {
        self.key(key, &object)
        self.value(value)
    }

    /// A number member, as `encode(Double)` writes it (a non-finite one cannot be in a bundle).
    mutating func field(_ key: StaticString, _ value: Double, _ object: inout JSONObject) {
        self.key(key, &object)
        bytes.append(contentsOf: JSONNumber.text(value).utf8)
    }

    /// An array of integers.
    mutating func field(_ key: StaticString, _ values: [Int], _ object: inout JSONObject) {
        self.key(key, &object)
        array(values, depth: object.depth + 1) { $0.value($1) }
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

    /// An array of strings, left out when nil.
    mutating func field(_ key: StaticString, _ values: [String]?, _ object: inout JSONObject) {
        if let values { field(key, values, &object) }
    }

    /// A map too large to hold (the manifest's documents): `keys` sorted and distinct, each
    /// value made by `value` as it is written.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, sortedMembers members: some Collection<(String, T)>, _ object: inout JSONObject) {
        self.key(key, &object)
        let depth = object.depth + 1
        container(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth) { writer, member in
            writer.writeString(member.0)
            writer.separator()
            member.1.writeJSON(to: &writer, depth: depth + 1)
        }
    }

    /// A map of values that write themselves, by sorted key.
    mutating func field<T: JSONDirectValue>(_ key: StaticString, _ values: [String: T], _ object: inout JSONObject) {
        self.key(key, &object)
        mapping(values.map { ($0.key, $0.value) }, depth: object.depth + 1)
    }
}

extension JSONNodeWriter {
    /// An object with keys known only at run time, sorted; a repeated key keeps its last value.
    mutating func mapping<T: JSONDirectValue>(_ members: [(String, T)], depth: Int) {
        let sorted = Self.sortedMembers(members.map { (key: $0.0, value: $0.1) })
        container(sorted, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth) { writer, member in
            writer.writeString(member.key)
            writer.separator()
            member.value.writeJSON(to: &writer, depth: depth + 1)
        }
    }

    /// An array of values that write themselves.
    mutating func array<T: JSONDirectValue>(_ values: [T], depth: Int) {
        array(values, depth: depth) { $1.writeJSON(to: &$0, depth: depth + 1) }
    }

    mutating func value(_ text: String) { writeString(text) }
    mutating func value(_ number: Int) { bytes.append(contentsOf: String(number).utf8) }
    mutating func value(_ flag: Bool) { bytes.append(contentsOf: (flag ? "true" : "false").utf8) }
    mutating func null() { bytes.append(contentsOf: "null".utf8) }

    mutating func value(_ number: Double) {
        guard number.isFinite else {
            metInvalidNumber = true
            return null()
        }
        bytes.append(contentsOf: JSONNumber.text(number).utf8)
    }
}

extension Array: JSONDirectValue where Element: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.array(self, depth: depth)
    }
}
