/// A parsed Mustache template (the spec's interpolation, sections, inverted sections, comments,
/// partials and set-delimiter tags). Parsed once; rendering walks the nodes against typed
/// `TemplateValue`s and writes bytes.
struct Template: Sendable {
    /// One piece of a template.
    indirect enum Node: Sendable {
        case text([UInt8])
        /// `{{a.b}}` (escaped) or `{{{a.b}}}` / `{{& a.b}}`; an empty path is `{{.}}`.
        case variable(path: [String], escaped: Bool)
        case section(path: [String], inverted: Bool, body: [Node])
        /// `{{> name}}`; a standalone partial indents every line by the whitespace before its tag.
        case partial(name: String, indentation: [UInt8], line: Int, column: Int)
    }

    /// The template's nodes in order.
    var nodes: [Node]

    /// Partial names this template refers to, with where (for "not found" errors).
    var partials: [(name: String, line: Int, column: Int)] {
        var found: [(String, Int, Int)] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .section(_, _, let body): walk(body)
                case .partial(let name, _, let line, let column): found.append((name, line, column))
                case .text, .variable: break
                }
            }
        }
        walk(nodes)
        return found
    }

    /// Parses `text`; a malformed tag is an error with its line and column.
    init(parsing text: String) throws(TemplateSyntaxError) {
        nodes = try TemplateParser(text).parse()
    }

    /// Renders with `context` as the bottom of the lookup stack; partials come from `library`.
    /// With a `stream`, the bytes go to it as a list's items are rendered, and only the rest
    /// is returned.
    func render(_ context: TemplateValue, library: [String: Template], stream: StreamedFile? = nil) throws(TemplateSyntaxError) -> [UInt8] {
        var writer = TemplateWriter(library: library, stream: stream)
        var stack = [context]
        try writer.render(nodes, stack: &stack, indentation: [], lineStart: 0, depth: 0)
        return writer.out
    }
}

/// A template that does not parse or cannot render, with where in it.
struct TemplateSyntaxError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

/// Renders nodes into one byte buffer.
private struct TemplateWriter {
    let library: [String: Template]
    var out: [UInt8] = []
    /// Where the bytes go as they pile up, if anywhere: a page over every document is written
    /// as it renders instead of held whole.
    let stream: StreamedFile?
    static let flushSize = 1 << 16

    /// Partials may recurse through sections (a tree rendering itself); a recursion that never
    /// ends stops here instead of exhausting the stack.
    static let maxDepth = 64

    init(library: [String: Template], stream: StreamedFile?) {
        self.library = library
        self.stream = stream
        out = ThreadBytes.take()
        out.reserveCapacity(1 << 16)
    }

    mutating func render(_ nodes: [Template.Node], stack: inout [TemplateValue], indentation: [UInt8], lineStart: Int, depth: Int) throws(TemplateSyntaxError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                if indentation.isEmpty {
                    out.append(contentsOf: bytes)
                } else {
                    writeIndented(bytes, indentation: indentation, lineStart: lineStart)
                }
            case .variable(let path, let escaped):
                guard let value = Self.lookup(path, in: stack) else { continue }
                let mark = out.count
                write(value, escaped: escaped)
                if !indentation.isEmpty, out.count > mark, mark == lineStart || (mark > 0 && out[mark - 1] == 0x0A) {
                    out.insert(contentsOf: indentation, at: mark)
                }
            case .section(let path, let inverted, let body):
                let value = Self.lookup(path, in: stack)
                if inverted {
                    if Self.isFalsy(value) {
                        try render(body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
                    }
                    continue
                }
                switch value {
                case nil, .flag(false): break
                case .flag(true):
                    try render(body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
                case .list(let items):
                    try renderEach(items, body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
                case .items(let items):
                    try renderEach(items, body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
                case .some(let value):
                    stack.append(value)
                    try render(body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
                    stack.removeLast()
                }
            case .partial(let name, let own, let line, let column):
                guard let partial = library[name] else {
                    throw TemplateSyntaxError(message: "partial \(name) not found", line: line, column: column)
                }
                guard depth < Self.maxDepth else {
                    throw TemplateSyntaxError(message: "partials nest deeper than \(Self.maxDepth) (\(name) includes itself?)", line: line, column: column)
                }
                if own.isEmpty {
                    try render(partial.nodes, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth + 1)
                } else {
                    try render(partial.nodes, stack: &stack, indentation: indentation + own, lineStart: out.count, depth: depth + 1)
                }
            }
        }
    }

    /// A section's body once per item, each item on top of the stack.
    mutating func renderEach(
        _ items: some Collection<TemplateValue>, _ body: [Template.Node], stack: inout [TemplateValue], indentation: [UInt8], lineStart: Int, depth: Int
    ) throws(TemplateSyntaxError) {
        for item in items {
            stack.append(item)
            try render(body, stack: &stack, indentation: indentation, lineStart: lineStart, depth: depth)
            stack.removeLast()
            // Indentation reads back what was written on the line; without it nothing does.
            if let stream, indentation.isEmpty, out.count >= Self.flushSize {
                stream.append(out)
                out.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Template text of an indented partial: the indentation starts every line that has content.
    mutating func writeIndented(_ bytes: [UInt8], indentation: [UInt8], lineStart: Int) {
        var atLineStart = out.count == lineStart || out.last == 0x0A
        for byte in bytes {
            if atLineStart && byte != 0x0A { out.append(contentsOf: indentation) }
            out.append(byte)
            atLineStart = byte == 0x0A
        }
    }

    mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .text(let text):
            if escaped { escape(text) } else { out.append(contentsOf: text.utf8) }
        case .flag(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .items, .object:
            break
        }
    }

    /// The five characters HTML gives meaning to, as entities (the escaping Mustache specifies),
    /// by the escaper every page and XML file uses, which also drops what XML 1.0 forbids.
    mutating func escape(_ text: String) {
        var text = text
        text.withUTF8 { XMLEscaping.append(escaping: $0, to: &out) }
    }

    /// Mustache lookup: the first name is searched from the top of the stack down, the rest
    /// inside what it found; an empty path is the top itself.
    static func lookup(_ path: [String], in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = path.first else { return stack.last }
        for value in stack.reversed() {
            guard case .object(let values) = value, var found = values[first] else { continue }
            for name in path.dropFirst() {
                guard let next = found[name] else { return nil }
                found = next
            }
            return found
        }
        return nil
    }

    static func isFalsy(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .flag(false): true
        case .list(let items): items.isEmpty
        case .items(let items): items.isEmpty
        default: false
        }
    }
}
