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
    /// The share of prose blocks that must fall on the right side of the boundary.
    let minimumAgreement = 0.85

    /// Creates the rule.
    init() {}

    /// The boundary, when the blocks split into two halves of one language each.
    func boundary(in blocks: [Block]) -> Boundary? {
        let tagged: [(line: Int, language: Language)] = blocks.compactMap { block in
            switch block.kind {
            case .paragraph, .heading, .list, .table:
                let language = tagger.language(of: block)
                return language == .en || language == .zh ? (block.range.startLine, language) : nil
            default:
                return nil
            }
        }
        let n = tagged.count
        guard n >= 2 * minimumHalf else { return nil }
        // zhBefore[k]: Chinese blocks among the first k.
        var zhBefore = [0]
        for entry in tagged { zhBefore.append(zhBefore.last! + (entry.language == .zh ? 1 : 0)) }
        let zhTotal = zhBefore[n]
        var best: (agreement: Int, k: Int, first: Language)?
        for k in minimumHalf...(n - minimumHalf) {
            let enBefore = k - zhBefore[k]
            let zhAfter = zhTotal - zhBefore[k]
            let enAfter = (n - k) - zhAfter
            for (agreement, first) in [(zhBefore[k] + enAfter, Language.zh), (enBefore + zhAfter, Language.en)]
            where agreement > (best?.agreement ?? 0) {
                best = (agreement, k, first)
            }
        }
        guard let best, Double(best.agreement) >= minimumAgreement * Double(n) else { return nil }
        return Boundary(line: tagged[best.k].line, first: best.first, second: best.first == .zh ? .en : .zh)
    }
}
