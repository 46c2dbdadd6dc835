import BitextModel

/// Splits the units of one bilingual file into an English and a Chinese stream by language tag.
///
/// Code and other language-neutral units go where they belong: a block repeated once for each
/// language is split between the streams (by comment language, else by the language around each
/// copy, else the first copy to the language the file starts with); a block present once is
/// shared by both streams, and the pair it makes with itself is marked `shared`.
///
/// The language around a copy is that of the nearest tagged unit on each side, a heading counting
/// half: a bilingual page often puts a section's headings in both languages before either body,
/// so the heading just before the English body's code can be the Chinese one.
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
        var sides = Sides(units)
        sides.settleMixedProse(units)
        sides.splitNeutralUnits(units)
        for (k, unit) in units.enumerated() {
            if sides.side[k] == .en || sides.side[k] == .mixed {
                var u = unit
                u.index = english.count
                english.append(u)
                englishPositions.append(k)
            }
            if sides.side[k] == .zh || sides.side[k] == .mixed {
                var u = unit
                u.index = chinese.count
                chinese.append(u)
                chinesePositions.append(k)
            }
        }
    }

    /// Each unit's stream (`.mixed` for both) as it is settled, and the tagged units around it.
    private struct Sides {
        var side: [Language]
        var before: [Evidence]
        var after: [Evidence]
        /// The language of the file's first tagged unit (English when none is tagged).
        var firstLanguage: Language = .none

        /// Tagged units go to their language's stream; the rest wait, with the evidence around them.
        init(_ units: [AlignedBlock]) {
            side = [Language](repeating: .none, count: units.count)
            before = [Evidence](repeating: Evidence(), count: units.count)
            after = [Evidence](repeating: Evidence(), count: units.count)
            var last = Evidence()
            for (k, unit) in units.enumerated() {
                let language = unit.block.language
                before[k] = last
                if language == .en || language == .zh {
                    side[k] = language
                    last = Evidence(language: language, weight: unit.block.headingLevel == nil ? 1 : 0.5, line: unit.block.range.end.line)
                    if firstLanguage == .none { firstLanguage = language }
                }
            }
            last = Evidence()
            for (k, unit) in units.enumerated().reversed() {
                after[k] = last
                if side[k] == .en || side[k] == .zh {
                    last = Evidence(language: side[k], weight: unit.block.headingLevel == nil ? 1 : 0.5, line: unit.block.range.start.line)
                }
            }
            if firstLanguage == .none { firstLanguage = .en }
        }

        // Prose in both scripts (`文档: /swiftui/…, /uikit/…`) belongs to the language on both
        // sides of it when they agree, else to a side clearly nearer (the end of a page's first
        // half, before its dropped footer); shared by both streams it would pair with neither.
        mutating func settleMixedProse(_ units: [AlignedBlock]) {
            for (k, unit) in units.enumerated() where unit.block.language == .mixed && !LanguageStreams.isCode(unit) {
                let (b, a) = (before[k], after[k])
                if b.language != .none, b.language == a.language {
                    side[k] = b.language
                } else if b.language != .none, a.language != .none {
                    let gapBefore = unit.block.range.start.line - b.line
                    let gapAfter = a.line - unit.block.range.end.line
                    if gapAfter >= 3 * max(1, gapBefore) { side[k] = b.language }
                    if gapBefore >= 3 * max(1, gapAfter) { side[k] = a.language }
                }
            }
        }

        /// Neutral units grouped by content (code by its key without comments and strings): copies
        /// in twos go one to each stream, a last one left over is shared by both. In a file of one
        /// language two similar blocks are two blocks, not a block and its translation: all are
        /// shared, each pairing with itself where it stands.
        mutating func splitNeutralUnits(_ units: [AlignedBlock]) {
            guard side.contains(.en), side.contains(.zh) else {
                for k in side.indices where side[k] == .none { side[k] = .mixed }
                return
            }
            var groups: [String: [Int]] = [:]
            for (k, unit) in units.enumerated() where side[k] == .none {
                groups[LanguageStreams.contentKey(unit), default: []].append(k)
            }
            for (_, members) in groups {
                var k = 0
                while k < members.count {
                    if k + 1 < members.count {
                        splitCopies(members[k], members[k + 1], units)
                        k += 2
                    } else {
                        side[members[k]] = .mixed  // present once: shared by both streams
                        k += 1
                    }
                }
            }
        }

        /// Sends one of two copies of a unit to each stream.
        private mutating func splitCopies(_ a: Int, _ b: Int, _ units: [AlignedBlock]) {
            let ca = units[a].block.commentLanguage
            let cb = units[b].block.commentLanguage
            // How much the surroundings say the first copy is English and the second Chinese.
            let englishFirst = before[a].support(.en) + after[a].support(.en) + before[b].support(.zh) + after[b].support(.zh)
            if (ca == .en || ca == .zh) && (cb == .en || cb == .zh) && ca != cb {
                side[a] = ca; side[b] = cb
            } else if let language = LanguageStreams.sameLanguage([before[a], after[a], before[b], after[b]]) {
                // Both copies stand inside one language's text: two blocks of that language.
                side[a] = language
                side[b] = language
            } else if englishFirst != 0 {
                side[a] = englishFirst > 0 ? .en : .zh
                side[b] = englishFirst > 0 ? .zh : .en
            } else {
                side[a] = firstLanguage
                side[b] = firstLanguage == .en ? .zh : .en
            }
        }
    }

    /// The language all of `evidence` names, when each names one and it is the same.
    private static func sameLanguage(_ evidence: [Evidence]) -> Language? {
        guard let first = evidence.first?.language, first != .none, evidence.allSatisfy({ $0.language == first }) else { return nil }
        return first
    }

    /// The language of a tagged unit next to a copy, and how much it counts.
    struct Evidence {
        var language: Language = .none
        var weight = 0.0
        /// The unit's nearest source line to the copy.
        var line = 0

        /// Positive when the evidence is for `side`, negative when for the other language.
        func support(_ side: Language) -> Double {
            language == .none ? 0 : language == side ? weight : -weight
        }
    }

    /// Each unit both streams hold, as (English index, Chinese index): it pairs with itself, so the
    /// search need not look for its partner (a page of one repeated neutral block would otherwise
    /// be searched unit by unit).
    var sharedPoints: [(Int, Int)] {
        var points: [(Int, Int)] = []
        var z = 0
        for (e, position) in englishPositions.enumerated() {
            while z < chinesePositions.count, chinesePositions[z] < position { z += 1 }
            if z < chinesePositions.count, chinesePositions[z] == position { points.append((e, z)) }
        }
        return points
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

    static func isCode(_ unit: AlignedBlock) -> Bool {
        if case .code = unit.block.kind { true } else { false }
    }

    static func contentKey(_ unit: AlignedBlock) -> String {
        if case .code(_, _, let text) = unit.block.kind { return "c:" + AnchorFinder.codeKey(text) }
        return "t:" + unit.source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
