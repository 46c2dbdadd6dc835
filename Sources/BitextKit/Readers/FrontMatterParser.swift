import BitextModel
import Yams

/// Splits YAML front matter off the top of a Markdown file and parses it with Yams.
public enum FrontMatterParser {
    /// The outcome of a split: the front matter (if any) and the body with the front matter
    /// lines blanked, so line numbers in the body stay those of the file.
    public struct Split: Sendable {
        /// The front matter, or `nil` when the text does not start with `---`.
        public var frontMatter: FrontMatter?
        /// The text after the front matter; front matter lines are replaced with empty lines.
        public var body: String
        /// A broken front matter is reported here; the body is still usable.
        public var diagnostics: [Diagnostic]
    }

    /// Splits and parses front matter delimited by `---` … `---` (or `...`) at the top of `text`.
    public static func split(_ text: String, path: String) -> Split {
        guard text.hasPrefix("---") else { return Split(frontMatter: nil, body: text, diagnostics: []) }
        var lines: [Substring] = []
        var closingIndex: Int?
        var scanned = text[...]
        // Only scan as far as needed: front matter is at the top and short.
        while !scanned.isEmpty {
            let end = scanned.firstIndex(of: "\n") ?? scanned.endIndex
            var line = scanned[scanned.startIndex..<end]
            if line.hasSuffix("\r") { line = line.dropLast() }
            lines.append(line)
            scanned = end == scanned.endIndex ? scanned[end...] : scanned[scanned.index(after: end)...]
            if lines.count == 1 {
                guard line.trimmingTrailingSpaces() == "---" else {
                    return Split(frontMatter: nil, body: text, diagnostics: [])
                }
                continue
            }
            let trimmed = line.trimmingTrailingSpaces()
            if trimmed == "---" || trimmed == "..." {
                closingIndex = lines.count - 1
                break
            }
        }
        guard let closingIndex else {
            let diagnostic = Diagnostic(
                severity: .warning, identifier: "frontMatter.unclosed",
                summary: "front matter opened with '---' on line 1 is never closed; reading it as Markdown",
                path: path, location: SourceLocation(line: 1))
            return Split(frontMatter: nil, body: text, diagnostics: [diagnostic])
        }
        let raw = lines[1..<closingIndex].joined(separator: "\n")
        let range = SourceRange(lines: 1, closingIndex + 1)
        var diagnostics: [Diagnostic] = []
        var value: YAMLValue?
        do {
            // The encoding named: its default reads the whole process environment on every call.
            // The basic resolver leaves untagged scalars untyped; `convert` types them itself.
            // (Yams still refuses repeated keys, comparing untagged keys as text: `1` and
            // `!!int 1` count as two keys, `1` and `!!str 1` as one.)
            if let node = try Yams.compose(yaml: raw, .basic, .default, .utf8) {
                value = convert(node)
            } else {
                value = .mapping([])
            }
        } catch let error as YamlError {
            let (problem, line, column) = describe(error)
            diagnostics.append(
                Diagnostic(
                    severity: .error, identifier: "frontMatter.invalid",
                    summary: "front matter is not valid YAML: \(problem)", path: path,
                    location: SourceLocation(line: line.map { $0 + 1 } ?? 1, column: column ?? 1)))
        } catch {
            diagnostics.append(
                Diagnostic(
                    severity: .error, identifier: "frontMatter.invalid",
                    summary: "front matter is not valid YAML: \(error)", path: path,
                    location: SourceLocation(line: 1)))
        }
        let blanked = String(repeating: "\n", count: closingIndex + 1)
        return Split(
            frontMatter: FrontMatter(raw: raw, value: value, range: range),
            body: blanked + scanned, diagnostics: diagnostics)
    }

    private static func describe(_ error: YamlError) -> (String, Int?, Int?) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let text = [context.map { "\($0.text)" }, problem].compactMap { $0 }.joined(separator: ", ")
            return (text, mark.line, mark.column)
        case .reader(let problem, _, _, _): return (problem, nil, nil)
        default: return ("\(error)", nil, nil)
        }
    }

    static func convert(_ node: Node) -> YAMLValue {
        switch node {
        case .scalar(let scalar):
            // The tag as written (read before anything resolves it): none, `!`, or a named type.
            let kind: YAMLScalarTyping.Kind
            switch Tag.Name(rawValue: scalar.tag.rawValue) {
            case .implicit: kind = YAMLScalarTyping.kind(of: scalar.string)
            case .null: kind = .null
            case .bool: kind = .bool
            case .int: kind = .int
            case .float: kind = .float
            default: kind = .string
            }
            switch kind {
            case .null: return .null
            case .bool: return node.bool.map(YAMLValue.bool) ?? .string(scalar.string)
            case .int: return node.int.map(YAMLValue.integer) ?? .string(scalar.string)
            case .float: return node.float.map(YAMLValue.double) ?? .string(scalar.string)
            case .string: return .string(scalar.string)
            }
        case .mapping(let mapping):
            return .mapping(mapping.map { YAMLEntry(key: $0.key.string ?? "\($0.key)", value: convert($0.value)) })
        case .sequence(let sequence):
            return .array(sequence.map(convert))
        case .alias:
            return .null
        }
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return s
    }
}
