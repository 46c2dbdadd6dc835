import BitextModel

/// Compares a translation that keeps its English in comments with the current English page:
/// page blocks whose comment English matches are translated, close matches are stale (with a
/// word diff of old and new English), page blocks no comment covers are untranslated, and
/// comment English found nowhere on the page is reported as outdated.
public struct StaleDetector: Sendable {
    /// How alike (word Dice) a comment and a page block must be to count as an edit of it.
    public static let editSimilarity = 0.5

    /// Creates a detector.
    public init() {}

    /// The coverage of `translation` (aligned in comments mode) against `page`.
    public func compare(page: Document, translation: Alignment, name: String) -> DocumentCoverage {
        let (comments, chineseOnly) = Self.comments(of: translation)
        var matching = Matching(comments)
        let units = AlignmentUnits(document: page).units(of: page.blocks)
        let items = units.map { matching.item(for: $0, path: page.path) }
        // Single-word comments are Hugo section markers (`<!-- overview -->`), and the title
        // comment translates the front matter, not a block.
        let pageTitle = page.frontMatter?.title.map(Self.key)
        let outdated = matching.comments.filter {
            !$0.used && !Self.isNeutral($0.unit) && $0.key.contains(" ") && $0.key != pageTitle
        }.map {
            CoverageItem(state: .stale, path: translation.chinesePath, line: $0.unit.range.startLine, text: $0.unit.plainText, chinese: $0.chinese, weight: TextWeight($0.unit.plainText))
        }
        let all = items + chineseOnly
        return DocumentCoverage(
            name: name, englishPath: page.path, chinesePath: translation.chinesePath, staleSource: "comments",
            summary: DocumentCoverage.summarize(all), items: all, outdatedComments: outdated)
    }

    /// An English comment of the translation, with the Chinese that follows it.
    private struct Comment {
        var unit: AlignedBlock
        var key: String
        var chinese: String
        var used = false
    }

    /// The translation's comments in order, and its Chinese that follows no comment.
    private static func comments(of translation: Alignment) -> ([Comment], [CoverageItem]) {
        var comments: [Comment] = []
        var chineseOnly: [CoverageItem] = []
        for pair in translation.pairs {
            if pair.english.isEmpty {
                for unit in pair.chinese where unit.block.language == .zh || unit.block.language == .mixed {
                    chineseOnly.append(
                        CoverageItem(state: .chineseOnly, path: translation.chinesePath, line: unit.range.startLine, text: unit.plainText, weight: TextWeight(unit.plainText)))
                }
                continue
            }
            let chinese = pair.chinese.map(\.plainText).joined(separator: "\n")
            for unit in pair.english {
                comments.append(Comment(unit: unit, key: Self.key(unit.plainText), chinese: chinese))
            }
        }
        return (comments, chineseOnly)
    }

    /// Page units matched to comments in page order, each comment used once; `cursor` is just
    /// past the comment of the last match, where the page has got to in the translation.
    private struct Matching {
        var comments: [Comment]
        let commentWords: [[String: Int]]
        let byKey: [String: [Int]]
        var cursor = 0

        init(_ comments: [Comment]) {
            self.comments = comments
            commentWords = comments.map { StaleDetector.words($0.unit.plainText) }
            var byKey: [String: [Int]] = [:]
            for (i, comment) in comments.enumerated() { byKey[comment.key, default: []].append(i) }
            self.byKey = byKey
        }

        /// The coverage of one page unit, from the comment it matches, or edits, if any.
        mutating func item(for unit: AlignedBlock, path: String) -> CoverageItem {
            let text = unit.plainText
            let weight = TextWeight(text)
            if StaleDetector.isNeutral(unit) {
                return CoverageItem(state: .neutral, path: path, line: unit.range.startLine, text: text, weight: weight)
            }
            let key = StaleDetector.key(text)
            // Of equal comments (short repeated lines), take the one nearest to where the page has got
            // to, and let a far-away match not drag the position along.
            if let i = byKey[key]?.filter({ !comments[$0].used }).min(by: { abs($0 - cursor) < abs($1 - cursor) }) {
                comments[i].used = true
                if i + 1 > cursor && i - cursor < 200 { cursor = i + 1 }
                return CoverageItem(
                    state: comments[i].chinese.isEmpty ? .untranslated : .translated, path: path, line: unit.range.startLine,
                    text: text, chinese: comments[i].chinese.isEmpty ? nil : comments[i].chinese, weight: weight)
            }
            guard let best = mostSimilar(to: StaleDetector.words(text)) else {
                return CoverageItem(state: .untranslated, path: path, line: unit.range.startLine, text: text, weight: weight)
            }
            comments[best].used = true
            cursor = max(cursor, best + 1)
            if comments[best].chinese.isEmpty {
                // The comment is there but no translation follows it: untranslated, not outdated.
                return CoverageItem(state: .untranslated, path: path, line: unit.range.startLine, text: text, weight: weight)
            }
            let old = comments[best].unit.plainText
            return CoverageItem(
                state: .stale, path: path, line: unit.range.startLine, text: text, previousEnglish: old,
                diff: WordDiff.diff(old, text), chinese: comments[best].chinese, weight: weight)
        }

        /// An edit of a comment: the most similar unused one, the nearest on ties. Pages and
        /// translations drift apart in order, so the whole file is searched.
        func mostSimilar(to words: [String: Int]) -> Int? {
            var best: (index: Int, similarity: Double)?
            for i in comments.indices where !comments[i].used {
                let similarity = StaleDetector.dice(commentWords[i], words)
                guard similarity >= StaleDetector.editSimilarity else { continue }
                if let current = best {
                    if similarity > current.similarity || similarity == current.similarity && abs(i - cursor) < abs(current.index - cursor) {
                        best = (i, similarity)
                    }
                } else {
                    best = (i, similarity)
                }
            }
            return best?.index
        }
    }

    /// Text compared for equality: words only, lower-cased, without Hugo shortcodes
    /// (`{{< note >}}`), which translators keep outside the comments; reflowed lines and changed
    /// punctuation spacing do not count as edits.
    static func key(_ text: String) -> String {
        withoutShortcodes(text).lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    /// The word counts of `text` without shortcodes, lower-cased.
    static func words(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for word in withoutShortcodes(text).lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            counts[String(word), default: 0] += 1
        }
        return counts
    }

    /// The Dice coefficient of two word multisets.
    static func dice(_ a: [String: Int], _ b: [String: Int]) -> Double {
        let total = a.values.reduce(0, +) + b.values.reduce(0, +)
        guard total > 0 else { return 1 }
        var shared = 0
        for (word, count) in a { shared += min(count, b[word] ?? 0) }
        return 2 * Double(shared) / Double(total)
    }

    /// `text` with every `{{< … >}}` and `{{% … %}}` removed.
    static func withoutShortcodes(_ text: String) -> String {
        guard text.contains("{{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { rest = rest[open.lowerBound...]; break }
            let inside = rest[open.upperBound..<close.lowerBound]
            if !(inside.hasPrefix("<") || inside.hasPrefix("%")) { out += rest[open.lowerBound..<close.upperBound] }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    static func isNeutral(_ unit: AlignedBlock) -> Bool {
        switch unit.block.kind {
        case .code, .image, .html, .thematicBreak, .comment: return true
        default: return unit.block.language == .none || key(unit.plainText).isEmpty
        }
    }
}
