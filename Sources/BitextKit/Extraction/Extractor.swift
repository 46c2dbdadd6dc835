import BitextModel
import Foundation

/// Builds code and table records from an aligned document or document pair.
public struct Extractor: Sendable {
    /// Creates an extractor.
    public init() {}

    /// The records of `english` and `chinese` (the same document for single-file modes), using
    /// `alignment` to tell which copy belongs to which language and which copies translate each other.
    public func extract(alignment: Alignment, english: Document, chinese: Document) -> Extraction {
        let singleFile = english.path == chinese.path && alignment.mode != .pair
        var located: [(LocatedBlock, Language)] = []
        let sides = SideLookup(alignment: alignment)
        if singleFile {
            for item in LocatedBlock.collect(from: english) {
                located.append((item, sides.side(of: item.block, fallback: item)))
            }
        } else {
            located += LocatedBlock.collect(from: english).map { ($0, .en) }
            located += LocatedBlock.collect(from: chinese).map { ($0, .zh) }
        }
        let code = CodeRecordBuilder().records(
            located.filter { if case .code = $0.0.block.kind { true } else { false } }, alignment: alignment)
        let tables = tableRecords(
            located.filter { if case .table = $0.0.block.kind { true } else { false } }, alignment: alignment)
        return Extraction(code: code, tables: tables)
    }

    func tableRecords(_ tables: [(LocatedBlock, Language)], alignment: Alignment) -> [TableRecord] {
        func side(_ item: LocatedBlock, _ language: Language) -> TableRecord.Side? {
            guard case .table(let table) = item.block.kind else { return nil }
            func cell(_ inlines: [Inline]) -> TableRecord.Cell {
                let text = inlines.plainText.trimmingCharacters(in: .whitespaces)
                let code = inlines.codeSpans
                let onlyCode = !code.isEmpty && code.joined().count >= text.filter { !$0.isWhitespace }.count - 1
                return TableRecord.Cell(text: text, code: code, isCode: onlyCode || Self.looksLikeAPIName(text))
            }
            return TableRecord.Side(
                path: item.path, lines: [item.block.range.startLine, item.block.range.endLine],
                headings: language == .zh ? item.headings.zh : item.headings.en,
                header: table.header.map(cell), alignments: table.alignments, rows: table.rows.map { $0.map(cell) })
        }
        // Aligned pairs say which English table a Chinese table translates.
        var partner: [Int: Int] = [:]
        let englishAt = LocatedBlock.firstIndexes(tables, notOn: .zh, path: alignment.englishPath)
        let chineseAt = LocatedBlock.firstIndexes(tables, notOn: .en, path: alignment.chinesePath)
        for pair in alignment.pairs {
            guard let en = pair.english.first(where: { $0.block.kind.name == "table" }),
                let zh = pair.chinese.first(where: { $0.block.kind.name == "table" }),
                let i = englishAt[en.range.startLine],
                let j = chineseAt[zh.range.startLine],
                i != j
            else { continue }
            partner[i] = j
            partner[j] = i
        }
        var records: [TableRecord] = []
        var done = Set<Int>()
        for (i, (item, language)) in tables.enumerated() where !done.contains(i) {
            done.insert(i)
            var en: TableRecord.Side?
            var zh: TableRecord.Side?
            if language == .zh { zh = side(item, .zh) } else { en = side(item, .en) }
            if let j = partner[i], !done.contains(j) {
                done.insert(j)
                if language == .zh { en = side(tables[j].0, .en) } else { zh = side(tables[j].0, .zh) }
            }
            var cells: [[TableRecord.CellPair]]?
            var byPosition = false
            var unpaired: [TableRecord.CellReference] = []
            if let en, let zh {
                let result = TableCellPairer().pair(en, zh)
                cells = result.cells
                byPosition = result.byPosition
                unpaired = result.unpaired
            }
            let primary = en ?? zh
            let key = (primary?.header.map(\.text) ?? []).joined(separator: "|") + "\n"
                + (primary?.rows.map { $0.first?.text ?? "" } ?? []).joined(separator: "|")
            var id = "table-" + StableHash.hex(key).prefix(12)
            if records.contains(where: { $0.id == id }) { id += "-\(records.count + 1)" }
            records.append(TableRecord(id: id, en: en, zh: zh, cells: cells, pairedByPosition: byPosition, unpaired: unpaired))
        }
        return records
    }

    /// `makeUIView(context:)`, `UIHostingController`, `.intrinsicContentSize`: a cell naming an API.
    static func looksLikeAPIName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 1, let word = words.first else { return false }
        return TableCellPairer.isIdentifier(word.trimmingCharacters(in: apiNameEdges))
    }

    /// Built once: made for every table cell, the set's bitmap was 8 MB of allocations on
    /// k8s-dev-raw.
    private static let apiNameEdges = CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "()_:"))
}

/// Which language each block of a single bilingual file was aligned as.
struct SideLookup {
    var byStartLine: [Int: Language] = [:]
    var ranges: [(ClosedRange<Int>, Language)] = []

    init(alignment: Alignment) {
        // By index, reading the ranges only: `for unit in pair.english` copied each unit whole (a
        // retain of every text it holds), which on long documents missed the cache.
        let pairs = alignment.pairs
        for p in pairs.indices {
            let shared = pairs[p].bead == .shared
            for u in pairs[p].english.indices {
                let range = pairs[p].english[u].range
                let side: Language = shared ? .none : .en
                byStartLine[range.startLine] = side
                ranges.append((range.lines, side))
            }
            if shared { continue }
            for u in pairs[p].chinese.indices {
                let range = pairs[p].chinese[u].range
                byStartLine[range.startLine] = .zh
                ranges.append((range.lines, .zh))
            }
        }
    }

    func side(of block: Block, fallback item: LocatedBlock) -> Language {
        if let side = byStartLine[block.range.startLine] { return side }
        if let containing = ranges.first(where: { $0.0.contains(block.range.startLine) }) { return containing.1 }
        if block.commentLanguage == .en || block.commentLanguage == .zh { return block.commentLanguage }
        return item.proseBefore
    }
}
