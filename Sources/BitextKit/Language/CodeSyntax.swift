/// How a programming language writes comments and strings, as far as telling code from prose
/// needs: YAML and shell comment with `#` at a word's start (`#!` and `${#x}` are code), Go and
/// Swift with `//` and `/* */`, JSON not at all. Code whose language is not known is read with
/// every convention at once (`generic`), as before languages were told apart.
public struct CodeSyntax: Sendable, Equatable {
    /// Where `#` starts a comment.
    public enum Hash: Sendable, Equatable {
        case never
        /// At a line's first non-space, or after a space and before one (the guess for unknown code).
        case generic
        /// At a line's start or after whitespace, not `#!` on the first line.
        case wordStart
    }

    /// Where `--` starts a comment.
    public enum Dashes: Sendable, Equatable { case never, lineStart, wordStart }

    var slashes = false
    var hash = Hash.never
    var dashes = Dashes.never
    var cBlocks = false
    var markupBlocks = false
    /// The bytes that open and close a string literal.
    var quotes: [UInt8] = [UInt8(ascii: "\"")]
    var tripleQuotes = false
    /// The descriptions of an outline of signatures (`name(args) → description`) count as
    /// comments: a guess only code of no known language needs.
    var outlines = false

    /// Every convention at once: for code of an unknown language.
    public static let generic = CodeSyntax(
        slashes: true, hash: .generic, dashes: .lineStart, cBlocks: true, markupBlocks: true, tripleQuotes: true, outlines: true)
    static let hashLanguages = CodeSyntax(hash: .wordStart, quotes: Array("\"'".utf8))
    static let cLike = CodeSyntax(slashes: true, cBlocks: true, quotes: Array("\"'`".utf8))
    static let plain = CodeSyntax(quotes: [])

    /// The syntax of the code language `name` (an info string's first word), `generic` when unknown.
    public static func of(_ name: String?) -> CodeSyntax {
        guard let name = name?.lowercased(), !name.isEmpty else { return .generic }
        switch name {
        case "sh", "bash", "shell", "zsh", "console", "shell-session", "yaml", "yml", "toml", "ini", "conf", "dockerfile",
            "docker", "containerfile", "makefile", "make", "perl", "ruby", "rb", "r", "nginx", "properties", "powershell", "ps1", "cmake":
            return hashLanguages
        case "python", "py", "python3":
            var python = hashLanguages
            python.tripleQuotes = true
            return python
        case "go", "golang", "swift", "js", "javascript", "jsx", "ts", "typescript", "tsx", "java", "c", "h", "cpp", "c++", "cc",
            "cs", "csharp", "kotlin", "kt", "rust", "rs", "scala", "proto", "protobuf", "groovy", "jsonc", "json5", "dart", "objc":
            return cLike
        case "php", "hcl", "terraform", "tf":
            var both = cLike
            both.hash = .wordStart
            return both
        case "sql", "lua", "haskell", "hs":
            return CodeSyntax(dashes: .wordStart, cBlocks: name == "sql", quotes: Array("'".utf8))
        case "css", "scss", "less":
            return CodeSyntax(slashes: name != "css", cBlocks: true, quotes: Array("\"'".utf8))
        case "html", "xml", "svg", "xhtml", "vue", "markdown", "md":
            return CodeSyntax(markupBlocks: true, quotes: [])
        case "json", "text", "txt", "plaintext", "plain", "none", "output", "log", "csv", "diff", "mermaid":
            return name == "json" ? CodeSyntax() : plain
        default:
            return .generic
        }
    }
}
