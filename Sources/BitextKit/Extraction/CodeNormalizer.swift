import BitextModel

/// The form of code that survives translation: comments and string literals removed, indentation,
/// blank lines and runs of spaces dropped. Two copies with the same key are the same snippet.
public enum CodeNormalizer {
    /// The normalized key of `code`.
    public static func key(_ code: String) -> String {
        let lines = CodeComments.lines(code)
        var removals: [Int: [(Int, Int)]] = [:]
        for span in CodeComments.scan(code) { removals[span.line, default: []].append((span.start, span.end)) }
        // One byte buffer for the whole key: a line that collapses to nothing takes its
        // separator back out.
        var out: [UInt8] = []
        out.reserveCapacity(code.utf8.count)
        for (index, line) in lines.enumerated() {
            let before = out.count
            if !out.isEmpty { out.append(0x0A) }
            let content = out.count
            if let cuts = removals[index + 1] {
                var bytes = Array(line.utf8)
                // Cut from the end so earlier offsets stay valid.
                for (start, end) in cuts.sorted(by: { $0.0 > $1.0 }) where start < bytes.count {
                    bytes.removeSubrange(start..<min(end, bytes.count))
                }
                appendCollapsed(bytes, to: &out)
            } else {
                appendCollapsed(line.utf8, to: &out)
            }
            if out.count > content, out.last == 0x20 { out.removeLast() }
            if out.count == content { out.removeSubrange(before...) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `bytes` without leading spaces and with each run of spaces, tabs and carriage
    /// returns as one space.
    private static func appendCollapsed<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to out: inout [UInt8]) {
        var lastWasSpace = true
        for b in bytes {
            let space = b == 0x20 || b == 0x09 || b == 0x0D
            if space {
                if !lastWasSpace { out.append(0x20) }
            } else {
                out.append(b)
            }
            lastWasSpace = space
        }
    }

    /// 1-based line numbers at which two copies differ, compared line by line after trimming
    /// trailing spaces; when one copy is longer, its extra lines differ.
    public static func differingLines(_ a: String, _ b: String) -> [Int] {
        let la = CodeComments.lines(a).map(trimTrailing)
        let lb = CodeComments.lines(b).map(trimTrailing)
        var result: [Int] = []
        for i in 0..<max(la.count, lb.count) where i >= la.count || i >= lb.count || la[i] != lb[i] {
            result.append(i + 1)
        }
        return result
    }

    static func trimTrailing(_ line: Substring) -> Substring {
        var line = line
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
        return line
    }
}
