import Foundation
import BitextModel

/// Reads the pairs of a translation that keeps its original in HTML comments (the Kubernetes
/// convention): each `<!-- English -->` is followed by its Chinese. No guessing: the pairs are
/// the translator's; Chinese without a comment and English without a translation are unpaired.
///
/// A comment's chunk takes the Chinese prose that follows it, and as many headings and code or
/// other neutral blocks as the comment itself holds; the next comment, or a heading or code block
/// the comment does not account for, ends it.
struct CommentPairReader {
    let document: Document

    private enum Item {
        case comment(Block)
        case unit(AlignedBlock)
    }

    private struct Chunk {
        var english: [AlignedBlock]
        var chinese: [AlignedBlock] = []
        var headings: Int
        var neutral: Int
        /// The tokens of `english`, read when a unit's overlap with them is first asked.
        var englishTokens: Set<UInt64>?
    }

    /// The pairs, in document order.
    func pairs() -> [AlignedPair] {
        var items: [Item] = []
        collect(document.blocks, into: &items)
        var pairs: [AlignedPair] = []
        var chunk: Chunk?
        func close() {
            guard let current = chunk else { return }
            chunk = nil
            let bead: AlignedPair.Bead = current.chinese.isEmpty ? .oneToZero : .comment
            pairs.append(AlignedPair(english: current.english, chinese: current.chinese, score: 1, needsReview: false, bead: bead))
        }
        for item in items {
            switch item {
            case .comment(let block):
                close()
                switch opening(block) {
                case .title(let pair)?: pairs.append(pair)
                case .chunk(let opened)?: chunk = opened
                case nil: break
                }
            case .unit(let unit):
                if var current = chunk, Self.accept(unit, into: &current) {
                    chunk = current
                    continue
                }
                close()
                pairs.append(Self.unpaired(unit))
            }
        }
        close()
        return Self.renumbered(pairs)
    }

    /// What a comment opens: a pair of its front matter's title, or a chunk its Chinese joins.
    private enum Opening {
        case title(AlignedPair)
        case chunk(Chunk)
    }

    /// What `block`, a comment, opens; nil for markers, notes to editors, title-less front matter
    /// and comments without English.
    private func opening(_ block: Block) -> Opening? {
        guard case .comment(let text) = block.kind else { return nil }
        // `--->` closes a comment too; its extra dash is not part of the English.
        let inner = Self.trimmingClosingDashes(text)
        if Self.isMarker(inner) || Self.isEditorNote(inner) { return nil }
        if Self.isFrontMatter(inner) {
            // Front matter kept without a title (`reviewers:`) translates nothing on the page.
            return titlePair(String(inner), comment: block).map(Opening.title)
        }
        let english = englishUnits(String(inner), comment: block)
        guard english.contains(where: { $0.block.language == .en }) else { return nil }
        let kinds = english.map { UnitFeatures.kind(of: $0).0 }
        return .chunk(Chunk(
            english: english, headings: kinds.filter { $0 == .heading }.count,
            neutral: kinds.filter { $0 == .code || $0 == .neutral || $0 == .image }.count))
    }

    /// Whether `unit` joins `chunk`'s Chinese: prose in Chinese does; a heading, code or other
    /// neutral block only while the comment holds as many; English prose only when it is text the
    /// translator kept (nearly) as it was, most of its tokens in the comment.
    private static func accept(_ unit: AlignedBlock, into chunk: inout Chunk) -> Bool {
        let kind = UnitFeatures.kind(of: unit).0
        let chinese = unit.block.language == .zh || unit.block.language == .mixed
        var accepted = false
        if kind == .heading {
            if chunk.headings > 0 { chunk.headings -= 1; accepted = true }
        } else if kind == .code || kind == .neutral || kind == .image || !chinese {
            if chunk.neutral > 0 { chunk.neutral -= 1; accepted = true }
            else if overlap(unit, &chunk) >= 0.5 { accepted = true }
        } else {
            accepted = true
        }
        if accepted { chunk.chinese.append(unit) }
        return accepted
    }

