/// Parses Mustache source into `Template.Node`s in two passes: tokens (text, newlines, tags),
/// then standalone lines (a line holding only whitespace and one section, comment, partial or
/// delimiter tag leaves no trace in the output), then the section tree.
struct TemplateParser {
    private enum Kind {
        case variable, unescaped, section, inverted, close, comment, partial, delimiters

        var canStandAlone: Bool {
            switch self {
            case .variable, .unescaped: false
            case .section, .inverted, .close, .comment, .partial, .delimiters: true
            }
        }
    }

    private struct Tag {
        var kind: Kind
        var name: String
        var line: Int
        var column: Int
    }

    private enum Token {
        case text([UInt8])
        case newline([UInt8])
        case tag(Tag)
        /// A standalone partial: the whitespace before it, to indent its lines with.
        case indentedPartial(Tag, [UInt8])
    }

    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    func parse() throws(TemplateSyntaxError) -> [Template.Node] {
        try tree(standalone(tokens()))
    }

    // MARK: Tokens

    private func tokens() throws(TemplateSyntaxError) -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var index = 0, textStart = 0, line = 1, lineStart = 0
        func flushText(upTo end: Int) {
            if end > textStart { tokens.append(.text(Array(bytes[textStart..<end]))) }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A {
                let crlf = index > textStart && bytes[index - 1] == 0x0D
                flushText(upTo: crlf ? index - 1 : index)
                tokens.append(.newline(crlf ? [0x0D, 0x0A] : [0x0A]))
                index += 1
                line += 1
                lineStart = index
                textStart = index
                continue
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            flushText(upTo: index)
            let column = columnOf(index, lineStart: lineStart)
            let (tag, end, closing) = try readTag(from: index + open.count, close: close, line: line, column: column)
            if let delimiters = try Self.check(tag) { (open, close) = delimiters }
            tokens.append(.tag(tag))
            // A tag may span lines (a comment); count them for later positions.
            for position in index..<end where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            index = end + closing.count
            textStart = index
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    /// The tag whose sigil (if any) is at `start`, just after the opening delimiter; where its
    /// closing delimiter starts, and that delimiter (`close`, or `}` or `=` and `close`).
    private func readTag(
        from start: Int, close: [UInt8], line: Int, column: Int
    ) throws(TemplateSyntaxError) -> (tag: Tag, end: Int, closing: [UInt8]) {
        var start = start
        let sigil = start < bytes.count ? bytes[start] : 0
        var kind = Kind.variable
        var closing = close
        switch sigil {
        case UInt8(ascii: "{"): kind = .unescaped; closing = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "="): kind = .delimiters; closing = Array("=".utf8) + close
        case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "%"):
            throw TemplateSyntaxError(
                message: "{{\(Character(Unicode.Scalar(sigil)))…}} (inheritance, pragmas) is not supported", line: line, column: column)
        default: break
        }
        if kind != .variable { start += 1 }
        guard let end = find(closing, from: start) else {
            throw TemplateSyntaxError(message: "tag is not closed with \(String(decoding: closing, as: UTF8.self))", line: line, column: column)
        }
        let content = String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace
        return (Tag(kind: kind, name: content, line: line, column: column), end, closing)
    }

