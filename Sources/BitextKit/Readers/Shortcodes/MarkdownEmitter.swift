/// Writes the Markdown that the shortcode layer hands to cmark, remembering for every line it
/// writes the line of the original it stands for, and prefixing the lines inside open callouts
/// with `>` so that cmark reads them as one quote.
struct MarkdownEmitter {
    private(set) var out: [UInt8] = []
    /// `lineMap[k]` is the original line of written line `k + 1`.
    private(set) var lineMap: [Int] = [1]
    /// The original line each written line but the last ends on: a tag written over several
    /// lines (skipped) makes a written line end later than it starts.
    private var lineEnds: [Int] = []
    private(set) var originalLine = 1
    /// The indentation of each open callout's opening tag.
    private var quotes: [Int] = []
    private var lineStart = 0
    private var atLineStart = true
    private var skippedIndent = 0
    /// Something other than spaces and the quote prefix is on the current line.
    private(set) var hasContent = false

    init(capacity: Int) {
        out.reserveCapacity(capacity + capacity / 8)
    }

    /// `endMap[k]` is the original line written line `k + 1` ends on.
    var endMap: [Int] { lineEnds + [originalLine] }

    /// Copies original text. Outside callouts a line's bytes go in as one run: byte by byte,
    /// copying was about 1% of converting a folder of pages.
    mutating func copy(_ bytes: ArraySlice<UInt8>) {
        guard quotes.isEmpty else {
            for byte in bytes { put(byte, original: true) }
            return
        }
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if newline > start {
                let run = bytes[start..<newline]
                out.append(contentsOf: run)
                atLineStart = false
                if !hasContent, run.contains(where: Self.isContent) { hasContent = true }
            }
            guard newline < bytes.endIndex else { break }
            put(UInt8(ascii: "\n"), original: true)
            start = newline + 1
        }
    }

    /// Writes text that is not in the original; its lines stand for the current original line.
    mutating func insert(_ text: String) {
        for byte in text.utf8 { put(byte, original: false) }
    }

    /// Steps over original text without writing it (a tag being replaced).
    mutating func skip(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes where byte == UInt8(ascii: "\n") { skipNewline() }
    }

    /// Steps over an original newline; an empty current line then stands for the next line.
    mutating func skipNewline() {
        originalLine += 1
        if atLineStart, out.count == lineStart { lineMap[lineMap.count - 1] = originalLine }
    }

    /// Makes the next text start a line of its own: ends the current line if it has content,
    /// else drops the indentation written on it (block-level text brings its own).
    mutating func beginLine() {
        if hasContent {
            put(UInt8(ascii: "\n"), original: false)
        } else {
            out.removeSubrange(lineStart...)
            atLineStart = true
            skippedIndent = 0
        }
    }

    /// Opens a callout whose tag was indented by `indent` spaces.
    mutating func openQuote(indent: Int) {
        quotes.append(quotes.first ?? indent)
    }

    mutating func closeQuote() {
        _ = quotes.popLast()
    }

    /// How many callouts are open.
    var quoteDepth: Int { quotes.count }

    private mutating func put(_ byte: UInt8, original: Bool) {
        if byte == UInt8(ascii: "\n") {
            if atLineStart, !quotes.isEmpty { writePrefix(blank: true) }
            out.append(byte)
            lineEnds.append(originalLine)
            if original { originalLine += 1 }
            lineMap.append(originalLine)
            lineStart = out.count
            atLineStart = true
            hasContent = false
            skippedIndent = 0
            return
        }
        if atLineStart {
            if let indent = quotes.first {
                if byte == UInt8(ascii: " "), skippedIndent < indent {
                    skippedIndent += 1
                    return
                }
                writePrefix(blank: false)
            }
            atLineStart = false
        }
        out.append(byte)
        if Self.isContent(byte) { hasContent = true }
    }

    /// Whether a byte of a line is more than spacing.
    private static func isContent(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
    }

    private mutating func writePrefix(blank: Bool) {
        let indent = quotes.first ?? 0
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        for k in quotes.indices {
            out.append(UInt8(ascii: ">"))
            if !blank || k < quotes.count - 1 { out.append(UInt8(ascii: " ")) }
        }
    }
}