    /// A unit no comment accounts for: Chinese or English alone, or material both share.
    private static func unpaired(_ unit: AlignedBlock) -> AlignedPair {
        let kind = UnitFeatures.kind(of: unit).0
        if unit.block.language == .zh || unit.block.language == .mixed {
            return AlignedPair(english: [], chinese: [unit], score: 1, needsReview: false, bead: .zeroToOne)
        }
        if unit.block.language == .en && kind != .code && kind != .neutral {
            return AlignedPair(english: [unit], chinese: [], score: 1, needsReview: false, bead: .oneToZero)
        }
        return AlignedPair(english: [unit], chinese: [unit], score: 1, needsReview: false, bead: .shared)
    }

    /// Flattens blocks into comments and units, descending into lists and quotes that hold comments.
    private func collect(_ blocks: [Block], into items: inout [Item]) {
        let units = AlignmentUnits(document: document)
        for block in blocks {
            switch block.kind {
            case .comment:
                items.append(.comment(block))
            case .list(_, _, let listItems) where listItems.contains(where: { Self.containsComment($0.blocks) }):
                for listItem in listItems { collect(listItem.blocks, into: &items) }
            case .quote(let children) where Self.containsComment(children):
                collect(children, into: &items)
            case .callout(_, _, let children) where Self.containsComment(children):
                collect(children, into: &items)
            default:
                var found: [AlignedBlock] = []
                units.append(block, to: &found)
                items += found.map { .unit($0) }
            }
        }
    }

    /// The share of `unit`'s tokens that also occur in `chunk`'s English, whose tokens are read
    /// once however many units of the chunk ask.
    private static func overlap(_ unit: AlignedBlock, _ chunk: inout Chunk) -> Double {
        let tokens = UnitFeatures(unit).tokens
        guard !tokens.isEmpty else { return 0 }
        if chunk.englishTokens == nil {
            chunk.englishTokens = Set(UnitFeatures.measure(chunk.english).flatMap { $0.tokens.map(\.hash) })
        }
        let other = chunk.englishTokens ?? []
        // A unit's tokens are distinct already (`UnitFeatures.tokens`).
        return Double(tokens.count { other.contains($0.hash) }) / Double(tokens.count)
    }

