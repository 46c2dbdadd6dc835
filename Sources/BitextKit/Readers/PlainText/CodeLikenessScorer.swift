/// Scores how much one line reads as source code rather than prose.
///
/// The score adds small pieces of evidence — declaration keywords, a trailing `{`, assignments,
/// calls, member paths, `//` comments, DOT edges, shell prompts, Objective-C method heads — and
/// subtracts prose evidence: runs of plain words, sentence ends, typographic quotes, Han text
/// outside comments and string literals. Comments and string literals are set aside first, so a
/// translated comment or a sentence inside `Text("…")` does not make a line prose; the same holds
/// for the description of an outline entry (`signature → description`). A single line decides
/// nothing: `CodeBlockRule` smooths the scores over runs of lines.
struct CodeLikenessScorer: Sendable {
    /// The parts of a line that matter for scoring.
    struct Anatomy: Equatable {
        /// The line with comments removed and string literal contents emptied.
        var code = ""
        /// Whether a comment was found.
        var hasComment = false
        /// Opening minus closing brackets in `code`.
        var bracketDelta = 0
    }

    static let keywords: Set<String> = [
        "func", "let", "var", "struct", "class", "enum", "extension", "protocol", "import", "return",
        "guard", "if", "else", "for", "while", "switch", "case", "default", "defer", "init", "deinit",
        "override", "private", "fileprivate", "public", "internal", "open", "static", "final", "lazy",
        "weak", "unowned", "mutating", "nonisolated", "async", "await", "try", "throw", "throws",
        "typealias", "associatedtype", "subscript", "do", "catch", "repeat", "break", "continue",
        "fallthrough", "actor", "convenience", "required", "indirect", "some", "any", "super", "self",
        "const", "function", "def", "fn", "pub", "impl", "use", "package", "interface", "type",
    ]
    /// Keywords that are not also everyday English words: they never count as prose.
    static let declarationWords: Set<String> = [
        "func", "let", "var", "struct", "class", "enum", "extension", "protocol", "private", "fileprivate",
        "public", "static", "final", "override", "guard", "return", "init", "self", "super", "nil", "true",
        "false", "import", "mutating", "weak", "unowned", "lazy", "typealias", "nonisolated",
    ]
    /// Keywords that are code on their own, without punctuation around them.
    static let bareKeywords: Set<String> = ["break", "continue", "default:", "return", "fallthrough", "else", "do", "}"]
    static let shellCommands: Set<String> = [
        "git", "swift", "xcodebuild", "xcrun", "npm", "npx", "yarn", "pnpm", "brew", "pip", "pip3",
        "python", "python3", "cd", "ls", "mkdir", "rm", "cp", "mv", "curl", "wget", "pod", "carthage",
        "make", "sudo", "export", "echo", "cat", "chmod", "defaults", "tuist", "docker", "kubectl",
    ]
    static let objcHeads: Set<String> = [
        "@interface", "@implementation", "@property", "@end", "@protocol", "@synthesize", "#import",
        "#include", "#define", "#pragma", "#if", "#endif", "#else",
    ]
    static let operators: [StaticString] = ["==", "!=", "&&", "||", "+=", "-=", "??", "->", "=>", "..<", "..."]
    static let dotHeads: Set<String> = ["digraph", "graph", "subgraph", "strict", "node", "edge"]

    /// Creates a scorer.
    init() {}

