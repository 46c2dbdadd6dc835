/// Guesses the language of a code block that came without a label: `swift`, `objc`, `shell`,
/// `json`, `dot`, else `plaintext`.
struct CodeLanguageDetector: Sendable {
    static let swiftHeads: Set<Substring> = [
        "func", "let", "var", "struct", "class", "enum", "extension", "protocol", "import", "guard",
        "@State", "@Binding", "@Observable", "@MainActor", "@Environment", "@Published", "override",
        "private", "static", "final", "init", "case", "return", "if", "for", "switch", "actor",
    ]

    /// Creates a detector.
    init() {}

    /// The most likely language of `code`.
    func language(of code: String) -> String {
        var votes: [String: Int] = [:]
        var firstLine = true
        for raw in code.split(separator: "\n") {
            let line = TextShape.trimmed(raw)
            guard !line.isEmpty, !line.hasPrefix("//") else { continue }
            defer { firstLine = false }
            let head = line.prefix(while: { $0 != " " && $0 != "(" })
            if firstLine, ["digraph", "graph", "strict", "subgraph"].contains(head) { return "dot" }
            if firstLine, line == "{" || line == "[" || (line.hasPrefix("{") && TextShape.has(line, "\":")) { votes["json", default: 0] += 3 }
            if line.hasPrefix("\""), TextShape.has(line, "\":") { votes["json", default: 0] += 1 }
            if line.hasPrefix("- (") || line.hasPrefix("+ (") || CodeLikenessScorer.objcHeads.contains(String(head))
                || TextShape.has(line, "[[") || TextShape.has(line, "NSString *") || TextShape.has(line, "@\"")
            {
                votes["objc", default: 0] += 2
            }
            if line.hasPrefix("$ ") || CodeLikenessScorer.shellCommands.contains(String(head)) { votes["shell", default: 0] += 2 }
            if TextShape.has(line, " -> ") && (TextShape.has(line, "[label") || line.hasSuffix(";")) && line.contains(Character("\"")) {
                votes["dot", default: 0] += 2
            }
            if Self.swiftHeads.contains(head) || head.hasPrefix("@") || line.hasPrefix(".") { votes["swift", default: 0] += 1 }
            if line.hasSuffix("{") || line == "}" || TextShape.has(line, " = ") { votes["swift", default: 0] += 1 }
        }
        guard let best = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
            best.value >= 2
        else { return "plaintext" }
        return best.key
    }
}
