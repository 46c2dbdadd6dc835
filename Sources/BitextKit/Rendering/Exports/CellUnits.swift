import BitextModel

/// `--segment cell`: a table pair becomes a unit per cell with English (from the table's record:
/// its paired grid, or its English rows when it has no translation), code-only cells left out;
/// a list pair whose two sides have as many items becomes a unit per item. Others stay whole.
enum CellUnits {
    static func units(of pair: BundlePair, _ unit: TranslationUnit, in bundle: BitextModel.Bundle) -> [TranslationUnit]? {
        if pair.kind == "table" { return tableUnits(pair, unit, bundle) }
        if pair.kind == "list" { return listUnits(pair, unit) }
        return nil
    }

    private static func tableUnits(_ pair: BundlePair, _ unit: TranslationUnit, _ bundle: BitextModel.Bundle) -> [TranslationUnit]? {
        guard let lines = pair.en?.lines, let record = bundle.tables.first(where: { $0.en?.lines == lines }), let en = record.en else { return nil }
        let grid = [en.header] + en.rows
        var units: [TranslationUnit] = []
        for (row, cells) in grid.enumerated() {
            for (column, cell) in cells.enumerated() where !cell.isCode && cell.text.contains(where: \.isLetter) {
                let chinese = record.cells.flatMap { row < $0.count && column < $0[row].count ? $0[row][column].zh : nil }
                var cellUnit = unit
                cellUnit.id = "\(record.id)-r\(row)c\(column + 1)"
                cellUnit.kind = "table-cell"
                cellUnit.english = runs(cell.text, code: cell.code)
                cellUnit.chinese = chinese.map { runs($0, code: cell.code) } ?? []
                cellUnit.state = chinese == nil ? .untranslated : unit.state
                cellUnit.previousEnglish = nil
                units.append(cellUnit)
            }
        }
        return units.isEmpty ? nil : units
    }

    private static func listUnits(_ pair: BundlePair, _ unit: TranslationUnit) -> [TranslationUnit]? {
        guard let en = pair.en.map({ items(TranslationUnit.blocks($0.markdown)) }), en.count > 1 else { return nil }
        let zh = pair.zh.map { items(TranslationUnit.blocks($0.markdown)) }
        guard zh == nil || zh?.count == en.count else { return nil }
        return en.indices.map { index in
            var item = unit
            item.id = "\(pair.id)-\(index + 1)"
            item.kind = "list-item"
            item.english = TranslationUnit.runs(of: en[index])
            item.chinese = zh.map { TranslationUnit.runs(of: $0[index]) } ?? []
            item.previousEnglish = nil
            return item
        }
    }

    /// The items of the one list `blocks` are, each as its blocks; empty otherwise.
    private static func items(_ blocks: [Block]) -> [[Block]] {
        guard blocks.count == 1, case .list(_, _, let items) = blocks[0].kind else { return [] }
        return items.map(\.blocks)
    }

    /// A cell's text with its code spans as code runs.
    private static func runs(_ text: String, code: [String]) -> [TranslationUnit.Run] {
        var runs: [TranslationUnit.Run] = []
        var rest = Substring(text)
        for span in code where !span.isEmpty {
            guard let range = rest.range(of: span) else { continue }
            if range.lowerBound > rest.startIndex { runs.append(.text(String(rest[..<range.lowerBound]))) }
            runs.append(.code(span))
            rest = rest[range.upperBound...]
        }
        if !rest.isEmpty { runs.append(.text(String(rest))) }
        return runs
    }
}
