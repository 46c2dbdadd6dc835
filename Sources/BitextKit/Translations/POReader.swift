import BitextModel
import Foundation

/// Reads a gettext PO file's entries: `msgctxt` (`document#id`, as Bitext writes it), `msgid`,
/// `msgstr`, the `fuzzy` flag and the kind from a `#.` comment. Obsolete entries (`#~`) and the
/// header are skipped; a syntax error names its line.
struct POReader {
    let path: String

    private struct Pending {
        var line = 0
        var context: String?
        var english: String?
        var chinese: String?
        var fuzzy = false
        var kind: String?
        var field: Field?
    }

    private enum Field { case context, english, chinese }

    func entries(_ text: String) throws(BitextError) -> [TranslationEntry] {
        var entries: [TranslationEntry] = []
        var pending = Pending()
        for (offset, raw) in text.lines.enumerated() {
            let number = offset + 1
            let line = Substring(raw)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#~") { continue }
            if trimmed.hasPrefix("#") {
                if pending.english != nil, pending.chinese != nil { try finish(&pending, into: &entries) }
                comment(trimmed, into: &pending, line: number)
                continue
            }
            try statement(trimmed, into: &pending, entries: &entries, line: number)
        }
        try finish(&pending, into: &entries)
        return entries
    }

    private func comment(_ line: Substring, into pending: inout Pending, line number: Int) {
        if pending.line == 0 { pending.line = number }
        if line.hasPrefix("#,"), line.dropFirst(2).split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "fuzzy" }) {
            pending.fuzzy = true
        } else if line.hasPrefix("#. "), let kind = line.dropFirst(3).split(separator: ",").first {
            pending.kind = String(kind)
        }
    }

    private func statement(_ line: Substring, into pending: inout Pending, entries: inout [TranslationEntry], line number: Int) throws(BitextError) {
        if line.hasPrefix("\"") {
            guard let field = pending.field else { throw error(number, "a string continues no msgid, msgstr or msgctxt") }
            append(try string(line, line: number), to: field, in: &pending)
            return
        }
        let keyword = line.prefix { !$0.isWhitespace }
        let field: Field
        switch keyword {
        case "msgctxt": field = .context
        case "msgid": field = .english
        case "msgstr", "msgstr[0]": field = .chinese
        case "msgid_plural": throw error(number, "plural entries are not Bitext's: translate documents, not program messages")
        default: throw error(number, "expected msgctxt, msgid or msgstr, found \(keyword.prefix(40))")
        }
        if field != .chinese, pending.english != nil, pending.chinese != nil { try finish(&pending, into: &entries) }
        if pending.line == 0 { pending.line = number }
        try check(field, pending, line: number)
        pending.field = field
        let value = try string(line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }, line: number)
        switch field {
        case .context: pending.context = value
        case .english: pending.english = value
        case .chinese: pending.chinese = value
        }
    }

    /// The order gettext requires: msgctxt, msgid, msgstr, each once.
    private func check(_ field: Field, _ pending: Pending, line: Int) throws(BitextError) {
        switch field {
        case .context where pending.context != nil || pending.english != nil: throw error(line, "msgctxt after this entry's msgctxt or msgid")
        case .english where pending.english != nil: throw error(line, "a second msgid without a msgstr between")
        case .chinese where pending.english == nil: throw error(line, "msgstr without a msgid before it")
        case .chinese where pending.chinese != nil: throw error(line, "a second msgstr for one msgid")
        default: break
        }
    }

    private func append(_ value: String, to field: Field, in pending: inout Pending) {
        switch field {
        case .context: pending.context = (pending.context ?? "") + value
        case .english: pending.english = (pending.english ?? "") + value
        case .chinese: pending.chinese = (pending.chinese ?? "") + value
        }
    }

    private func finish(_ pending: inout Pending, into entries: inout [TranslationEntry]) throws(BitextError) {
        defer { pending = Pending() }
        guard let english = pending.english else {
            if pending.context != nil { throw error(pending.line, "msgctxt without a msgid") }
            return
        }
        guard let chinese = pending.chinese else { throw error(pending.line, "msgid without a msgstr") }
        // The header entry, the only one with an empty msgid.
        if english.isEmpty { return }
        let (document, id) = Self.split(context: pending.context)
        entries.append(TranslationEntry(document: document, id: id, kind: pending.kind, english: english, chinese: chinese, fuzzy: pending.fuzzy, line: pending.line))
    }

    /// `document#id`, as Bitext writes `msgctxt`; another tool's context is an id of its own.
    static func split(context: String?) -> (String?, String?) {
        guard let context else { return (nil, nil) }
        guard let hash = context.lastIndex(of: "#") else { return (nil, context) }
        return (String(context[..<hash]), String(context[context.index(after: hash)...]))
    }

    /// A PO string literal's value.
    private func string(_ text: Substring, line: Int) throws(BitextError) -> String {
        let body = text.trimmingCharacters(in: .whitespaces)
        guard body.count >= 2, body.first == "\"", body.last == "\"" else { throw error(line, "expected a string in double quotes") }
        var out = ""
        var escaped = false
        for character in body.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "\\", "\"": out.append(character)
                default: throw error(line, "unknown escape \\\(character) in a string")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw error(line, "a double quote inside a string must be written \\\"")
            } else {
                out.append(character)
            }
        }
        guard !escaped else { throw error(line, "the string ends in a lone backslash") }
        return out
    }

    private func error(_ line: Int, _ message: String) -> BitextError {
        BitextError(.translations, path: path, message, location: SourceLocation(line: line))
    }
}
