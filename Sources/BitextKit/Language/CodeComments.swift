import BitextModel

/// Finds comments and string literals inside code, for languages written with `//`, `/* */`,
/// `#`, `--` or `<!-- -->`, so later stages can tell code from translatable text. The
/// descriptions of an outline of signatures (`name(args) → description`) count as comments.
public enum CodeComments {
    /// The concatenated text of every comment in `code`, one comment per line.
    public static func text(of code: String) -> String {
        var lines: [Substring] = []
        let codeLines = Self.lines(code)
        for span in scan(code) where span.kind == .comment {
            lines.append(slice(codeLines[span.line - 1], span.start, span.end))
        }
        return lines.joined(separator: "\n")
    }

    /// Comment and string spans of `code`, each tagged with the language of its words.
    public static func spans(in code: String) -> [CodeSpan] {
        let tagger = LanguageTagger()
        let codeLines = Self.lines(code)
        return scan(code).map { raw in
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
    static func scan(_ code: String) -> [CodeSpan] {
        var code = code
        return code.withUTF8(scan(utf8:))
    }

    private static func scan(utf8 all: UnsafeBufferPointer<UInt8>) -> [CodeSpan] {
        var spans: [CodeSpan] = []
        enum Open { case none, block([UInt8]), multilineString }
        var open = Open.none
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= all.count {
            var lineEnd = lineStart
            while lineEnd < all.count, all[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            let bytes = UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd])
            let n = bytes.count
            var i = 0
            func starts(_ token: [UInt8], at k: Int) -> Bool {
                k + token.count <= n && bytes[k..<(k + token.count)].elementsEqual(token)
            }
            func find(_ token: [UInt8], from k: Int) -> Int? {
                var j = k
                while j + token.count <= n {
                    if bytes[j..<(j + token.count)].elementsEqual(token) { return j }
                    j += 1
                }
                return nil
            }
            switch open {
            case .block(let closer):
                if let end = find(closer, from: 0) {
                    spans.append(CodeSpan(kind: .comment, line: lineNumber, start: 0, end: end + closer.count, language: .none))
                    i = end + closer.count
                    open = .none
                } else {
                    spans.append(CodeSpan(kind: .comment, line: lineNumber, start: 0, end: n, language: .none))
                    continue
                }
            case .multilineString:
                if let end = find(tripleQuote, from: 0) {
                    spans.append(CodeSpan(kind: .string, line: lineNumber, start: 0, end: end + 3, language: .none))
                    i = end + 3
                    open = .none
                } else {
                    spans.append(CodeSpan(kind: .string, line: lineNumber, start: 0, end: n, language: .none))
                    continue
                }
            case .none:
                break
            }
            var firstNonSpace = 0
            while firstNonSpace < n, bytes[firstNonSpace] == 0x20 || bytes[firstNonSpace] == 0x09 { firstNonSpace += 1 }
            if i == 0, let description = outlineDescriptionStart(bytes, from: firstNonSpace, to: n) {
                spans.append(CodeSpan(kind: .comment, line: lineNumber, start: description, end: n, language: .none))
                continue
            }
            while i < n {
                let b = bytes[i]
                if b == 0x22 {  // "
                    if starts(tripleQuote, at: i) {
                        if let end = find(tripleQuote, from: i + 3) {
                            spans.append(CodeSpan(kind: .string, line: lineNumber, start: i, end: end + 3, language: .none))
                            i = end + 3
                            continue
                        }
                        spans.append(CodeSpan(kind: .string, line: lineNumber, start: i, end: n, language: .none))
                        open = .multilineString
                        break
                    }
                    var j = i + 1
                    while j < n, bytes[j] != 0x22 { j += bytes[j] == 0x5C ? 2 : 1 }
                    let end = min(n, j + 1)
                    spans.append(CodeSpan(kind: .string, line: lineNumber, start: i, end: end, language: .none))
                    i = end
                    continue
                }
                if starts(lineComment, at: i) {
                    spans.append(CodeSpan(kind: .comment, line: lineNumber, start: i, end: n, language: .none))
                    break
                }
                if starts(blockOpen, at: i) || starts(markupOpen, at: i) {
                    let closer = starts(blockOpen, at: i) ? blockClose : markupClose
                    if let end = find(closer, from: i + 2) {
                        spans.append(CodeSpan(kind: .comment, line: lineNumber, start: i, end: end + closer.count, language: .none))
                        i = end + closer.count
                        continue
                    }
                    spans.append(CodeSpan(kind: .comment, line: lineNumber, start: i, end: n, language: .none))
                    open = .block(closer)
                    break
                }
                let afterSpace = i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09)
                if b == 0x23 {  // #
                    let atStart = i == firstNonSpace
                    let followedBySpace = i + 1 < n && bytes[i + 1] == 0x20
                    if (atStart && !isDirective(bytes, at: i)) || (afterSpace && followedBySpace) {
                        spans.append(CodeSpan(kind: .comment, line: lineNumber, start: i, end: n, language: .none))
                        break
                    }
                }
                if b == 0x2D, i == firstNonSpace, starts(dashComment, at: i) {
                    spans.append(CodeSpan(kind: .comment, line: lineNumber, start: i, end: n, language: .none))
                    break
                }
                i += 1
            }
        }
        return spans
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
