import Foundation

/// The translations one document is written with, found by their English: unit ids hash the
/// translation too, so they cannot be known from the English alone, while the English is what the
/// document and the file share. The same English twice in a document takes the file's entries for
/// it in order, and the last one again when the file has fewer. Only translations are taken.
public struct TranslationMemory: Sendable {
    private var entries: [String: [TranslationEntry]] = [:]
    private var taken: [String: Int] = [:]
    /// How many units took an entry another unit had taken already (the same English more often
    /// in the document than in the file): filled without the file saying so.
    public private(set) var reused = 0
    /// Every English the file has, translated or not, by the key of its first line or cell: a
    /// unit of several segments is found from the segment it starts with. Only translations are
    /// in `entries`, so an empty target (a template, the untranslated export beside the
    /// translated file) never hides one.
    private var byStart: [String: Set<String>] = [:]
    /// The longest key (in UTF-8 bytes) of each start's units: worked out once, as every
    /// paragraph beginning with a line that N units begin with asked for it (N² for N of them).
    private var longestByStart: [String: Int] = [:]

    /// The entries for a document known by any of `names`: its own and those naming no document;
    /// every entry when `names` is nil (a file whose names are not the documents').
    public init(_ entries: [TranslationEntry], names: Set<String>?) {
        for var entry in entries where names.map({ entry.isFor($0) ?? true }) ?? true {
            let key = Self.key(entry.english)
            let start = Self.startKey(entry.english)
            byStart[start, default: []].insert(key)
            longestByStart[start] = max(longestByStart[start] ?? 0, key.utf8.count)
            // Tools pad targets with the markup's line breaks; a unit's text has none at its ends
            // (tabs stay: a table row's empty last cells end in them).
            entry.chinese = entry.chinese.trimmingCharacters(in: CharacterSet(charactersIn: " \n\r"))
            // A CAT tool copies the source to the target before anyone translates.
            guard !entry.chinese.isEmpty, !entry.chinese.isCopy(of: entry.english) else { continue }
            self.entries[key, default: []].append(entry)
        }
    }

    /// The next entry for `english`, if the file has one.
    public mutating func take(_ english: String) -> TranslationEntry? {
        let key = Self.key(english)
        guard let candidates = entries[key] else { return nil }
        let index = taken[key, default: 0]
        taken[key] = index + 1
        if index >= candidates.count { reused += 1 }
        return candidates[min(index, candidates.count - 1)]
    }

    /// The keys (`key(_:)`) of the units that begin with `text`'s first line or cell, and the
    /// longest of them in UTF-8 bytes.
    public func units(startingWith text: String) -> (keys: Set<String>, longest: Int) {
        let start = Self.startKey(text)
        return (byStart[start] ?? [], longestByStart[start] ?? 0)
    }

    /// The key of a text's first line or table cell.
    private static func startKey(_ text: String) -> String {
        key(String(text.prefix { $0 != "\n" && $0 != "\t" && $0 != "\r\n" }))
    }

    /// Every entry of `kind` with a translation.
    public func all(kind: String) -> [TranslationEntry] {
        entries.values.flatMap { $0 }.filter { $0.kind == kind }.sorted { $0.line < $1.line }
    }

    /// English as compared: runs of white space as one space, none at the ends. Tools rewrap
    /// msgids and a CAT tool may trim a segment.
    static func key(_ english: String) -> String {
        english.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
