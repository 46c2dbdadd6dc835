import BitextModel

/// Decides whether a pair's Chinese side is a translation, and which English needs none.
///
/// A Chinese side without a Han character is English kept in the translation: a copy, whole or
/// edited, is untranslated however well it pairs. When the English itself is text a translator
/// keeps as it is — identifiers, commands, versions, paths, acronyms and the names this
/// document's own translation keeps in English — the pair is *shared*: the same in both languages
/// by design, neither translated nor untranslated.
struct SharedText: Sendable {
    /// Latin words the translation keeps inside its Chinese sentences (`Pod`, `kubelet`): the
    /// names a translator of this document leaves in English.
    let keptNames: Set<Substring>
    /// The words of those sentences that hold Han, looked up only for an English word that holds
    /// Han too (rare): hashing every Chinese run into the set, normalized, was most of the time
    /// the set took.
    private let keptHanWords: [Substring]

    /// Whether most of the Chinese text is in units that hold Han: a translated document,
    /// whose translator kept a short line identical on purpose. In an English copy of a page
    /// nothing identical is deliberate.
    let isTranslated: Bool

    /// The names kept in the Chinese units that hold Han text, of a document's pairs whose
    /// units' plain `texts` are worked out already.
    init(_ texts: [CoverageCalculator.UnitTexts]) {
        var names: Set<Substring> = []
        var hanWords: [Substring] = []
        var length = 0, translated = 0
        for pair in texts {
            for text in pair.chinese {
                let (words, latin) = Self.letterWords(text)
                let han = text.unicodeScalars.reduce(0) { $0 + (LanguageTagger.isHan($1) ? 1 : 0) }
                // A Latin word reads as about two Han characters.
                let weight = han + 2 * latin
                length += weight
                guard han > 0 else { continue }
                translated += weight
                for word in words {
                    // Function words are ASCII: a word holding Han is never one.
                    if LanguageTagger.containsHan(word) {
                        hanWords.append(word)
                    } else if !Self.functionWords.contains(word.lowercased()) {
                        names.insert(word)
                    }
                }
            }
        }
        keptNames = names
        keptHanWords = hanWords
        isTranslated = translated * 2 > length
    }

    /// The words of `text` that hold a letter, and how many of them hold an ASCII character; by
    /// scalars where each is a character of its own (a word of such text holds an ASCII
    /// character when it holds an ASCII byte).
    private static func letterWords(_ text: String) -> (words: [Substring], latin: Int) {
        if let words = ScalarWords.words(text)?.filter(ScalarWords.hasLetter) {
            return (words, words.count(where: { $0.utf8.contains { $0 < 0x80 } }))
        }
        let words = characterWords(text).filter { $0.contains(where: \.isLetter) }
        return (words, words.count(where: { $0.contains(where: \.isASCII) }))
    }

    /// Whether a pair whose Chinese holds no Han is the same in both languages by design: its
    /// English is all kept words, or, in a translated document, the translator wrote a short line
    /// of the English's own words and no English function word — a status line, a person's name,
    /// a field and its type, a term without its article or plural (`The apiserver proxy:` →
    /// `apiserver proxy：`). A copy that keeps "the" or "is" is a sentence left untranslated.
    func isShared(english: [AlignedBlock], texts: CoverageCalculator.UnitTexts) -> Bool {
        if english.allSatisfy({ needsNoTranslation($0.block) }) { return true }
        guard isTranslated else { return false }
        let (chineseText, englishText) = (texts.chinese.joined(separator: " "), texts.english.joined(separator: " "))
        guard Self.words(chineseText).count <= Self.shortLine, Self.words(englishText).count <= Self.shortLine + 1 else { return false }
        // The words alone, whatever punctuation the translation gave them (`kind：Pod`,
        // `201（Service）`, `Tupperware。`).
        let zh = EnglishText.words(chineseText), en = Set(EnglishText.words(englishText).map(Self.singular))
        return !zh.isEmpty && zh.allSatisfy { !Self.functionWords.contains($0) && en.contains(Self.singular($0)) }
    }

    /// A word without a plural `s`: a translation into Chinese drops it.
    static func singular(_ word: String) -> Substring {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? word.dropLast() : word[...]
    }

