import Foundation

/// Rewrites what MDX adds to Markdown into what the Markdown reader already understands, line
/// for line (every line keeps its number, so ranges point into the file as written):
///
/// - ESM (`import … from '…'`, `export const …`) is code for the bundler, not text: blanked;
/// - `{/* … */}` comments are blanked;
/// - `<Tabs>`/`<TabItem label="…">` become the tabs shortcodes, read as tabs with their labels;
/// - `<details>` with its `<summary>` becomes a `:::details` container;
/// - any other component (`<Highlight>`, `<CustomCard>`) loses its tags and keeps its text.
///
/// Fenced code is left as it is. In a `.md` file only ESM lines whose syntax cannot be prose
/// are blanked (Docusaurus reads `.md` as MDX too, and a stray `import` line is the common case).
enum MDXSyntax {
    /// `text` rewritten; `isMDX` for a `.mdx` file.
    static func rewrite(_ text: String, isMDX: Bool) -> String {
        // A `.md` page is split into lines only when one of them starts an import.
        guard isMDX || hasLine(startingWith: "import ", in: text) else { return text }
        // Split on the scalar: a CRLF is one Character, which a split on "\n" would not cut.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        var fence = FenceTracker()
        var esm: ESMStatement?
        var previousBlank = true
        for k in lines.indices {
            let line = lines[k]
            if fence.step(line) { previousBlank = false; continue }
            if let statement = esm {
                esm = statement.continues(after: line) ? statement : nil
                lines[k] = ""
                continue
            }
            // ESM opens a block of its own, and statements may follow one another.
            if previousBlank, let statement = ESMStatement.opening(line, strict: !isMDX) {
                esm = statement.continues(after: line) ? statement : nil
                lines[k] = ""
                continue
            }
            previousBlank = line.allSatisfy { $0.isWhitespace }
        }
        guard isMDX else { return lines.joined(separator: "\n") }
        return JSXRewriter(lines).rewritten()
    }

    /// Whether a line of `text` starts with `prefix` (ASCII), by its bytes: Foundation's
    /// `contains` was a twentieth of converting a folder of `.md` pages, which all pass here.
    static func hasLine(startingWith prefix: StaticString, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let wanted = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            var start = 0
            while start + wanted.count <= bytes.count {
                if bytes[start] == wanted[0], UnsafeBufferPointer(rebasing: bytes[start..<(start + wanted.count)]).elementsEqual(wanted) { return true }
                guard let base = bytes.baseAddress, let newline = memchr(base + start, 0x0A, bytes.count - start) else { return false }
                start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return false
        }
    }

    /// An ESM statement being blanked: an import ends at its `from '…'` (or `;`), an export at
    /// the next blank line.
    struct ESMStatement {
        var isImport: Bool

