import BitextModel

/// The form of code that survives translation: comments and string literals removed, indentation,
/// blank lines and runs of spaces dropped. Two copies with the same key are the same snippet.
public enum CodeNormalizer {
    /// The normalized key of `code`.
    public static func key(_ code: String) -> String {
        let lines = CodeComments.lines(code)
        var removals: [Int: [(Int, Int)]] = [:]
        for span in CodeComments.scan(code) { removals[span.line, default: []].append((span.start, span.end)) }
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            var bytes = Array(line.utf8)
            if let cuts = removals[index + 1] {
                // Cut from the end so earlier offsets stay valid.
                for (start, end) in cuts.sorted(by: { $0.0 > $1.0 }) where start < bytes.count {
                    bytes.removeSubrange(start..<min(end, bytes.count))
                }
            }
            var collapsed: [UInt8] = []
            var lastWasSpace = true
            for b in bytes {
                let space = b == 0x20 || b == 0x09 || b == 0x0D
                if space {
                    if !lastWasSpace { collapsed.append(0x20) }
                } else {
                    collapsed.append(b)
                }
                lastWasSpace = space
            }
            if collapsed.last == 0x20 { collapsed.removeLast() }
            if !collapsed.isEmpty { out.append(String(decoding: collapsed, as: UTF8.self)) }
        }
        return out.joined(separator: "\n")
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
