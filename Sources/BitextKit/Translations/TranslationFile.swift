import BitextModel
import Foundation

/// A translation file `bitext apply` reads: gettext PO, XLIFF 2.x or 1.2, TMX, or Bitext's JSONL
/// export, told apart by content. Every entry's English and translation is the inline Markdown of
/// a segment (`SourceSegment`), whatever the format.
public struct TranslationFile: Sendable {
    /// The file.
    public var path: String
    /// The entries, in the file's order.
    public var entries: [TranslationEntry]

    /// Reads `path`; throws naming the file and line on a syntax error, a unit id given twice in
    /// one document, or a file that is none of the formats.
    public static func read(_ path: String) throws(BitextError) -> TranslationFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw BitextError(.input, path: path, "cannot read the translations: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw BitextError(.translations, path: path, "not UTF-8 text") }
        let file = try parse(text, data: data, path: path)
        try checkIDs(file)
        return file
    }

    private static func parse(_ text: String, data: Data, path: String) throws(BitextError) -> TranslationFile {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<") { return TranslationFile(path: path, entries: try XMLTranslationReader.entries(data, path: path)) }
        if start.hasPrefix("{") { return TranslationFile(path: path, entries: try JSONLTranslationReader(path: path).entries(text)) }
        return TranslationFile(path: path, entries: try POReader(path: path).entries(text))
    }

    /// A tool matches a translation to its unit by id: two units with one id in one document
    /// cannot both be right.
    private static func checkIDs(_ file: TranslationFile) throws(BitextError) {
        var seen: [String: Int] = [:]
        for entry in file.entries {
            guard let id = entry.id else { continue }
            // Bitext's contexts name a unit (`document#id`); another tool's msgctxt is shared by
            // entries, and gettext asks only that context and msgid together be unique.
            let key = entry.document.map { $0 + "#" + id } ?? (id + "\u{4}" + entry.english)
            if let first = seen[key] {
                throw BitextError(.translations, path: file.path, "unit id \(id) is given twice (first at line \(first))", location: SourceLocation(line: entry.line))
            }
            seen[key] = entry.line
        }
    }

    /// The documents the entries name, with the line each is first named on.
    public var documents: [(name: String, line: Int)] {
        var seen = Set<String>()
        return entries.compactMap { entry in
            guard let name = entry.document, seen.insert(name).inserted else { return nil }
            return (name, entry.line)
        }
    }
}
