import Foundation

/// A monotone dynamic program over beads (1-1, 1-0, 0-1, 2-1, 1-2, 2-2, and up to five units a
/// side against one, three against two) restricted to a band
/// around a guide path, returning the best path with each bead's posterior probability
/// (forward–backward over the same band), so that scores mean something.
struct BeadSearch {
    /// One bead of the best path: unit ranges on each side (global indices) and its posterior.
    struct Found: Sendable, Equatable {
        var english: Range<Int>
        var chinese: Range<Int>
        var score: Double
        /// Whether the bead is a hard anchor rather than a result of the search.
        var anchor = false
    }

    /// Segments with at most this many cells are searched exhaustively.
    static let fullTableLimit = 250_000
    /// Whether a segment of `english` and `chinese` units is too large to search in full.
    static func searchesInBand(english: Int, chinese: Int) -> Bool { (english + 1) * (chinese + 1) > fullTableLimit }

    /// Half-width of the band, in Chinese units, around the guide path for larger segments.
    static let bandHalfWidth = 24

    let model: BeadCostModel
    /// The band's half-width, in Chinese units, where the search is banded.
    var halfWidth = BeadSearch.bandHalfWidth
    /// Whether every segment is banded around its guide, however small: a search that follows a
    /// known path closely (the lexicon's pass, around the first pass's path).
    var alwaysBanded = false
    /// How many of the bead kinds (`beadSteps`, in order) the search places. A first search keeps
    /// to the small ones: merges of three or more units show in it as a merge with gaps beside
    /// it, which the second search looks at again with all kinds, at a fraction of the cost.
    var kinds = BeadSearch.smallKinds

    /// A stretch of units between anchors, with the guide points that fall inside it.
    typealias Segment = (english: Range<Int>, chinese: Range<Int>, guide: [(Int, Int)])

    /// The beads of each segment, in order: on every core when `concurrently` (each search
    /// reads the shared model only), else one after another.
    static func alignAll(_ segments: [Segment], with search: BeadSearch, concurrently: Bool) -> [[Found]] {
        let align: @Sendable (Int) -> [Found] = { index in
            search.align(english: segments[index].english, chinese: segments[index].chinese, guide: segments[index].guide)
        }
        return concurrently && segments.count > 1 ? Concurrently.map(segments.count, align) : segments.indices.map(align)
    }

    /// Aligns English units `english` with Chinese units `chinese`; `guide` holds points
    /// (English index, Chinese index) believed to lie on the path, in increasing order.
    func align(english: Range<Int>, chinese: Range<Int>, guide: [(Int, Int)]) -> [Found] {
        let n = english.count
        let m = chinese.count
        if n == 0 || m == 0 {
            return english.map { Found(english: $0..<$0 + 1, chinese: chinese.lowerBound..<chinese.lowerBound, score: 1) }
                + chinese.map { Found(english: english.upperBound..<english.upperBound, chinese: $0..<$0 + 1, score: 1) }
        }
        let band = Band(
            n: n, m: m, guide: guide.map { ($0.0 - english.lowerBound, $0.1 - chinese.lowerBound) }, halfWidth: halfWidth,
            always: alwaysBanded)
        return solve(band: band, e0: english.lowerBound, z0: chinese.lowerBound)
    }

    /// The cells searched: for each row (English units consumed), a range of columns.
    struct Band {
        var lo: [Int]
        var hi: [Int]
        var start: [Int]
        var cells: Int

        init(n: Int, m: Int, guide: [(Int, Int)], halfWidth: Int = BeadSearch.bandHalfWidth, always: Bool = false) {
            lo = Array(repeating: 0, count: n + 1)
            hi = Array(repeating: m, count: n + 1)
            if always || BeadSearch.searchesInBand(english: n, chinese: m) {
                // Piecewise-linear path through the guide points, then a band around it.
                var points: [(Int, Int)] = [(0, 0)]
                for p in guide where p.0 > points.last!.0 && p.1 >= points.last!.1 && p.0 < n && p.1 <= m {
                    points.append(p)
                }
                points.append((n, m))
                var k = 0
                for i in 0...n {
                    while k + 1 < points.count - 1 && points[k + 1].0 <= i { k += 1 }
                    let (x0, y0) = points[k]
                    let (x1, y1) = points[min(k + 1, points.count - 1)]
                    let center = x1 == x0 ? y1 : y0 + (y1 - y0) * (i - x0) / (x1 - x0)
                    lo[i] = max(0, center - halfWidth)
                    hi[i] = min(m, center + halfWidth)
                }
                // Monotone bounds that overlap row to row keep every band cell reachable.
                for i in stride(from: n - 1, through: 0, by: -1) { lo[i] = min(lo[i], lo[i + 1]) }
                for i in 1...n { hi[i] = max(hi[i], hi[i - 1]) }
                lo[0] = 0
                hi[n] = m
                for i in 1...n where lo[i] > hi[i - 1] { lo[i] = hi[i - 1] }
            }
            start = Array(repeating: 0, count: n + 2)
            for i in 0...n { start[i + 1] = start[i] + hi[i] - lo[i] + 1 }
            cells = start[n + 1]
        }

        @inline(__always) func index(_ i: Int, _ j: Int) -> Int? {
            guard i >= 0, j >= lo[i], j <= hi[i] else { return nil }
            return start[i] + j - lo[i]
        }
    }

