import BitextModel

/// Splits the units of one bilingual file into an English and a Chinese stream by language tag.
///
/// Code and other language-neutral units go where they belong: a block repeated once for each
/// language is split between the streams (by comment language, else by the prose it follows,
/// else the first copy to the language the file starts with); a block present once is shared
/// by both streams, and the pair it makes with itself is marked `shared`.
struct LanguageStreams {
    /// The English units (indices renumbered within the stream).
    var english: [AlignedBlock] = []
    /// The Chinese units.
    var chinese: [AlignedBlock] = []
    /// Each English unit's position among the file's units.
    var englishPositions: [Int] = []
    /// Each Chinese unit's position among the file's units.
    var chinesePositions: [Int] = []

    init(document: Document) {
        let units = AlignmentUnits(document: document).units(of: document.blocks)
        var side = [Language](repeating: .none, count: units.count)
        var proseBefore = [Language](repeating: .none, count: units.count)
        var last: Language = .none
        var firstLanguage: Language = .none
        for (k, unit) in units.enumerated() {
            let language = unit.block.language
            proseBefore[k] = last
            if language == .en || language == .zh {
                side[k] = language
                last = language
                if firstLanguage == .none { firstLanguage = language }
            }
        }
        if firstLanguage == .none { firstLanguage = .en }
        // Neutral units grouped by content: code by its key without comments and strings.
        var groups: [String: [Int]] = [:]
        for (k, unit) in units.enumerated() where side[k] == .none {
            groups[Self.contentKey(unit), default: []].append(k)
        }
        for (_, members) in groups {
            var k = 0
            while k < members.count {
                if k + 1 < members.count {
                    let (a, b) = (members[k], members[k + 1])
                    let ca = units[a].block.commentLanguage
                    let cb = units[b].block.commentLanguage
                    if (ca == .en || ca == .zh) && (cb == .en || cb == .zh) && ca != cb {
                        side[a] = ca; side[b] = cb
                    } else if (proseBefore[a] == .en || proseBefore[a] == .zh)
                        && (proseBefore[b] == .en || proseBefore[b] == .zh) && proseBefore[a] != proseBefore[b]
                    {
                        side[a] = proseBefore[a]; side[b] = proseBefore[b]
                    } else {
                        side[a] = firstLanguage
                        side[b] = firstLanguage == .en ? .zh : .en
                    }
                    k += 2
                } else {
                    side[members[k]] = .mixed  // present once: shared by both streams
                    k += 1
                }
            }
        }
        for (k, unit) in units.enumerated() {
            if side[k] == .en || side[k] == .mixed {
                var u = unit
                u.index = english.count
                english.append(u)
                englishPositions.append(k)
            }
            if side[k] == .zh || side[k] == .mixed {
                var u = unit
                u.index = chinese.count
                chinese.append(u)
                chinesePositions.append(k)
            }
        }
    }

    /// Marks pairs of a unit with itself as `shared`.
    func markShared(_ pairs: [AlignedPair]) -> [AlignedPair] {
        pairs.map { pair in
            var pair = pair
            if pair.english.count == 1, pair.chinese.count == 1,
                englishPositions[pair.english[0].index] == chinesePositions[pair.chinese[0].index]
            {
                pair.bead = .shared
                pair.score = 1
            }
            return pair
        }
    }

    static func contentKey(_ unit: AlignedBlock) -> String {
        if case .code(_, _, let text) = unit.block.kind { return "c:" + AnchorFinder.codeKey(text) }
        return "t:" + unit.source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
