import BitextModel

/// Pairs the blocks of an English document with the blocks of its Chinese translation.
///
/// Hard anchors (identical code, images, heading ids, identical blocks) are fixed first; between
/// them a banded bead search weighs length, shared technical tokens, kinds and position, and
/// scores each pair with its posterior probability.
public struct Aligner: Sendable {
    /// What to align and how.
    public struct Options: Sendable, Equatable {
        /// Force a single-file mode (`interleaved`, `halves`, `comments`) instead of detecting it.
        public var mode: Alignment.Mode?
        /// Pair blocks, or sentences inside paired blocks.
        public var granularity: Alignment.Granularity
        /// Pairs scoring under this are marked `needsReview`.
        public var reviewThreshold: Double

        /// Creates options.
        public init(mode: Alignment.Mode? = nil, granularity: Alignment.Granularity = .paragraph, reviewThreshold: Double = 0.5) {
            self.mode = mode
            self.granularity = granularity
            self.reviewThreshold = reviewThreshold
        }
    }

    /// The options in force.
    public var options: Options
    /// Whether the searches between anchors may run on every core. They are independent, so the
    /// pairs are the same either way; a conversion with more documents than cores leaves it off.
    public var splitsWork = true
    /// The dictionary that lets the costs weigh what the words mean; without it, lengths,
    /// tokens, kinds and positions decide alone.
    public var lexicon: Lexicon?

    /// Creates an aligner.
    public init(options: Options = Options(), splitsWork: Bool = true, lexicon: Lexicon? = nil) {
        self.options = options
        self.splitsWork = splitsWork
        self.lexicon = lexicon
    }

    /// Aligns an original with its translation.
    public static func align(english: Document, chinese: Document) -> Alignment {
        Aligner().align(english: english, chinese: chinese)
    }

    /// Aligns an original with its translation (two files).
    public func align(english: Document, chinese: Document) -> Alignment {
        let enUnits = AlignmentUnits(document: english).units(of: english.blocks)
        let zhUnits = AlignmentUnits(document: chinese).units(of: chinese.blocks)
        let pairs = alignStreams(english: enUnits, chinese: zhUnits, position: .relative)
        return finish(pairs, mode: .pair, englishPath: english.path, chinesePath: chinese.path)
    }

    /// Aligns the two languages of one bilingual file: interleaved, in halves, or with the
    /// original kept in comments (detected unless `options.mode` says).
    public func align(_ document: Document) -> Alignment {
        let mode = options.mode.flatMap { $0 == .pair ? nil : $0 } ?? ModeDetector.mode(of: document)
        let pairs: [AlignedPair]
        switch mode {
        case .comments:
            pairs = CommentPairReader(document: document).pairs()
        case .pair, .interleaved, .halves:
            let streams = LanguageStreams(document: document)
            let aligned = alignStreams(
                english: streams.english, chinese: streams.chinese,
                position: .file(english: streams.englishPositions, chinese: streams.chinesePositions),
                markShared: false, fixed: streams.sharedPoints)
            pairs = streams.markShared(aligned)
        }
        return finish(pairs, mode: mode == .pair ? .interleaved : mode, englishPath: document.path, chinesePath: document.path)
    }

    func finish(_ pairs: [AlignedPair], mode: Alignment.Mode, englishPath: String, chinesePath: String) -> Alignment {
        var pairs = pairs
        if options.granularity == .sentence {
            pairs = SentencePairs(aligner: self).refine(pairs)
        }
        for k in pairs.indices { pairs[k].needsReview = pairs[k].score < options.reviewThreshold }
        return Alignment(
            pairs: pairs, mode: mode, granularity: options.granularity, englishPath: englishPath,
            chinesePath: chinesePath)
    }

    /// Documents with fewer units search their stretches one after another: the hand-off to
    /// other threads would cost more than it saves.
    static let concurrentUnits = 2_000

    /// The score given to hard anchors: identical on both sides and unique, so almost surely right.
    static let anchorScore = 0.99

