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
        /// Of those, how many took an entry another unit of the same English took already.
        public var reused = 0
        /// Of the units with a translation, how many were left in English because writing them
        /// would have made the document larger than its budget.
        public var overBudget = 0

        /// The translated share, 0–100 (100 for a document with nothing to translate).
        public var percent: Double { units == 0 ? 100 : Double(translated) * 100 / Double(units) }
    }

    var memory: TranslationMemory
    /// Whether a translated heading keeps its English id as an explicit `{#id}` (for generators
    /// that read one: `HeadingSlugs.supported(for:)`).
    public var headingIDs = false
    /// English ids of the document's headings, by segment index.
    private var englishIDs: [Int: String] = [:]
    /// The bytes of translation left to write into the document being applied: 40 times its
    /// English and a megabyte, as for every output. One long translation of a paragraph the
    /// document repeats 100,000 times would otherwise write gigabytes.
    private var budget = 0

    /// An applier drawing on `memory`.
    public init(memory: TranslationMemory) { self.memory = memory }

    /// `markdown` with its translations.
    public mutating func apply(_ markdown: String) -> Result {
        let read = MarkdownReader().read(SourceFile(path: "", text: markdown))
        let cut = MarkdownSegments(markdown, blocks: read.document.blocks)
        var edits = LineEdits(lines: cut.lines)
        var result = Result(text: "")
        budget = 40 * markdown.utf8.count + 1_048_576
        if let frontMatter = read.document.frontMatter { frontMatterEdits(frontMatter.range, &edits, &result) }
        englishIDs = headingIDs ? Self.englishIDs(cut.segments) : [:]
        segmentEdits(cut.segments, &edits, &result)
        codeEdits(read.document.blocks, &edits, &result)
        result.text = edits.text(endingLikeSource: markdown)
        result.reused = memory.reused
        return result
    }

    private mutating func segmentEdits(_ segments: [SourceSegment], _ edits: inout LineEdits, _ result: inout Result) {
        var index = 0
        while index < segments.count {
            let run = segments[index...].prefix(longestKnownRun(segments[index...]))
            let translatable = run.filter(\.isTranslatable).count
            result.units += translatable
            index += run.count
            guard let entry = memory.take(MarkdownSegments.text(of: run)) else { continue }
            guard entry.chinese.utf8.count <= budget else {
                result.overBudget += translatable
                continue
            }
            guard write(entry.chinese, over: withEnglishIDs(run), &edits) else { continue }
            budget -= entry.chinese.utf8.count
            result.translated += translatable
            if entry.fuzzy { result.fuzzy += translatable }
        }
    }

    /// How many segments from the start of `segments` the file has as one unit (a list or a
    /// table exported whole, two paragraphs aligned to one, a paragraph and the table it
    /// introduces), the longest first; 1 when it has none. Only the units beginning with the first
    /// segment are compared, their keys built a segment at a time, so a document is read in
    /// linear time however long its units.
    private func longestKnownRun(_ segments: ArraySlice<SourceSegment>) -> Int {
        guard let first = segments.first else { return 1 }
        let (candidates, longest) = memory.units(startingWith: first.text)
        guard !candidates.isEmpty else { return 1 }
        var key = ""
        var found = 1
        for (offset, segment) in segments.enumerated() {
            let part = TranslationMemory.key(segment.text)
            if !part.isEmpty { key += (key.isEmpty ? "" : " ") + part }
            if candidates.contains(key) { found = offset + 1 }
            // Past the longest: empty cells that end a row add nothing to the key but are the unit's.
            if key.utf8.count > longest { break }
        }
        return found
    }

    /// Writes `translation` over `run`, line by line as the English was joined: each segment takes
    /// as many lines as its English has, a table row its line split at tabs. A translation of
    /// another shape goes whole into the first segment when the run has no cells; else nothing
    /// is written and the unit counts untranslated.
    private func write(_ translation: String, over run: ArraySlice<SourceSegment>, _ edits: inout LineEdits) -> Bool {
        var lines = translation.lines[...]
        var plan: [(SourceSegment, String)] = []
        var index = run.startIndex
        while index < run.endIndex {
            let segment = run[index]
            if let cell = segment.cell {
                let row = run[index...].prefix { $0.cell?.table == cell.table && $0.cell?.row == cell.row }
                guard let line = lines.popFirst() else { break }
                let texts = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard texts.count == row.count else { break }
                plan += zip(row, texts.map(String.init))
                index += row.count
            } else {
                let count = segment.text.lines.count
                guard lines.count >= count else { break }
                plan.append((segment, lines.prefix(count).joined(separator: "\n")))
                lines = lines.dropFirst(count)
                index += 1
            }
        }
        if index == run.endIndex, lines.isEmpty {
            for (segment, text) in plan {
                if segment.cell != nil {
                    edits.replaceCell(segment, with: text)
                } else {
                    edits.replace(segment.lines, with: segment.lines(writing: BlockStarters.escaped(text, english: segment.text)))
                }
            }
            return true
        }
        guard let first = run.first, !run.contains(where: { $0.cell != nil }) else { return false }
        let english = run.map(\.text).joined(separator: "\n")
        edits.replace(first.lines, with: first.lines(writing: BlockStarters.escaped(translation, english: english)))
        for segment in run.dropFirst() where segment.cell == nil { edits.replace(segment.lines, with: []) }
        return true
    }

    /// The automatic id of every heading segment without an explicit one, by index.
    static func englishIDs(_ segments: [SourceSegment]) -> [Int: String] {
        let headings = segments.indices.filter { segments[$0].kind == "heading" }
        let ids = HeadingSlugs.ids(headings.map { TranslationUnit.plainText(InlineRuns.runs(segments[$0].text)) })
        var byIndex: [Int: String] = [:]
        // ATX headings only (`## Title`): a setext heading's text has no line of its own to end.
        for (index, id) in zip(headings, ids) where !id.isEmpty && segments[index].prefix.contains("#") && segments[index].suffix.allSatisfy(\.isWhitespace) {
            byIndex[index] = id
        }
        return byIndex
    }

    /// `run` with each heading that has an English id ending in it as `{#id}`.
    private func withEnglishIDs(_ run: ArraySlice<SourceSegment>) -> ArraySlice<SourceSegment> {
        guard !englishIDs.isEmpty else { return run }
        var run = run
        for index in run.indices {
            if let id = englishIDs[index] { run[index].suffix = " {#\(id)}" + run[index].suffix }
        }
        return run
    }
}
