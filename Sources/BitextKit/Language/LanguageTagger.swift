import BitextModel
import Foundation

/// Decides whether text is English, Chinese, mixed or neither, on letters only.
///
/// Inline code, URLs, numbers and identifier-like tokens (`updateUIView(_:context:)`,
/// `UIHostingController`, `spec.renewTime`) are removed first, so Chinese prose full of API
/// names is still `zh`.
public struct LanguageTagger: Sendable {
    /// Letter counts of a text after identifiers are removed.
    public struct Counts: Sendable, Equatable {
        /// Han characters, kana and Hangul.
        public var han = 0
        /// Latin words that read as prose.
        public var latinWords = 0
        /// Whether some run of three or more Latin words holds an English function word: a phrase
        /// of English prose rather than a product or API name.
        public var hasEnglishPhrase = false

        /// Adds two counts.
        public static func + (lhs: Counts, rhs: Counts) -> Counts {
            Counts(
                han: lhs.han + rhs.han, latinWords: lhs.latinWords + rhs.latinWords,
                hasEnglishPhrase: lhs.hasEnglishPhrase || rhs.hasEnglishPhrase)
        }
    }

    /// Creates a tagger.
    public init() {}

    /// The language of plain text.
    public func language(of text: String) -> Language {
        Self.decide(counts(text))
    }

    /// The language of inline content; code spans do not count.
    public func language(of inlines: [Inline]) -> Language {
        Self.decide(counts(inlines))
    }

    /// The language of a block (code blocks are `none`).
    public func language(of block: Block) -> Language {
        Self.decide(counts(block))
    }

    /// The language of the comments inside a code block's text.
    public func commentLanguage(ofCode text: String) -> Language {
        language(of: CodeComments.text(of: text))
    }

    /// Splits text into runs of one language each; punctuation and spaces join the run before.
    public func runs(in text: String) -> [(text: String, language: Language)] {
        var runs: [(text: String, language: Language)] = []
        var current = ""
        var currentLanguage: Language = .none
        for character in text {
            let language: Language =
                Self.isHan(character) ? .zh : (character.isLetter && character.isASCII ? .en : .none)
            if language != .none, language != currentLanguage, !current.isEmpty, currentLanguage != .none {
                runs.append((current, currentLanguage))
                current = ""
            }
            if language != .none { currentLanguage = language }
            current.append(character)
        }
        if !current.isEmpty { runs.append((current, currentLanguage)) }
        return runs
    }

    /// The decision rule: Han characters against prose words, weighted so that one English
    /// word counts about as much as the 1.7 Han characters that typically translate it.
    static func decide(_ c: Counts) -> Language {
        if c.han == 0 && c.latinWords == 0 { return .none }
        if c.han == 0 { return .en }
        if c.latinWords == 0 { return .zh }
        let share = Double(c.han) / (Double(c.han) + 1.7 * Double(c.latinWords))
        if share >= 0.45 { return c.hasEnglishPhrase ? .mixed : .zh }
        if share <= 0.2 { return .en }
        return .mixed
    }

    /// Counts for a block, recursing into lists, quotes and tables.
    public func counts(_ block: Block) -> Counts {
        switch block.kind {
        case .heading(_, _, let c), .paragraph(let c): counts(c)
        case .list(_, _, let items): items.flatMap(\.blocks).map(counts).reduce(Counts(), +)
        case .quote(let blocks): blocks.map(counts).reduce(Counts(), +)
        case .table(let t): ([t.header] + t.rows).flatMap { $0 }.map(counts).reduce(Counts(), +)
        case .image(let alt, _, _): counts(alt)
        case .comment(let text): counts(text)
        case .code, .html, .thematicBreak: Counts()
        }
    }