    /// Aligns two streams of units: anchors, then the bead search between them.
    ///
    /// With `markShared`, identical language-neutral units (the same code in both files) are marked
    /// `shared`; in a bilingual file such copies are the author's per-language copies and stay pairs.
    /// With `insidePair`, the units are the sentences of a paragraph pair: leaving one unpaired
    /// needs evidence. `fixed` are points known to pair (increasing on both sides), kept as anchors.
    func alignStreams(
        english: [AlignedBlock], chinese: [AlignedBlock], position: BeadCostModel.Position, markShared: Bool = true,
        insidePair: Bool = false, fixed: [(Int, Int)] = []
    ) -> [AlignedPair] {
        let concurrently = splitsWork && english.count + chinese.count >= Self.concurrentUnits
        let ((enFeatures, enCodeKeys), (zhFeatures, zhCodeKeys)) = Concurrently.both(
            when: concurrently,
            { (UnitFeatures.measure(english), english.map(AnchorFinder.codeKeyHash)) },
            { (UnitFeatures.measure(chinese), chinese.map(AnchorFinder.codeKeyHash)) })
        let anchors = AnchorFinder.merging(fixed, AnchorFinder.anchors(
            english: english.indices.map { AnchorFinder.keys(of: english[$0], features: enFeatures[$0], codeKey: enCodeKeys[$0], english: true) },
            chinese: chinese.indices.map { AnchorFinder.keys(of: chinese[$0], features: zhFeatures[$0], codeKey: zhCodeKeys[$0], english: false) }))
        let (guide, routeLexical) = route(
            english: english, chinese: chinese, anchors: anchors, guide: Self.guide(english: enFeatures, chinese: zhFeatures, anchors: anchors))
        let search = StreamSearch(
            english: enFeatures, chinese: zhFeatures, codeKeys: (enCodeKeys, zhCodeKeys), position: position, anchors: anchors,
            guide: guide, concurrently: concurrently,
            unpaired: insidePair ? BeadCostModel.unpairedInsidePairCost : BeadCostModel.unpairedCost)
        var (model, found) = search.run(ratio: nil, lexical: routeLexical)
        // A doubtful merge can be an artifact of the length ratio: estimated on all text, it is too
        // low when the translation dropped paragraphs, which makes merging an untranslated one into
        // its neighbour's pair look cheap. Then re-estimate it on the one-to-one pairs and search again.
        let doubtfulMerge = found.contains { !$0.anchor && ($0.english.count > 1 || $0.chinese.count > 1) && $0.score < options.reviewThreshold }
        let oneToOne = found.filter { !$0.anchor && $0.english.count == 1 && $0.chinese.count == 1 }.map { ($0.english.lowerBound, $0.chinese.lowerBound) }
        if doubtfulMerge, let measured = model.ratio(measuredOn: oneToOne), abs(measured - model.ratio) > 0.1 * model.ratio {
            (model, found) = search.run(ratio: measured, lexical: routeLexical)
        }
        if let lexicon { found = weighMeaning(found, english: english, chinese: chinese, search: search, model: model, lexicon: lexicon) }
        return found.map { bead in
            AlignedPair(
                english: Array(english[bead.english]), chinese: Array(chinese[bead.chinese]), score: bead.score,
                needsReview: false, bead: Self.shape(of: bead, english: (english, enFeatures), chinese: (chinese, zhFeatures), markShared: markShared))
        }
    }

    /// `found` with the stretches around its doubtful beads searched again, weighing meaning.
    /// The second search follows the first one's path closely: a skipped paragraph moves the
    /// path by a unit or two, and weighing every cell of the table cost five times the search itself.
    private func weighMeaning(
        _ found: [BeadSearch.Found], english: [AlignedBlock], chinese: [AlignedBlock], search: StreamSearch, model: BeadCostModel,
        lexicon: Lexicon
    ) -> [BeadSearch.Found] {
        let windows = Self.doubtfulWindows(found)
        guard !windows.isEmpty else { return found }
        var englishWeighed = [Bool](repeating: false, count: english.count)
        var chineseWeighed = [Bool](repeating: false, count: chinese.count)
        for window in windows {
            for e in found[window.lowerBound].english.lowerBound..<found[window.upperBound].english.upperBound { englishWeighed[e] = true }
            for z in found[window.lowerBound].chinese.lowerBound..<found[window.upperBound].chinese.upperBound { chineseWeighed[z] = true }
        }
        let sure = Self.learningPairs(found, windows: windows)
        let words = UnitWords(english: english, chinese: chinese, lexicon: lexicon, weighed: (englishWeighed, chineseWeighed))
        let learned = LearnedTerms(english: english, chinese: chinese, pairs: sure, lexicon: lexicon, words: words)
        let lexical = LexicalModel(english: english, chinese: chinese, lexicon: lexicon, words: words, learned: learned)
        return search.rerun(found, windows: windows, model: model, lexical: lexical)
    }

    /// A bead's shape; with `markShared`, the same code, shortcode or image in both documents (an
    /// anchor, usually) is material the versions share, not a translation (text kept verbatim
    /// still counts as translated).
    private static func shape(
        of bead: BeadSearch.Found, english: ([AlignedBlock], [UnitFeatures]), chinese: ([AlignedBlock], [UnitFeatures]), markShared: Bool
    ) -> AlignedPair.Bead {
        let (e, z) = (bead.english.lowerBound, bead.chinese.lowerBound)
        if markShared, bead.english.count == 1, bead.chinese.count == 1, english.1[e].identity == chinese.1[z].identity,
            isLanguageNeutral(english.0[e], english.1[e])
        {
            return .shared
        }
        return bead.anchor ? .anchor : shape(bead.english.count, bead.chinese.count)
    }

