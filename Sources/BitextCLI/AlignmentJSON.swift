import BitextModel
import Foundation

/// The JSON `align` prints: `{"pairs": [{"en", "zh", "score", "kind", "needsReview", "enLines", "zhLines"}]}`,
/// in document order.
struct AlignmentJSON: Encodable {
    /// One pair: the Markdown of each side ("" when empty), and `[first, last]` lines (null when empty).
    struct Pair: Encodable {
        var en: String
        var zh: String
        var score: Double
        var kind: String
        var needsReview: Bool
        var enLines: [Int]?
        var zhLines: [Int]?

        private enum CodingKeys: String, CodingKey { case en, zh, score, kind, needsReview, enLines, zhLines }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(en, forKey: .en)
            try c.encode(zh, forKey: .zh)
            try c.encode(score, forKey: .score)
            try c.encode(kind, forKey: .kind)
            try c.encode(needsReview, forKey: .needsReview)
            try c.encode(enLines, forKey: .enLines)
            try c.encode(zhLines, forKey: .zhLines)
        }
    }

    var pairs: [Pair]

    /// The pairs of `alignment`; material both versions share verbatim (bead `shared`: code,
    /// shortcodes, images) is not translation and is listed only with `includeShared`.
    init(_ alignment: Alignment, includeShared: Bool = false) {
        pairs = alignment.pairs.filter { includeShared || $0.bead != .shared }.map(Self.entry)
    }

    static func entry(_ pair: AlignedPair) -> Pair {
            Pair(
                en: pair.englishSource, zh: pair.chineseSource, score: (pair.score * 1000).rounded() / 1000,
                kind: pair.kind, needsReview: pair.needsReview,
                enLines: pair.englishLines.map { [$0.lowerBound, $0.upperBound] },
                zhLines: pair.chineseLines.map { [$0.lowerBound, $0.upperBound] })
    }
}

/// `--output-format tsv`: a header, then one row per pair; tabs and newlines inside text are escaped.
enum AlignmentTSV {
    static func render(_ alignment: Alignment) -> String {
        var out = "score\tneedsReview\tkind\tbead\tenLines\tzhLines\ten\tzh\n"
        for pair in alignment.pairs {
            let fields = [
                String(format: "%.3f", pair.score), pair.needsReview ? "yes" : "no", pair.kind, pair.bead.rawValue,
                lines(pair.englishLines), lines(pair.chineseLines), escape(pair.englishSource), escape(pair.chineseSource),
            ]
            out += fields.joined(separator: "\t") + "\n"
        }
        return out
    }

    static func lines(_ range: ClosedRange<Int>?) -> String {
        range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? ""
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": break
            default: out.append(ch)
            }
        }
        return out
    }
}
