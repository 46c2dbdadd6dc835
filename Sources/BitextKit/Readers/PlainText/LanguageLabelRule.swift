/// Recognizes the bare language label a code viewer leaves above its code when a page is copied
/// as text (`swift`, `objc`, `bash`, `json`, `dot` …), and names the language it stands for.
struct LanguageLabelRule: Sendable {
    /// Labels as pages print them, mapped to the name Bitext uses.
    static let labels: [String: String] = [
        "swift": "swift", "objc": "objc", "objective-c": "objc", "objectivec": "objc", "obj-c": "objc",
        "bash": "shell", "sh": "shell", "shell": "shell", "zsh": "shell", "console": "shell", "terminal": "shell",
        "json": "json", "dot": "dot", "graphviz": "dot", "yaml": "yaml", "yml": "yaml", "xml": "xml",
        "html": "html", "css": "css", "js": "javascript", "javascript": "javascript", "ts": "typescript",
        "typescript": "typescript", "python": "python", "py": "python", "ruby": "ruby", "kotlin": "kotlin",
        "java": "java", "c": "c", "cpp": "cpp", "c++": "cpp", "go": "go", "rust": "rust", "sql": "sql",
        "diff": "diff", "text": "plaintext", "txt": "plaintext", "plaintext": "plaintext", "toml": "toml",
        "makefile": "makefile", "dockerfile": "dockerfile",
    ]

    /// Creates the rule.
    init() {}

    /// The language a label line names, when `line` is one and the line after it is code.
    func language(of line: PlainLine, followedBy next: PlainLine?) -> String? {
        guard line.content.count <= 12, let language = Self.labels[line.content.lowercased()] else { return nil }
        guard let next, next.score > 0 || next.evidence.isComment else { return nil }
        return language
    }
}
