import BitextModel

/// How many blocks a file is read into. Every block costs a row on the page, a pair in the
/// bundle and search entries (750 to 2,500 bytes of output whatever its text), so a megabyte of
/// one-letter paragraphs or bare headings would make a site hundreds of times its size. Past
/// the budget the rest of the file is one block of verbatim text, with a warning: nothing is lost,
/// and the conversion stays linear. Real documents have a block per 60 bytes or more (the
/// Kubernetes pages of k8s-dev: 150 on average).
public enum BlockBudget {
    /// Blocks allowed for a file of `bytes` bytes: one per 16 bytes, at least 1,000 and at most
    /// 100,000. A block takes about 4 KB and 40 µs on its way through the stages: the 560,000 of
    /// 9 MB of one-letter paragraphs ran out of a 2 GiB address space, and 250,000 list items
    /// took ten seconds.
    public static func blocks(forBytes bytes: Int) -> Int {
        min(max(1_000, bytes / 16), maximum)
    }

    /// The most blocks a file is read into.
    public static let maximum = 100_000

    /// The lines of `text` before line `line` (1-based), where a reader stops.
    static func prefix(_ text: String, before line: Int) -> String {
        String(text[..<start(ofLine: line, in: text)])
    }

    /// Where line `line` (1-based) of `text` starts; the end when it has fewer lines.
    static func start(ofLine line: Int, in text: String) -> String.Index {
        let utf8 = text.utf8
        var index = utf8.startIndex
        var current = 1
        while current < line, let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = utf8.index(after: newline)
            current += 1
        }
        return index
    }

    /// Where a plain-text reader stops, in a text of more than `budget` lines: at line `budget`,
    /// so the lines before and the rest make at most `budget` blocks. Scoring each line is the
    /// reader's cost, and a dump of 235,000 short lines took twelve seconds.
    static func lineCut(_ text: String, budget: Int) -> Int? {
        var lines = 1
        for byte in text.utf8 where byte == UInt8(ascii: "\n") {
            lines += 1
            if lines > budget { return budget }
        }
        return nil
    }

    /// Cuts `result` to `budget` blocks; the rest of `text`, from the first block left out (or
    /// the one block a reader already made of it), becomes one plain-text block.
    static func apply(_ budget: Int, to result: inout ReadResult, text: String) {
        let blocks = result.document.blocks
        guard blocks.count > budget else { return }
        let cut = blocks[budget].range.startLine
        result.document.blocks = Array(blocks.prefix(budget)) + [rest(of: text, from: cut)]
        result.diagnostics.append(cutWarning("more than \(budget) blocks for \(text.utf8.count) bytes", path: result.document.path, line: cut))
    }

    /// Lines `line...` of `text` as one paragraph holding them as inline code: shown as written,
    /// set aside by the language tagger, and (unlike a code block, whose every `#` line becomes
    /// a comment span in its record) as large in every output as the text itself.
    static func rest(of text: String, from line: Int) -> Block {
        let rest = String(text[start(ofLine: line, in: text)...])
        let lines = rest.utf8.count { $0 == UInt8(ascii: "\n") }
        return Block(.paragraph([.code(rest)]), range: SourceRange(lines: line, max(line, line + lines - 1)))
    }

    /// The warning that the text from `line` on is one block: `what` says which budget it passed.
    static func cutWarning(_ what: String, path: String, line: Int) -> Diagnostic {
        Diagnostic(
            severity: .warning, identifier: "document.tooManyBlocks",
            summary: "\(what); the text from here on is kept as one block of plain text",
            path: path, location: SourceLocation(line: line))
    }
}