        private static let strictImport = try! NSRegularExpression(
            pattern: #"^import\s+(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+)?\s*(?:from\s+)?['"][^'"\s]+['"];?\s*$"#)

        static func opening(_ line: String, strict: Bool) -> ESMStatement? {
            if strict {
                let range = NSRange(line.startIndex..., in: line)
                return strictImport.firstMatch(in: line, range: range) == nil ? nil : ESMStatement(isImport: true)
            }
            if line.hasPrefix("import ") || line.hasPrefix("import{") { return ESMStatement(isImport: true) }
            if line.hasPrefix("export ") { return ESMStatement(isImport: false) }
            return nil
        }

        /// Whether the statement goes on past `line`. A blank line ends either, as in MDX.
        func continues(after line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { return false }
            guard isImport else { return true }
            if trimmed.hasSuffix(";") { return false }
            return trimmed.range(of: #"(^|\s|\})from\s*['"][^'"]*['"]\s*;?\s*(//.*)?$|^import\s*['"]"#, options: .regularExpression) == nil
        }
    }

    /// Tells fence lines from the rest: `step` is true for a line inside or opening/closing a fence.
    struct FenceTracker {
        private var open: (character: Character, count: Int)?

        mutating func step(_ line: String) -> Bool {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let character = trimmed.first
            let run = character == "`" || character == "~" ? trimmed.prefix { $0 == character }.count : 0
            if let current = open {
                if let character, character == current.character, run >= current.count,
                    trimmed.dropFirst(run).allSatisfy(\.isWhitespace)
                {
                    open = nil
                }
                return true
            }
            guard let character, run >= 3 else { return false }
            open = (character, run)
            return true
        }
    }
}

/// The JSX half of `MDXSyntax`: comments and component tags outside fences, code spans and
/// HTML comments, each replaced by its Markdown with the newlines it held kept after it.
/// Every search forward is bounded or done once, so the pass stays linear in the text.
struct JSXRewriter {
    private let text: [Unicode.Scalar]
    private let fenced: [Bool]
    private var out: [Unicode.Scalar] = []
    private var index = 0
    private var line = 0
    /// A tag, a code span or a summary longer than this is not read as one: the text goes on
    /// as it is.
    private static let longestTag = 8_192
    private static let longestSpan = 65_536
    /// The first `*/}` after a `{/*`, remembered for the openers before it.
    private var commentCloseCache: (from: Int, at: Int?)?
    /// Where each line starts, and for each line the first fenced line at or after it.
    private let lineStarts: [Int]
    private let nextFenced: [Int]
    /// Where a tag that did not end was read up to: no tag is looked for before it again.
    private var noTagBefore = 0
    /// The `</details>` tags that close a details rewritten as a container.
    private var detailsClosers: Set<Int> = []
    /// Where a details tag's summary ends, when the tag took it as its title.
    private var summaryEnd: Int?
    /// The component names some closing tag names.
    private let closers: Set<String>
    /// Each `<details` tag's closing tag, by position.
    private let detailsClosing: [Int: Int]
    private var summaryCloseCache: (from: Int, at: Int?)?
    private static let closer = try! NSRegularExpression(pattern: #"</([A-Z][\w.]*)\s*>"#)

    init(_ lines: [String]) {
        var fence = MDXSyntax.FenceTracker()
        fenced = lines.map { fence.step($0) }
        let joined = lines.joined(separator: "\n")
        text = Array(joined.unicodeScalars)
        closers = Set(Self.closer.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)).compactMap {
            Range($0.range(at: 1), in: joined).map { String(joined[$0]) }
        })
        detailsClosing = text.contains("<") ? Self.detailsPairs(text) : [:]
        let scalars = text
        lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
        var following = Int.max
        var nextFenced = [Int](repeating: Int.max, count: fenced.count)
        for k in fenced.indices.reversed() {
            if fenced[k] { following = k }
            nextFenced[k] = following
        }
        self.nextFenced = nextFenced
        out.reserveCapacity(text.count)
    }

    func rewritten() -> String {
        var rewriter = self
        rewriter.run()
        var view = String.UnicodeScalarView()
        view.append(contentsOf: rewriter.out)
        return String(view)
    }

    private mutating func run() {
        while index < text.count {
            let scalar = text[index]
            if scalar == "\n" { line += 1; copy(1); continue }
            if line < fenced.count, fenced[line] { copy(1); continue }
            if starts(with: "<!--") { copyThrough(find("-->", from: index + 4).map { $0 + 3 } ?? text.count); continue }
            if scalar == "`" { codeSpan(); continue }
            if starts(with: "{/*"), let end = commentEnd() { blank(to: end); continue }
            if scalar == "<", index >= noTagBefore, var end = tagEnd(), let replacement = replacement(for: index..<end) {
                if let summaryEnd { end = summaryEnd; self.summaryEnd = nil }
                let newlines = text[index..<end].filter { $0 == "\n" }.count
                out.append(contentsOf: replacement.unicodeScalars)
                out.append(contentsOf: repeatElement("\n", count: newlines))
                line += newlines
                index = end
                continue
            }
            copy(1)
        }
    }

    private mutating func commentEnd() -> Int? {
        let end: Int?
        if let cached = commentCloseCache, cached.from <= index, cached.at.map({ $0 >= index }) ?? true {
            end = cached.at
        } else {
            end = find("*/}", from: index + 3)
            commentCloseCache = (index, end)
        }
        // A comment never reaches into fenced code: the fence is code, shown as written.
        guard let end, !reachesFence(to: end) else { return nil }
        return end + 3
    }

