/// Finds the comment text inside code, for languages written with `//`, `/* */`, `#`, `--` or `<!-- -->`.
public enum CodeComments {
    /// The concatenated text of every comment in `code`, one comment per line.
    ///
    /// String literals are skipped so that `"http://…"` is not taken for a comment.
    public static func text(of code: String) -> String {
        var comments: [String] = []
        var inBlock = false
        var blockEnd = "*/"
        var block = ""
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            if inBlock {
                if let end = rest.range(of: blockEnd) {
                    block += " " + rest[..<end.lowerBound]
                    comments.append(block)
                    inBlock = false
                    rest = rest[end.upperBound...]
                } else {
                    block += " " + rest
                    continue
                }
            }
            if let (comment, opensBlock, closer) = firstComment(in: rest) {
                if opensBlock {
                    inBlock = true
                    blockEnd = closer
                    block = String(comment)
                } else {
                    comments.append(String(comment))
                }
            }
        }
        if inBlock { comments.append(block) }
        return comments.joined(separator: "\n")
    }

    /// The first comment on a line outside string literals: its text, whether it is an
    /// unterminated block comment, and the block's closing token.
    static func firstComment(in line: Substring) -> (Substring, Bool, String)? {
        var quote: Character?
        var index = line.startIndex
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        // `#` and `--` are line comments only where they start the line, or after a space:
        // otherwise `a#b` or `x--` in code would count.
        while index < line.endIndex {
            let ch = line[index]
            if let q = quote {
                if ch == "\\" { index = line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex; continue }
                if ch == q { quote = nil }
            } else if ch == "\"" {
                quote = ch
            } else {
                let rest = line[index...]
                if rest.hasPrefix("//") { return (rest.dropFirst(2), false, "") }
                if rest.hasPrefix("/*") {
                    let body = rest.dropFirst(2)
                    if let end = body.range(of: "*/") { return (body[..<end.lowerBound], false, "") }
                    return (body, true, "*/")
                }
                if rest.hasPrefix("<!--") {
                    let body = rest.dropFirst(4)
                    if let end = body.range(of: "-->") { return (body[..<end.lowerBound], false, "") }
                    return (body, true, "-->")
                }
                let atLineStart = index == trimmed.startIndex
                let afterSpace = index > line.startIndex && line[line.index(before: index)] == " "
                if rest.hasPrefix("#"), !rest.hasPrefix("#!"), !isPreprocessor(rest),
                    atLineStart || (afterSpace && rest.hasPrefix("# "))
                {
                    return (rest.dropFirst(1), false, "")
                }
                if atLineStart || afterSpace, rest.hasPrefix("-- ") { return (rest.dropFirst(2), false, "") }
            }
            index = line.index(after: index)
        }
        return nil
    }

    static func isPreprocessor(_ rest: Substring) -> Bool {
        for directive in ["#import", "#include", "#if", "#else", "#endif", "#define", "#pragma", "#available", "#selector", "#Preview", "#elseif", "#warning", "#error", "#keyPath", "#file", "#line", "#function", "#expect", "#require"]
        where rest.hasPrefix(directive) {
            return true
        }
        return false
    }
}
