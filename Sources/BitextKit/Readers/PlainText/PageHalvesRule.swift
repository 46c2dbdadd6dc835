import BitextModel

/// Detects a dump that holds a whole page in one language followed by the whole page in the
/// other (a translation above its original): one document with a language boundary, which
/// alignment can split.
struct PageHalvesRule: Sendable {
    /// Where the second half starts and the languages of the two halves.
    struct Boundary: Equatable {
        var line: Int
        var first: Language
        var second: Language
    }

    let tagger = LanguageTagger()
    /// Each half needs this many blocks of prose.
    let minimumHalf = 5
    /// The share of each half's prose blocks that must be in that half's language.
    let minimumAgreement = 0.85

    /// How much of each block's text is enough to tell its language.
    let sampleLength = 60

    /// Creates the rule.
    init() {}

    /// The boundary, when the blocks split into two halves of one language each.
    func boundary(in blocks: [Block]) -> Boundary? {
        let tagged: [(line: Int, language: Language)] = blocks.compactMap { block in
            // The start of a paragraph or heading tells its language; lists and tables follow
            // the prose around them.
            guard block.kind.name == "paragraph" || block.kind.name == "heading" else { return nil }
            let sample = String(block.inlines.plainText.prefix(sampleLength))
            let language = tagger.language(of: sample)
            return language == .en || language == .zh ? (block.range.startLine, language) : nil
        }
        let n = tagged.count
        guard n >= 2 * minimumHalf else { return nil }
        // zhBefore[k]: Chinese blocks among the first k.
        var zhBefore = [0]
        for entry in tagged { zhBefore.append(zhBefore.last! + (entry.language == .zh ? 1 : 0)) }
        let zhTotal = zhBefore[n]
        var best: (agreement: Int, k: Int, first: Language)?
        for k in minimumHalf...(n - minimumHalf) {
            let zhAfter = zhTotal - zhBefore[k]
            let halves: [(before: Int, after: Int, first: Language)] = [
                (zhBefore[k], (n - k) - zhAfter, .zh), (k - zhBefore[k], zhAfter, .en),
            ]
            // Each half must itself be mostly one language, not just the whole.
            for half in halves
            where Double(half.before) >= minimumAgreement * Double(k)
                && Double(half.after) >= minimumAgreement * Double(n - k)
                && half.before + half.after > (best?.agreement ?? 0)
            {
                best = (half.before + half.after, k, half.first)
            }
        }
        guard let best else { return nil }
        return Boundary(line: tagged[best.k].line, first: best.first, second: best.first == .zh ? .en : .zh)
    }
}
