import BitextModel

/// Splits the lines of one row of a flattened translated table into cells, following the cells of
/// the original row.
///
/// The cuts are chosen together (a small dynamic programme over cut positions). Hard rules: a
/// Latin token found in exactly one original cell (`SwiftUI`, `16`, `UIKit`) stays in that cell,
/// no cut falls inside a Latin word or phrase, and no cell starts with closing punctuation.
///
/// Soft ones, cheapest first: a line break between two lines of text (how the copy kept most
/// cell boundaries), a space between Han characters, a break next to an inline-code line, a cut
/// where Latin meets Han, and a cut inside a run of Han. Then each cell's share of the row's
/// length against its original's (Han counted three times, about what it takes to say in
/// English, and per column as measured on rows that needed no guess), cells of a single Han
/// character, and ends and starts that repeat those of the column's other cells, as the phrasing
/// of a column's cells tends to. Any cut but a line break between text or a space between Han is
/// a guess, and so is a line break left inside a cell when there were others to choose from.
struct GuidedCellSplitter: Sendable {
    /// What the rows that split cleanly tell about each column.
    struct ColumnHints: Sendable {
        /// Translated length per original character.
        var ratio = 1.0
        /// Texts of the column's cells that needed no guess.
        var cells: [String] = []
    }

    /// The cells found, and whether any cut was a guess.
    struct Split: Sendable {
        var cells: [[PlainLine]]
        var guessed: Bool
    }

    private enum Cut {
        case lineBreak, hanSpace, nextToSpan, scriptChange, inLine
        var cost: Double {
            switch self {
            case .lineBreak: 0
            case .hanSpace: 0.1
            case .nextToSpan: 0.5
            // Where Latin meets Han no word is cut in two, inside a run of Han one may be; but a
            // Latin word is as often the middle of a Chinese phrase (`对Representable的影响`) as
            // its end, so this only breaks near ties.
            case .scriptChange: 0.85
            case .inLine: 1
            }
        }
        var isGuess: Bool { self != .lineBreak && self != .hanSpace }
    }

    /// Cost of a line break left inside a cell.
    let mergedBreakCost = 0.6
    /// Weight of the length shares.
    let shareWeight = 3.0
    /// Bonus per repeated Han character at a cell's end or start (from two on, up to four).
    let phrasingBonus = 0.25
    /// Cost of a cell that is one Han character: few words translate to one (`方|法说明`).
    let singleHanCost = 0.5
    /// Longest row, in characters, cut anywhere; a longer one is cut at its line breaks only.
    let maximumCutSearch = 600

    /// Splits `lines` (with `isSpan` marking inline-code lines) into one cell per text of
    /// `original`, or returns `nil` when the Latin tokens cannot all stay in their cells.
    func split(_ lines: [PlainLine], isSpan: [Bool], into original: [String], hints: [ColumnHints]) -> Split? {
        let k = original.count
        guard k >= 1, !lines.isEmpty, let row = row(of: lines, isSpan: isSpan),
            let cuts = cuts(of: row, into: original, hints: hints)
        else { return nil }
        let cells = (0..<k).map { cellLines(lines, chars: row.chars, lineOf: row.lineOf, from: cuts[$0], to: cuts[$0 + 1]) }
        return Split(cells: cells, guessed: isGuessed(cuts, in: row, cells: k))
    }

    /// The lines of one row joined into characters, with the cut candidates and the running
    /// counts the search reads at every offset (each `…Before[p]` counts `chars[..<p]`).
    private struct Row {
        var chars: [Character] = []
        var lineOf: [Int] = []
        var lineStarts: Set<Int> = []
        var weightBefore = [0.0]
        var kinds: [Int: Cut] = [:]
        /// Line breaks that are cut candidates.
        var breaksBefore = [0]
        /// Characters other than spaces.
        var textBefore = [0]
        var lettersBefore = [0]
        var hanBefore = [0]

        var count: Int { chars.count }
    }