    /// Whether a fenced line lies between the current line and the one holding `end`.
    private func reachesFence(to end: Int) -> Bool {
        let next = line + 1 < nextFenced.count ? nextFenced[line + 1] : Int.max
        guard next != Int.max else { return false }
        // The line holding `end`: the last line start at or before it.
        var (low, high) = (0, lineStarts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        return next <= low
    }

    private mutating func copy(_ count: Int) {
        let end = min(text.count, index + count)
        out.append(contentsOf: text[index..<end])
        index = end
    }

    /// Copies up to `end`, counting the lines it passes.
    private mutating func copyThrough(_ end: Int) {
        line += text[index..<end].filter { $0 == "\n" }.count
        copy(end - index)
    }

    /// Replaces everything up to `end` with nothing but its newlines.
    private mutating func blank(to end: Int) {
        let newlines = text[index..<end].filter { $0 == "\n" }.count
        out.append(contentsOf: repeatElement("\n", count: newlines))
        line += newlines
        index = end
    }

    /// A code span is copied whole: a component named in backticks is code.
    private mutating func codeSpan() {
        var run = 0
        while index + run < text.count, text[index + run] == "`" { run += 1 }
        var k = index + run
        while k < text.count, k - index < Self.longestSpan {
            if text[k] == "\n", k + 1 < text.count, text[k + 1] == "\n" { break }
            if text[k] == "`" {
                var closing = 0
                while k + closing < text.count, text[k + closing] == "`" { closing += 1 }
                if closing == run { return copyThrough(k + closing) }
                k += closing
            } else {
                k += 1
            }
        }
        copy(run)
    }

    private func starts(with literal: String, at position: Int? = nil) -> Bool {
        var k = position ?? index
        for scalar in literal.unicodeScalars {
            guard k < text.count, text[k] == scalar else { return false }
            k += 1
        }
        return true
    }

    private func find(_ literal: String, from start: Int, limit: Int = .max) -> Int? {
        var k = start
        let first = literal.unicodeScalars.first
        while k < text.count, k - start < limit {
            if text[k] == first, starts(with: literal, at: k) { return k }
            k += 1
        }
        return nil
    }

    /// Where the tag at `index` ends (after its `>`), reading quoted values and `{…}`
    /// expressions whole; nil when no component or details tag starts here, or it does not end.
    private mutating func tagEnd() -> Int? {
        let nameStart = index + (starts(with: "</") ? 2 : 1)
        guard nameStart < text.count else { return nil }
        guard text[nameStart].properties.isUppercase || starts(with: "details", at: nameStart) || starts(with: "summary", at: nameStart) else { return nil }
        var k = nameStart
        var quote: Unicode.Scalar?
        var braces = 0
        while k < text.count, k - index < Self.longestTag {
            let scalar = text[k]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "{" {
                braces += 1
            } else if scalar == "}" {
                braces -= 1
            } else if scalar == ">", braces <= 0 {
                return reachesFence(to: k) ? nil : k + 1
            } else if scalar == "<", braces <= 0 {
                return nil
            }
            k += 1
        }
        // An open quote or brace ran on: what it ran over holds no tag worth reading either.
        noTagBefore = k
        return nil
    }

    /// What a tag becomes, or nil to leave it as written.
    private mutating func replacement(for range: Range<Int>) -> String? {
        let tag = JSXTag(String(String.UnicodeScalarView(text[range])))
        switch tag.name {
        case "Tabs": return tag.isClosing ? "{{< /tabs >}}" : tag.isSelfClosing ? "" : "{{< tabs >}}"
        case "TabItem":
            if tag.isClosing { return "{{< /tab >}}" }
            let label = (tag.attributes["label"] ?? tag.attributes["value"] ?? "").replacingOccurrences(of: "\"", with: "'")
            return "{{< tab name=\"\(Self.oneLine(label))\" >}}"
        case "details":
            if tag.isClosing { return detailsClosers.remove(range.lowerBound) != nil ? ":::" : nil }
            return details(range)
        case "summary": return nil
        default:
            // `<YOUR_TOKEN>` that nothing closes is text the author meant, not a component.
            return tag.isClosing || tag.isSelfClosing || closers.contains(tag.name) ? "" : nil
        }
    }

    /// A details element as a `:::details` container, when the container's lines can stand on
    /// their own: the tag (with its summary) alone on its lines, its closing tag alone on its
    /// line. Otherwise it stays HTML.
    private mutating func details(_ range: Range<Int>) -> String? {
        guard Self.onlySpacesBefore(range.lowerBound, in: text) else { return nil }
        let title = summary(after: range.upperBound)
        guard restOfLineIsBlank(after: summaryEnd ?? range.upperBound), let closer = detailsClosing[range.lowerBound],
            Self.onlySpacesBefore(closer, in: text), restOfLineIsBlank(after: closer + 10)
        else {
            summaryEnd = nil
            return nil
        }
        detailsClosers.insert(closer)
        return ":::details" + title
    }

    /// Each `<details` tag's `</details>`, nested ones counted, found in one pass.
    private static func detailsPairs(_ text: [Unicode.Scalar]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        let (opening, closing) = (Array("<details".unicodeScalars), Array("</details>".unicodeScalars))
        var k = 0
        while k < text.count {
            if text[k] == "<" {
                if text[k...].starts(with: opening) { open.append(k) }
                if text[k...].starts(with: closing), let start = open.popLast() { pairs[start] = k }
            }
            k += 1
        }
        return pairs
    }

    /// The first `</summary>` at or after `start`, remembered: a page of summaries that never
    /// close is searched once, not once each.
    private mutating func summaryClose(from start: Int) -> Int? {
        if let cached = summaryCloseCache, cached.from <= start, cached.at.map({ $0 >= start }) ?? true { return cached.at }
        let found = find("</summary>", from: start)
        summaryCloseCache = (start, found)
        return found
    }

    private func restOfLineIsBlank(after position: Int) -> Bool {
        var k = position
        while k < text.count, text[k] != "\n" {
            guard text[k] == " " || text[k] == "\t" || text[k] == "\r" else { return false }
            k += 1
        }
        return true
    }

    /// The title of a `<summary>…</summary>` right after a details tag (only whitespace
    /// between), whose lines the container line takes; "" when there is none.
    private mutating func summary(after start: Int) -> String {
        var k = start
        while k < text.count, text[k] == " " || text[k] == "\t" || text[k] == "\n" || text[k] == "\r" { k += 1 }
        guard starts(with: "<summary>", at: k), let close = summaryClose(from: k), close - k < Self.longestTag else { return "" }
        let inner = String(String.UnicodeScalarView(text[(k + 9)..<close]))
        let title = Self.oneLine(inner.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression))
        summaryEnd = close + 10
        return title.isEmpty ? "" : " " + title
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func onlySpacesBefore(_ position: Int, in text: [Unicode.Scalar]) -> Bool {
        var k = position - 1
        while k >= 0, text[k] == " " || text[k] == "\t" { k -= 1 }
        return k < 0 || text[k] == "\n"
    }
}

/// A JSX tag's name, attributes (string values and `{'…'}` literals) and form.
struct JSXTag {
    var name = ""
    var attributes: [String: String] = [:]
    var isClosing = false
    var isSelfClosing = false

    private static let attribute = try! NSRegularExpression(pattern: #"([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})"#)

    init(_ source: String) {
        isClosing = source.hasPrefix("</")
        isSelfClosing = source.hasSuffix("/>")
        name = String(source.dropFirst(isClosing ? 2 : 1).prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        // Most tags have no attribute; the expression costs more than the rest of the tag.
        guard source.utf8.contains(UInt8(ascii: "=")) else { return }
        let whole = NSRange(source.startIndex..., in: source)
        for match in Self.attribute.matches(in: source, range: whole) {
            guard let key = Range(match.range(at: 1), in: source) else { continue }
            let value = (2...4).lazy.compactMap { Range(match.range(at: $0), in: source) }.first.map { String(source[$0]) }
            attributes[String(source[key])] = value ?? ""
        }
    }
}
