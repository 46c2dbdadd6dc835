import BitextModel
import Foundation

/// Reads Bitext's JSONL export (`{"document": …, "pair": {…}}` per line) as translations: each
/// pair's English and Chinese Markdown, cut into segments as the exports cut them.
struct JSONLTranslationReader {
    let path: String

    private struct Line: Decodable {
        struct Pair: Decodable {
            struct Side: Decodable { var markdown: String }
            var id: String?
            var kind: String?
            var state: String?
            var en: Side?
            var zh: Side?
        }

        var document: String?
        var pair: Pair
    }

    func entries(_ text: String) throws(BitextError) -> [TranslationEntry] {
        var entries: [TranslationEntry] = []
        for (offset, line) in text.lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            let decoded: Line
            do { decoded = try JSONDecoder().decode(Line.self, from: Data(line.utf8)) } catch {
                throw BitextError(.translations, path: path, "not a line of Bitext's JSONL export: \(JSONDecodeProblem.reason(error))", location: SourceLocation(line: offset + 1))
            }
            guard let en = decoded.pair.en else { continue }
            let english = MarkdownSegments(en.markdown).text
            let chinese = decoded.pair.zh.map { MarkdownSegments($0.markdown).text } ?? ""
            entries.append(TranslationEntry(
                document: decoded.document, id: decoded.pair.id, kind: decoded.pair.kind, english: english, chinese: chinese,
                fuzzy: decoded.pair.state == "needsReview" || decoded.pair.state == "stale", line: offset + 1))
        }
        return entries
    }
}
