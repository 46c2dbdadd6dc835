import Foundation

/// Finds Hugo shortcode tags in Markdown text, as Hugo does before it reads the Markdown: in
/// prose and in code alike (code only gets values substituted), never inside HTML comments,
/// which hold a translation's English original.
struct ShortcodeScanner {
    private let bytes: [UInt8]
    private var result = ShortcodeScan()

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The tags of `text`.
    static func scan(_ text: String) -> ShortcodeScan {
        guard mayHoldShortcodes(text) else { return ShortcodeScan() }
        var scanner = ShortcodeScanner(text)
        scanner.run()
        return scanner.result
    }

    /// Whether `{{<`, `{{%` or `:::` occurs at all: most Markdown has no shortcodes.
    private static func mayHoldShortcodes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // By the bytes in place, as the scanner reads them.
            var k = 0
            while k + 2 < bytes.count {
                let byte = bytes[k]
                if byte == UInt8(ascii: "{"), bytes[k + 1] == UInt8(ascii: "{"), bytes[k + 2] == UInt8(ascii: "<") || bytes[k + 2] == UInt8(ascii: "%") {
                    return true
                }
                if byte == UInt8(ascii: ":"), bytes[k + 1] == UInt8(ascii: ":"), bytes[k + 2] == UInt8(ascii: ":") { return true }
                k += 1
            }
            return false
        }
    }

    /// The admonition kinds Docusaurus and VitePress containers may name.
    static let containerKinds: Set<String> = ["note", "tip", "info", "warning", "danger", "caution", "important", "details"]

    /// Records a `:::kind Title` or `:::` line starting at `start` and returns where the line
    /// ends, or `nil` when the line is something else.
    private mutating func container(at start: Int, line: Int) -> Int? {
        var index = start
        // Any indentation: a container inside a list item is indented to the item's text.
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        var colons = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: ":") { colons += 1; index += 1 }
        guard colons >= 3 else { return nil }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let rest = String(decoding: bytes[index..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        var shortcode = Shortcode(name: ":::", bytes: start..<end, line: line)
        shortcode.isContainer = true
        if rest.isEmpty {
            shortcode.isClosing = true
        } else {
            let kind = String(rest.prefix { $0.isLetter || $0 == "-" }).lowercased()
            guard Self.containerKinds.contains(kind) else { return nil }
            var title = rest.dropFirst(kind.count).trimmingCharacters(in: .whitespaces)
            if title.hasPrefix("["), title.hasSuffix("]") { title = String(title.dropFirst().dropLast()) }
            shortcode.name = kind
            if !title.isEmpty { shortcode.positional = [title] }
        }
        result.tags.append(shortcode)
        return end
    }

    private mutating func run() {
        var context = CodeContext()
        var index = 0
        var line = 1
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                atLineStart = false
                if let next = lineStart(at: index, line: line, context: &context) {
                    index = next
                    continue
                }
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
                index += 1
                continue
            }
            index = context.inComment || context.inFence
                ? stepInCode(at: index, line: &line, context: &context) : stepInText(at: index, line: &line, context: &context)
        }
    }

    /// At a line's start: past a fence line (its info string holds no tags) or a container
    /// (`:::tip`); nil when the line is read as it comes.
    private mutating func lineStart(at index: Int, line: Int, context: inout CodeContext) -> Int? {
        if context.startLine(bytes, at: index) {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        }
        if !context.inFence, !context.inComment, let end = container(at: index, line: line) { return end }
        return nil
    }

    /// Inside an HTML comment (nothing is a tag; it ends at `-->`) or a fence (tags print as
    /// code): where reading goes on.
    private mutating func stepInCode(at index: Int, line: inout Int, context: inout CodeContext) -> Int {
        if context.inComment, starts(with: "-->", at: index) {
            context.inComment = false
            return index + 3
        }
        if context.inFence, bytes[index] == UInt8(ascii: "{"), let end = tag(at: index, line: line, inCode: true, inFence: true) {
            line += newlines(in: index..<end)
            return end
        }
        return index + 1
    }

    /// In text: a comment or code span opening, or a tag (in a code span, printed as code).
    private mutating func stepInText(at index: Int, line: inout Int, context: inout CodeContext) -> Int {
        if starts(with: "<!--", at: index) {
            context.inComment = true
            return index + 4
        }
        if bytes[index] == UInt8(ascii: "\\"), !context.inSpan, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "`") { return index + 2 }
        if bytes[index] == UInt8(ascii: "`") { return context.backticks(bytes, at: index) }
        if bytes[index] == UInt8(ascii: "{"), let end = tag(at: index, line: line, inCode: context.inSpan) {
            line += newlines(in: index..<end)
            return end
        }
        return index + 1
    }

    private func starts(with literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for k in 0..<count where bytes[index + k] != literal.utf8Start[k] { return false }
        return true
    }

    private func newlines(in range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Reads the tag starting at `index` and records it; returns the index after it, or `nil`
    /// when no tag starts there.
    private mutating func tag(at index: Int, line: Int, inCode: Bool, inFence: Bool = false) -> Int? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else { return nil }
        let delimiter = bytes[index + 2]
        guard delimiter == UInt8(ascii: "<") || delimiter == UInt8(ascii: "%") else { return nil }
        var reader = TagReader(bytes: bytes, delimiter: delimiter, index: index + 3)
        switch reader.read() {
        case .notATag:
            return nil
        case .malformed(let end):
            let text = String(decoding: bytes[index..<min(end, index + 200)], as: UTF8.self)
            result.malformed.append((line, text))
            return end
        case .escaped(let end, let inner):
            let open = delimiter == UInt8(ascii: "<") ? "{{<" : "{{%"
            let close = delimiter == UInt8(ascii: "<") ? ">}}" : "%}}"
            result.escapes.append((index..<end, open + inner + close))
            return end
        case .tag(var shortcode, let end):
            shortcode.bytes = index..<end
            shortcode.line = line
            shortcode.inCode = inCode
            shortcode.inSpan = inCode && !inFence
            shortcode.isMarkdown = delimiter == UInt8(ascii: "%")
            result.tags.append(shortcode)
            return end
        }
    }
}

