import BitextModel

/// A table the reader has just read, as a guide to its translation further down the same section:
/// the cells' texts, and the first-column cells that are code (`makeUIView(context:)`), which a
/// translation keeps unchanged and a flattened copy puts on lines of their own.
struct TableGuide: Sendable {
    /// The header cells' texts.
    let header: [String]
    /// The body rows' cells' texts.
    let rows: [[String]]
    /// Each row's first cell when it is code, else `nil`.
    let keys: [String?]
    /// How many rows come before the first row with a code key.
    let leadingRows: Int
    /// The column alignments.
    let alignments: [Table.Alignment]
    /// The first line of the table.
    let line: Int
    /// Whether the table is written in Chinese.
    let isChinese: Bool

    /// The table of `block` as a guide, or `nil` when too few of its rows have code keys to find
    /// the rows of a flattened translation by.
    init?(_ block: Block) {
        guard case .table(let table) = block.kind, table.header.count >= 2 else { return nil }
        let columns = table.header.count
        guard table.rows.allSatisfy({ $0.count == columns }) else { return nil }
        let rule = FlattenedTableRule()
        header = table.header.map { TextShape.trimmed($0.plainText) }
        rows = table.rows.map { $0.map { TextShape.trimmed($0.plainText) } }
        keys = rows.map { row in
            let key = PlainLine(text: row[0], number: 0)
            return !LanguageTagger.containsHan(row[0]) && rule.isCodeCell(key) ? row[0] : nil
        }
        // Rows without a code key are found only before the first key: between two keys they
        // could not be told from the keyed row's own lines.
        leadingRows = keys.firstIndex { $0 != nil } ?? keys.count
        guard keys.count - leadingRows >= 2, keys[leadingRows...].allSatisfy({ $0 != nil }),
            Set(keys.compactMap { $0 }).count == keys.count - leadingRows
        else { return nil }
        alignments = table.alignments
        line = block.range.startLine
        isChinese = LanguageTagger.containsHan(header.joined())
    }
}