    /// The evidence for one line's content (already trimmed).
    func evidence(for content: String) -> CodeEvidence {
        var result = CodeEvidence()
        guard !content.isEmpty else { return result }
        let anatomy = Self.anatomy(of: content)
        result.bracketDelta = anatomy.bracketDelta
        let code = TextShape.trimmed(anatomy.code)
        if code.isEmpty && anatomy.hasComment {
            result.isComment = true
            result.score = 2.5
            return result
        }
        // An outline's description is the pseudo-code's comment: a translated copy
        // (`makeUIView(context:) → 调用一次。`) is as much an outline as the original.
        if isOutline(code) {
            result.isOutline = true
            result.score = 2
            return result
        }
        if LanguageTagger.containsHan(code) {
            result.score = -4
            return result
        }
        let words = TextShape.words(code)
        result.score = positive(code, words: words, hasComment: anatomy.hasComment) - negative(code, words: words)
        if words.count == 1 {
            // A lone name is a fragment: code only with a call, a bracket or an assignment.
            result.isFragment = true
            if !code.contains(where: { "(){}=;[]".contains($0) }), !(code.hasPrefix("@") && code.count > 1),
                !Self.bareKeywords.contains(code)
            {
                result.score = min(result.score, 0)
            }
        }
        return result
    }