/// Whether the scanner is in a fenced code block, a code span or an HTML comment.
private struct CodeContext {
    var inFence = false
    var inComment = false
    var fence: (byte: UInt8, count: Int) = (0, 0)
    /// The length of the backtick run that opened the code span the scanner is in, or 0.
    var span = 0
    var inSpan: Bool { span > 0 }
    /// Opens or closes a fence at a line's start (and says so); a blank line ends any code span.
    mutating func startLine(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index == bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            span = 0
            return false
        }
        guard !inComment else { return false }
        let byte = bytes[index]
        guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return false }
        var count = 0
        while index + count < bytes.count, bytes[index + count] == byte { count += 1 }
        guard count >= 3 else { return false }
        if inFence {
            guard byte == fence.byte, count >= fence.count else { return false }
            inFence = false
        } else {
            inFence = true
            fence = (byte, count)
            span = 0
        }
        return true
    }

    /// The backtick runs of the paragraph last looked into: where it ends, and each run
    /// length's starts in order; read once a paragraph, so a paragraph of a million stray
    /// backticks is one pass, not one per backtick.
    private var paragraphEnd = -1
    private var runs: [Int: [Int]] = [:]

    /// Steps over a run of backticks at `index`, opening or closing a code span. A run opens a
    /// span only when a run of its length follows in the same paragraph (CommonMark: a run
    /// without its partner is literal); a stray backtick in a translation must not hide the
    /// rest of its paragraph's tags (a note's closing tag) as code.
    mutating func backticks(_ bytes: [UInt8], at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        let run = end - index
        if span == 0 {
            if index >= paragraphEnd { readParagraph(bytes, from: index) }
            if runs[run]?.last.map({ $0 > index }) == true { span = run }
        } else if span == run {
            span = 0
        }
        return end
    }

    /// Records the backtick runs from `start` to the end of its paragraph (a blank line).
    private mutating func readParagraph(_ bytes: [UInt8], from start: Int) {
        runs = [:]
        var k = start
        var lineHasText = true
        while k < bytes.count {
            let byte = bytes[k]
            if byte == UInt8(ascii: "\n") {
                if !lineHasText { break }
                lineHasText = false
                k += 1
                continue
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") { lineHasText = true }
            guard byte == UInt8(ascii: "`") else {
                k += 1
                continue
            }
            var end = k
            while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
            runs[end - k, default: []].append(k)
            k = end
        }
        paragraphEnd = k
    }
}
