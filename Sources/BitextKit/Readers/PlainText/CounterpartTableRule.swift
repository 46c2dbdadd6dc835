import BitextModel

/// Reads the translation of a table the reader has just read, where the copy flattened it beyond
/// what `FlattenedTableRule` can undo alone: header cells run together with no capital to cut at
/// (`方法调用时机用途`), body cells glued (`…时调用一次分配并配置UIKit视图`), rows visible only by
/// their code keys.
///
/// The table read before it guides the reading. Its code keys (`makeUIView(context:)`), which a
/// translation keeps, must stand on lines of their own in the same order; each row is its key and
/// the lines up to the next key. The header is the line before the rows, and rows without a code
/// key may only come first, before the first key. The last row ends after as many runs of text as
/// it has cells left, and before a run that names code its original does not, or that ends in a
/// colon and so introduces what follows. Cells are then cut by `GuidedCellSplitter`; a table
/// some of whose cells were cut by guesswork says which in `guessed`.
struct CounterpartTableRule: Sendable {
    /// What the rule read.
    struct Found {
        /// The table block.
        var block: Block
        /// The parts whose cells were cut by guesswork: `header`, `row 2`, …
        var guessed: [String]
    }

    let joiner = InlineCodeJoinRule()
    let labels = LanguageLabelRule()
    let splitter = GuidedCellSplitter()
    /// Most lines one row may take.
    let maximumRowLines = 12
    /// Longest header line, in characters.
    let maximumHeaderLength = 80

    /// Creates the rule.
    init() {}

    /// Reads the translation of `guide` at the cursor, or returns `nil`.
    func read(_ cursor: inout LineCursor, guide: TableGuide) -> Found? {
        guard let header = cursor.current, isHeader(header, guide: guide), let firstKey = guide.keys[guide.leadingRows] else {
            return nil
        }
        // The first key comes right after the header, or after the leading rows: a line that
        // heads no translation is mostly turned down by looking at the one after it.
        let reach = guide.leadingRows == 0 ? 1 : 1 + guide.leadingRows * maximumRowLines
        var lines: [PlainLine] = []
        var keyed = false
        while let line = cursor.peek(lines.count + 1), !line.isBlank, !line.breakBefore,
            labels.language(of: line, followedBy: cursor.peek(lines.count + 2)) == nil,
            lines.count < guide.rows.count * maximumRowLines
        {
            keyed = keyed || line.content == firstKey
            guard keyed || lines.count + 1 < reach else { return nil }
            lines.append(line)
        }
        guard let keyIndices = locateKeys(in: lines, guide: guide) else { return nil }
        let spans = lines.map { isSpan($0, guide: guide) }

        // The lines of each body row, and the original cells they translate.
        var rowLines: [[PlainLine]] = []
        var rowSpans: [[Bool]] = []
        let leading = Array(0..<keyIndices[0])
        if guide.leadingRows == 1 {
            rowLines.append(leading.map { lines[$0] })
            rowSpans.append(leading.map { spans[$0] })
        } else if guide.leadingRows > 1 {
            let groups = runs(leading, spans: spans)
            guard groups.count == guide.leadingRows else { return nil }
            for group in groups {
                rowLines.append(group.map { lines[$0] })
                rowSpans.append(group.map { spans[$0] })
            }
        }
        var end = 0
        for (k, start) in keyIndices.enumerated() {
            let r = guide.leadingRows + k
            let body: [Int]
            if k + 1 < keyIndices.count {
                body = Array((start + 1)..<keyIndices[k + 1])
            } else {
                body = lastRow(after: start, lines: lines, spans: spans, original: guide.rows[r])
            }
            guard !body.isEmpty else { return nil }
            rowLines.append([lines[start]] + body.map { lines[$0] })
            rowSpans.append([false] + body.map { spans[$0] })
            end = body.last!
        }
        guard let table = cells(header: header, rows: rowLines, spans: rowSpans, guide: guide) else { return nil }
        let last = lines[end]
        cursor.advance(by: end + 2)
        let block = Block(.table(table.table), range: SourceRange(lines: header.number, last.number))
        return Found(block: block, guessed: table.guessed)
    }

    /// A line that can be the header of the guide's translation: one short line, in the other
    /// language, that is no sentence and no key.
    func isHeader(_ line: PlainLine, guide: TableGuide) -> Bool {
        !line.isBlank && line.content.count <= maximumHeaderLength && LanguageTagger.containsHan(line.content) != guide.isChinese
            && !TextShape.endsSentence(line.content) && !guide.keys.contains(line.content)
    }

