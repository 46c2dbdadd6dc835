import Foundation

/// What a line of a translation must not do when it is written into a paragraph, heading or list
/// item: start a block of its own. A translator's `~~~~` would open a code fence that runs to the
/// end of the document, a `---` under a line would make it a heading, `# …` in a list item a
/// heading inside it. Such a line gets a backslash where CommonMark reads one as the literal
/// character, unless the English the unit replaces has a line that starts the same way (then the
/// Markdown means it).
enum BlockStarters {
    /// The kinds of block a line can start.
    enum Kind: Hashable {
        case fence, heading, rule, quote, bullet, ordered, html, tableDelimiter
    }

    /// `translation` with each line's leading blanks dropped (a paragraph's continuation lines
    /// ignore them; four would make code after a blank line) and each line that would start a
    /// block escaped, unless a line of `english` starts a block of the same kind.
    static func escaped(_ translation: String, english: String) -> String {
        let meant = Set(english.lines.compactMap { kind(of: Substring($0).drop { $0 == " " || $0 == "\t" }) })
        return translation.lines.map { line -> String in
            let text = Substring(line).drop { $0 == " " || $0 == "\t" }
            guard let kind = kind(of: text), !meant.contains(kind) else { return String(text) }
            return escape(text, kind)
        }.joined(separator: "\n")
    }

    static func escape(_ text: Substring, _ kind: Kind) -> String {
        if kind == .ordered, let delimiter = text.firstIndex(where: { $0 == "." || $0 == ")" }) {
            return String(text[..<delimiter]) + "\\" + String(text[delimiter...])
        }
        return "\\" + String(text)
    }

    /// The block `text` (a line without leading blanks) would start, if any.
    static func kind(of text: Substring) -> Kind? {
        guard let first = text.first else { return nil }
        let rest = text.dropFirst()
        switch first {
        case "`", "~":
            return text.prefix { $0 == first }.count >= 3 ? .fence : nil
        case "#":
            let hashes = text.prefix { $0 == "#" }.count
            let after = text.dropFirst(hashes).first
            return hashes <= 6 && (after == nil || after == " " || after == "\t") ? .heading : nil
        case ">":
            return .quote
        case "=":
            return text.allSatisfy { $0 == "=" || $0 == " " || $0 == "\t" } ? .rule : nil
        case "-", "*", "_", "+":
            if first != "+", isRule(text, first) { return .rule }
            if first != "_", rest.isEmpty || rest.first == " " || rest.first == "\t" { return .bullet }
            return first == "-" && isTableDelimiter(text) ? .tableDelimiter : nil
        case "|", ":":
            return isTableDelimiter(text) ? .tableDelimiter : nil
        case "<":
            return isHTMLBlock(rest) ? .html : nil
        case "0"..."9":
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            let after = text.dropFirst(digits.count)
            guard digits.count <= 9, let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
            let next = after.dropFirst().first
            return next == nil || next == " " || next == "\t" ? .ordered : nil
        default:
            return nil
        }
    }

    /// `---`, `***`, `___` (spaces between allowed), or a setext underline of `-`.
    private static func isRule(_ text: Substring, _ mark: Character) -> Bool {
        guard text.allSatisfy({ $0 == mark || $0 == " " || $0 == "\t" }) else { return false }
        return mark == "-" || text.filter { $0 == mark }.count >= 3
    }

    /// A GFM delimiter row: cells of `-` with optional `:` ends, split by `|`, with a pipe or
    /// a colon (a line of dashes alone is a rule).
    private static func isTableDelimiter(_ text: Substring) -> Bool {
        // Most lines asked are prose: any other ASCII byte rules a delimiter row out before the
        // cells are split and trimmed through Foundation (non-ASCII may be a space it trims).
        guard text.utf8.allSatisfy({ $0 >= 0x80 || $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "-") || $0 == 0x20 || $0 == 0x09 })
        else { return false }
        var cells = text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if cells.first == "" { cells.removeFirst() }
        if cells.last == "" { cells.removeLast() }
        guard !cells.isEmpty, text.contains("|") || text.contains(":") else { return false }
        return cells.allSatisfy { cell in
            var core = Substring(cell)
            if core.first == ":" { core = core.dropFirst() }
            if core.last == ":" { core = core.dropLast() }
            return !core.isEmpty && core.allSatisfy { $0 == "-" }
        }
    }

    /// The HTML that starts a block even inside a paragraph (CommonMark's kinds 1 to 6).
    private static func isHTMLBlock(_ afterBracket: Substring) -> Bool {
        let lower = afterBracket.prefix(12).lowercased()
        if ["!--", "?", "![cdata["].contains(where: { lower.hasPrefix($0) }) { return true }
        if let next = lower.dropFirst().first, lower.first == "!", next.isLetter { return true }
        let name = lower.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
        guard !name.isEmpty else { return false }
        let end = afterBracket.drop { $0 == "/" }.dropFirst(name.count).first
        guard end == nil || end == " " || end == ">" || end == "/" || end == "\t" else { return false }
        return rawTags.contains(String(name)) || blockTags.contains(String(name))
    }

    private static let rawTags: Set<String> = ["script", "pre", "style", "textarea"]
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup", "dd",
        "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
        "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody",
        "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]
}