    /// Splits a line into code and comment and counts brackets, outside string literals.
    static func anatomy(of line: String) -> Anatomy {
        var result = Anatomy()
        var code = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        var previous: Unicode.Scalar = " "
        var scalars = line.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let ch = pending ?? scalars.next() {
            pending = nil
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" {
                    inString = false
                    code.append(ch)
                }
                previous = ch
                continue
            }
            if ch == "/" {
                let next = scalars.next()
                // `https://` is a link, not a comment.
                if next == "/" && previous != ":" { result.hasComment = true; break }
                if next == "*" {
                    result.hasComment = true
                    // Skip to the end of the block comment on this line, if it ends here.
                    var last: Unicode.Scalar = " "
                    while let c = scalars.next() {
                        if last == "*" && c == "/" { break }
                        last = c
                    }
                    continue
                }
                code.append(ch)
                pending = next
                previous = ch
                continue
            }
            if ch == "\"" { inString = true }
            switch ch {
            case "{", "(", "[": result.bracketDelta += 1
            case "}", ")", "]": result.bracketDelta -= 1
            default: break
            }
            code.append(ch)
            previous = ch
        }
        result.code = String(code)
        return result
    }

    /// `makeUIView(context:) → Called once.`: a signature, an arrow, a description.
    func isOutline(_ code: String) -> Bool {
        guard let open = code.firstIndex(of: "("), let close = code.firstIndex(of: ")"), open < close else { return false }
        let name = code[..<open]
        // An ASCII name: Han is a letter too, and `调用makeUIView() — …` is a sentence.
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }),
            name.first?.isLetter == true
        else { return false }
        let rest = code[code.index(after: close)...].drop(while: { $0 == " " })
        return rest.hasPrefix("→") || rest.hasPrefix("->") || rest.hasPrefix("—")
    }

    /// The code evidence of a line. Every piece is a multiple of a quarter, so the sum is exact
    /// whatever the grouping.
    private func positive(_ code: String, words: [Substring], hasComment: Bool) -> Double {
        guard let firstWord = words.first else { return hasComment ? 2 : 0 }
        let line = ScoredLine(code: code, words: words, first: String(firstWord))
        var score = leadScore(line) + endScore(line) + syntaxScore(line)
        if hasComment { score += 1 }
        return score
    }

    /// A line's code (comments removed) with what the positive evidence reads of it more than once.
    private struct ScoredLine {
        let code: String
        let words: [Substring]
        let first: String
        let bytes: [UInt8]
        let present: ASCIISet

        init(code: String, words: [Substring], first: String) {
            self.code = code
            self.words = words
            self.first = first
            bytes = Array(code.utf8)
            present = ASCIISet(bytes)
        }
    }

    /// Evidence in how the line starts: attributes, keywords, Objective-C and DOT heads, shell
    /// commands and prompts, JSON keys, log tags.
    private func leadScore(_ line: ScoredLine) -> Double {
        let (code, words, first, bytes) = (line.code, line.words, line.first, line.bytes)
        var score = 0.0
        // Attributes (`@State private var`) lead into the declaration they mark.
        let afterAttributes = words.drop(while: { $0.hasPrefix("@") && $0.count > 1 })
        if words.count == 1, first.hasPrefix("@"), first.count > 1, first.dropFirst().first?.isUppercase == true {
            score += 2
        } else if afterAttributes.count < words.count {
            score += 1
        }
        if let head = afterAttributes.first {
            let bare = head.prefix(while: { $0.isLetter })
            if Self.keywords.contains(String(bare)) && bare.first?.isLowercase == true
                && (line.present.containsAny("{}()=[]<>:.") || words.count <= 2)
            {
                score += 2
            }
        }
        if Self.bareKeywords.contains(code) { score += 2 }
        if Self.objcHeads.contains(first) { score += 3 }
        if code.hasPrefix("- (") || code.hasPrefix("+ (") { score += 3 }
        if Self.dotHeads.contains(first) && code.last! == "{" { score += 3 }
        if TextShape.has(bytes, "[label=") || TextShape.has(bytes, "[shape=") || TextShape.has(bytes, " [label") { score += 2 }
        if code.hasPrefix("$ ") { score += 2.5 }
        if Self.shellCommands.contains(first), words.count >= 2, !TextShape.endsSentence(code),
            words.dropFirst().allSatisfy({ !TextShape.startsWithCapital($0) })
        {
            score += 2
        }
        if code.first == "\"", TextShape.has(bytes, "\":") { score += 2 }
        // A log line: `[Tag] message`.
        if code.first == "[", let close = code.firstIndex(of: "]"), code.index(after: close) < code.endIndex,
            code[code.index(after: close)] == " ", code[code.index(after: code.startIndex)..<close].allSatisfy(\.isLetter)
        {
            score += 3
        }
        return score
    }

    /// Shapes of line ends, and of a leading `}` or member access.
    private func endScore(_ line: ScoredLine) -> Double {
        let (code, present) = (line.code, line.present)
        let last = code.last!
        var score = 0.0
        if line.bytes.allSatisfy({ ASCIISet.closers.contains($0) }) {
            if present.containsAny("{}()[]") { score += 2.5 }
        }
        else if last == "{" { score += 2 }
        else if last == ";" { score += 1.5 }
        else if last == "(" || last == "[" { score += 1 }
        if code.hasPrefix("}") && code.count > 1 { score += 1 }

        // Leading member access: a modifier chain (`.frame(height: 300)`).
        if code.hasPrefix("."), code.dropFirst().first?.isLetter == true {
            score += present.containsAny("(=") ? 2 : 0
        }
        return score
    }

    /// Operators, calls, argument labels, member paths, key paths, generics and identifiers.
    private func syntaxScore(_ line: ScoredLine) -> Double {
        let (words, first, bytes, present) = (line.words, line.first, line.bytes, line.present)
        var score = 0.0
        if hasAssignment(bytes) { score += 1.5 }
        var operators = 0.0
        for op in Self.operators where TextShape.has(bytes, op) {
            operators += 1
        }
        score += min(operators, 2)

        let calls = countCalls(bytes)
        score += min(Double(calls), 2) * 0.75
        if calls > 0, let firstChar = first.first, firstChar.isLetter, first.contains(Character("(")),
            first.prefix(while: { $0 != "(" }).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        {
            score += 1
        }
        if hasArgumentLabel(bytes) { score += 1 }
        score += min(Double(countMemberPaths(bytes)), 3) * 0.5
        if present.contains("$") || TextShape.has(bytes, "\\.") || TextShape.has(bytes, "#selector") || TextShape.has(bytes, "#available") {
            score += 1
        }
        if present.contains("<") && present.contains(">") && !TextShape.has(bytes, " < ") { score += 0.5 }
        let identifiers = words.filter { TextShape.isIdentifierLike($0) && !$0.contains(Character("(")) }.count
        score += min(Double(identifiers), 2) * 0.5
        return score
    }

    private func negative(_ code: String, words: [Substring]) -> Double {
        var penalty = 0.0
        let bytes = Array(code.utf8)
        let proseFlags = words.map { TextShape.isProseWord($0) }
        let prose = zip(words, proseFlags).filter { $1 && !Self.declarationWords.contains(String($0)) }.count
        if words.count >= 3 {
            let ratio = Double(prose) / Double(words.count)
            if ratio >= 0.75 { penalty += 2 } else if ratio >= 0.5 { penalty += 1 }
        }
        if words.count >= 3, proseFlags.last == true, TextShape.endsSentence(code) {
            penalty += 1.5
        } else if words.count >= 8, code.hasSuffix(".") {
            penalty += 1.5
        }
        // Long runs of words separated by spaces are sentences, however many names they hold.
        if words.count >= 14, code.utf8.count > 110, code.last != "{", code.last != "(" { penalty += 2 }
        if words.count >= 2, proseFlags[0], TextShape.startsWithCapital(words[0]),
            words[1].first?.isLowercase == true, proseFlags[1]
        {
            penalty += 1
        }
        if TextShape.has(bytes, "’") || TextShape.has(bytes, "‘") || TextShape.has(bytes, "“") || TextShape.has(bytes, "”") {
            penalty += 1.5
        }
        if TextShape.has(bytes, "—") || TextShape.has(bytes, " -- ") { penalty += 1 }
        if TextShape.has(bytes, ". "), words.count >= 6 { penalty += 1 }
        if words.count == 1, let only = words.first, proseFlags[0] || !TextShape.isIdentifierLike(only),
            !Self.bareKeywords.contains(String(only)), !only.hasPrefix("."), !only.allSatisfy({ "{}()[];,.".contains($0) })
        {
            penalty += 0.5
        }
        if code.utf8.count > 140, prose * 2 >= words.count { penalty += 1 }
        return penalty
    }

    /// `x = y` with a name (or a subscript, a member) on the left.
    private func hasAssignment(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 3 else { return false }
        for i in 1..<(bytes.count - 2) where bytes[i] == 0x20 && bytes[i + 1] == 0x3D && bytes[i + 2] == 0x20 {
            let before = bytes[i - 1]
            return ASCIISet.isWordByte(before) || ASCIISet(Array("])?!".utf8)).contains(before)
        }
        return false
    }

    /// Names directly followed by `(`.
    private func countCalls(_ bytes: [UInt8]) -> Int {
        var count = 0
        for i in bytes.indices.dropFirst() where bytes[i] == 0x28 {
            let p = bytes[i - 1]
            if ASCIISet.isWordByte(p) || p == 0x3E || p == 0x3F || p == 0x21 { count += 1 }
        }
        return count
    }

    /// `(name:` or `, name:` — Swift argument labels and selectors.
    private func hasArgumentLabel(_ bytes: [UInt8]) -> Bool {
        var afterOpen = false
        var sawName = false
        for b in bytes {
            if b == 0x28 || b == 0x2C { afterOpen = true; sawName = false; continue }
            if afterOpen {
                if b == 0x20 && !sawName { continue }
                if ASCIISet.isWordByte(b) { sawName = true; continue }
                if b == 0x3A && sawName { return true }
                afterOpen = false
            }
        }
        return false
    }

    /// `a.b` where both sides are names (not `16.0`, not a sentence end).
    private func countMemberPaths(_ bytes: [UInt8]) -> Int {
        var count = 0
        guard bytes.count > 2 else { return 0 }
        for i in 1..<(bytes.count - 1) where bytes[i] == 0x2E {
            let p = bytes[i - 1]
            if (ASCIISet.isLetterByte(p) || p == 0x29 || p == 0x5D || p == 0x3F) && ASCIISet.isLetterByte(bytes[i + 1]) {
                count += 1
            }
        }
        return count
    }
}
