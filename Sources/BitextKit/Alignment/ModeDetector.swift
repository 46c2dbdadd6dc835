import BitextModel

/// Decides how a single bilingual file holds its two languages.
enum ModeDetector {
    /// `comments` when English prose sits in HTML comments beside Chinese text; `halves` when one
    /// split point separates the languages almost perfectly; otherwise `interleaved`.
    static func mode(of document: Document) -> Alignment.Mode {
        let units = AlignmentUnits(document: document).units(of: document.blocks)
        let languages = units.map(\.block.language).filter { $0 == .en || $0 == .zh }
        let chineseUnits = languages.filter { $0 == .zh }.count
        let comments = englishComments(in: document.blocks)
        if comments > 0 && chineseUnits > 0 && comments * 4 >= chineseUnits { return .comments }
        return isHalves(languages) ? .halves : .interleaved
    }

    /// Comments holding at least two English prose words, searched through lists and quotes.
    static func englishComments(in blocks: [Block]) -> Int {
        var count = 0
        let tagger = LanguageTagger()
        for block in blocks {
            switch block.kind {
            case .comment(let text):
                let counts = tagger.counts(text)
                if counts.latinWords >= 2 && LanguageTagger.decide(counts) == .en { count += 1 }
            case .list(_, _, let items): count += items.map { englishComments(in: $0.blocks) }.reduce(0, +)
            case .quote(let children), .callout(_, _, let children): count += englishComments(in: children)
            default: break
            }
        }
        return count
    }

    /// Whether one split point leaves ≥ 85 % of the prose units in one language before it and the
    /// other after it.
    static func isHalves(_ languages: [Language]) -> Bool {
        let total = languages.count
        guard total >= 4 else { return false }
        for (first, second) in [(Language.en, Language.zh), (.zh, .en)] {
            var after = languages.filter { $0 == second }.count
            var before = 0
            var best = after
            for language in languages {
                if language == first { before += 1 }
                if language == second { after -= 1 }
                best = max(best, before + after)
            }
            let firstCount = languages.filter { $0 == first }.count
            if Double(best) >= 0.85 * Double(total) && firstCount >= 2 && total - firstCount >= 2,
                firstRun(of: first, in: languages) * 2 >= firstCount
            {
                return true
            }
        }
        return false
    }

    /// How many units of `language` the file opens with before the other language appears twice.
    private static func firstRun(of language: Language, in languages: [Language]) -> Int {
        var count = 0
        var others = 0
        for l in languages {
            if l == language { count += 1 } else { others += 1; if others >= 2 { break } }
        }
        return count
    }
}
