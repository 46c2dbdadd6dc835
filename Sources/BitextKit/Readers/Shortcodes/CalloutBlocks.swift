import BitextModel

/// Turns quotes that open with `[!KIND]` (GitHub alerts, and what the shortcode layer writes for
/// `{{< note >}}` and `:::tip`) into callout blocks, and maps the rewritten text's lines back to
/// the file's.
enum CalloutBlocks {
    /// The kinds a `[!KIND]` quote may name.
    static let kinds: Set<String> = ShortcodeScanner.containerKinds.union(["tabs", "tab"])

    static func apply(_ blocks: [Block]) -> [Block] {
        blocks.map(apply)
    }

    static func apply(_ block: Block) -> Block {
        var block = block
        switch block.kind {
        case .quote(let children):
            if let callout = callout(children) { block.kind = callout } else { block.kind = .quote(apply(children)) }
        case .list(let ordered, let start, let items):
            block.kind = .list(ordered: ordered, start: start, items: items.map { item in
                var item = item
                item.blocks = apply(item.blocks)
                return item
            })
        case .callout(let kind, let title, let children):
            block.kind = .callout(kind: kind, title: title, blocks: apply(children))
        default:
            break
        }
        return block
    }

    /// The callout a quote's children make, when its first paragraph starts with `[!KIND]`.
    private static func callout(_ children: [Block]) -> Block.Kind? {
        guard case .paragraph(let inlines)? = children.first?.kind else { return nil }
        let lineEnd = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
        let firstLine = Array(inlines[..<lineEnd]).plainText
        guard firstLine.hasPrefix("[!"), let close = firstLine.firstIndex(of: "]") else { return nil }
        let kind = firstLine[firstLine.index(firstLine.startIndex, offsetBy: 2)..<close].lowercased()
        guard kinds.contains(kind) else { return nil }
        let title = firstLine[firstLine.index(after: close)...].trimmingCharacters(in: .whitespaces)
        var rest = Array(children.dropFirst())
        let after = lineEnd < inlines.endIndex ? Array(inlines[inlines.index(after: lineEnd)...]) : []
        if !after.isEmpty, var first = children.first {
            first.kind = .paragraph(after)
            first.range.start = SourceLocation(line: min(first.range.start.line + 1, first.range.end.line), column: 1)
            rest.insert(first, at: 0)
        }
        return .callout(kind: kind, title: title.isEmpty ? nil : title, blocks: apply(rest))
    }

    /// `blocks` with every range's lines read through `lineMap` (`lineMap[k]` is the file's line
    /// for line `k + 1` of the text cmark read).
    static func remap(_ blocks: [Block], _ lineMap: [Int], ends: [Int]) -> [Block] {
        blocks.map { remap($0, lineMap, ends: ends) }
    }

    static func remap(_ block: Block, _ lineMap: [Int], ends: [Int]) -> Block {
        var block = block
        block.range = remap(block.range, lineMap, ends: ends)
        switch block.kind {
        case .quote(let children): block.kind = .quote(remap(children, lineMap, ends: ends))
        case .callout(let kind, let title, let children): block.kind = .callout(kind: kind, title: title, blocks: remap(children, lineMap, ends: ends))
        case .list(let ordered, let start, let items):
            block.kind = .list(ordered: ordered, start: start, items: items.map { item in
                var item = item
                item.range = remap(item.range, lineMap, ends: ends)
                item.blocks = remap(item.blocks, lineMap, ends: ends)
                return item
            })
        default: break
        }
        return block
    }

    private static func remap(_ range: SourceRange, _ lineMap: [Int], ends: [Int]) -> SourceRange {
        func line(_ l: Int, _ map: [Int]) -> Int { map.isEmpty ? l : map[min(max(l, 1), map.count) - 1] }
        var range = range
        range.start.line = line(range.start.line, lineMap)
        range.end.line = max(range.start.line, line(range.end.line, ends))
        return range
    }
}

import Foundation