    /// Counts for inline content, skipping code spans, link destinations and raw HTML.
    public func counts(_ inlines: [Inline]) -> Counts {
        var total = Counts()
        for inline in inlines {
            switch inline {
            case .text(let s): total = total + counts(s)
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c): total = total + counts(c)
            case .image(_, _, let alt): total = total + counts(alt)
            case .code, .lineBreak, .softBreak, .html: break
            }
        }
        return total
    }

    /// Counts for plain text.
    public func counts(_ text: String) -> Counts {
        var result = Counts()
        var run = 0
        var runHasFunctionWord = false
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if Self.isURL(token) { continue }
            if !token.contains(where: Self.isHan), Self.isProseWord(String(token)) {
                run += 1
                if Self.functionWords.contains(token.lowercased()) { runHasFunctionWord = true }
                if run >= 3 && runHasFunctionWord { result.hasEnglishPhrase = true }
            } else {
                run = 0
                runHasFunctionWord = false
            }
            var latinRun = ""
            func flushLatin() {
                if !latinRun.isEmpty, Self.isProseWord(latinRun) { result.latinWords += 1 }
                latinRun = ""
            }
            // A token like `UIView子类` holds both scripts: count the Han, judge the Latin part alone.
            var hasHan = false
            for ch in token where Self.isHan(ch) { hasHan = true; result.han += 1 }
            if hasHan {
                for ch in token {
                    if Self.isHan(ch) { flushLatin() } else if !Self.isCJKPunctuation(ch) { latinRun.append(ch) }
                }
                flushLatin()
            } else {
                latinRun = String(token)
                flushLatin()
            }
        }
        return result
    }

    /// Whether a token without Han characters is a word of prose rather than an identifier,
    /// number or symbol.
    static func isProseWord(_ raw: String) -> Bool {
        // Sentence punctuation around a word does not make it an identifier.
        // Trimmed by hand: Foundation's trimmingCharacters(in:) dominated reading large files.
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !proseEdgePunctuation.contains($0) }),
            let last = scalars.lastIndex(where: { !proseEdgePunctuation.contains($0) })
        else { return false }
        let word = String(scalars[first...last])
        guard !word.isEmpty else { return false }
        var letters = 0
        var lowerToUpper = false
        var previousLower = false
        var upper = 0
        for scalar in word.unicodeScalars {
            let ch = Character(scalar)
            if ch.isLetter {
                letters += 1
                if ch.isUppercase {
                    upper += 1
                    if previousLower { lowerToUpper = true }
                }
                previousLower = ch.isLowercase
            } else if ch == "'" || ch == "’" || ch == "-" {
                previousLower = false
            } else {
                // Digits, underscores, dots, parentheses, colons, slashes: an identifier or a value.
                return false
            }
        }
        guard letters > 0 else { return false }
        // camelCase and PascalCase with an inner capital (`UIView`, `makeUIView`) are API names.
        if lowerToUpper { return false }
        if upper >= 2 && upper == letters && letters > 1 {
            // An acronym (`API`, `HTTP`) reads as a word of prose in either language; count it lightly
            // by treating it as prose only in otherwise Latin text — callers see it as a word.
            return true
        }
        return true
    }

    static let functionWords: Set<String> = [
        "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "is", "are", "be", "it",
        "this", "that", "from", "by", "as", "at", "not", "you", "your", "can", "when", "if",
    ]

    static let proseEdgePunctuation: CharacterSet = {
        var set = CharacterSet.punctuationCharacters
        set.insert(charactersIn: "\"'“”‘’«»*_`~")
        return set
    }()

    static func isURL<S: StringProtocol>(_ token: S) -> Bool {
        TextShape.has(token, "://") || token.hasPrefix("www.") || token.hasPrefix("mailto:")
    }

    /// Han ideographs, kana and Hangul: scripts that count per character.
    static func isHan(_ ch: Character) -> Bool {
        guard let scalar = ch.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        case 0x3040...0x30FF, 0xAC00...0xD7AF: return true
        default: return false
        }
    }

    /// Full-width and CJK punctuation.
    static func isCJKPunctuation(_ ch: Character) -> Bool {
        guard let scalar = ch.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0xFF00...0xFFEF, 0x2018...0x201F, 0x2026: return true
        default: return false
        }
    }
}
