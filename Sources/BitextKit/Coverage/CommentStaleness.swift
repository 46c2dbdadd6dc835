import BitextModel

/// Staleness in a translation that keeps its English in comments (the Kubernetes convention).
///
/// Each comment belongs to the Chinese that follows it (`CommentPairReader`'s chunks: the
/// translator's own pairs). A pair the aligner found is then judged by the comments above its
/// Chinese: the English it pairs is what they hold (fresh), an edit of it (stale: the translation
/// was made from older English), or something else (the Chinese translates a paragraph the page
/// no longer has, so this English is untranslated). Pairs whose Chinese has no comment keep the
/// aligner's word.
struct CommentStaleness {
    /// What the comments say of one pair.
    enum Verdict: Equatable {
        case fresh
        /// Translated from `previous`, an older version of the pair's English.
        case stale(previous: String)
        /// The Chinese was translated from `previous`, too unlike the pair's English to be a
        /// version of it.
        case replaced(previous: String)
    }

    /// Per pair of the alignment, nil where the comments say nothing.
    private(set) var verdicts: [Verdict?]
    /// Comments whose Chinese pairs with no English of the page: English since removed or
    /// rewritten beyond recognition.
    private(set) var outdated: [AlignedPair] = []

    /// How alike (word Dice) a comment and an English paragraph must be for one to be an edit of
    /// the other.
    static let editSimilarity = 0.5

    /// The verdicts for `pairs` (aligned from `chinese` and its original, their units' plain
    /// `texts` worked out already) in the states the aligner gave them; nil when `chinese` keeps
    /// no English in comments.
    init?(pairs: [AlignedPair], states: [PairState], texts: [CoverageCalculator.UnitTexts], english: Document? = nil, chinese: Document) {
        guard Self.keepsEnglishInComments(chinese) else { return nil }
        // A comment the English page has too (a note to its editors, kept by the translation) is
        // the page's own, not the English a translation was made from.
        let pageComments = Set(Self.comments(english?.blocks ?? []).map(EnglishText.fingerprint))
        let (chunks, chunkTexts) = Self.chunks(CommentPairReader(document: chinese).pairs(), besides: pageComments)
        let owner = Self.owners(chunks)
        // A comment of several paragraphs judges several pairs: its words are read once.
        var chunkWords = [[UInt64]?](repeating: nil, count: chunks.count)
        func words(_ k: Int) -> [UInt64] {
            if chunkWords[k] == nil { chunkWords[k] = EnglishText.hashes(chunkTexts[k].joined(separator: "\n\n")) }
            return chunkWords[k]!
        }
        var judged = Set<Int>()
        verdicts = pairs.indices.map { i in
            // English kept on purpose under a comment (a name, a field) goes stale like a
            // translation when the page's English moves on.
            let kept = (states[i] == .shared || states[i] == .untranslated) && !pairs[i].chinese.isEmpty
            guard states[i] == .translated || states[i] == .needsReview || kept else { return nil }
            var owners: [Int] = []
            // By every line of the unit, not its first: a callout unit starts at its tag, and the
            // comment inside it owns the paragraph below.
            for unit in pairs[i].chinese {
                for line in unit.range.lines { if let k = owner[line], !owners.contains(k) { owners.append(k) } }
            }
            guard let first = owners.first, let last = owners.last else { return nil }
            // English that joins what the translator kept apart (a sentence and the note after
            // it) is in the comments around too.
            let nearby = max(0, first - Self.nearbyComments)..<min(chunks.count, last + 1 + Self.nearbyComments)
            let previousText = { owners.flatMap { chunkTexts[$0] }.joined(separator: "\n\n") }
            guard
                var verdict = Self.verdict(
                    english: texts[i].english, chinese: texts[i].chinese, previous: owners.flatMap(words), previousText: previousText,
                    around: { nearby.flatMap(words) })
            else { return nil }
            // A shortcode the page expands (`version-check` into "Your Kubernetes server must be
            // …") is in the comment as the shortcode: the sources, shortcodes as written, agree.
            if verdict != .fresh, Self.sourcesAgree(pairs[i].english, owners.flatMap { chunks[$0].english }) { verdict = .fresh }
            if verdict == .fresh || verdict == .stale { judged.formUnion(owners) }
            return verdict.with(previous: previousText)
        }
        outdated = chunks.indices.filter { !judged.contains($0) }.map { chunks[$0] }
    }

    /// The comments' chunks that hold English, but for those whose text is one of
    /// `pageComments` (fingerprints), each with its English units' plain texts, worked out once.
    private static func chunks(_ pairs: [AlignedPair], besides pageComments: Set<UInt64>) -> ([AlignedPair], [[String]]) {
        var chunks: [AlignedPair] = []
        var texts: [[String]] = []
        for pair in pairs where pair.bead == .comment && !pair.english.isEmpty {
            let text = pair.english.map(\.plainText)
            if !pageComments.isEmpty, pageComments.contains(EnglishText.fingerprint(text.joined(separator: "\n\n"))) { continue }
            chunks.append(pair)
            texts.append(text)
        }
        return (chunks, texts)
    }

    /// A verdict before the comment's text is attached.
    enum Judgement {
        case fresh, stale, replaced

        func with(previous: () -> String) -> Verdict {
            switch self {
            case .fresh: .fresh
            case .stale: .stale(previous: previous())
            case .replaced: .replaced(previous: previous())
            }
        }
    }