    /// The guide of the first search, and the meaning it weighs. Where a stretch between anchors
    /// is searched in a band, a search on lengths and tokens alone can slip and stay slipped, and
    /// the band around a straight line loses the path where units do not spread evenly: there the
    /// lexicon's route joins the guide and the first search weighs every unit's words.
    private func route(
        english: [AlignedBlock], chinese: [AlignedBlock], anchors: [(Int, Int)], guide: [(Int, Int)]
    ) -> ([(Int, Int)], LexicalModel?) {
        guard let lexicon, StreamSearch.hasBandedStretch(anchors: anchors, englishCount: english.count, chineseCount: chinese.count) else {
            return (guide, nil)
        }
        let words = UnitWords(english: english, chinese: chinese, lexicon: lexicon)
        let route = LexicalRoute.points(words, englishCount: english.count, chineseCount: chinese.count, lexicon: lexicon)
        return (AnchorFinder.increasingChain(guide + route), LexicalModel(english: english, chinese: chinese, lexicon: lexicon, words: words))
    }

    /// Pairs the first search is sure of need no second look; each other pair is looked at again
    /// with this many pairs on either side (stopping at anchors), overlapping stretches merged.
    static let sureScore = 0.9

    /// A one-to-one pair the first search scored at least `sureScore`.
    static func isSure(_ bead: BeadSearch.Found) -> Bool {
        bead.english.count == 1 && bead.chinese.count == 1 && bead.score >= sureScore
    }
    static let doubtReach = 3

    /// The sure one-to-one pairs terms are learned from: those within `learningReach` beads of a
    /// stretch weighed again. A document's vocabulary is local (a section's terms), and learning
    /// from every pair of a long document cost more than the second search itself.
    static let learningReach = 30

    static func learningPairs(_ found: [BeadSearch.Found], windows: [ClosedRange<Int>]) -> [(Int, Int)] {
        var near = [Bool](repeating: false, count: found.count)
        for window in windows {
            for i in max(0, window.lowerBound - learningReach)...min(found.count - 1, window.upperBound + learningReach) { near[i] = true }
        }
        return found.indices.compactMap { i in
            let bead = found[i]
            guard near[i], !bead.anchor, isSure(bead) else { return nil }
            return (bead.english.lowerBound, bead.chinese.lowerBound)
        }
    }

    /// The stretches of beads (index ranges) around the beads the first search is not sure of.
    static func doubtfulWindows(_ found: [BeadSearch.Found]) -> [ClosedRange<Int>] {
        var windows: [ClosedRange<Int>] = []
        for (i, bead) in found.enumerated() where !bead.anchor {
            guard !isSure(bead) else { continue }
            var lo = i
            while lo > 0, i - lo < doubtReach, !found[lo - 1].anchor { lo -= 1 }
            var hi = i
            while hi + 1 < found.count, hi - i < doubtReach, !found[hi + 1].anchor { hi += 1 }
            if let last = windows.last, last.upperBound + 1 >= lo {
                windows[windows.count - 1] = last.lowerBound...max(last.upperBound, hi)
            } else {
                windows.append(lo...hi)
            }
        }
        return windows
    }

    static func isLanguageNeutral(_ unit: AlignedBlock, _ features: UnitFeatures) -> Bool {
        features.kind == .code || features.kind == .neutral || features.kind == .image || unit.block.language == .none
    }

    static func shape(_ e: Int, _ z: Int) -> AlignedPair.Bead {
        AlignedPair.Bead(rawValue: "\(e)-\(z)") ?? .oneToOne
    }

    /// Points that probably lie on the path: hard anchors, and units sharing a technical token
    /// that no other unit on either side has. Used only to place the band of large searches.
    static func guide(english: [UnitFeatures], chinese: [UnitFeatures], anchors: [(Int, Int)]) -> [(Int, Int)] {
        // Where each token occurs: a unit index, or -1 once it occurs in a second unit.
        var seen: [UInt64: (en: Int32, zh: Int32)] = [:]
        seen.reserveCapacity(english.reduce(0) { $0 + $1.tokens.count })
        for (i, unit) in english.enumerated() {
            for t in unit.tokens where t.special {
                if let old = seen[t.hash] { seen[t.hash] = (old.en == -2 ? Int32(i) : -1, old.zh) }
                else { seen[t.hash] = (Int32(i), -2) }
            }
        }
        for (j, unit) in chinese.enumerated() {
            for t in unit.tokens {
                guard let old = seen[t.hash], old.en >= 0 else { continue }
                seen[t.hash] = (old.en, old.zh == -2 ? Int32(j) : -1)
            }
        }
        var points = anchors
        for (en, zh) in seen.values where en >= 0 && zh >= 0 { points.append((Int(en), Int(zh))) }
        return AnchorFinder.increasingChain(points)
    }
}