    /// Checks what a tag holds; a delimiter tag gives the delimiters that follow it.
    private static func check(_ tag: Tag) throws(TemplateSyntaxError) -> (open: [UInt8], close: [UInt8])? {
        let (content, line, column) = (tag.name, tag.line, tag.column)
        switch tag.kind {
        case .comment:
            return nil
        case .delimiters:
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw TemplateSyntaxError(message: "delimiter tag needs two delimiters: {{=<% %>=}}", line: line, column: column)
            }
            return (Array(parts[0].utf8), Array(parts[1].utf8))
        case .partial:
            guard !content.isEmpty, !content.contains(where: \.isWhitespace) else {
                throw TemplateSyntaxError(message: "partial name \"\(content)\" is empty or has spaces", line: line, column: column)
            }
            return nil
        default:
            try checkName(content, line: line, column: column)
            return nil
        }
    }

    private static func checkName(_ name: String, line: Int, column: Int) throws(TemplateSyntaxError) {
        if name == "." { return }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.contains(where: \.isWhitespace), !parts.contains(where: \.isEmpty) else {
            throw TemplateSyntaxError(message: "tag name \"\(name)\" is not a name (letters, digits, dots between)", line: line, column: column)
        }
    }

    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= bytes.count else { return false }
        for offset in 0..<delimiter.count where bytes[index + offset] != delimiter[offset] { return false }
        return true
    }

    private func find(_ delimiter: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + delimiter.count <= bytes.count {
            if matches(delimiter, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Column in characters (UTF-8 continuation bytes do not count).
    private func columnOf(_ index: Int, lineStart: Int) -> Int {
        bytes[lineStart..<index].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    // MARK: Standalone lines

    private func standalone(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count, !Self.isNewline(tokens[lineEnd]) { lineEnd += 1 }
            let hasNewline = lineEnd < tokens.count
            let line = tokens[lineStart..<lineEnd]
            var tags: [Tag] = []
            var blank = true
            for token in line {
                switch token {
                case .tag(let tag): tags.append(tag)
                case .text(let text): blank = blank && text.allSatisfy { $0 == 0x20 || $0 == 0x09 }
                case .newline, .indentedPartial: break
                }
            }
            if blank, tags.count == 1, let tag = tags.first, tag.kind.canStandAlone {
                if tag.kind == .partial {
                    var indentation: [UInt8] = []
                    for token in line {
                        if case .text(let text) = token { indentation += text } else { break }
                    }
                    result.append(.indentedPartial(tag, indentation))
                } else {
                    result.append(.tag(tag))
                }
            } else {
                result.append(contentsOf: line)
                if hasNewline { result.append(tokens[lineEnd]) }
            }
            lineStart = lineEnd + 1
        }
        return result
    }

    private static func isNewline(_ token: Token) -> Bool {
        if case .newline = token { return true }
        return false
    }

    // MARK: Tree

    private func tree(_ tokens: [Token]) throws(TemplateSyntaxError) -> [Template.Node] {
        struct Open {
            var tag: Tag
            var nodes: [Template.Node]
        }
        var stack: [Open] = []
        var nodes: [Template.Node] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                nodes.append(.text(text))
                text = []
            }
        }
        for token in tokens {
            switch token {
            case .text(let bytes), .newline(let bytes):
                text += bytes
            case .indentedPartial(let tag, let indentation):
                flush()
                nodes.append(.partial(name: tag.name, indentation: indentation, line: tag.line, column: tag.column))
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .unescaped:
                    flush()
                    nodes.append(.variable(path: Self.path(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    flush()
                    nodes.append(.partial(name: tag.name, indentation: [], line: tag.line, column: tag.column))
                case .section, .inverted:
                    flush()
                    stack.append(Open(tag: tag, nodes: nodes))
                    nodes = []
                case .close:
                    guard let open = stack.popLast() else {
                        throw TemplateSyntaxError(message: "{{/\(tag.name)}} closes no section", line: tag.line, column: tag.column)
                    }
                    guard open.tag.name == tag.name else {
                        throw TemplateSyntaxError(
                            message: "{{/\(tag.name)}} closes {{\(open.tag.kind == .section ? "#" : "^")\(open.tag.name)}} of line \(open.tag.line)",
                            line: tag.line, column: tag.column)
                    }
                    flush()
                    let section = Template.Node.section(path: Self.path(open.tag.name), inverted: open.tag.kind == .inverted, body: nodes)
                    nodes = open.nodes
                    nodes.append(section)
                }
            }
        }
        if let open = stack.last {
            throw TemplateSyntaxError(
                message: "{{\(open.tag.kind == .section ? "#" : "^")\(open.tag.name)}} is never closed", line: open.tag.line, column: open.tag.column)
        }
        flush()
        return nodes
    }

    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".").map(String.init)
    }
}
