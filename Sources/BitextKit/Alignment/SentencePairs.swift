import BitextModel

/// Refines paragraph pairs into sentence pairs with the same bead search.
struct SentencePairs {
    let aligner: Aligner

    /// Each prose pair with both sides filled becomes its sentence pairs; other pairs stay.
    func refine(_ pairs: [AlignedPair]) -> [AlignedPair] {
        var out: [AlignedPair] = []
        var enIndex = 0
        var zhIndex = 0
        for pair in pairs {
            let prose = (pair.english + pair.chinese).allSatisfy { Self.isProse($0.block) }
            guard prose, !pair.english.isEmpty, !pair.chinese.isEmpty, pair.bead != .shared else {
                var kept = pair
                for k in kept.english.indices { kept.english[k].index = enIndex; enIndex += 1 }
                for k in kept.chinese.indices { kept.chinese[k].index = zhIndex; zhIndex += 1 }
                out.append(kept)
                continue
            }
            let english = sentences(pair.english, start: &enIndex)
            let chinese = sentences(pair.chinese, start: &zhIndex)
            if english.count == 1 && chinese.count == 1 {
                out.append(AlignedPair(english: english, chinese: chinese, score: pair.score, needsReview: false, bead: pair.bead))
                continue
            }
            for var sentencePair in aligner.alignStreams(english: english, chinese: chinese, position: .relative, insidePair: true) {
                // A sentence pair is right only if the paragraph pair around it is.
                sentencePair.score *= pair.score
                out.append(sentencePair)
            }
        }
        return out
    }

    static func isProse(_ block: Block) -> Bool {
        switch block.kind {
        case .paragraph, .list, .quote, .callout: block.language == .en || block.language == .zh || block.language == .mixed
        default: false
        }
    }

    /// The sentences of `units`, each a paragraph unit with its own lines.
    private func sentences(_ units: [AlignedBlock], start: inout Int) -> [AlignedBlock] {
        var result: [AlignedBlock] = []
        let tagger = LanguageTagger()
        for unit in units {
            let text = unit.source
            // Newlines before each sentence are counted on from the previous one: counted from
            // the start each time, a paragraph of 16,000 sentences took 11 s.
            var before = 0
            var counted = text.startIndex
            for range in SentenceSplitter.split(text) {
                before += text[counted..<range.lowerBound].utf8.count { $0 == UInt8(ascii: "\n") }
                counted = range.lowerBound
                let inside = text[range].utf8.count { $0 == UInt8(ascii: "\n") }
                let first = unit.range.startLine + before
                let sentence = String(text[range])
                let block = Block(
                    .paragraph([.text(sentence)]), range: SourceRange(lines: first, first + inside),
                    language: tagger.language(of: sentence))
                result.append(AlignedBlock(block: block, source: sentence, index: start))
                start += 1
            }
        }
        return result
    }
}
