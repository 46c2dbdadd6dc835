import BitextModel

/// Puts back the rows of tables a page cut off mid-row and printed later as rows without a header
/// (a page that ran out of room and printed the rest after its footer).
///
/// A table is cut when its last row has fewer cells than its header. The headerless rows are dealt
/// out in order: first the cells the cut row lacks (one more than it lacks when the cut fell
/// inside a cell and the line goes on with it, not opening with a pipe), then whole rows as wide as the table, moving on to the
/// next cut table at a line that is neither. The rows are put back only when every line finds its
/// place and the last table reached is whole again; otherwise they stay text.
struct TableContinuationRule: Sendable {
    /// Headerless rows kept as a paragraph: the block's index and its lines.
    struct Fragment {
        var index: Int
        var rows: [PlainLine]
    }

    /// The blocks with the rows put back, and per fragment the lines of the tables it continued
    /// (empty when it was left as text).
    struct Mended {
        var blocks: [Block]
        var continued: [[Int]]
    }

    /// Creates the rule.
    init() {}

    /// Mends `blocks`, whose fragments are `fragments`, in document order.
    func mend(_ blocks: [Block], fragments: [Fragment]) -> Mended {
        var blocks = blocks
        var continued: [[Int]] = []
        var dropped = Set<Int>()
        for fragment in fragments {
            let cut = blocks.indices.filter { $0 < fragment.index && Self.missingCells(blocks[$0]) > 0 }
            guard let dealt = deal(fragment.rows, to: cut.map { blocks[$0] }) else {
                continued.append([])
                continue
            }
            var lines: [Int] = []
            for (k, table) in dealt.enumerated() where table != blocks[cut[k]] {
                blocks[cut[k]] = table
                lines.append(table.range.startLine)
            }
            dropped.insert(fragment.index)
            continued.append(lines)
        }
        return Mended(blocks: blocks.indices.filter { !dropped.contains($0) }.map { blocks[$0] }, continued: continued)
    }

    /// The tables with the rows dealt out to them, or `nil` when the rows do not fit.
    func deal(_ rows: [PlainLine], to tables: [Block]) -> [Block]? {
        var tables = tables
        var t = 0
        for row in rows {
            let cells = PipeTableRule.cells(of: row.content).map(PipeTableRule.inlines)
            while true {
                guard t < tables.count, case .table(var table) = tables[t].kind else { return nil }
                let missing = Self.missingCells(tables[t])
                // A line that does not open with a pipe may go on with the cell the cut fell in.
                let joinsCell = cells.count == missing + 1 && !row.content.hasPrefix("|")
                if missing > 0, cells.count <= missing || joinsCell, !table.rows.isEmpty {
                    var last = table.rows.removeLast()
                    var rest = cells[...]
                    if joinsCell, let tail = last.popLast() {
                        last.append(InlineCodeJoinRule.joined(tail + rest.removeFirst()))
                    }
                    table.rows.append(last + rest)
                } else if missing == 0, cells.count == table.header.count {
                    table.rows.append(cells)
                } else if missing == 0 {
                    t += 1
                    continue
                } else {
                    return nil
                }
                tables[t].kind = .table(table)
                break
            }
        }
        guard t < tables.count, Self.missingCells(tables[t]) == 0 else { return nil }
        return tables
    }

    /// How many cells the last row of a table lacks.
    static func missingCells(_ block: Block) -> Int {
        guard case .table(let table) = block.kind, let last = table.rows.last else { return 0 }
        return max(0, table.header.count - last.count)
    }
}
