import BitextModel
import Foundation
internal import CCmarkGFM

/// The only file that touches cmark-gfm: parses Markdown and converts the whole tree into
/// `Block` values, freeing the parser and the tree before it returns. No C pointer escapes.
enum CommonMarkConverter {
    /// Nesting deeper than this is flattened to text so hostile input cannot exhaust the stack.
    static let maximumDepth = 200

    /// cmark-gfm keeps its extensions in a global list that `ensure_registered` appends to
    /// without a lock; documents are read concurrently, so registration must happen exactly once
    /// (Swift runs a static initializer once, thread-safely). After it the list is only read.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm's inline parser reads a global table of special characters that every parser
    /// adds its extensions' characters to when it starts parsing inlines and removes them from when
    /// it is done: two documents parsed at once lose each other's autolinks at random. Inline
    /// parsing (`cmark_parser_finish`; block parsing and the conversion of the tree do not read
    /// the table) runs one document at a time.
    private static let parsing = NSLock()

    /// cmark-gfm's allocations, from the thread's `ThreadArena`: a parse's nodes and buffers die
    /// together when `convert` frees the tree, and the arena is reset then. The table lives as
    /// long as the process: the parser and every node keep a pointer to it.
    nonisolated(unsafe) private static let arena: UnsafeMutablePointer<cmark_mem> = {
        let table = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        table.initialize(to: cmark_mem(
            calloc: { count, size in
                let (bytes, overflow) = Int(count).multipliedReportingOverflow(by: Int(size))
                return overflow ? nil : ThreadArena.allocate(bytes, zeroed: true)
            },
            realloc: { pointer, size in ThreadArena.reallocate(pointer, to: Int(size)) },
            free: { pointer in ThreadArena.deallocate(pointer) }))
        return table
    }()

