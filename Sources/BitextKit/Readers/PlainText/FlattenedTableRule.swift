import BitextModel

/// Recovers tables that a copy flattened into lines: header cells run together
/// (`MethodWhen CalledPurpose`), body cells glued (`…the view tree.Allocate and…`), and rows
/// visible only because each starts with a code cell on a line of its own.
///
/// Cells are cut where words were glued (a lowercase word run into a capitalized one, sentence
/// punctuation run into a capital), where a finished sentence is followed by a new one, and
/// after a leading code cell. A header whose rows cannot be completed this way is kept as a
/// table-like paragraph with a note instead of a table with invented cells.
struct FlattenedTableRule: Sendable {
    /// What the rule read: a table, or lines kept as text with the reason.
    enum Result {
        case table(Block)
        case text(Block, note: String)
    }

    let joiner = InlineCodeJoinRule()
    let labels = LanguageLabelRule()
    /// Longest header cell, in words.
    let maximumHeaderCellWords = 4
    /// A table needs this many complete rows.
    let minimumRows = 2

    /// Creates the rule.
    init() {}

    /// The header cells of a line whose cells ran together, or `nil`.
    func headerCells(_ text: String) -> [String]? {
        guard text.count <= 60, !LanguageTagger.containsHan(text), !TextShape.endsSentence(text), !text.contains(Character("|")) else {
            return nil
        }
        let cells = pieces(of: text, splittingNames: true)
        guard cells.count >= 2,
            cells.allSatisfy({ TextShape.words($0).count <= maximumHeaderCellWords && TextShape.startsWithCapital($0) })
        else { return nil }
        return cells
    }

    /// Reads a flattened table at the cursor.
    func read(_ cursor: inout LineCursor) -> Result? {
        guard let headerLine = cursor.current, let header = headerCells(headerLine.content),
            let first = cursor.peek(1), !first.isBlank
        else { return nil }
        cursor.advance()
        var table = Rows(columns: header.count, consumed: [headerLine])
        var broken = false
        lines: while let line = cursor.current, !line.isBlank, !line.breakBefore,
            labels.language(of: line, followedBy: cursor.peek(1)) == nil
        {
            for (k, part) in pieces(of: line.content).enumerated() {
                switch add(part, line: line.number, startsLine: k == 0, to: &table) {
                case .added: continue
                case .tableEnds: break lines
                case .cellsUnclear: broken = true; break lines
                case .noTable: return nil
                }
            }
            table.consumed.append(line)
            cursor.advance()
        }
        if broken {
            while let line = cursor.current, !line.isBlank, !line.breakBefore {
                table.consumed.append(line)
                cursor.advance()
            }
            return .text(textBlock(table.consumed), note: "a flattened table whose cells could not be told apart is kept as text")
        }
        return finish(table, header: header)
    }

    /// The rows of a flattened table as its lines are read.
    private struct Rows {
        let columns: Int
        var rows: [[[PlainLine]]] = []
        var row: [[PlainLine]] = []
        var cell: [PlainLine] = []
        /// The lines read, the header's first.
        var consumed: [PlainLine]

        init(columns: Int, consumed: [PlainLine]) {
            self.columns = columns
            self.consumed = consumed
        }
    }

    /// What adding a piece of a line found.
    private enum Added { case added, tableEnds, cellsUnclear, noTable }

    /// Adds `part`, a piece of line `number` (its first when `startsLine`), to its cell.
    private func add(_ part: String, line number: Int, startsLine: Bool, to table: inout Rows) -> Added {
        let piece = PlainLine(text: part, number: number)
        if startsCell(part, piece, startsLine: startsLine, in: table), !table.cell.isEmpty {
            table.row.append(table.cell)
            table.cell = []
            // A row-starting cell in the middle of a row: the cells cannot be told apart.
            if table.row.count < table.columns, table.row.count > 1 || !table.rows.isEmpty, isCodeCell(piece), TextShape.words(part).count == 1 {
                return .cellsUnclear
            }
            if table.row.count == table.columns {
                table.rows.append(table.row)
                table.row = []
                if !isCodeCell(piece) { return startsLine ? .tableEnds : .noTable }
            }
        }
        if table.row.isEmpty, table.cell.isEmpty, !table.rows.isEmpty, !isCodeCell(piece) {
            return .tableEnds
        }
        table.cell.append(piece)
        return .added
    }

