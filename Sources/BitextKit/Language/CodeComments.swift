import BitextModel

/// Finds comments and string literals inside code, for languages written with `//`, `/* */`,
/// `#`, `--` or `<!-- -->`, so later stages can tell code from translatable text. The
/// descriptions of an outline of signatures (`name(args) → description`) count as comments.
public enum CodeComments {
    /// The concatenated text of every comment in `code`, one comment per line.
    public static func text(of code: String, syntax: CodeSyntax = .generic) -> String {
        var lines: [Substring] = []
        let codeLines = Self.lines(code)
        for span in scan(code, syntax: syntax) where span.kind == .comment {
            lines.append(slice(codeLines[span.line - 1], span.start, span.end))
        }
        return lines.joined(separator: "\n")
    }

    /// Comment and string spans of `code`, each tagged with the language of its words.
    public static func spans(in code: String, syntax: CodeSyntax = .generic) -> [CodeSpan] {
        let tagger = LanguageTagger()
        let codeLines = Self.lines(code)
        return scan(code, syntax: syntax).map { raw in
            var span = raw
            span.language = tagger.language(of: String(slice(codeLines[raw.line - 1], raw.start, raw.end)))
            return span
        }
    }

    /// The lines of `code`, split at each `\n` byte (a `\r` before it stays on its line). Every
    /// code stage splits lines this way, so span line numbers agree; splitting the `String` by
    /// `Character` would also be several times slower.
    public static func lines(_ code: String) -> [Substring] {
        code.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// The text between two UTF-8 offsets of a line.
    static func slice(_ line: Substring, _ start: Int, _ end: Int) -> Substring {
        let utf8 = line.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let upper = utf8.index(utf8.startIndex, offsetBy: end, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return Substring(utf8[lower..<upper])
    }

    /// Scans line by line over UTF-8 bytes; block comments and triple-quoted strings carry over lines.
    static func scan(_ code: String, syntax: CodeSyntax = .generic) -> [CodeSpan] {
        var code = code
        return code.withUTF8 { scan(utf8: $0, syntax: syntax) }
    }

    /// A construct still open at the end of a line: a block comment (with its closer) or a
    /// triple-quoted string.
    private enum Open { case none, block([UInt8]), multilineString }

    private static func scan(utf8 all: UnsafeBufferPointer<UInt8>, syntax: CodeSyntax) -> [CodeSpan] {
        var spans: [CodeSpan] = []
        var open = Open.none
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= all.count {
            var lineEnd = lineStart
            while lineEnd < all.count, all[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            scanLine(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]), line: lineNumber, syntax: syntax, open: &open, into: &spans)
        }
        return spans
    }

    /// Appends the spans of one line, starting inside whatever `open` says the last line left open.
    @inline(__always)
    private static func scanLine(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, syntax: CodeSyntax, open: inout Open, into spans: inout [CodeSpan]
    ) {
        let n = bytes.count
        guard var i = resume(bytes, line: line, open: &open, into: &spans) else { return }
        var firstNonSpace = 0
        while firstNonSpace < n, bytes[firstNonSpace] == 0x20 || bytes[firstNonSpace] == 0x09 { firstNonSpace += 1 }
        if i == 0, syntax.outlines, let description = outlineDescriptionStart(bytes, from: firstNonSpace, to: n) {
            spans.append(CodeSpan(kind: .comment, line: line, start: description, end: n, language: .none))
            return
        }
        while i < n {
            if syntax.quotes.contains(bytes[i]), bytes[i] == 0x22 || i == 0 || !isWordByte(bytes[i - 1]) {
                guard let next = string(bytes, at: i, line: line, tripleQuotes: syntax.tripleQuotes, open: &open, into: &spans) else { return }
                i = next
                continue
            }
            // `//` after a `:` is a URL's (`https://`, `s3://`), not a comment: shell and YAML
            // write URLs bare, and no language starts a comment right after a colon.
            if syntax.slashes, starts(lineComment, in: bytes, at: i), i == 0 || bytes[i - 1] != 0x3A {
                spans.append(CodeSpan(kind: .comment, line: line, start: i, end: n, language: .none))
                return
            }
            if (syntax.cBlocks && starts(blockOpen, in: bytes, at: i)) || (syntax.markupBlocks && starts(markupOpen, in: bytes, at: i)) {
                guard let next = blockComment(bytes, at: i, line: line, open: &open, into: &spans) else { return }
                i = next
                continue
            }
            if isCommentToLineEnd(bytes, at: i, line: line, firstNonSpace: firstNonSpace, syntax: syntax) {
                spans.append(CodeSpan(kind: .comment, line: line, start: i, end: n, language: .none))
                return
            }
            i += 1
        }
    }

    /// Continues a block comment or string left open by an earlier line: the offset where the
    /// line's own scan starts, or nil when the construct takes the whole line and stays open.
    @inline(__always)
    private static func resume(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, open: inout Open, into spans: inout [CodeSpan]
    ) -> Int? {
        let n = bytes.count
        switch open {
        case .block(let closer):
            if let end = find(closer, in: bytes, from: 0) {
                spans.append(CodeSpan(kind: .comment, line: line, start: 0, end: end + closer.count, language: .none))
                open = .none
                return end + closer.count
            }
            spans.append(CodeSpan(kind: .comment, line: line, start: 0, end: n, language: .none))
            return nil
        case .multilineString:
            if let end = find(tripleQuote, in: bytes, from: 0) {
                spans.append(CodeSpan(kind: .string, line: line, start: 0, end: end + 3, language: .none))
                open = .none
                return end + 3
            }
            spans.append(CodeSpan(kind: .string, line: line, start: 0, end: n, language: .none))
            return nil
        case .none:
            return 0
        }
    }

    /// The string literal opening at `i` (a `"`): the offset after it, or nil when it is a
    /// triple-quoted string left open at the end of the line.
    @inline(__always)
    private static func string(
        _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, line: Int, tripleQuotes: Bool, open: inout Open, into spans: inout [CodeSpan]
    ) -> Int? {
        let n = bytes.count
        let quote = bytes[i]
        if tripleQuotes, starts(tripleQuote, in: bytes, at: i) {
            if let end = find(tripleQuote, in: bytes, from: i + 3) {
                spans.append(CodeSpan(kind: .string, line: line, start: i, end: end + 3, language: .none))
                return end + 3
            }
            spans.append(CodeSpan(kind: .string, line: line, start: i, end: n, language: .none))
            open = .multilineString
            return nil
        }
        var j = i + 1
        while j < n, bytes[j] != quote { j += bytes[j] == 0x5C ? 2 : 1 }
        let end = min(n, j + 1)
        spans.append(CodeSpan(kind: .string, line: line, start: i, end: end, language: .none))
        return end
    }

    /// The block comment opening at `i` (`/*` or `<!--`): the offset after it, or nil when it
    /// is left open at the end of the line.
    @inline(__always)
    private static func blockComment(
        _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, line: Int, open: inout Open, into spans: inout [CodeSpan]
    ) -> Int? {
        let closer = starts(blockOpen, in: bytes, at: i) ? blockClose : markupClose
        if let end = find(closer, in: bytes, from: i + 2) {
            spans.append(CodeSpan(kind: .comment, line: line, start: i, end: end + closer.count, language: .none))
            return end + closer.count
        }
        spans.append(CodeSpan(kind: .comment, line: line, start: i, end: bytes.count, language: .none))
        open = .block(closer)
        return nil
    }

    /// Whether a `#` or `--` comment that runs to the end of the line starts at `i`.
    @inline(__always)
    private static func isCommentToLineEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, at i: Int, line: Int, firstNonSpace: Int, syntax: CodeSyntax
    ) -> Bool {
        let b = bytes[i]
        let afterSpace = i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09)
        let atStart = i == firstNonSpace
        if b == 0x23 {  // #
            switch syntax.hash {
            case .never: break
            case .generic:
                let followedBySpace = i + 1 < bytes.count && bytes[i + 1] == 0x20
                if (atStart && !isDirective(bytes, at: i)) || (afterSpace && followedBySpace) { return true }
            case .wordStart:
                let shebang = line == 1 && i == 0 && i + 1 < bytes.count && bytes[i + 1] == 0x21
                if (atStart || afterSpace) && !shebang { return true }
            }
        }
        guard b == 0x2D, starts(dashComment, in: bytes, at: i) else { return false }
        switch syntax.dashes {
        case .never: return false
        case .lineStart: return atStart
        case .wordStart: return atStart || afterSpace
        }
    }

    @inline(__always)
    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    @inline(__always)
    private static func starts(_ token: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        k + token.count <= bytes.count && bytes[k..<(k + token.count)].elementsEqual(token)
    }

    @inline(__always)
    private static func find(_ token: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from k: Int) -> Int? {
        var j = k
        while j + token.count <= bytes.count {
            if bytes[j..<(j + token.count)].elementsEqual(token) { return j }
            j += 1
        }
        return nil
    }

    static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)
    static let lineComment: [UInt8] = Array("//".utf8)
    static let blockOpen: [UInt8] = Array("/*".utf8)
    static let blockClose: [UInt8] = Array("*/".utf8)
    static let markupOpen: [UInt8] = Array("<!--".utf8)
    static let markupClose: [UInt8] = Array("-->".utf8)
    static let dashComment: [UInt8] = Array("-- ".utf8)

    /// `#!`, preprocessor lines and Swift's `#` keywords are code, not comments.
    static func isDirective<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int) -> Bool where Bytes.Index == Int {
        guard i + 1 < bytes.count else { return false }
        let next = bytes[i + 1]
        if next == 0x21 { return true }  // #!
        // `#word` directly followed by a letter is a directive (`#if`, `#include`, `#Preview`,
        // `#selector`); a comment has a space or punctuation after the `#`.
        return (next >= 0x61 && next <= 0x7A) || (next >= 0x41 && next <= 0x5A)
    }
}