    /// Parses `text` (CommonMark + GFM tables, strikethrough, autolinks, task lists) into blocks,
    /// at most `maximumBlocks` at the top level; `cutLine` is where the first one left out starts.
    /// `paddedTables` holds the first line of each table kept as text because it was mostly
    /// cells cmark-gfm added to short rows.
    static func convert(_ text: String, maximumBlocks: Int = .max) -> (blocks: [Block], cutLine: Int?, paddedTables: [Int]) {
        _ = registered
        // Runs last: the parser and the tree are freed by then, all the arena held.
        defer { ThreadArena.reset() }
        // Smart punctuation stays off: it rewrites quotes and dashes, breaking version comparison.
        let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, arena)
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var text = text
        // Blocks are parsed outside the lock: only inline parsing reads the shared table, and
        // it runs in `cmark_parser_finish`.
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        parsing.lock()
        let parsed = cmark_parser_finish(parser)
        parsing.unlock()
        guard let root = parsed else { return ([], nil, []) }
        defer { cmark_node_free(root) }
        var result: [Block] = []
        var child = cmark_node_first_child(root)
        let walker = Walker()
        while let node = child {
            if result.count == maximumBlocks {
                Walker.placeIntros(&result)
                return (result, Int(cmark_node_get_start_line(node)), walker.paddedTables.lines)
            }
            if let block = walker.block(node, depth: 0) { result.append(block) }
            child = cmark_node_next(node)
        }
        Walker.placeIntros(&result)
        return (result, nil, walker.paddedTables.lines)
    }

    /// Where tables were kept as text, collected while the tree is walked.
    private final class TableLines {
        var lines: [Int] = []
    }

    private struct Walker {
        let paddedTables = TableLines()

        func blocks(under parent: OpaquePointer, depth: Int) -> [Block] {
            var result: [Block] = []
            var child = cmark_node_first_child(parent)
            while let node = child {
                if let block = block(node, depth: depth) { result.append(block) }
                child = cmark_node_next(node)
            }
            Self.placeIntros(&result)
            return result
        }

        /// cmark-gfm gives a paragraph that a table interrupts no lines (0-0) and starts the table
        /// on the paragraph's first line: the paragraph takes its own lines back from the table.
        static func placeIntros(_ blocks: inout [Block]) {
            for index in blocks.indices.dropLast() where blocks[index].range.start.line == 0 {
                guard case .paragraph(let inlines) = blocks[index].kind, case .table = blocks[index + 1].kind else { continue }
                let count = 1 + inlines.filter { $0 == .softBreak || $0 == .lineBreak }.count
                let start = blocks[index + 1].range.start.line
                guard start > 0, start + count <= blocks[index + 1].range.end.line else { continue }
                blocks[index].range = SourceRange(start: SourceLocation(line: start), end: SourceLocation(line: start + count - 1))
                blocks[index + 1].range.start = SourceLocation(line: start + count)
            }
        }

        func range(_ node: OpaquePointer) -> SourceRange {
            let startLine = Int(cmark_node_get_start_line(node))
            let endLine = max(startLine, Int(cmark_node_get_end_line(node)))
            return SourceRange(
                start: SourceLocation(line: startLine, column: max(1, Int(cmark_node_get_start_column(node)))),
                end: SourceLocation(line: endLine, column: max(1, Int(cmark_node_get_end_column(node)))))
        }

        func literal(_ node: OpaquePointer) -> String {
            guard let pointer = cmark_node_get_literal(node) else { return "" }
            return String(cString: pointer)
        }

        func typeName(_ node: OpaquePointer) -> String {
            guard let pointer = cmark_node_get_type_string(node) else { return "" }
            return String(cString: pointer)
        }

        func block(_ node: OpaquePointer, depth: Int) -> Block? {
            let range = range(node)
            if depth > CommonMarkConverter.maximumDepth {
                return Block(.paragraph([.text(flattenedText(node))]), range: range)
            }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                var content = inlines(under: node, depth: depth)
                let anchor = Self.stripAnchor(&content)
                return Block(
                    .heading(level: Int(cmark_node_get_heading_level(node)), anchor: anchor, content: content),
                    range: range)
            case CMARK_NODE_PARAGRAPH:
                return paragraph(node, range: range, depth: depth)
            case CMARK_NODE_LIST:
                return list(node, range: range, depth: depth)
            case CMARK_NODE_BLOCK_QUOTE:
                return Block(.quote(blocks(under: node, depth: depth + 1)), range: range)
            case CMARK_NODE_CODE_BLOCK:
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                var code = literal(node)
                if code.hasSuffix("\n") { code.removeLast() }
                return Block(.code(info: info, language: Self.codeLanguage(info: info), text: code), range: range)
            case CMARK_NODE_HTML_BLOCK:
                return htmlBlock(node, range: range)
            case CMARK_NODE_THEMATIC_BREAK:
                return Block(.thematicBreak, range: range)
            default:
                if typeName(node) == "table" { return table(node, range: range, depth: depth) }
                // Footnote definitions and custom blocks: keep their text rather than lose it.
                let nested = blocks(under: node, depth: depth + 1)
                return nested.isEmpty ? nil : Block(.quote(nested), range: range)
            }
        }

        /// A paragraph, or an image block when the image is all it holds.
        func paragraph(_ node: OpaquePointer, range: SourceRange, depth: Int) -> Block {
            let content = inlines(under: node, depth: depth)
            // Only a paragraph holding an image can be an image block.
            guard content.contains(where: { if case .image = $0 { true } else { false } }) else {
                return Block(JSXImage.block(content) ?? .paragraph(content), range: range)
            }
            let meaningful = content.filter {
                if case .text(let s) = $0 { return !s.allSatisfy(\.isWhitespace) }
                return $0 != .softBreak && $0 != .lineBreak
            }
            if meaningful.count == 1, case .image(let source, let title, let alt) = meaningful[0] {
                return Block(.image(alt: alt, source: source, title: title), range: range)
            }
            return Block(.paragraph(content), range: range)
        }

        func list(_ node: OpaquePointer, range: SourceRange, depth: Int) -> Block {
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            var items: [ListItem] = []
            var child = cmark_node_first_child(node)
            while let item = child {
                var checked: Bool?
                if typeName(item) == "tasklist" {
                    checked = cmark_gfm_extensions_get_tasklist_item_checked(item)
                }
                items.append(
                    ListItem(blocks: blocks(under: item, depth: depth + 1), checked: checked, range: self.range(item)))
                child = cmark_node_next(item)
            }
            let start = ordered ? Int(cmark_node_get_list_start(node)) : 1
            return Block(.list(ordered: ordered, start: start, items: items), range: range)
        }

        /// An HTML block, or a comment block when it is one HTML comment.
        func htmlBlock(_ node: OpaquePointer, range: SourceRange) -> Block {
            var html = literal(node)
            while html.hasSuffix("\n") { html.removeLast() }
            // cmark's end line for HTML blocks closed by an end condition is one short.
            var range = range
            // Counted in the string's bytes in place (HTML comments, which translations keep
            // the original in, are a good part of some documents).
            let lineCount = 1 + html.withUTF8 { bytes in
                var count = 0
                for byte in bytes where byte == 0x0A { count += 1 }
                return count
            }
            range.end = SourceLocation(line: range.start.line + lineCount - 1, column: range.end.column)
            if let comment = CommonMarkConverter.commentText(html) { return Block(.comment(comment), range: range) }
            return Block(.html(html), range: range)
        }

        func table(_ node: OpaquePointer, range: SourceRange, depth: Int) -> Block {
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [Table.Alignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for i in 0..<columns {
                    switch raw[i] {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            var header: [[Inline]] = []
            var rows: [[[Inline]]] = []
            var rowNode = cmark_node_first_child(node)
            while let row = rowNode {
                var cells: [[Inline]] = []
                var cellNode = cmark_node_first_child(row)
                while let cell = cellNode {
                    cells.append(inlines(under: cell, depth: depth))
                    cellNode = cmark_node_next(cell)
                }
                if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
                rowNode = cmark_node_next(row)
            }
            // cmark-gfm fills short rows up to the header's width: a 5,000-column header over
            // one-cell rows is a few bytes a row and thousands of cells on the page. A table
            // that is mostly such cells is kept as its rows' text.
            // So is one of thousands of cells of a character or two (`|x|x|…`): each cell costs
            // a hundred bytes of output and more.
            let cells = ([header] + rows).reduce(0) { $0 + $1.count }
            let filled = ([header] + rows).reduce(0) { $0 + $1.count { !$0.isEmpty } }
            if cells > 4 * filled + 1_000 || (cells > 4_096 && Self.textBytes([header] + rows) < 4 * cells) {
                paddedTables.lines.append(range.startLine)
                return Block(.paragraph(Self.text(of: [header] + rows)), range: range)
            }
            return Block(.table(Table(header: header, alignments: alignments, rows: rows)), range: range)
        }

        /// The bytes of the cells' text.
        static func textBytes(_ rows: [[[Inline]]]) -> Int {
            rows.reduce(0) { $0 + $1.reduce(0) { $0 + $1.reduce(0) { $0 + $1.plainText.utf8.count } } }
        }

        /// The non-empty cells of each row, joined with ` | `, a row a line.
        static func text(of rows: [[[Inline]]]) -> [Inline] {
            var result: [Inline] = []
            for row in rows {
                if !result.isEmpty { result.append(.lineBreak) }
                for (index, cell) in row.filter({ !$0.isEmpty }).enumerated() {
                    if index > 0 { result.append(.text(" | ")) }
                    result += cell
                }
            }
            return result
        }

        func inlines(under parent: OpaquePointer, depth: Int) -> [Inline] {
            var result: [Inline] = []
            // cmark splits text at every special character; a run's pieces are gathered as bytes
            // and made one string (a string a piece, grown piece by piece, was 2% of the
            // allocations of a conversion).
            var run: [UInt8] = []
            var inRun = false
            var child = cmark_node_first_child(parent)
            while let node = child {
                child = cmark_node_next(node)
                if depth + 1 <= CommonMarkConverter.maximumDepth, cmark_node_get_type(node) == CMARK_NODE_TEXT {
                    if let pointer = cmark_node_get_literal(node) {
                        run.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
                    }
                    inRun = true
                    continue
                }
                guard let inline = inline(node, depth: depth + 1) else { continue }
                if case .text(let s) = inline {
                    run.append(contentsOf: s.utf8)
                    inRun = true
                    continue
                }
                if inRun { result.append(.text(String(decoding: run, as: UTF8.self))) }
                run.removeAll(keepingCapacity: true)
                inRun = false
                result.append(inline)
            }
            if inRun { result.append(.text(String(decoding: run, as: UTF8.self))) }
            return result
        }

        func inline(_ node: OpaquePointer, depth: Int) -> Inline? {
            if depth > CommonMarkConverter.maximumDepth { return .text(flattenedText(node)) }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT: return .text(literal(node))
            case CMARK_NODE_CODE: return .code(literal(node))
            case CMARK_NODE_SOFTBREAK: return .softBreak
            case CMARK_NODE_LINEBREAK: return .lineBreak
            case CMARK_NODE_EMPH: return .emphasis(inlines(under: node, depth: depth))
            case CMARK_NODE_STRONG: return .strong(inlines(under: node, depth: depth))
            case CMARK_NODE_LINK:
                return .link(
                    destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 },
                    content: inlines(under: node, depth: depth))
            case CMARK_NODE_IMAGE:
                return .image(
                    source: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
                    title: cmark_node_get_title(node).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 },
                    alt: inlines(under: node, depth: depth).plainText)
            case CMARK_NODE_HTML_INLINE:
                let html = literal(node)
                if Self.isLineBreakTag(html) { return .lineBreak }
                return .html(html)
            default:
                if typeName(node) == "strikethrough" { return .strikethrough(inlines(under: node, depth: depth)) }
                let nested = inlines(under: node, depth: depth)
                return nested.isEmpty ? nil : .emphasis(nested)
            }
        }

        /// The text under a node, collected with cmark's own iterator (no recursion).
        func flattenedText(_ node: OpaquePointer) -> String {
            guard let iterator = cmark_iter_new(node) else { return "" }
            defer { cmark_iter_free(iterator) }
            var text = ""
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
                switch cmark_node_get_type(current) {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK: text += literal(current)
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
                default: break
                }
            }
            return text
        }

        /// Removes a trailing `{#id}` from a heading's text and returns the id.
        static func stripAnchor(_ content: inout [Inline]) -> String? {
            guard case .text(let last)? = content.last, CommonMarkConverter.contains(Substring(last), "{#") else { return nil }
            let trimmed = CommonMarkConverter.trimmedSpaces(Substring(last))
            guard trimmed.hasSuffix("}"), let open = CommonMarkConverter.lastRange(of: "{#", in: trimmed) else { return nil }
            let id = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
            guard !id.isEmpty, !id.contains(where: \.isWhitespace) else { return nil }
            let remaining = CommonMarkConverter.trimmedSpaces(trimmed[..<open.lowerBound])
            if remaining.isEmpty { content.removeLast() } else { content[content.count - 1] = .text(String(remaining)) }
            if case .text(let s)? = content.last {
                content[content.count - 1] = .text(String(CommonMarkConverter.trimmedSpaces(Substring(s))))
            }
            return String(id)
        }

        static func codeLanguage(info: String) -> String? {
            var word = info.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).first.map(String.init) ?? ""
            if word.hasPrefix("language-") { word.removeFirst("language-".count) }
            return word.isEmpty ? nil : word.lowercased()
        }

        static func isLineBreakTag(_ html: String) -> Bool {
            let compact = html.lowercased().filter { !$0.isWhitespace }
            return compact == "<br>" || compact == "<br/>"
        }
    }

    /// The inside of an HTML block that is exactly one comment, else `nil`.
    static func commentText(_ html: String) -> String? {
        let trimmed = html.trimmingWhitespace
        // utf8.count, not count (a walk over every Character of a long comment): with both ends
        // present, fewer than 7 characters means they overlap, all ASCII, the same in bytes.
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->"), trimmed.utf8.count >= 7 else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3)
        guard !contains(inner, "-->") else { return nil }
        return String(inner)
    }

    /// Whether `needle` occurs in `text`, compared as UTF-8 bytes (Foundation's `contains`
    /// bridges through NSString, slow on the long comments translations keep originals in).
    static func contains(_ text: Substring, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first, let patternBase = pattern.baseAddress else { return true }
        // A native string's bytes in place, scanned with memchr: the index walk below was
        // 1% of a conversion, asked of every heading and HTML block.
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var k = 0
            while k + pattern.count <= bytes.count {
                guard let hit = memchr(base + k, Int32(first), bytes.count - pattern.count + 1 - k) else { return false }
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, patternBase, pattern.count) == 0 { return true }
                k = at + 1
            }
            return false
        }) {
            return found
        }
        let bytes = text.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// `text` without the leading and trailing characters Foundation's `.whitespaces` trims
    /// (tab, the space separators and U+200B, listed from Foundation itself), without bridging
    /// to NSString: most headings carry an anchor.
    static func trimmedSpaces(_ text: Substring) -> Substring {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return Substring(scalars[start..<end])
    }

    /// The last occurrence of an ASCII `needle` in `text`.
    static func lastRange(of needle: StaticString, in text: Substring) -> Range<Substring.Index>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let bytes = text.utf8
        var end = bytes.endIndex
        while let start = bytes.index(end, offsetBy: -pattern.count, limitedBy: bytes.startIndex) {
            if bytes[start..<end].elementsEqual(pattern) { return start..<end }
            end = bytes.index(before: end)
        }
        return nil
    }
}
