import BitextModel

/// Pairs the cells of an English and a Chinese table row by row on what a translation keeps:
/// cells left as they were (`AzureFile`, `1.11`), code-like content (`makeUIView(context:)`,
/// numbers, identifiers) and the English words kept in the Chinese. Rows pair by position when
/// the shapes agree and no row has a better partner elsewhere (a translation that lists the rows
/// in another order pairs each with its own); rows that share nothing are left unpaired.
struct TableCellPairer {
    struct Result {
        var cells: [[TableRecord.CellPair]]
        var byPosition: Bool
        var unpaired: [TableRecord.CellReference]
    }

    func pair(_ en: TableRecord.Side, _ zh: TableRecord.Side) -> Result {
        let enRows = [en.header] + en.rows
        let zhRows = [zh.header] + zh.rows
        let enBody = Array(enRows.dropFirst()), zhBody = Array(zhRows.dropFirst())
        let scores = Self.scores(enBody, zhBody)
        let sameShape = enRows.count == zhRows.count && zip(enRows, zhRows).allSatisfy { $0.count == $1.count }
        let byContent = Self.matchByContent(scores, sameShape: sameShape)
        if sameShape, !Self.isReordered(scores, from: enBody.indices.map { ($0, $0) }, to: byContent) {
            let cells = zip(enRows, zhRows).map { a, b in zip(a, b).map { TableRecord.CellPair(en: $0.text, zh: $1.text) } }
            return Result(cells: cells, byPosition: true, unpaired: [])
        }
        // Headers always pair; body rows pair in order on shared content, or, when the rows are
        // in another order, each with its best partner.
        let ordered = sameShape ? [] : matchRows(enBody, zhBody)
        let body = sameShape || Self.isReordered(scores, from: ordered, to: byContent) ? byContent : ordered
        let matches = [(0, 0)] + body.map { ($0 + 1, $1 + 1) }
        var cells: [[TableRecord.CellPair]] = []
        var unpaired: [TableRecord.CellReference] = []
        var pairedEnglish = Set<Int>()
        var pairedChinese = Set<Int>()
        for (i, j) in matches {
            pairedEnglish.insert(i)
            pairedChinese.insert(j)
            let a = enRows[i], b = zhRows[j]
            var row: [TableRecord.CellPair] = []
            for c in 0..<max(a.count, b.count) {
                let left = c < a.count ? a[c].text : nil
                let right = c < b.count ? b[c].text : nil
                if left == nil { unpaired.append(.init(side: .zh, row: j, column: c)) }
                if right == nil { unpaired.append(.init(side: .en, row: i, column: c)) }
                row.append(TableRecord.CellPair(en: left, zh: right))
            }
            cells.append(row)
        }
        for i in enRows.indices where !pairedEnglish.contains(i) {
            for c in enRows[i].indices { unpaired.append(.init(side: .en, row: i, column: c)) }
        }
        for j in zhRows.indices where !pairedChinese.contains(j) {
            for c in zhRows[j].indices { unpaired.append(.init(side: .zh, row: j, column: c)) }
        }
        return Result(cells: cells, byPosition: false, unpaired: unpaired)
    }

