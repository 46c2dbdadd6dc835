import BitextModel

/// `--segment cell`: a table pair becomes a unit per cell with text to translate, paired with the
/// translation's cell at the same row and column; a list pair whose two sides have as many
/// segments (`MarkdownSegments`: each item's paragraphs) becomes a unit per segment. Others stay
/// whole.
enum CellUnits {
    /// `english` and `chinese` are the pair's sides cut into segments.
    static func units(of pair: BundlePair, _ unit: TranslationUnit, english en: [SourceSegment], chinese zh: [SourceSegment]?) -> [TranslationUnit]? {
        guard pair.kind == "table" || pair.kind == "list", en.count > 1 else { return nil }
        return pair.kind == "table" ? tableUnits(pair, unit, en: en, zh: zh) : listUnits(pair, unit, en: en, zh: zh)
    }

    private static func tableUnits(_ pair: BundlePair, _ unit: TranslationUnit, en: [SourceSegment], zh: [SourceSegment]?) -> [TranslationUnit]? {
        // A pair of a table and what the aligner joined to it (its intro, a second table) stays
        // whole: its cells alone would drop the rest, or give two cells one id.
        guard en.allSatisfy({ $0.cell?.table == 0 }) else { return nil }
        var translations: [String: String] = [:]
        for segment in zh ?? [] { if let cell = segment.cell { translations["\(cell.row),\(cell.column)"] = segment.text } }
        let units = en.compactMap { segment -> TranslationUnit? in
            guard let cell = segment.cell, segment.isTranslatable else { return nil }
            let chinese = translations["\(cell.row),\(cell.column)"].flatMap { $0.isEmpty ? nil : $0 }
            var cellUnit = unit
            cellUnit.id = "\(pair.id)-r\(cell.row)c\(cell.column + 1)"
            cellUnit.kind = "table-cell"
            cellUnit.english = InlineRuns.runs(segment.text)
            cellUnit.chinese = chinese.map(InlineRuns.runs) ?? []
            cellUnit.state = chinese == nil ? .untranslated : unit.state
            cellUnit.previousEnglish = nil
            return cellUnit
        }
        return units.isEmpty ? nil : units
    }

    private static func listUnits(_ pair: BundlePair, _ unit: TranslationUnit, en: [SourceSegment], zh: [SourceSegment]?) -> [TranslationUnit]? {
        guard zh == nil || zh?.count == en.count else { return nil }
        return en.indices.map { index in
            var item = unit
            item.id = "\(pair.id)-\(index + 1)"
            item.kind = "list-item"
            item.english = InlineRuns.runs(en[index].text)
            item.chinese = zh.map { InlineRuns.runs($0[index].text) } ?? []
            item.previousEnglish = nil
            return item
        }
    }
}
