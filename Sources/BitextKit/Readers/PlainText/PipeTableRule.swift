import BitextModel

/// Reads pipe tables that a dump damaged: rows that lost their leading `| `, a header glued to
/// the end of the line before it (`…(iOS 26+)| Gotcha | Symptom | Fix |`), rows cut short.
/// Rows found with no header and delimiter row are left for the reader to keep as text.
struct PipeTableRule: Sendable {
    /// Creates the rule.
    init() {}

    /// Whether a line is a delimiter row: `|---|:---:|`.
    static func isDelimiterRow(_ text: String) -> Bool {
        text.contains(Character("-")) && text.contains(Character("|")) && text.filter({ $0 == "-" }).count >= 3
            && text.allSatisfy { "|:- \t".contains($0) }
    }

    /// Whether a line looks like a table row: it starts or ends with a pipe.
    static func isRowLike(_ text: String) -> Bool {
        text.count > 1 && (text.hasPrefix("|") || text.hasSuffix("|"))
    }

    /// The cells of a row.
    static func cells(of text: String) -> [String] {
        var body = Substring(TextShape.trimmed(text))
        if body.hasPrefix("|") { body = body.dropFirst() }
        if body.hasSuffix("|") { body = body.dropLast() }
        return body.split(separator: "|", omittingEmptySubsequences: false).map { TextShape.trimmed($0) }
    }

    /// Moves a header row glued to the end of a line onto a line of its own.
    func splitGluedHeaders(_ lines: [PlainLine]) -> [PlainLine] {
        var out: [PlainLine] = []
        for (i, line) in lines.enumerated() {
            guard i + 1 < lines.count, Self.isDelimiterRow(lines[i + 1].content), !line.content.hasPrefix("|"),
                line.content.contains(Character("|"))
            else {
                out.append(line)
                continue
            }
            let pipes = lines[i + 1].content.filter { $0 == "|" }.count
            let positions = line.content.indices.filter { line.content[$0] == "|" }
            guard positions.count >= pipes, pipes > 1 else {
                out.append(line)
                continue
            }
            let cut = positions[positions.count - pipes]
            out.append(PlainLine(text: String(line.content[..<cut]), number: line.number, breakBefore: line.breakBefore))
            out.append(PlainLine(text: String(line.content[cut...]), number: line.number, breakBefore: true))
        }
        return out
    }

    /// Reads a table: a header row, a delimiter row, then every row-like line.
    func read(_ cursor: inout LineCursor) -> Block? {
        guard let header = cursor.current, header.content.contains(Character("|")), !Self.isDelimiterRow(header.content),
            let delimiter = cursor.peek(1), Self.isDelimiterRow(delimiter.content)
        else { return nil }
        let alignments = Self.cells(of: delimiter.content).map { cell -> Table.Alignment in
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): .center
            case (true, false): .left
            case (false, true): .right
            case (false, false): .none
            }
        }
        cursor.advance(by: 2)
        var rows: [[[Inline]]] = []
        var last = delimiter.number
        while let line = cursor.current, !line.isBlank, line.content.contains(Character("|")), !Self.isDelimiterRow(line.content) {
            if let after = cursor.peek(1), Self.isDelimiterRow(after.content) { break }
            rows.append(Self.cells(of: line.content).map(Self.inlines))
            last = line.number
            cursor.advance()
        }
        let table = Table(header: Self.cells(of: header.content).map(Self.inlines), alignments: alignments, rows: rows)
        return Block(.table(table), range: SourceRange(lines: header.number, last))
    }

    /// A cell's content: a lone name is a code span.
    static func inlines(_ cell: String) -> [Inline] {
        if cell.isEmpty { return [] }
        if TextShape.words(cell).count == 1, TextShape.isIdentifierLike(cell) { return [.code(cell)] }
        return [.text(cell)]
    }
}
