import BitextModel
import Foundation

/// Writes a translation into an English Markdown document: every segment with a translation in
/// the memory is replaced in place (its container markers, heading attributes and line structure
/// around it kept), table cells within their row, the translated keys of the front matter, and
/// code comments the translations have; everything else stays byte for byte. A segment without a
/// translation stays in English, which `bitext coverage` counts untranslated (a copy of the
/// English is no translation).
public struct TranslationApplier: Sendable {
    /// What applying did.
    public struct Result: Sendable, Equatable {
        /// The translated document.
        public var text: String
        /// Segments with text to translate (front matter keys and code comments included).
        public var units = 0
        /// Of those, how many have a translation.
        public var translated = 0
        /// Of those, how many were marked to review.
        public var fuzzy = 0

        /// The translated share, 0–100 (100 for a document with nothing to translate).
        public var percent: Double { units == 0 ? 100 : Double(translated) * 100 / Double(units) }
    }

    var memory: TranslationMemory

    /// An applier drawing on `memory`.
    public init(memory: TranslationMemory) { self.memory = memory }

    /// `markdown` with its translations.
    public mutating func apply(_ markdown: String) -> Result {
        let read = MarkdownReader().read(SourceFile(path: "", text: markdown))
        let cut = MarkdownSegments(markdown, blocks: read.document.blocks)
        var edits = LineEdits(lines: cut.lines)
        var result = Result(text: "")
        if let frontMatter = read.document.frontMatter { frontMatterEdits(frontMatter.range, &edits, &result) }
        segmentEdits(cut.segments, &edits, &result)
        codeEdits(read.document.blocks, &edits, &result)
        result.text = edits.text(endingLikeSource: markdown)
        return result
    }

    private mutating func segmentEdits(_ segments: [SourceSegment], _ edits: inout LineEdits, _ result: inout Result) {
        var index = 0
        while index < segments.count {
            if let table = segments[index].cell?.table {
                let end = segments[index...].firstIndex { $0.cell?.table != table } ?? segments.count
                tableEdits(segments[index..<end], &edits, &result)
                index = end
                continue
            }
            index += blockEdits(segments[index...], &edits, &result)
        }
    }

    /// Translates the segment at the start of `segments`, or a run of them a unit joined (a list
    /// exported whole, two paragraphs aligned to one); returns how many it consumed.
    private mutating func blockEdits(_ segments: ArraySlice<SourceSegment>, _ edits: inout LineEdits, _ result: inout Result) -> Int {
        let first = segments[segments.startIndex]
        let leaves = segments.prefix { $0.cell == nil }.prefix(12)
        // The longest run the memory has, so a whole list is taken as its exporter gave it.
        let count = (1...leaves.count).reversed().first { memory.has(MarkdownSegments.text(of: leaves.prefix($0))) } ?? 1
        let run = leaves.prefix(count)
        let translatable = run.filter(\.isTranslatable).count
        result.units += translatable
        guard let entry = memory.take(MarkdownSegments.text(of: run)), !entry.chinese.isEmpty else { return count }
        result.translated += translatable
        if entry.fuzzy { result.fuzzy += translatable }
        let parts = entry.chinese.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.count == count {
            for (segment, part) in zip(run, parts) { edits.replace(segment.lines, with: segment.lines(writing: part)) }
        } else {
            edits.replace(first.lines, with: first.lines(writing: entry.chinese))
            for segment in run.dropFirst() { edits.replace(segment.lines, with: []) }
        }
        return count
    }

    /// A table's cells: the whole table when the memory has it as one unit of the same shape,
    /// else cell by cell.
    private mutating func tableEdits(_ cells: ArraySlice<SourceSegment>, _ edits: inout LineEdits, _ result: inout Result) {
        let translatable = cells.filter(\.isTranslatable)
        result.units += translatable.count
        let whole = MarkdownSegments.text(of: cells)
        if memory.has(whole), let entry = memory.take(whole), !entry.chinese.isEmpty {
            let rows = entry.chinese.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            if rows.count == Set(cells.map { $0.cell!.row }).count, cells.allSatisfy({ $0.cell!.column < rows[$0.cell!.row].count }) {
                for cell in cells { edits.replaceCell(cell, with: String(rows[cell.cell!.row][cell.cell!.column])) }
                result.translated += translatable.count
                if entry.fuzzy { result.fuzzy += translatable.count }
                return
            }
        }
        for cell in translatable {
            guard let entry = memory.take(cell.text), !entry.chinese.isEmpty else { continue }
            edits.replaceCell(cell, with: entry.chinese)
            result.translated += 1
            if entry.fuzzy { result.fuzzy += 1 }
        }
    }
}
