@testable import BitextKit
import Testing

/// The key is written into one byte buffer; it must be what normalizing line by line gives.
@Suite struct CodeNormalizerTests {
    /// Line by line, as the key was first written: cut comments, collapse spaces, drop empty lines.
    static func reference(_ code: String) -> String {
        let lines = CodeComments.lines(code)
        var removals: [Int: [(Int, Int)]] = [:]
        for span in CodeComments.scan(code) { removals[span.line, default: []].append((span.start, span.end)) }
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            var bytes = Array(line.utf8)
            for (start, end) in (removals[index + 1] ?? []).sorted(by: { $0.0 > $1.0 }) where start < bytes.count {
                bytes.removeSubrange(start..<min(end, bytes.count))
            }
            var collapsed: [UInt8] = []
            var lastWasSpace = true
            for b in bytes {
                let space = b == 0x20 || b == 0x09 || b == 0x0D
                if space { if !lastWasSpace { collapsed.append(0x20) } } else { collapsed.append(b) }
                lastWasSpace = space
            }
            if collapsed.last == 0x20 { collapsed.removeLast() }
            if !collapsed.isEmpty { out.append(String(decoding: collapsed, as: UTF8.self)) }
        }
        return out.joined(separator: "\n")
    }

    @Test func keyIsTheLineByLineNormalization() {
        let pieces = ["let", " ", "  ", "\t", "\n", "\r\n", "x", "=", "1", "// 注释", "# note", "/* a */", "\"s // t\"", "'c'", "{", "}",
                      "<!-- c -->", "-- sql", "中", ";"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let code = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(CodeNormalizer.key(code) == Self.reference(code), "\(code.debugDescription)")
        }
    }
}
