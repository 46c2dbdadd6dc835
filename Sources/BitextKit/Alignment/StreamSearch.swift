/// One document pair's measured streams, searched as many times as the aligner needs: first on
/// lengths, tokens, kinds and positions, again with a re-estimated length ratio, then weighing
/// meaning near the path found.
struct StreamSearch {
    /// The model of the first search, its length ratio estimated on all text.
    let model: BeadCostModel
    let englishCount: Int, chineseCount: Int
    /// Hard anchors, and the points that place the band of large searches.
    let anchors: [(Int, Int)]
    let guide: [(Int, Int)]
    let concurrently: Bool

    init(
        english: [UnitFeatures], chinese: [UnitFeatures], codeKeys: ([UInt64], [UInt64]), position: BeadCostModel.Position,
        anchors: [(Int, Int)], guide: [(Int, Int)], concurrently: Bool, unpaired: Float = BeadCostModel.unpairedCost
    ) {
        var model = BeadCostModel(english: english, chinese: chinese, codeKeys: codeKeys, position: position)
        model.unpaired = unpaired
        self.model = model
        englishCount = english.count
        chineseCount = chinese.count
        self.anchors = anchors
        self.guide = guide
        self.concurrently = concurrently
    }

    /// How far, in Chinese units, the lexicon's search may stray from the first search's path.
    static let lexicalBandHalfWidth = 6

    /// The beads of a search with `ratio` (estimated when nil); with `lexical`, one that weighs
    /// meaning within `lexicalBandHalfWidth` of `path`.
    func run(ratio: Float?, lexical: LexicalModel? = nil, path: [(Int, Int)]? = nil) -> (BeadCostModel, [BeadSearch.Found]) {
        let model = self.model.with(ratio: ratio, lexical: lexical)
        var search = BeadSearch(model: model)
        if path != nil {
            search.halfWidth = Self.lexicalBandHalfWidth
            search.alwaysBanded = true
        }
        let results = BeadSearch.alignAll(segments(points: path ?? guide), with: search, concurrently: concurrently)
        var found: [BeadSearch.Found] = []
        for (index, result) in results.enumerated() {
            found += result
            if index < anchors.count {
                let (ae, az) = anchors[index]
                found.append(BeadSearch.Found(english: ae..<ae + 1, chinese: az..<az + 1, score: Aligner.anchorScore, anchor: true))
            }
        }
        return (model, found)
    }

    /// `found` with each stretch of beads in `windows` (ranges of bead indices, in order, clear of
    /// anchors) searched again with `lexical`, within `lexicalBandHalfWidth` of `found`'s path.
    func rerun(_ found: [BeadSearch.Found], windows: [ClosedRange<Int>], model: BeadCostModel, lexical: LexicalModel) -> [BeadSearch.Found] {
        let weighing = model.with(lexical: lexical)
        var search = BeadSearch(model: weighing)
        search.halfWidth = Self.lexicalBandHalfWidth
        search.alwaysBanded = true
        search.kinds = BeadSearch.allKinds
        let segments: [BeadSearch.Segment] = windows.map { window in
            let path = found[window].dropLast().map { ($0.english.upperBound, $0.chinese.upperBound) }
            return (found[window.lowerBound].english.lowerBound..<found[window.upperBound].english.upperBound,
                    found[window.lowerBound].chinese.lowerBound..<found[window.upperBound].chinese.upperBound, path)
        }
        let results = BeadSearch.alignAll(segments, with: search, concurrently: concurrently)
        var spliced: [BeadSearch.Found] = []
        var next = 0
        for (window, result) in zip(windows, results) {
            spliced += found[next..<window.lowerBound]
            spliced += result
            next = window.upperBound + 1
        }
        return spliced + found[next...]
    }

    /// Whether some stretch between `anchors` is large enough to be searched in a band, where a
    /// search can lose its place unless the guide holds it.
    static func hasBandedStretch(anchors: [(Int, Int)], englishCount: Int, chineseCount: Int) -> Bool {
        stretches(anchors: anchors, englishCount: englishCount, chineseCount: chineseCount).contains {
            BeadSearch.searchesInBand(english: $0.english.count, chinese: $0.chinese.count)
        }
    }

    /// The stretches of units between anchors, in order.
    static func stretches(anchors: [(Int, Int)], englishCount: Int, chineseCount: Int) -> [(english: Range<Int>, chinese: Range<Int>)] {
        var stretches: [(english: Range<Int>, chinese: Range<Int>)] = []
        var e = 0
        var z = 0
        for (ae, az) in anchors + [(englishCount, chineseCount)] {
            stretches.append((e..<ae, z..<az))
            e = ae + 1
            z = az + 1
        }
        return stretches
    }

    /// The stretches between anchors, each with the points inside it.
    func segments(points: [(Int, Int)]) -> [BeadSearch.Segment] {
        var g = 0
        return Self.stretches(anchors: anchors, englishCount: englishCount, chineseCount: chineseCount).map { stretch in
            var inside: [(Int, Int)] = []
            while g < points.count && points[g].0 < stretch.english.upperBound {
                let point = points[g]
                if point.0 >= stretch.english.lowerBound && stretch.chinese.lowerBound <= point.1 && point.1 < stretch.chinese.upperBound {
                    inside.append(point)
                }
                g += 1
            }
            return (stretch.english, stretch.chinese, inside)
        }
    }
}
