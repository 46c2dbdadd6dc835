import Foundation

/// The translations one document is written with, found by their English: unit ids hash the
/// translation too, so they cannot be known from the English alone, while the English is what the
/// document and the file share. The same English twice in a document takes the file's entries for
/// it in order, and the last one again when the file has fewer. Only translations are taken.
public struct TranslationMemory: Sendable {
    private var entries: [String: [TranslationEntry]] = [:]
    private var taken: [String: Int] = [:]
    /// English the file has without a translation (an empty msgstr, no target, a copy of the
    /// English): known, so a unit is still recognised whole, but never taken over a translation
    /// another file or entry has for it.
    private var untranslated = Set<String>()
    /// Every English the file has, by the key of its first line or cell: a unit of several
    /// segments is found from the segment it starts with.
    private var byStart: [String: Set<String>] = [:]

    /// The entries for a document known by any of `names`: its own and those naming no document;
    /// every entry when `names` is nil (a file whose names are not the documents').
    public init(_ entries: [TranslationEntry], names: Set<String>?) {
        for var entry in entries where names.map({ names in entry.document.map { Self.names(names, include: $0) } ?? true }) ?? true {
            let key = Self.key(entry.english)
            let start = entry.english.prefix { $0 != "\n" && $0 != "\t" && $0 != "\r\n" }
            byStart[Self.key(String(start)), default: []].insert(key)
            // Tools pad targets with the markup's line breaks; a unit's text has none at its ends
            // (tabs stay: a table row's empty last cells end in them).
            entry.chinese = entry.chinese.trimmingCharacters(in: CharacterSet(charactersIn: " \n\r"))
            if entry.chinese.isEmpty || Self.isCopy(entry) {
                untranslated.insert(key)
            } else {
                self.entries[key, default: []].append(entry)
            }
        }
    }

    /// Whether a document known by `names` is the file's `document`: the same name, or one
    /// under a folder above the tree applied (an export of a Hugo `content/` names `en/docs/x`,
    /// applying `content/en` finds `docs/x`).
    public static func names(_ names: Set<String>, include document: String) -> Bool {
        names.contains(document) || names.contains { document.hasSuffix("/" + $0) }
    }

    /// Whether the memory has nothing.
    public var isEmpty: Bool { entries.isEmpty }

    /// The next entry for `english`, if the file has one.
    public mutating func take(_ english: String) -> TranslationEntry? {
        let key = Self.key(english)
        guard let candidates = entries[key], !candidates.isEmpty else { return nil }
        let index = taken[key, default: 0]
        taken[key] = index + 1
        return candidates[min(index, candidates.count - 1)]
    }

    /// The keys (`key(_:)`) of the units that begin with `text`'s first line or cell.
    public func units(startingWith text: String) -> Set<String> {
        byStart[Self.key(String(text.prefix { $0 != "\n" && $0 != "\t" && $0 != "\r\n" }))] ?? []
    }

    /// Whether the file has `english` as a unit, translated or not.
    public func has(_ english: String) -> Bool {
        let key = Self.key(english)
        return entries[key] != nil || untranslated.contains(key)
    }

    /// A "translation" that is the English again (a CAT tool copies the source to the target
    /// before anyone translates): one word alone is a name a translation keeps.
    static func isCopy(_ entry: TranslationEntry) -> Bool {
        let english = key(entry.english)
        return english == key(entry.chinese) && english.contains(" ")
    }

    /// Every entry of `kind` with a translation.
    public func all(kind: String) -> [TranslationEntry] {
        entries.values.flatMap { $0 }.filter { $0.kind == kind && !$0.chinese.isEmpty }.sorted { $0.line < $1.line }
    }

    /// English as compared: runs of white space as one space, none at the ends. Tools rewrap
    /// msgids and a CAT tool may trim a segment.
    static func key(_ english: String) -> String {
        english.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
