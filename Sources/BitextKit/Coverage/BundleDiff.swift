import BitextModel

/// What changed for translators between two bundles of the same document.
public struct BundleDiff: Sendable, Equatable, Codable {
    /// One paragraph that changed state.
    public struct Change: Sendable, Equatable, Codable {
        /// `newlyUntranslated`, `newlyStale`, `fixed` or `removed`.
        public var kind: String
        /// The English text now (before, for removed paragraphs).
        public var english: String
        /// The English the translation was made from, for newly stale paragraphs.
        public var previousEnglish: String?
        /// `[-old-]{+new+}`, for newly stale paragraphs.
        public var diff: String?
        /// Lines in the English file.
        public var lines: [Int]

        /// Creates a change.
        public init(kind: String, english: String, previousEnglish: String? = nil, diff: String? = nil, lines: [Int]) {
            self.kind = kind
            self.english = english
            self.previousEnglish = previousEnglish
            self.diff = diff
            self.lines = lines
        }
    }

    /// What happened to the document as a whole.
    public enum Status: String, Sendable, Equatable, Codable {
        /// On both sides.
        case changed
        /// New: English nobody has translated yet, or translated already.
        case added
        /// Gone from the new side.
        case removed
        /// The same English under a new name (`previousName`).
        case renamed
        /// A translation whose English page is gone: a problem, not an improvement.
        case orphaned
    }

    /// The document.
    public var name: String
    /// Its English file (the new side's; the old side's for a document removed), for
    /// annotations that point at a line.
    public var path: String?
    /// What happened to it.
    public var status: Status = .changed
    /// Its name on the old side, when it was renamed.
    public var previousName: String?
    /// Coverage (by English words) before.
    public var before: Double
    /// Coverage after.
    public var after: Double
    /// English words on the new side.
    public var words: Int
    /// The paragraphs that changed state, in document order (none for a document added,
    /// removed or orphaned as a whole).
    public var changes: [Change]

    /// Creates a diff.
    public init(name: String, before: Double, after: Double, words: Int = 0, changes: [Change]) {
        self.name = name
        self.before = before
        self.after = after
        self.words = words
        self.changes = changes
    }

    /// Compares two bundles. Each paragraph's state is the one `convert` gave it on its side;
    /// a change is a paragraph whose state moved: newly stale, newly untranslated, or fixed.
    /// Where the new side had no comments to judge staleness by, the old bundle supplies it: the
    /// same Chinese now beside different English means the English moved on. Texts are keyed by
    /// their words (`EnglishText.fingerprint`), each once.
    public static func compare(old: BitextModel.Bundle?, new: BitextModel.Bundle?) -> BundleDiff {
        var summary = BundleDiff(
            name: new?.name ?? old?.name ?? "", before: old?.coverage.words.percent ?? 0, after: new?.coverage.words.percent ?? 0,
            words: new?.coverage.words.total ?? 0, changes: [])
        summary.path = (new ?? old)?.englishSource?.path
        // A document added or removed as a whole has no paragraphs to compare.
        guard let old, let new else { return summary }
        let before = Keyed(old.pairs), after = Keyed(new.pairs)
        var oldByChinese: [UInt64: Int] = [:], oldByEnglish: [UInt64: Int] = [:]
        for k in before.pairs.indices {
            if let zh = before.chinese[k] { oldByChinese[zh] = k }
            if let en = before.english[k] { oldByEnglish[en] = k }
        }
        let judgedByComments = new.staleSource == "comments" || new.pairs.contains { $0.previous != nil }
        var changes: [Change] = []
        var accounted = Set<UInt64>()
        for k in after.pairs.indices {
            guard let en = after.pairs[k].en, let englishKey = after.english[k] else { continue }
            accounted.insert(englishKey)
            let pair = after.pairs[k]
            var previous = oldByEnglish[englishKey].map { before.pairs[$0] }
            if previous == nil, let zh = after.chinese[k], let source = oldByChinese[zh], let oldKey = before.english[source], oldKey != englishKey {
                // The English was edited under the same translation.
                accounted.insert(oldKey)
                previous = before.pairs[source]
                if !judgedByComments, Self.hasTranslation(pair.state), let oldEnglish = previous?.en?.text {
                    changes.append(Change(kind: "newlyStale", english: en.text, previousEnglish: oldEnglish, diff: WordDiff.diff(oldEnglish, en.text), lines: en.lines))
                    continue
                }
            }
            if let change = change(pair, en, from: previous) { changes.append(change) }
        }
        for k in before.pairs.indices {
            guard let en = before.pairs[k].en, let key = before.english[k], !accounted.contains(key) else { continue }
            changes.append(Change(kind: "removed", english: en.text, lines: en.lines))
        }
        var diff = summary
        diff.changes = Self.withoutEditsOfUntranslated(changes, old: before)
        return diff
    }

    /// The change of one paragraph whose state was `previous`'s (nil: a new paragraph).
    private static func change(_ pair: BundlePair, _ en: BundlePair.Side, from previous: BundlePair?) -> Change? {
        switch pair.state {
        case .stale where previous?.state != .stale:
            let old = pair.previous ?? previous?.en?.text
            return Change(kind: "newlyStale", english: en.text, previousEnglish: old, diff: old.map { WordDiff.diff($0, en.text) }, lines: en.lines)
        case .untranslated where previous.map { hasTranslation($0.state) } ?? true:
            return Change(kind: "newlyUntranslated", english: en.text, lines: en.lines)
        case let state where hasTranslation(state) && previous.map { $0.state == .untranslated || $0.state == .stale } ?? false:
            return Change(kind: "fixed", english: en.text, lines: en.lines)
        default:
            return nil
        }
    }

    /// Translated, or translated with a pairing to review: not stale, not missing.
    static func hasTranslation(_ state: PairState) -> Bool { state == .translated || state == .needsReview }

    /// A bundle's pairs that carry text, with their sides' word keys.
    private struct Keyed {
        var pairs: [BundlePair]
        var english: [UInt64?]
        var chinese: [UInt64?]

        init(_ all: [BundlePair]) {
            pairs = all.filter { $0.state != .neutral }
            english = pairs.map { $0.en.map { EnglishText.fingerprint($0.text) } }
            chinese = pairs.map { $0.zh.map { EnglishText.fingerprint($0.text) } }
        }
    }

    /// An untranslated paragraph that was edited is still untranslated: not a paragraph newly
    /// untranslated and another removed.
    private static func withoutEditsOfUntranslated(_ changes: [Change], old: Keyed) -> [Change] {
        let untranslatedBefore = Set(old.pairs.filter { $0.state == .untranslated }.compactMap { $0.en?.text })
        let removed = changes.indices.filter { changes[$0].kind == "removed" && untranslatedBefore.contains(changes[$0].english) }
        guard !removed.isEmpty else { return changes }
        var dropped = Set<Int>()
        for k in changes.indices where changes[k].kind == "newlyUntranslated" {
            let edit = removed.first { !dropped.contains($0) && WordDiff.similarity(changes[$0].english, changes[k].english) >= 0.5 }
            if let edit { dropped.formUnion([edit, k]) }
        }
        return changes.indices.filter { !dropped.contains($0) }.map { changes[$0] }
    }
}