    /// The most words a line has to be kept on purpose rather than left untranslated.
    static let shortLine = 5

    /// Words that make a line English prose: a sentence has one of them almost always.
    static let functionWords: Set<String> = [
        "a", "an", "the", "is", "are", "was", "were", "be", "been", "to", "of", "for", "and", "or", "but", "in", "on",
        "at", "by", "with", "from", "as", "into", "this", "that", "these", "those", "it", "its", "you", "your", "we",
        "our", "they", "their", "can", "will", "should", "must", "may", "not", "no", "if", "when", "how", "what", "why",
        "which", "who", "do", "does", "use", "using", "see", "about", "more", "all", "has", "have",
    ]

    /// Whether `block`'s text, its code spans left out, is all words a translation keeps as they
    /// are. Text without any word (punctuation, an empty cell) needs no translation either.
    func needsNoTranslation(_ block: Block) -> Bool {
        let texts = Self.prose(of: block)
        // A lone lower-case word as a block of its own is a field, a parameter or a command.
        if texts.count == 1, case let words = Self.words(texts[0]), words.count == 1, words[0].first?.isLowercase == true { return true }
        return texts.allSatisfy { Self.words($0).allSatisfy(isKept) }
    }

    /// A word a translation leaves in English: it is written like code or a name, or the
    /// translation keeps it elsewhere in its Chinese.
    func isKept(_ word: Substring) -> Bool {
        keptNames.contains(word) || Self.isCodeLike(word)
            || (LanguageTagger.containsHan(word) && keptHanWords.contains(word))
    }

    /// A word written like an identifier, a path, a version, a number or an acronym: it has a
    /// digit or a code character inside, a capital after a lower-case letter (`apiVersion`), or
    /// two capitals and no lower-case letter (`CSI`, `TLS`). No letter at all (`—`, `→`) counts.
    static func isCodeLike(_ word: Substring) -> Bool {
        guard word.contains(where: \.isLetter) else { return true }
        if word.first == "-" || word.contains(where: { $0.isNumber || "/_.:=@#$<>{}[]\\|~`*&%+".contains($0) }) { return true }
        var previousLower = false, capitals = 0, lower = 0
        for ch in word {
            if ch.isUppercase {
                if previousLower { return true }
                capitals += 1
            } else if ch.isLowercase {
                lower += 1
            }
            previousLower = ch.isLowercase
        }
        return capitals >= 2 && lower == 0
    }

    /// The words of `text`: split at white space, with the punctuation around them taken off
    /// (brackets, quotes, a sentence's full stop or a key's colon).
    static func words(_ text: String) -> [Substring] {
        ScalarWords.words(text) ?? characterWords(text)
    }

    /// `words` by characters, for any text.
    static func characterWords(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace).compactMap { token in
            guard let first = token.firstIndex(where: { !isEdge($0) }), let last = token.lastIndex(where: { !isEdge($0) }) else { return nil }
            return token[first...last]
        }
    }

    /// Punctuation around a word that is not part of it; `<`, `/`, `_`, `$`, `-` and the like
    /// are kept, since they make a word code (`--force`, `<name>`).
    static func isEdge(_ ch: Character) -> Bool {
        (ch.isPunctuation || ch.isSymbol) && !codeMarks.contains(ch)
    }

    /// The punctuation and symbols that stay part of a word: they make it code.
    static let codeMarks = "/_#$@%&<>=|+~`-"

    /// The texts of `block` a translator would read, without its code spans (code is kept as
    /// written) and without link destinations.
    static func prose(of block: Block) -> [String] {
        switch block.kind {
        case .heading(_, _, let inlines), .paragraph(let inlines): [text(inlines)]
        case .list(_, _, let items): items.flatMap { $0.blocks.flatMap(prose) }
        case .quote(let blocks), .callout(_, _, let blocks): blocks.flatMap(prose)
        case .table(let table): (table.header + table.rows.flatMap { $0 }).map(text)
        case .code, .html, .comment, .thematicBreak: []
        case .image(let alt, _, _): [alt]
        }
    }

    static func text(_ inlines: [Inline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline {
            case .code: out += " "
            case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c): out += text(c)
            default: out += inline.plainText
            }
        }
        return out
    }
}