    /// Where each code key stands, in order, each within reach of the one before.
    private func locateKeys(in lines: [PlainLine], guide: TableGuide) -> [Int]? {
        var found: [Int] = []
        var from = 0
        for (r, key) in guide.keys.enumerated() where r >= guide.leadingRows {
            let limit = found.isEmpty ? (guide.leadingRows == 0 ? 0 : guide.leadingRows * maximumRowLines) : from + maximumRowLines
            guard let i = lines.indices.first(where: { $0 >= from && $0 <= limit && lines[$0].content == key }) else { return nil }
            // A keyed row has at least one line besides its key, and leading rows one line each.
            if found.isEmpty, i < guide.leadingRows { return nil }
            if let previous = found.last, i == previous + 1 { return nil }
            found.append(i)
            from = i + 1
        }
        return found
    }

    /// The lines of the last row: runs after its key, one per remaining cell at most, up to a run
    /// that names code its original does not, or a lead-in.
    private func lastRow(after key: Int, lines: [PlainLine], spans: [Bool], original: [String]) -> [Int] {
        let groups = runs(Array((key + 1)..<lines.count), spans: spans)
        let originalText = original.joined(separator: " ")
        var taken: [Int] = []
        for group in groups.prefix(original.count - 1) {
            let foreign = group.contains { spans[$0] && !originalText.contains(lines[$0].content) }
            let last = lines[group.last!].content
            let leadIn = (last.hasSuffix(":") || last.hasSuffix("：")) && !originalText.hasSuffix(":")
            if foreign || leadIn { break }
            taken += group
        }
        return taken
    }

    /// Lines grouped into runs of text: an inline-code line joins the lines on both sides of it.
    private func runs(_ indices: [Int], spans: [Bool]) -> [[Int]] {
        var groups: [[Int]] = []
        for i in indices {
            if let previous = groups.last?.last, spans[i] || spans[previous] {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        return groups
    }

    /// An inline-code line: in a Chinese translation any line without Han, in an English one a lone name.
    private func isSpan(_ line: PlainLine, guide: TableGuide) -> Bool {
        if guide.isChinese {
            let words = TextShape.words(line.content)
            return words.count == 1 && TextShape.isIdentifierLike(words[0])
        }
        return !LanguageTagger.containsHan(line.content)
    }

    /// The table's cells: rows split once without hints, then the rows that needed a guess split
    /// again with what the clean rows tell about each column.
    private func cells(header: PlainLine, rows: [[PlainLine]], spans: [[Bool]], guide: TableGuide) -> (table: Table, guessed: [String])? {
        let columns = guide.header.count
        // Keyed rows hold their key as the first line; the rest is split into the other cells.
        func parts(_ r: Int) -> (lines: [PlainLine], spans: [Bool], first: Int) {
            guide.keys[r] == nil ? (rows[r], spans[r], 0) : (Array(rows[r].dropFirst()), Array(spans[r].dropFirst()), 1)
        }
        func split(_ r: Int, hints: [GuidedCellSplitter.ColumnHints]) -> GuidedCellSplitter.Split? {
            let (lines, spans, first) = parts(r)
            return splitter.split(lines, isSpan: spans, into: Array(guide.rows[r][first...]), hints: Array(hints[first...]))
        }
        let plain = [GuidedCellSplitter.ColumnHints](repeating: .init(), count: columns)
        var splits: [GuidedCellSplitter.Split] = []
        for r in rows.indices {
            guard let found = split(r, hints: plain) else { return nil }
            splits.append(found)
        }
        var hints = plain
        var translated = [Double](repeating: 0, count: columns)
        var originals = [Double](repeating: 0, count: columns)
        for (r, found) in splits.enumerated() where !found.guessed {
            let first = parts(r).first
            for (c, cell) in found.cells.enumerated() {
                let text = cell.map(\.content).joined()
                translated[first + c] += text.reduce(0) { $0 + GuidedCellSplitter.weight($1) }
                originals[first + c] += Double(guide.rows[r][first + c].count)
                hints[first + c].cells.append(text)
            }
        }
        for c in 0..<columns where originals[c] > 0 && translated[c] > 0 { hints[c].ratio = translated[c] / originals[c] }
        for r in rows.indices where splits[r].guessed {
            guard let again = split(r, hints: hints) else { return nil }
            splits[r] = again
        }
        guard let head = splitter.split([header], isSpan: [false], into: guide.header, hints: plain) else { return nil }
        var guessed: [String] = head.guessed ? ["header"] : []
        var body: [[[Inline]]] = []
        for (r, found) in splits.enumerated() {
            if found.guessed { guessed.append("row \(r + 1)") }
            let key = guide.keys[r] == nil ? [] : [joiner.inlines(for: [rows[r][0]])]
            body.append(key + found.cells.map { joiner.inlines(for: $0) })
        }
        let alignments = guide.alignments.count == columns ? guide.alignments : Array(repeating: .none, count: columns)
        return (Table(header: head.cells.map { joiner.inlines(for: $0) }, alignments: alignments, rows: body), guessed)
    }
}
