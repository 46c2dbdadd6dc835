/// Text helpers for writing what a shortcode stands for into Markdown.
enum ShortcodeText {
    /// `text` with Markdown's punctuation backslash-escaped, so it reads as the same characters.
    static func escaped(_ text: String) -> String {
        // Most terms and values are letters, digits and spaces: nothing to escape.
        if text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x20 || $0 >= 0x80 }) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for ch in text {
            if ch == "\n" || ch == "\r" { out.append(" "); continue }
            if ch.isASCII, ch.isPunctuation || ch.isSymbol { out.append("\\") }
            out.append(ch)
        }
        return out
    }

    /// A link title in double quotes.
    static func title(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A }) { return "\"" + text + "\"" }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: " ") + "\""
    }

    /// A link destination in angle brackets (spaces and parentheses allowed).
    static func destination(_ url: String) -> String {
        if !url.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x0A }) { return "<" + url + ">" }
        return "<" + url.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
            .replacingOccurrences(of: "\n", with: "") + ">"
    }

    /// `text` as a code span: a backtick run longer than any inside it.
    static func codeSpan(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        var longest = 0, run = 0
        for ch in flat {
            run = ch == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " + flat + " " : flat
        return fence + padded + fence
    }

    /// A fence longer than any run of `~` or backticks at a line start in `text`.
    static func fence(for text: String) -> String {
        var longest = 2
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            let run = trimmed.prefix(while: { $0 == "~" }).count
            longest = max(longest, run)
        }
        return String(repeating: "~", count: longest + 1)
    }

    /// `text` without HTML comments.
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!--") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Markdown reduced to what a tooltip can show: shortcodes by their readable text, links by
    /// their text, markup characters and runs of space dropped.
    static func plain(_ markdown: String) -> String {
        var text = ""
        let scan = ShortcodeScanner.scan(markdown)
        var bytes = Array(markdown.utf8)
        for tag in scan.tags.reversed() {
            let readable = tag.argument("text") ?? tag.argument("title") ?? tag.argument("alt") ?? ""
            bytes.replaceSubrange(tag.bytes, with: Array(readable.utf8))
        }
        text = String(decoding: bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #"[*_`]"#, with: "", options: .regularExpression)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

import Foundation
