/// The translations one document is written with, found by their English: unit ids hash the
/// translation too, so they cannot be known from the English alone, while the English is what the
/// document and the file share. The same English twice in a document takes the file's entries for
/// it in order, and the last one again when the file has fewer.
public struct TranslationMemory: Sendable {
    private var entries: [String: [TranslationEntry]] = [:]
    private var taken: [String: Int] = [:]

    /// The entries for a document known by any of `names`: its own and those naming no document;
    /// every entry when `names` is nil (a file whose names are not the documents').
    public init(_ entries: [TranslationEntry], names: Set<String>?) {
        for entry in entries where names.map({ names in entry.document.map { Self.names(names, include: $0) } ?? true }) ?? true {
            self.entries[Self.key(entry.english), default: []].append(entry)
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

    /// Whether the memory has an entry for `english`.
    public func has(_ english: String) -> Bool { entries[Self.key(english)] != nil }

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
