import BitextModel

/// Renders a code snippet with its comments and strings marked, and the lines that differ
/// between language variants highlighted.
struct CodeHTMLRenderer {
    func render(_ code: String, spans: [CodeSpan], differing: Set<Int>) -> String {
        var byLine: [Int: [CodeSpan]] = [:]
        for span in spans where span.kind == .comment { byLine[span.line, default: []].append(span) }
        var out: [String] = []
        for (index, line) in CodeComments.lines(code).enumerated() {
            let number = index + 1
            let bytes = Array(line.utf8)
            var html = ""
            var position = 0
            for span in (byLine[number] ?? []).sorted(by: { $0.start < $1.start }) where span.start >= position && span.start <= bytes.count {
                let end = min(span.end, bytes.count)
                html += HTMLEscaping.escape(String(decoding: bytes[position..<span.start], as: UTF8.self))
                html += "<span class=\"bt-comment\">" + HTMLEscaping.escape(String(decoding: bytes[span.start..<end], as: UTF8.self)) + "</span>"
                position = end
            }
            html += HTMLEscaping.escape(String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self))
            out.append(differing.contains(number) ? "<span class=\"bt-changed\">\(html)</span>" : html)
        }
        return out.joined(separator: "\n")
    }
}