    /// Template markers such as `<!-- overview -->` or `<!-- body -->`: one bare word.
    static func isMarker(_ text: Substring) -> Bool {
        // By bytes: Foundation's trimming bridged every comment to NSString.
        let bytes = text.utf8.drop { isSpace($0) }.reversed().drop { isSpace($0) }
        return !bytes.isEmpty && bytes.allSatisfy { isASCIILetter($0) || $0 == 0x2D || $0 == 0x5F }
    }

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    @inline(__always) static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// `text` without the whitespace and dashes that end it, by bytes.
    static func trimmingClosingDashes(_ text: String) -> Substring {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == 0x2D || isSpace(utf8[before]) else { break }
            end = before
        }
        return text[..<end]
    }

    /// A note to the site's editors or translators, not English that was translated.
    static func isEditorNote(_ text: Substring) -> Bool {
        let start = String(decoding: text.utf8.drop { isSpace($0) }.prefix(40), as: UTF8.self).lowercased()
        return editorNotes.contains { start.hasPrefix($0) }
    }

    static let editorNotes = [
        "for editors", "note to editors", "note for editors", "editor's note", "editors:", "todo:", "todo(", "fixme",
        "for translators", "note to translators", "note for translators", "translator's note",
    ]

    /// YAML front matter: the first filled line a `key: value`, every other one too, or a list
    /// item or an indented line. Read line by line, stopping at the first that is not: most
    /// comments are prose, and their first line says so.
    static func isFrontMatter(_ text: Substring) -> Bool {
        var sawKey = false
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
            if isBlankOrRule(line) { continue }
            let first = line.utf8.first
            if sawKey, first == 0x20 || first == 0x09 || first == 0x2D { continue }
            guard isKeyLine(line) else { return false }
            sawKey = true
        }
        return sawKey
    }

    /// A line of nothing but whitespace, or YAML's `---`.
    static func isBlankOrRule(_ line: Substring) -> Bool {
        let filled = line.utf8.filter { !isSpace($0) }
        return filled.isEmpty || filled.elementsEqual([0x2D, 0x2D, 0x2D])
    }

    /// `key: value` with a bare key, as YAML writes it (not a sentence holding a colon).
    static func isKeyLine(_ line: Substring) -> Bool {
        var length = 0
        for byte in line.utf8 {
            switch byte {
            case 0x3A: return length > 0
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: length += 1
            default: return false
            }
        }
        return false
    }

    private static func containsComment(_ blocks: [Block]) -> Bool {
        blocks.contains { block in
            switch block.kind {
            case .comment: true
            case .list(_, _, let items): items.contains { containsComment($0.blocks) }
            case .quote(let children), .callout(_, _, let children): containsComment(children)
            default: false
            }
        }
    }

    /// The comment's English read as Markdown, with lines counted in the file.
    private func englishUnits(_ text: String, comment: Block) -> [AlignedBlock] {
        let inner = AlignmentUnits.dedented(text)
        let read = MarkdownReader(shortcodeLanguage: "en").read(SourceFile(path: document.path, text: inner))
        let blocks = LanguageTagger().tag(read.document.blocks)
        let offset = comment.range.startLine - 1
        return AlignmentUnits(source: SourceText(inner)).units(of: blocks).map { unit in
            var unit = unit
            unit.block.range = unit.block.range.shifted(by: offset)
            return unit
        }
    }

    /// The front matter kept in a comment (`title: Leases`) pairs with the file's own title.
    private func titlePair(_ text: String, comment: Block) -> AlignedPair? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let titleLine = lines.firstIndex(where: { $0.hasPrefix("title:") }) else { return nil }
        let englishTitle = Self.yamlScalar(lines[titleLine].dropFirst("title:".count))
        guard !englishTitle.isEmpty else { return nil }
        let line = comment.range.startLine + titleLine
        let english = AlignedBlock(
            block: Block(.heading(level: 1, anchor: nil, content: [.text(englishTitle)]), range: SourceRange(lines: line, line), language: .en),
            source: englishTitle, index: 0)
        guard let frontMatter = document.frontMatter, let chineseTitle = frontMatter.title else {
            return AlignedPair(english: [english], chinese: [], score: 1, needsReview: false, bead: .oneToZero)
        }
        let rawLines = frontMatter.raw.split(separator: "\n", omittingEmptySubsequences: false)
        let offset = rawLines.firstIndex(where: { $0.hasPrefix("title:") }) ?? 0
        let chineseLine = frontMatter.range.startLine + 1 + offset
        let chinese = AlignedBlock(
            block: Block(.heading(level: 1, anchor: nil, content: [.text(chineseTitle)]), range: SourceRange(lines: chineseLine, chineseLine), language: .zh),
            source: chineseTitle, index: 0)
        return AlignedPair(english: [english], chinese: [chinese], score: 1, needsReview: false, bead: .comment)
    }

    private static func yamlScalar(_ raw: Substring) -> String {
        var value = raw.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    /// Gives units their position in their language's stream.
    private static func renumbered(_ pairs: [AlignedPair]) -> [AlignedPair] {
        var en = 0
        var zh = 0
        return pairs.map { pair in
            var pair = pair
            for k in pair.english.indices { pair.english[k].index = en; en += 1 }
            for k in pair.chinese.indices { pair.chinese[k].index = zh; zh += 1 }
            return pair
        }
    }
}