    /// Units each bead kind consumes, English and Chinese, in `BeadCostModel.shapes`' order.
    /// Inlined, so each pass holds the literals themselves, as the search did before it was split.
    @inline(__always) private static var beadSteps: (english: [Int], chinese: [Int]) {
        ([1, 1, 0, 2, 1, 2, 3, 1, 4, 1, 5, 1, 3, 2], [1, 0, 1, 1, 2, 2, 1, 3, 1, 4, 1, 5, 2, 3])
    }
    /// The units bead kind `k` consumes, English and Chinese.
    static func steps(_ k: Int) -> (Int, Int) { (beadSteps.english[k], beadSteps.chinese[k]) }

    /// The bead kinds of a first search (up to two units a side), and of all.
    static let smallKinds = 6
    static let allKinds = 14

    /// The forward pass's tables, by band cell: each bead kind's cost into the cell (by
    /// `cell * kinds + kind`), the kind on the best path into it, and the log-sum of all paths into it.
    private struct Lattice {
        var cost: [Float]
        var back: [UInt8]
        var forward: [Double]
    }

    private func solve(band: Band, e0: Int, z0: Int) -> [Found] {
        let lattice = forwardPass(band: band, e0: e0, z0: z0)
        let backward = Self.backwardPass(band: band, cost: lattice.cost, kinds: kinds)
        return Self.trace(band: band, lattice: lattice, backward: backward, e0: e0, z0: z0, kinds: kinds)
    }

    private func forwardPass(band: Band, e0: Int, z0: Int) -> Lattice {
        let n = band.lo.count - 1
        let kinds = self.kinds
        let (dis, djs) = Self.beadSteps
        let infinity = Float.infinity
        var cost = [Float](repeating: infinity, count: band.cells * kinds)
        var best = [Float](repeating: infinity, count: band.cells)
        var back = [UInt8](repeating: 255, count: band.cells)
        var forward = [Double](repeating: -.infinity, count: band.cells)
        best[0] = 0
        forward[0] = 0
        for i in 0...n {
            for j in band.lo[i]...band.hi[i] {
                let cell = band.start[i] + j - band.lo[i]
                if i == 0 && j == 0 { continue }
                var bestCost = infinity
                var bestKind: UInt8 = 255
                var sum = LogSum()
                for k in 0..<kinds {
                    let di = dis[k]
                    let dj = djs[k]
                    guard i >= di, j >= dj, let previous = band.index(i - di, j - dj), best[previous] < infinity else { continue }
                    let e = e0 + i - di
                    let z = z0 + j - dj
                    let c: Float =
                        dj == 0 ? model.skipEnglish(e) : di == 0 ? model.skipChinese(z) : model.match(e, di, z, dj)
                    guard c < infinity else { continue }
                    cost[cell * kinds + k] = c
                    let total = best[previous] + c
                    if total < bestCost { bestCost = total; bestKind = UInt8(k) }
                    sum.add(forward[previous] - Double(c))
                }
                best[cell] = bestCost
                back[cell] = bestKind
                forward[cell] = sum.value
            }
        }
        return Lattice(cost: cost, back: back, forward: forward)
    }

    /// Backward pass over the same cells and stored costs: the log-sum of all paths out of each cell.
    private static func backwardPass(band: Band, cost: [Float], kinds: Int) -> [Double] {
        let n = band.lo.count - 1
        let (dis, djs) = beadSteps
        let infinity = Float.infinity
        var backward = [Double](repeating: -.infinity, count: band.cells)
        backward[band.cells - 1] = 0
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: band.hi[i], through: band.lo[i], by: -1) {
                let cell = band.start[i] + j - band.lo[i]
                if cell == band.cells - 1 { continue }
                var sum = LogSum()
                for k in 0..<kinds {
                    guard i + dis[k] <= n, let next = band.index(i + dis[k], j + djs[k]) else { continue }
                    let c = cost[next * kinds + k]
                    guard c < infinity, backward[next] > -.infinity else { continue }
                    sum.add(backward[next] - Double(c))
                }
                backward[cell] = sum.value
            }
        }
        return backward
    }

    /// Traces the best path back and scores each bead by its posterior.
    private static func trace(band: Band, lattice: Lattice, backward: [Double], e0: Int, z0: Int, kinds: Int) -> [Found] {
        let n = band.lo.count - 1
        let (dis, djs) = beadSteps
        let total = lattice.forward[band.cells - 1]
        var found: [Found] = []
        var i = n
        var j = band.hi[n]
        while i > 0 || j > 0 {
            let cell = band.start[i] + j - band.lo[i]
            let k = Int(lattice.back[cell])
            let (di, dj) = (dis[k], djs[k])
            let previous = band.index(i - di, j - dj)!
            let logPosterior = lattice.forward[previous] - Double(lattice.cost[cell * kinds + k]) + backward[cell] - total
            found.append(
                Found(
                    english: (e0 + i - di)..<(e0 + i), chinese: (z0 + j - dj)..<(z0 + j),
                    score: min(1, max(0, exp(logPosterior)))))
            i -= di
            j -= dj
        }
        return found.reversed()
    }

    /// A running log-sum-exp: adds terms one at a time without overflow.
    struct LogSum {
        var top = -Double.infinity
        var sum = 0.0

        @inline(__always) mutating func add(_ x: Double) {
            // `sum` is at least 1 (the top term), so a term under half its ulp (exp(-38) < 2^-54)
            // cannot change it: skipping the exp gives the same bits.
            if x <= top { if x > top - 38 { sum += exp(x - top) } }
            else if x > -.infinity { sum = sum * exp(top - x) + 1; top = x }
        }

        var value: Double { top == -.infinity ? -.infinity : top + log(sum) }
    }
}
