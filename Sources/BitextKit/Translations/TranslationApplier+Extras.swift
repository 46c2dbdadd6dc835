import BitextModel
import Foundation

extension TranslationApplier {
    /// The front matter's translated keys (`title`, `linkTitle`, `description`), when written on
    /// one line of YAML (`key: value`) or TOML (`key = "value"`): the value becomes the
    /// translation as a double-quoted string, which both read alike. Other keys keep their bytes.
    mutating func frontMatterEdits(_ range: SourceRange, _ edits: inout LineEdits, _ result: inout Result) {
        let first = max(0, range.start.line - 1)
        let last = min(edits.lines.count - 1, range.end.line - 1)
        var index = first
        while index <= last {
            defer { index += 1 }
            guard let (key, separator, raw) = Self.keyLine(edits.lines[index]), TranslationUnit.frontMatterKeys.contains(key) else { continue }
            var end = index + 1
            let value: String
            if let block = Self.blockScalar(raw, following: edits.lines[(index + 1)...last]) {
                (value, end) = (block.value, index + 1 + block.lines)
            } else if let scalar = Self.unquoted(raw) {
                value = scalar
            } else {
                continue
            }
            guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            result.units += 1
            guard let entry = memory.take(value) else { continue }
            result.translated += 1
            if entry.fuzzy { result.fuzzy += 1 }
            edits.replace(index..<end, with: [key + separator + Self.quoted(entry.chinese)])
            index = end - 1
        }
    }

    /// A block scalar (`>`, `|-`…): its text (lines joined by spaces, as compared) and how many
    /// lines after the key it takes (the indented and blank ones).
    static func blockScalar(_ indicator: String, following lines: ArraySlice<String>) -> (value: String, lines: Int)? {
        guard let first = indicator.first, first == ">" || first == "|", indicator.dropFirst().allSatisfy({ "+-0123456789".contains($0) }) else { return nil }
        let body = lines.prefix { $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.first == " " || $0.first == "\t" }
        var count = body.count
        while count > 0, body[body.startIndex + count - 1].trimmingCharacters(in: .whitespaces).isEmpty { count -= 1 }
        let text = body.prefix(count).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: first == ">" ? " " : "\n")
        return (text, count)
    }

    /// A top-level `key: value` or `key = value` line: the key, what separates it from the
    /// value, and the value as written; nil for nested keys and list items.
    static func keyLine(_ line: String) -> (String, String, String)? {
        guard let first = line.first, first.isLetter else { return nil }
        let key = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        let rest = line.dropFirst(key.count)
        let separator = String(rest.prefix { $0 == " " || $0 == ":" || $0 == "=" })
        guard separator.contains(":") || separator.contains("=") else { return nil }
        return (key, separator, rest.dropFirst(separator.count).trimmingCharacters(in: .whitespaces))
    }

    /// A scalar's text: double-quoted with `\"` and `\\` escapes, single-quoted with `''`, or
    /// plain (up to a ` #` comment); nil for what is not one line's scalar (`|`, `>`, `[`, `{`).
    static func unquoted(_ value: String) -> String? {
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            var out = ""
            var escaped = false
            for character in value.dropFirst().dropLast() {
                if escaped || character != "\\" { out.append(character) }
                escaped = !escaped && character == "\\"
            }
            return out
        }
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        guard let first = value.first, !"|>[{&*!%@`\"'".contains(first) else { return nil }
        return value.range(of: " #").map { String(value[..<$0.lowerBound]).trimmingCharacters(in: .whitespaces) } ?? value
    }

    /// A double-quoted YAML and TOML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ") + "\""
    }

    /// The comments of the document's code the translations translate (`code-comment` entries),
    /// each replaced on its line; the code around them keeps its bytes.
    mutating func codeEdits(_ blocks: [Block], _ edits: inout LineEdits, _ result: inout Result) {
        let translations = Dictionary(memory.all(kind: "code-comment").map { ($0.english, $0) }, uniquingKeysWith: { first, _ in first })
        guard !translations.isEmpty else { return }
        for block in Self.codeBlocks(blocks) {
            guard case .code(let info, _, let code) = block.kind else { continue }
            let syntax = CodeSyntax.of(info.split(separator: " ").first.map(String.init))
            let codeLines = CodeComments.lines(code)
            let start = block.range.start.line - 1 + (Self.isFenced(edits.lines, block) ? 1 : 0)
            for span in CodeComments.spans(in: code, syntax: syntax) where span.kind == .comment && span.line <= codeLines.count {
                let comment = String(CodeComments.slice(codeLines[span.line - 1], span.start, span.end))
                let index = start + span.line - 1
                guard let entry = translations[comment], index < edits.lines.count else { continue }
                let line = edits.current(index)
                // The last occurrence: a comment ends its line, and the same words may be in a
                // string before it (`echo "# install"  # install`).
                guard let found = line.range(of: comment, options: .backwards) else { continue }
                result.units += 1
                result.translated += 1
                // On the comment's own line: a line break would put the rest outside the comment,
                // or a line of backticks end the block.
                let translation = entry.chinese.split(whereSeparator: \.isNewline).joined(separator: " ")
                edits.replace(line: index, with: line.replacingCharacters(in: found, with: translation))
            }
        }
    }

    private static func isFenced(_ lines: [String], _ block: Block) -> Bool {
        let index = block.range.start.line - 1
        guard index >= 0, index < lines.count else { return false }
        let rest = MarkdownSegments.splitPrefix(lines[index], opening: true).rest
        return rest.hasPrefix("```") || rest.hasPrefix("~~~")
    }

    /// Code blocks at any depth.
    private static func codeBlocks(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            switch block.kind {
            case .code: [block]
            case .list(_, _, let items): items.flatMap { codeBlocks($0.blocks) }
            case .quote(let children), .callout(_, _, let children): codeBlocks(children)
            default: []
            }
        }
    }
}
