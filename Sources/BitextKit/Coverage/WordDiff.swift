/// A word-level diff of two texts, written the way `git diff --word-diff` does:
/// `[-removed words-]{+added words+}`.
public enum WordDiff {
    /// A run of words both texts have, or only the old or only the new.
    public enum Segment: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff of `old` against `new`; unchanged words are kept as they are.
    public static func diff(_ old: String, _ new: String) -> String {
        segments(old, new).map { segment in
            switch segment {
            case .same(let words): words
            case .removed(let words): "[-" + words + "-]"
            case .added(let words): "{+" + words + "+}"
            }
        }.joined(separator: " ")
    }

    /// The diff as HTML: removed words in `<del>`, added in `<ins>`, every word escaped.
    public static func html(_ old: String, _ new: String) -> String {
        segments(old, new).map { segment in
            switch segment {
            case .same(let words): HTMLEscaping.escape(words)
            case .removed(let words): "<del>" + HTMLEscaping.escape(words) + "</del>"
            case .added(let words): "<ins>" + HTMLEscaping.escape(words) + "</ins>"
            }
        }.joined(separator: " ")
    }

    /// The words of `text`, split at white space; ASCII text by its bytes (the same split: its
    /// white space is single scalars), which spared a Character walk of every stale pair.
    static func words(_ text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).map(String.init) }
        return text.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }).map { String(Substring($0)) }
    }

    /// The runs of words, in order: a removal before the addition that replaces it.
    public static func segments(_ old: String, _ new: String) -> [Segment] {
        let a = words(old)
        let b = words(new)
        // Paragraphs are short; past this size a diff is no longer readable anyway.
        guard a.count * b.count <= 250_000 else {
            return [.removed(a.joined(separator: " ")), .added(b.joined(separator: " "))].filter { $0 != .removed("") && $0 != .added("") }
        }
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [Segment] = []
        var same: [String] = [], removed: [String] = [], added: [String] = []
        func flushChange() {
            if !removed.isEmpty { out.append(.removed(removed.joined(separator: " "))) }
            if !added.isEmpty { out.append(.added(added.joined(separator: " "))) }
            removed = []
            added = []
        }
        func flushSame() {
            if !same.isEmpty { out.append(.same(same.joined(separator: " "))) }
            same = []
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flushChange()
                same.append(a[i])
                i += 1
                j += 1
            } else {
                flushSame()
                if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                    added.append(b[j])
                    j += 1
                } else {
                    removed.append(a[i])
                    i += 1
                }
            }
        }
        flushChange()
        flushSame()
        return out
    }

    /// How alike two texts are: the Dice coefficient of their word multisets (0…1).
    public static func similarity(_ a: String, _ b: String) -> Double {
        let wa = a.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let wb = b.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard !wa.isEmpty || !wb.isEmpty else { return 1 }
        var counts: [String: Int] = [:]
        for w in wa { counts[w, default: 0] += 1 }
        var shared = 0
        for w in wb where counts[w, default: 0] > 0 {
            counts[w]! -= 1
            shared += 1
        }
        return 2 * Double(shared) / Double(wa.count + wb.count)
    }
}