    /// Longest chain of row pairs, in order on both sides, maximizing shared anchors; rows with no
    /// anchor at all pair only when they sit at the same relative position between matches.
    func matchRows(_ a: [[TableRecord.Cell]], _ b: [[TableRecord.Cell]]) -> [(Int, Int)] {
        let anchorsA = a.map(Self.anchors)
        let anchorsB = b.map(Self.anchors)
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return [] }
        // Tables are small (rows, not paragraphs), so a full table is fine here.
        var best = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                let shared = anchorsA[i].intersection(anchorsB[j]).count
                let take = shared > 0 ? best[i + 1][j + 1] + 1 + shared * 2 : Int.min
                best[i][j] = max(take, best[i + 1][j], best[i][j + 1])
            }
        }
        var result: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            let shared = anchorsA[i].intersection(anchorsB[j]).count
            if shared > 0 && best[i][j] == best[i + 1][j + 1] + 1 + shared * 2 {
                result.append((i, j)); i += 1; j += 1
            } else if best[i + 1][j] >= best[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        // Fill gaps of equal size between anchored matches position by position.
        var filled: [(Int, Int)] = []
        var previous = (-1, -1)
        for match in result + [(n, m)] {
            let gapA = match.0 - previous.0 - 1, gapB = match.1 - previous.1 - 1
            if gapA > 0 && gapA == gapB {
                for k in 1...gapA { filled.append((previous.0 + k, previous.1 + k)) }
            }
            if match.0 < n { filled.append(match) }
            previous = match
        }
        return filled
    }

    /// How much each English body row shares with each Chinese one: a cell kept as it was (with a
    /// letter or digit: not `-` or a check mark) 3, a code-like anchor 2, an English word kept in
    /// the Chinese row 1.
    static func scores(_ a: [[TableRecord.Cell]], _ b: [[TableRecord.Cell]]) -> [[Int]] {
        func cells(_ row: [TableRecord.Cell]) -> Set<String> {
            Set(row.map { $0.text.trimmingWhitespace.lowercased() }.filter { $0.contains { $0.isLetter || $0.isNumber } })
        }
        func words(_ row: [TableRecord.Cell]) -> Set<String> {
            Set(row.flatMap { $0.text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) } }.filter { $0.count > 1 }.map(String.init))
        }
        let left = a.map { (cells($0), anchors($0), words($0)) }
        let right = b.map { (cells($0), anchors($0), words($0)) }
        return left.map { l in
            right.map { r in 3 * l.0.intersection(r.0).count + 2 * l.1.intersection(r.1).count + l.2.intersection(r.2).count }
        }
    }

    /// Whether the rows are in another order: pairing each with its best partner shares at least
    /// twice what the in-order pairing does, and two kept cells more. A translated table shares
    /// little either way, and a word it kept in another row must not reorder it.
    static func isReordered(_ scores: [[Int]], from ordered: [(Int, Int)], to content: [(Int, Int)]) -> Bool {
        func total(_ pairs: [(Int, Int)]) -> Int { pairs.reduce(0) { $0 + scores[$1.0][$1.1] } }
        let before = total(ordered), after = total(content)
        return after >= 2 * before && after - before >= 6
    }

    /// Each row with its best free partner, the highest scores first (nearer rows first on a tie);
    /// when the shapes agree, rows left over pair by position if both are free.
    static func matchByContent(_ scores: [[Int]], sameShape: Bool) -> [(Int, Int)] {
        var candidates: [(score: Int, i: Int, j: Int)] = []
        for i in scores.indices { for j in scores[i].indices where scores[i][j] > 0 { candidates.append((scores[i][j], i, j)) } }
        candidates.sort { ($0.score, -abs($0.i - $0.j), -$0.i) > ($1.score, -abs($1.i - $1.j), -$1.i) }
        var usedA = Set<Int>(), usedB = Set<Int>()
        var result: [(Int, Int)] = []
        for candidate in candidates where !usedA.contains(candidate.i) && !usedB.contains(candidate.j) {
            usedA.insert(candidate.i)
            usedB.insert(candidate.j)
            result.append((candidate.i, candidate.j))
        }
        if sameShape {
            for i in scores.indices where !usedA.contains(i) && !usedB.contains(i) { result.append((i, i)) }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Code spans, code-like cells and numbers of a row: what a translation keeps unchanged.
    static func anchors(_ row: [TableRecord.Cell]) -> Set<String> {
        var set = Set<String>()
        for cell in row {
            for code in cell.code { set.insert(code) }
            if cell.isCode { set.insert(cell.text) }
            for token in cell.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "，" || $0 == "," }) {
                if token.contains(where: \.isNumber) || TableCellPairer.isIdentifier(token) { set.insert(String(token)) }
            }
        }
        return set
    }

    static func isIdentifier<S: StringProtocol>(_ token: S) -> Bool {
        guard token.count > 1, token.allSatisfy({ $0.isASCII }) else { return false }
        var previousLower = false
        for ch in token {
            if ch.isUppercase && previousLower { return true }
            if ch == "(" || ch == "_" || ch == "." || ch == ":" { return true }
            previousLower = ch.isLowercase
        }
        return false
    }
}