    /// Fresh when the current English is the comment's words (`previous`), or a stretch of them
    /// (the aligner paired a comment of several paragraphs paragraph by paragraph), or of the
    /// comments `around`. Stale when it is an edit of the comment or of a stretch of it (one
    /// item of a list the comment holds whole). White space and punctuation alone never make a
    /// pair stale. Nothing is
    /// said of English without words (a shortcode, `{{% heading %}}`) or kept verbatim in the
    /// translation (a table of names and numbers).
    static func verdict(
        english: [String], chinese: [String], previous: [UInt64], previousText: () -> String = { "" }, around: () -> [UInt64] = { [] }
    ) -> Judgement? {
        let joined = english.joined(separator: "\n\n")
        let now = EnglishText.hashes(joined)
        if now.isEmpty { return nil }
        if EnglishText.contains(previous, now) || EnglishText.contains(around(), now) { return .fresh }
        if now == EnglishText.hashes(chinese.joined(separator: "\n\n")) { return nil }
        // Spacing is no edit: words run together or apart, a space around a code span or not.
        if EnglishText.containsRespaced(EnglishText.words(previousText()), EnglishText.words(joined)) { return .fresh }
        return EnglishText.closestDice(now, in: previous) >= editSimilarity ? .stale : .replaced
    }

    /// How many comments before and after a pair's own may hold the rest of its English.
    static let nearbyComments = 2

    /// The comment (chunk index) each Chinese unit (by first line) was translated under. A
    /// comment owns only the kinds of block it holds: a table after a comment of prose was
    /// translated without one of its own, and that comment says nothing of it; a comment of list
    /// items owns as many items.
    static func owners(_ chunks: [AlignedPair]) -> [Int: Int] {
        var owner: [Int: Int] = [:]
        for (k, chunk) in chunks.enumerated() {
            // A table's header row alone in a comment is a paragraph to Markdown.
            let kinds = Set(chunk.english.map { $0.source.hasPrefix("|") ? .table : kindGroup(UnitFeatures.kind(of: $0).0) })
            // A list item is translated item by item: a comment holding one item owns the first
            // item of the list below it, not the items after it that have no comment of their own.
            let itemUnits = chunk.english.filter { Self.startsListItem($0.source) }
            let terms = Set(itemUnits.compactMap { Self.term($0.plainText) })
            var seen = 0, owns = false, skipping = false
            for unit in chunk.chinese {
                if Self.startsListItem(unit.source) {
                    seen += 1
                    // An item named by a term the comment's items do not name (`sendInitialEvents`
                    // added to a parameter list) was translated without a comment of its own, as
                    // is every item past the comment's last, or after one item's description.
                    if let term = Self.term(unit.plainText), !terms.isEmpty {
                        skipping = !terms.contains(term)
                    } else if seen > itemUnits.count && owns {
                        break
                    }
                }
                guard !skipping, kinds.contains(kindGroup(UnitFeatures.kind(of: unit).0)) else { continue }
                owner[unit.range.startLine] = k
                owns = true
            }
        }
        return owner
    }

    /// Prose and list items translate into each other; every other kind only into itself.
    static func kindGroup(_ kind: UnitFeatures.KindClass) -> UnitFeatures.KindClass {
        kind == .listItem ? .prose : kind
    }

    /// A Kubernetes-style translation: English prose kept in comments above the Chinese.
    static func keepsEnglishInComments(_ document: Document) -> Bool {
        document.blocks.filter { if case .comment = $0.kind { $0.language == .en } else { false } }.count >= 2
    }

    /// Whether a unit's source opens a list item (`- `, `* `, `+ `, `1. `, `1) `).
    static func startsListItem(_ source: String) -> Bool {
        let kind = BlockStarters.kind(of: Substring(source).drop { $0 == " " || $0 == "\t" })
        return kind == .bullet || kind == .ordered
    }

    /// The term an item of a definition list opens with (`sendInitialEvents` of
    /// `sendInitialEvents (in query): boolean`): a first word written in ASCII like a name and
    /// followed by its type or definition (`(`, `:`), the same in both languages.
    static func term(_ text: String) -> Substring? {
        let trimmed = text.drop(while: \.isWhitespace)
        let word = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "._-/".contains($0)) }
        let next = trimmed.dropFirst(word.count).drop { $0 == " " }.first
        guard word.count > 1, let next, "(:：（".contains(next) else { return nil }
        return word
    }

    /// Whether the English units' Markdown, shortcodes as written, is a stretch of the comment's.
    /// Shortcodes a unit opens with (`{{< version-check >}}` before a sentence) are left out: a
    /// translation writes them on a line of their own, above its comment.
    static func sourcesAgree(_ english: [AlignedBlock], _ comment: [AlignedBlock]) -> Bool {
        let words = { (units: [AlignedBlock]) in
            EnglishText.hashes(units.map { EnglishText.withoutLeadingShortcodes($0.source) }.joined(separator: "\n\n"), keepingShortcodes: true)
        }
        let now = words(english)
        return !now.isEmpty && EnglishText.contains(words(comment), now)
    }

    /// The text of every comment among `blocks`, those inside lists, quotes and callouts too.
    static func comments(_ blocks: [Block]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block.kind {
            case .comment(let text): [text]
            case .list(_, _, let items): items.flatMap { comments($0.blocks) }
            case .quote(let inner), .callout(_, _, let inner): comments(inner)
            default: []
            }
        }
    }
}