    /// The row `lines` make, or `nil` when they hold no character.
    private func row(of lines: [PlainLine], isSpan: [Bool]) -> Row? {
        var row = Row()
        for (i, line) in lines.enumerated() {
            row.lineStarts.insert(row.chars.count)
            for ch in line.content {
                row.chars.append(ch)
                row.lineOf.append(i)
            }
        }
        let n = row.count
        guard n > 0 else { return nil }
        for ch in row.chars { row.weightBefore.append(row.weightBefore.last! + Self.weight(ch)) }
        // Cut candidates and what kind of cut each is; in a very long row only its line breaks,
        // which keeps the search quadratic in something small.
        for p in 1..<n where n <= maximumCutSearch || row.lineStarts.contains(p) {
            if let kind = cutKind(at: p, row.chars, lineStarts: row.lineStarts, lineOf: row.lineOf, isSpan: isSpan) { row.kinds[p] = kind }
        }
        for (p, ch) in row.chars.enumerated() {
            row.breaksBefore.append(row.breaksBefore.last! + (p > 0 && row.kinds[p] == .lineBreak ? 1 : 0))
            row.textBefore.append(row.textBefore.last! + (ch == " " ? 0 : 1))
            row.lettersBefore.append(row.lettersBefore.last! + (ch.isLetter || ch.isNumber ? 1 : 0))
            row.hanBefore.append(row.hanBefore.last! + (Self.isHan(ch) ? 1 : 0))
        }
        return row
    }

    /// The cheapest cuts of `row` into one cell per text of `original`, the row's start and end
    /// included, or `nil` when the anchors leave no way to cut it.
    private func cuts(of row: Row, into original: [String], hints: [ColumnHints]) -> [Int]? {
        let k = original.count
        let n = row.count
        let (lowest, highest) = Self.anchorBounds(row.chars, original: original)
        let expected = original.indices.map { Double(max(1, original[$0].count)) * ($0 < hints.count ? hints[$0].ratio : 1) }
        let targets = expected.map { $0 / expected.reduce(0, +) }
        let total = row.weightBefore[n]

        let positions = [0] + row.kinds.keys.sorted() + [n]
        let m = positions.count
        let infinity = Double.infinity
        var best = [[Double]](repeating: [Double](repeating: infinity, count: m), count: k + 1)
        var from = [[Int]](repeating: [Int](repeating: -1, count: m), count: k + 1)
        best[0][0] = 0
        for j in 1...k {
            // What a cut costs, with its bonus, as the start of cell j - 1.
            let cutCosts = positions.map { q in
                q > 0 ? (row.kinds[q].map { $0.cost - bonus(row.chars, cut: q, left: j - 2, hints: hints) } ?? 0) : 0
            }
            for b in 1..<m {
                let p = positions[b]
                guard (j == k) == (p == n), p >= lowest[j], p <= highest[j] else { continue }
                for a in 0..<b where best[j - 1][a] < infinity {
                    let q = positions[a]
                    guard row.textBefore[p] > row.textBefore[q] else { continue }
                    var cost = best[j - 1][a] + cutCosts[a]
                    cost += shareWeight * abs((row.weightBefore[p] - row.weightBefore[q]) / total - targets[j - 1])
                    cost += mergedBreakCost * Double(row.breaksBefore[p] - row.breaksBefore[min(n, q + 1)])
                    if row.lettersBefore[p] - row.lettersBefore[q] == 1, row.hanBefore[p] - row.hanBefore[q] == 1 { cost += singleHanCost }
                    if cost < best[j][b] {
                        best[j][b] = cost
                        from[j][b] = a
                    }
                }
            }
        }
        guard best[k][m - 1] < infinity else { return nil }
        return Self.trace(from, positions: positions)
    }

    /// The cuts of the best path, read back from the last position through `from` (for each
    /// cell count and position, the position of the cut before).
    private static func trace(_ from: [[Int]], positions: [Int]) -> [Int] {
        var cuts: [Int] = []
        var b = positions.count - 1
        for j in stride(from: from.count - 1, to: 0, by: -1) {
            cuts.append(positions[b])
            b = from[j][b]
        }
        cuts.append(0)
        return cuts.reversed()
    }

    /// The anchors as bounds on each cut: the cut before cell j comes after every anchor of an
    /// earlier cell and before every anchor of cell j or a later one.
    private static func anchorBounds(_ chars: [Character], original: [String]) -> (lowest: [Int], highest: [Int]) {
        let anchors = anchors(in: chars, original: original)
        let lowest = (0...original.count).map { j in anchors.filter { $0.cell < j }.map(\.range.upperBound).max() ?? 0 }
        let highest = (0...original.count).map { j in anchors.filter { $0.cell >= j }.map(\.range.lowerBound).min() ?? chars.count }
        return (lowest, highest)
    }

    /// Whether any of the cuts is a guess, or a line break was left inside a cell when there
    /// were others to choose from.
    private func isGuessed(_ cuts: [Int], in row: Row, cells k: Int) -> Bool {
        var guessed = false
        for cut in cuts.dropFirst().dropLast() where row.kinds[cut]?.isGuess ?? true { guessed = true }
        if k >= 2, row.breaksBefore[row.count] > cuts.dropFirst().dropLast().filter({ row.kinds[$0] == .lineBreak }).count { guessed = true }
        return guessed
    }

