import BitextModel

// A bundle's and the manifest's own members, written directly like their records: with these,
// every file Bitext writes as JSON goes through `JSONNodeWriter` alone.

extension BitextModel.Bundle: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("code", code, &object)
        writer.field("coverage", coverage, &object)
        writer.field("diagnostics", diagnostics, &object)
        writer.field("frontMatter", frontMatter, &object)
        writer.field("generator", generator, &object)
        writer.field("mode", mode.rawValue, &object)
        writer.field("name", name, &object)
        writer.field("pairs", pairs, &object)
        writer.field("schemaVersion", schemaVersion, &object)
        writer.field("sources", sources, &object)
        if let staleSource { writer.field("staleSource", staleSource, &object) }
        writer.field("tables", tables, &object)
        writer.field("title", title, &object)
        writer.end(object)
    }
}

extension BitextModel.Bundle.Generator: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("name", name, &object)
        writer.field("version", version, &object)
        writer.end(object)
    }
}

extension BitextModel.Bundle.Source: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("contentHash", contentHash, &object)
        writer.field("format", format.rawValue, &object)
        writer.field("path", path, &object)
        writer.field("role", role.rawValue, &object)
        writer.end(object)
    }
}

extension BitextModel.Bundle.FrontMatters: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension BundleSide: JSONDirectValue where Value == String {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension FrontMatter: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("range", range, &object)
        writer.field("raw", raw, &object)
        writer.field("value", value, &object)
        writer.end(object)
    }
}

extension SourceRange: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("end", end, &object)
        writer.field("start", start, &object)
        writer.end(object)
    }
}

extension SourceLocation: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("column", column, &object)
        writer.field("line", line, &object)
        writer.end(object)
    }
}

extension Diagnostic: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("explanation", explanation, &object)
        writer.field("identifier", identifier, &object)
        writer.field("location", location, &object)
        writer.field("path", path, &object)
        writer.field("severity", severity.rawValue, &object)
        writer.field("summary", summary, &object)
        writer.end(object)
    }
}

/// Front matter values: a mapping's keys come sorted (a repeated key keeps its last value), as
/// the encoder with sorted keys writes them.
extension YAMLValue: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        switch self {
        case .mapping(let entries): writer.mapping(entries.map { ($0.key, $0.value) }, depth: depth)
        case .array(let values): writer.array(values, depth: depth)
        case .string(let text): writer.value(text)
        case .integer(let number): writer.value(number)
        case .double(let number): writer.value(number)
        case .bool(let flag): writer.value(flag)
        case .null: writer.null()
        }
    }
}

