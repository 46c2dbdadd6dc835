/// English units and the Chinese units that translate them, with how sure the aligner is.
public struct AlignedPair: Sendable, Equatable, Hashable, Codable {
    /// The shape of a pair: how many units each side has, or how it was found.
    public enum Bead: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
        /// One English unit, one Chinese unit.
        case oneToOne = "1-1"
        /// An English unit with no translation.
        case oneToZero = "1-0"
        /// A Chinese unit with no original.
        case zeroToOne = "0-1"
        /// Two English units translated by one Chinese unit.
        case twoToOne = "2-1"
        /// One English unit translated by two Chinese units.
        case oneToTwo = "1-2"
        /// Two English units and two Chinese units that only pair as a whole.
        case twoToTwo = "2-2"
        /// One English unit translated by three, four or five Chinese units (a long sentence
        /// rendered as several), and the reverse.
        case oneToThree = "1-3", oneToFour = "1-4", oneToFive = "1-5"
        case threeToOne = "3-1", fourToOne = "4-1", fiveToOne = "5-1"
        /// Two units against three, and three against two.
        case twoToThree = "2-3", threeToTwo = "3-2"
        /// Units identical on both sides (code, images, anchored headings), fixed before the search.
        case anchor
        /// Units read as pairs from the file itself (the English kept in a comment above its translation).
        case comment
        /// Language-neutral material present once and shared by both languages (code in a bilingual file).
        case shared
    }

    /// The English units, in document order; empty when the Chinese has no original.
    public var english: [AlignedBlock]
    /// The Chinese units, in document order; empty when the English has no translation.
    public var chinese: [AlignedBlock]
    /// The probability, as the aligner estimates it, that this pair is right (0…1).
    public var score: Double
    /// Whether a person should check the pair: its score is under the review threshold, or a side is empty.
    public var needsReview: Bool
    /// The pair's shape.
    public var bead: Bead

    /// Creates a pair.
    public init(english: [AlignedBlock], chinese: [AlignedBlock], score: Double, needsReview: Bool, bead: Bead) {
        self.english = english
        self.chinese = chinese
        self.score = score
        self.needsReview = needsReview
        self.bead = bead
    }

    /// The kind name of the pair's first unit (`heading`, `paragraph`, `list`, `code`, …).
    public var kind: String {
        (english.first ?? chinese.first)?.block.kind.name ?? "paragraph"
    }

    /// The lines the English side covers, `nil` when it is empty.
    public var englishLines: ClosedRange<Int>? { Self.lines(english) }
    /// The lines the Chinese side covers, `nil` when it is empty.
    public var chineseLines: ClosedRange<Int>? { Self.lines(chinese) }

    /// The English side's source text, units separated by a blank line.
    public var englishSource: String { english.map(\.source).joined(separator: "\n\n") }
    /// The Chinese side's source text, units separated by a blank line.
    public var chineseSource: String { chinese.map(\.source).joined(separator: "\n\n") }

    private static func lines(_ units: [AlignedBlock]) -> ClosedRange<Int>? {
        guard let first = units.first else { return nil }
        var lower = first.range.startLine
        var upper = first.range.endLine
        for unit in units.dropFirst() {
            lower = min(lower, unit.range.startLine)
            upper = max(upper, unit.range.endLine)
        }
        return lower...upper
    }
}