    /// The kind of cut before `chars[p]`, or `nil` where no cell boundary can be.
    private func cutKind(at p: Int, _ chars: [Character], lineStarts: Set<Int>, lineOf: [Int], isSpan: [Bool]) -> Cut? {
        let left = chars[p - 1], right = chars[p]
        // A cell neither starts with closing punctuation nor ends with opening punctuation.
        if Self.closing.contains(right) || Self.opening.contains(left) { return nil }
        if lineStarts.contains(p) {
            return isSpan[lineOf[p - 1]] || isSpan[lineOf[p]] ? .nextToSpan : .lineBreak
        }
        let latin = { (ch: Character) in ch.isASCII && ch != " " }
        if latin(left) && latin(right) { return nil }
        if left == " " || right == " " {
            // The space's other neighbour: a cut on either side of it is the same cut.
            if right == " " { return nil }
            let before = p >= 2 ? chars[p - 2] : " "
            if latin(before) && latin(right) { return nil }
            return Self.isHan(before) && Self.isHan(right) ? .hanSpace : .inLine
        }
        return latin(left) != latin(right) ? .scriptChange : .inLine
    }

    /// The bonus for a cut whose cells repeat the ending of column `left`'s clean cells and the
    /// start of the next column's.
    private func bonus(_ chars: [Character], cut: Int, left: Int, hints: [ColumnHints]) -> Double {
        var best = 0
        if left >= 0, left < hints.count {
            for cell in hints[left].cells {
                best = max(best, Self.sharedHan(chars[..<cut].reversed(), cell.reversed()))
            }
        }
        if left + 1 < hints.count {
            for cell in hints[left + 1].cells {
                best = max(best, Self.sharedHan(chars[cut...], Array(cell)))
            }
        }
        return best >= 2 ? phrasingBonus * Double(min(best, 4)) : 0
    }

    /// How many Han characters two texts share from their start.
    private static func sharedHan<A: Sequence<Character>, B: Sequence<Character>>(_ a: A, _ b: B) -> Int {
        var count = 0
        for (x, y) in zip(a, b) {
            guard x == y, isHan(x) else { break }
            count += 1
        }
        return count
    }

    /// The lines' pieces between two offsets of the joined text.
    private func cellLines(_ lines: [PlainLine], chars: [Character], lineOf: [Int], from start: Int, to end: Int) -> [PlainLine] {
        var out: [PlainLine] = []
        var p = start
        while p < end {
            let line = lineOf[p]
            var q = p
            while q < end && lineOf[q] == line { q += 1 }
            let text = TextShape.trimmed(String(chars[p..<q]))
            if !text.isEmpty { out.append(PlainLine(text: text, number: lines[line].number)) }
            p = q
        }
        return out
    }

    /// Latin tokens found in exactly one original cell: where they are, and that cell.
    static func anchors(in chars: [Character], original: [String]) -> [(range: Range<Int>, cell: Int)] {
        var cellsOf: [String: Set<Int>] = [:]
        for (c, text) in original.enumerated() {
            for token in tokens(Array(text)) { cellsOf[token.text, default: []].insert(c) }
        }
        return tokens(chars).compactMap { token in
            guard let cells = cellsOf[token.text], cells.count == 1 else { return nil }
            return (token.range, cells.first!)
        }
    }

    /// Runs of ASCII letters, digits and underscores (lowercased), two characters or more, or digits.
    static func tokens(_ chars: [Character]) -> [(text: String, range: Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        var start: Int?
        func close(_ end: Int) {
            guard let s = start else { return }
            let text = String(chars[s..<end]).lowercased()
            if text.count >= 2 || text.allSatisfy(\.isNumber) { out.append((text, s..<end)) }
            start = nil
        }
        for (i, ch) in chars.enumerated() {
            if ch.isASCII && (ch.isLetter || ch.isNumber || ch == "_") {
                if start == nil { start = i }
            } else {
                close(i)
            }
        }
        close(chars.count)
        return out
    }

    /// Han characters take about three Latin characters to say.
    static func weight(_ ch: Character) -> Double { isHan(ch) ? 3 : 1 }

    static func isHan(_ ch: Character) -> Bool { LanguageTagger.isHan(ch) }

    static let closing: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]", "、", "，", "。", "；", "：", "！", "？", "）", "」", "』", "”", "’"]
    static let opening: Set<Character> = ["(", "[", "（", "「", "『", "“", "‘", "、"]
}
