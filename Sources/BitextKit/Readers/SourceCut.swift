/// Where a Markdown text stops being read block by block, found before cmark parses it: cmark
/// holds a node for every block and inline, so a megabyte of one-line blocks (`- a`, `a` and a
/// blank line, setext underlines, empty fences) or one paragraph of a million openers (`[`) took
/// gigabytes before the block budget could cut anything. The text from the cut on is kept as one
/// block of verbatim text, as `BlockBudget` keeps what is over its count.
///
/// Counted are the lines that can start a block: after a blank line, or opening with a marker
/// (`#`, a list marker, a fence, a rule or underline), quote markers looked through (`> - a` is a
/// list item). Lines inside fenced code, indented lines and a table's further rows are not: a
/// long example of short lines is one block. Real documents start a block every 60 bytes or
/// more; the budget is a block per 16.
enum SourceCut {
    /// The paragraph (run of lines without a blank one) past which the text is cut.
    static let maximumRunBytes = 1 << 20

    /// The 1-based line of `text` where reading stops, or nil to read it all.
    /// On the bytes in place: through `String.UTF8View` this was a seventieth of converting a
    /// folder of pages.
    static func line(in text: String, maximumBlocks: Int) -> Int? {
        // A text of fewer lines than the budget's blocks, and shorter than a run, is read whole
        // without a look: the English a translation keeps in comments is read comment by
        // comment, thousands of short texts a page.
        let bytes = text.utf8.count
        if bytes < maximumRunBytes, bytes < maximumBlocks { return nil }
        var text = text
        return text.withUTF8 { line(in: $0[...], maximumBlocks: maximumBlocks) }
    }

    private static func line(in utf8: Slice<UnsafeBufferPointer<UInt8>>, maximumBlocks: Int) -> Int? {
        var line = 1, blocks = 0, runStart = 1, runBytes = 0
        var previousBlank = true
        var fence: (mark: UInt8, count: Int)?
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let bytes = utf8[start..<end]
            let (indent, rest) = Self.content(bytes)
            let blank = rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            if let open = fence {
                if indent < 4, rest.prefix(while: { $0 == open.mark }).count >= open.count { fence = nil }
            } else if !blank {
                if indent < 4, let mark = rest.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"),
                    rest.prefix(while: { $0 == mark }).count >= 3 {
                    fence = (mark, rest.prefix(while: { $0 == mark }).count)
                }
                if indent < 4, previousBlank || fence != nil || startsBlock(rest) { blocks += 1 }
                if previousBlank { (runStart, runBytes) = (line, 0) }
                runBytes += bytes.count + 1
                if blocks > maximumBlocks || runBytes > maximumRunBytes { return previousBlank || blocks > maximumBlocks ? line : runStart }
            }
            previousBlank = blank && fence == nil
            line += 1
            start = end == utf8.endIndex ? end : end + 1
        }
        return nil
    }

    /// A line's indentation and what follows it, inside any quote markers (`> > - a` is `- a`).
    private static func content(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (Int, Slice<UnsafeBufferPointer<UInt8>>) {
        var rest = line
        while true {
            let indent = rest.prefix { $0 == UInt8(ascii: " ") }.count
            let after = rest.dropFirst(indent)
            guard indent < 4, after.first == UInt8(ascii: ">") else { return (indent, after) }
            rest = after.dropFirst()
        }
    }

    /// Whether a line (without its indentation) opens a block even after a line of text.
    private static func startsBlock(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = rest.first else { return false }
        switch first {
        case UInt8(ascii: "#"), UInt8(ascii: "="): return true
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            let next = rest.dropFirst().first
            return next == nil || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == first
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let after = rest.drop { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            return after.first == UInt8(ascii: ".") || after.first == UInt8(ascii: ")")
        default: return false
        }
    }
}
