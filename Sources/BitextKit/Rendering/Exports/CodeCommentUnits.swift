import BitextModel

/// The translated comments of a document's code as translation units (`--include-code-comments`):
/// on each line where the English and Chinese copies of a snippet differ, the English comments and
/// the Chinese ones, paired in order. A comment left in English on the Chinese side is still a unit,
/// untranslated. Their ids are the snippet's id, `L` and the line, and the comment's rank on it.
enum CodeCommentUnits {
    static func units(of bundle: BitextModel.Bundle, englishPath: String) -> [(line: Int, unit: TranslationUnit)] {
        var units: [(line: Int, unit: TranslationUnit)] = []
        for record in bundle.code {
            guard let en = record.variants.en, let zh = record.variants.zh else { continue }
            let start = record.occurrences.first { $0.side == .en || $0.side == .none }?.lines.first ?? 0
            let (enLines, zhLines) = (en.split(separator: "\n", omittingEmptySubsequences: false), zh.split(separator: "\n", omittingEmptySubsequences: false))
            for line in record.differingLines where line <= enLines.count && line <= zhLines.count {
                let english = comments(record.spans.en, line: line, in: enLines[line - 1])
                let chinese = comments(record.spans.zh, line: line, in: zhLines[line - 1])
                for (rank, text) in english.enumerated() where text.language == .en {
                    let translation = rank < chinese.count && chinese[rank].language == .zh ? chinese[rank].text : nil
                    let unit = TranslationUnit(
                        id: "\(record.id)-L\(line)-\(rank + 1)", document: bundle.name, kind: "code-comment",
                        state: translation == nil ? .untranslated : .translated, score: 1,
                        english: [.text(text.text)], chinese: translation.map { [.text($0)] } ?? [],
                        source: "\(englishPath):\(start + line)")
                    units.append((start + line, unit))
                }
            }
        }
        return units
    }

    /// The comment spans of `line`, as text with their language.
    private static func comments(_ spans: [CodeSpan], line: Int, in text: Substring) -> [(text: String, language: Language)] {
        let bytes = Array(text.utf8)
        return spans.filter { $0.kind == .comment && $0.line == line && $0.end <= bytes.count && $0.start < $0.end }.map {
            (String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.language)
        }
    }
}
