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

    /// Compares two bundles. A translation is keyed by its Chinese text: when the same Chinese
    /// now stands beside different English, the English moved on and the pair is newly stale.
    /// Texts are keyed by their words (`EnglishText.fingerprint`), each once.
    public static func compare(old: BitextModel.Bundle?, new: BitextModel.Bundle?) -> BundleDiff {
        let summary = BundleDiff(
            name: new?.name ?? old?.name ?? "", before: old?.coverage.words.percent ?? 0, after: new?.coverage.words.percent ?? 0,
            words: new?.coverage.words.total ?? 0, changes: [])
        // A document added or removed as a whole has no paragraphs to compare.
        guard let old, let new else { return summary }
        let before = Keyed(old.pairs), after = Keyed(new.pairs)
        var oldByChinese: [UInt64: Int] = [:], oldByEnglish: [UInt64: Int] = [:]
        for k in before.pairs.indices {
            if let zh = before.chinese[k] { oldByChinese[zh] = k }
            if let en = before.english[k] { oldByEnglish[en] = k }
        }
        var changes: [Change] = []
        var accounted = Set<UInt64>()
        for k in after.pairs.indices {
            guard let en = after.pairs[k].en, let englishKey = after.english[k] else { continue }
            accounted.insert(englishKey)
            let pair = after.pairs[k]
            let previous = oldByEnglish[englishKey].map { before.pairs[$0] }
            let translated = pair.zh != nil && pair.state != .stale
            if previous == nil, let zh = after.chinese[k], let source = oldByChinese[zh], let oldEnglish = before.pairs[source].en?.text,
                let oldKey = before.english[source], oldKey != englishKey
            {
                accounted.insert(oldKey)
                changes.append(Change(kind: "newlyStale", english: en.text, previousEnglish: oldEnglish, diff: WordDiff.diff(oldEnglish, en.text), lines: en.lines))
            } else if !translated, previous?.zh != nil && previous?.state != .stale || previous == nil {
                changes.append(Change(kind: "newlyUntranslated", english: en.text, lines: en.lines))
            } else if translated, let previous, previous.zh == nil || previous.state == .stale {
                changes.append(Change(kind: "fixed", english: en.text, lines: en.lines))
            }
        }
        for k in before.pairs.indices {
            guard let en = before.pairs[k].en, let key = before.english[k], !accounted.contains(key) else { continue }
            changes.append(Change(kind: "removed", english: en.text, lines: en.lines))
        }
        var diff = summary
        diff.changes = Self.withoutEditsOfUntranslated(changes, old: before)
        return diff
    }

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
        let untranslatedBefore = Set(old.pairs.filter { $0.zh == nil }.compactMap { $0.en?.text })
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