    /// Whether `part` (as the line `piece`) starts a new cell.
    private func startsCell(_ part: String, _ piece: PlainLine, startsLine: Bool, in table: Rows) -> Bool {
        guard startsLine else { return true }
        guard let previous = table.cell.last else { return false }
        let afterSentence = TextShape.endsSentence(previous.content)
            && (!TextShape.continuesSentence(part) || isCodeCell(piece))
        let afterCodeCell = table.row.isEmpty && table.cell.count == 1 && isCodeCell(previous) && TextShape.startsWithCapital(part)
        return afterSentence || afterCodeCell
    }

    /// The table the rows make when they are complete; else the lines as text when rows were
    /// started, or nil.
    private func finish(_ table: Rows, header: [String]) -> Result? {
        var (rows, row) = (table.rows, table.row)
        if !table.cell.isEmpty { row.append(table.cell) }
        if row.count == table.columns {
            rows.append(row)
            row = []
        }
        if row.isEmpty, rows.count >= minimumRows {
            let grid = Table(
                header: header.map { [.text($0)] }, alignments: Array(repeating: .none, count: table.columns),
                rows: rows.map { $0.map { joiner.inlines(for: $0) } })
            return .table(Block(.table(grid), range: SourceRange(lines: table.consumed[0].number, table.consumed.last!.number)))
        }
        // Rows started with code cells but could not be completed: keep the lines as they are.
        guard rows.count + (row.isEmpty ? 0 : 1) >= minimumRows else { return nil }
        return .text(textBlock(table.consumed), note: "a flattened table whose cells could not be told apart is kept as text")
    }

    /// The lines as they are, one per line break.
    private func textBlock(_ lines: [PlainLine]) -> Block {
        var inlines: [Inline] = []
        for (i, line) in lines.enumerated() {
            if i > 0 { inlines.append(.lineBreak) }
            inlines.append(.text(line.content))
        }
        return Block(.paragraph(inlines), range: SourceRange(lines: lines[0].number, lines.last!.number))
    }

    /// A cell that starts a row: a lone name or a short line of code.
    func isCodeCell(_ line: PlainLine) -> Bool {
        let words = TextShape.words(line.content)
        if words.count == 1 { return TextShape.isIdentifierLike(words[0]) }
        return words.count <= 6 && (line.content.hasPrefix(".") || line.content.contains(Character("(")))
            && !TextShape.endsSentence(line.content)
    }

    /// A line cut where words were glued together. Single tokens are names and stay whole,
    /// except in a header (`OptionEffect`).
    func pieces(of text: String, splittingNames: Bool = false) -> [String] {
        guard splittingNames || TextShape.words(text).count > 1 || !TextShape.isIdentifierLike(text) else { return [text] }
        let chars = Array(text)
        var cuts: [Int] = []
        var wordStart = 0
        for i in 1..<max(1, chars.count) {
            let left = chars[i - 1]
            let ch = chars[i]
            if left == " " { wordStart = i }
            guard ch.isUppercase, ch.isASCII, i + 1 < chars.count, chars[i + 1].isLowercase else { continue }
            let word = chars[wordStart..<i]
            if ".!?)+".contains(left), word.count > 1 {
                cuts.append(i)
            } else if left.isLowercase, word.count >= 3, word.allSatisfy(\.isLetter),
                word.dropFirst().allSatisfy({ $0.isLowercase })
            {
                cuts.append(i)
            }
            if cuts.last == i { wordStart = i }
        }
        var out: [String] = []
        var start = 0
        for cut in cuts + [chars.count] {
            let piece = TextShape.trimmed(String(chars[start..<cut]))
            if !piece.isEmpty { out.append(piece) }
            start = cut
        }
        return out
    }
}
