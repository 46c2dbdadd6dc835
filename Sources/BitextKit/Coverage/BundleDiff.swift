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
    public static func compare(old: BitextModel.Bundle?, new: BitextModel.Bundle?) -> BundleDiff {
        func key(_ text: String?) -> String { EnglishText.key(text ?? "") }
        let oldPairs = old?.pairs.filter { $0.state != .neutral } ?? []
        let newPairs = new?.pairs.filter { $0.state != .neutral } ?? []
        var oldByChinese: [String: BundlePair] = [:]
        var oldByEnglish: [String: BundlePair] = [:]
        for pair in oldPairs {
            if let zh = pair.zh { oldByChinese[key(zh.text)] = pair }
            if let en = pair.en { oldByEnglish[key(en.text)] = pair }
        }
        var changes: [Change] = []
        var seenEnglish = Set<String>()
        for pair in newPairs {
            guard let en = pair.en else { continue }
            let englishKey = key(en.text)
            seenEnglish.insert(englishKey)
            let before = oldByEnglish[englishKey]
            let translated = pair.zh != nil && pair.state != .stale
            if let zh = pair.zh, let previous = oldByChinese[key(zh.text)], let oldEnglish = previous.en?.text,
                key(oldEnglish) != englishKey, before == nil
            {
                changes.append(Change(kind: "newlyStale", english: en.text, previousEnglish: oldEnglish, diff: WordDiff.diff(oldEnglish, en.text), lines: en.lines))
            } else if !translated, before?.zh != nil && before?.state != .stale || before == nil && old != nil {
                changes.append(Change(kind: "newlyUntranslated", english: en.text, lines: en.lines))
            } else if translated, let before, before.zh == nil || before.state == .stale {
                changes.append(Change(kind: "fixed", english: en.text, lines: en.lines))
            }
        }
        for pair in oldPairs {
            guard let en = pair.en, !seenEnglish.contains(key(en.text)) else { continue }
            // An edited paragraph is reported once, as newly stale, not also as removed.
            if changes.contains(where: { $0.previousEnglish.map(key) == key(en.text) }) { continue }
            changes.append(Change(kind: "removed", english: en.text, lines: en.lines))
        }
        return BundleDiff(
            name: new?.name ?? old?.name ?? "", before: old?.coverage.words.percent ?? 0, after: new?.coverage.words.percent ?? 0,
            words: new?.coverage.words.total ?? 0, changes: old == nil || new == nil ? [] : changes)
    }
}
