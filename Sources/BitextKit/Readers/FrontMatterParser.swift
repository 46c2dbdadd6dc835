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
        guard text.utf8.starts(with: "---".utf8), let scan = scanLines(text) else { return Split(frontMatter: nil, body: text, diagnostics: []) }
        guard let closingIndex = scan.closingIndex else {
            let diagnostic = Diagnostic(
                severity: .warning, identifier: "frontMatter.unclosed",
                summary: "front matter opened with '---' on line 1 is never closed; reading it as Markdown",
                path: path, location: SourceLocation(line: 1))
            return Split(frontMatter: nil, body: text, diagnostics: [diagnostic])
        }
        let raw = scan.lines[1..<closingIndex].joined(separator: "\n")
        let range = SourceRange(lines: 1, closingIndex + 1)
        let (value, diagnostics) = parse(raw, path: path)
        let blanked = String(repeating: "\n", count: closingIndex + 1)
        return Split(
            frontMatter: FrontMatter(raw: raw, value: value, range: range),
            body: blanked + text[scan.end...], diagnostics: diagnostics)
    }

    /// The lines of `text` up to the one closing its front matter (`closingIndex`, nil when none
    /// does), and where the text after them starts; nil when the first line is not `---`.
    private static func scanLines(_ text: String) -> (lines: [Substring], closingIndex: Int?, end: String.Index)? {
        var lines: [Substring] = []
        // Lines are cut at each LF byte: `\r\n` is one Character, so a search for "\n" in the
        // characters would never find the end of a CRLF line.
        let utf8 = text.utf8
        var position = utf8.startIndex
        // Only scan as far as needed: front matter is at the top and short.
        while position < utf8.endIndex {
            let end = utf8[position...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var line = Substring(utf8[position..<end])
            if line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
            lines.append(line)
            position = end == utf8.endIndex ? end : utf8.index(after: end)
            if lines.count == 1 {
                guard line.trimmingTrailingSpaces() == "---" else { return nil }
                continue
            }
            let trimmed = line.trimmingTrailingSpaces()
            if trimmed == "---" || trimmed == "..." { return (lines, lines.count - 1, position) }
        }
        return (lines, nil, position)
    }

    /// The front matter's YAML as a value (nil when it is broken or too large), and what was wrong.
    private static func parse(_ raw: String, path: String) -> (YAMLValue?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var value: YAMLValue?
        do {
            // The encoding named: its default reads the whole process environment on every call.
            // The basic resolver leaves untagged scalars untyped; `convert` types them itself.
            // (Yams still refuses repeated keys, comparing untagged keys as text: `1` and
            // `!!int 1` count as two keys, `1` and `!!str 1` as one.)
            if let node = try Yams.compose(yaml: raw, .basic, .default, .utf8) {
                var budget = maximumValues
                var bytes = maximumBytes(raw)
                value = convert(node, budget: &budget, bytes: &bytes)
                if budget < 0 || bytes < 0 {
                    value = nil
                    diagnostics.append(
                        Diagnostic(
                            severity: .warning, identifier: "frontMatter.tooLarge",
                            summary: "front matter expands to more than \(maximumValues) values or \(maximumBytes(raw)) bytes (YAML aliases?); it is kept as text only",
                            path: path, location: SourceLocation(line: 1)))
                }
            } else {
                value = .mapping([])
            }
        } catch let error as YamlError {
            if let (kept, repeated) = withoutRepeatedKeys(raw), let (value, later) = Optional(parse(kept, path: path)), value != nil {
                // Hugo reads such front matter; a page converts the same with the last value.
                let warning = Diagnostic(
                    severity: .warning, identifier: "frontMatter.repeatedKey",
                    summary: "front matter gives \(repeated.map { "'\($0)'" }.joined(separator: ", ")) more than once; the last is read",
                    path: path, location: SourceLocation(line: 1))
                return (value, [warning] + later)
            }
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
        return (value, diagnostics)
    }

    /// `raw` with the earlier of repeated top-level keys (and the lines under them) left out,
    /// and those keys; nil when no top-level key repeats.
    static func withoutRepeatedKeys(_ raw: String) -> (String, [String])? {
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false)
        func key(_ line: Substring) -> String? {
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-", let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        }
        var last: [String: Int] = [:]
        for (index, line) in lines.enumerated() { if let key = key(line) { last[key] = index } }
        var kept: [Substring] = []
        var repeated: [String] = []
        var skipping = false
        for (index, line) in lines.enumerated() {
            if let key = key(line) {
                skipping = last[key] != index
                if skipping, !repeated.contains(key) { repeated.append(key) }
            }
            kept.append(skipping ? "" : line)
        }
        return repeated.isEmpty ? nil : (kept.joined(separator: "\n"), repeated)
    }

    /// A YAML error's problem in one line and where (line and column of the YAML text), without
    /// the source lines Yams quotes.
    static func describe(_ error: YamlError) -> (String, Int?, Int?) {
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

    /// The most values front matter may expand to. Aliases share what they name, so nine
    /// levels of nine aliases each are 378 bytes of YAML and 387 million values once expanded;
    /// real front matter holds tens.
    static let maximumValues = 100_000

    /// The most bytes of text YAML of `raw`'s size may expand to: four times itself and 64 KiB.
    /// Under the value limit, five levels of nine aliases of a kilobyte each are 9 KB of front
    /// matter and 59 MB of text, which the bundle then held.
    static func maximumBytes(_ raw: String) -> Int {
        4 * raw.utf8.count + 65_536
    }

    /// `node` as a value, each value taking one from `budget`; past it (budget below zero) the
    /// rest is left out and the caller drops the result.
    static func convert(_ node: Node, budget: inout Int) -> YAMLValue {
        var bytes = Int.max
        return convert(node, budget: &budget, bytes: &bytes)
    }

    /// `convert(_:budget:)`, each scalar's text also taken from `bytes`; past either (below
    /// zero) the rest is left out.
    static func convert(_ node: Node, budget: inout Int, bytes: inout Int) -> YAMLValue {
        budget -= 1
        if case .scalar(let scalar) = node { bytes -= scalar.string.utf8.count }
        if budget < 0 || bytes < 0 { return .null }
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
            var entries: [YAMLEntry] = []
            for (key, value) in mapping where budget >= 0 && bytes >= 0 {
                // A key that is not a scalar is named, not printed: printed, an aliased one expands.
                bytes -= key.string?.utf8.count ?? 0
                entries.append(YAMLEntry(key: key.string ?? "(complex key)", value: convert(value, budget: &budget, bytes: &bytes)))
            }
            return .mapping(entries)
        case .sequence(let sequence):
            var items: [YAMLValue] = []
            for item in sequence where budget >= 0 && bytes >= 0 { items.append(convert(item, budget: &budget, bytes: &bytes)) }
            return .array(items)
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
