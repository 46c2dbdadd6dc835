import BitextModel

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
    public func commentLanguage(ofCode text: String, syntax: CodeSyntax = .generic) -> Language {
        language(of: CodeComments.text(of: text, syntax: syntax))
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
        case .quote(let blocks), .callout(_, _, let blocks): blocks.map(counts).reduce(Counts(), +)
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

    /// Counts for plain text, in one pass over its UTF-8 bytes (this runs on every block of every
    /// document, so it avoids `Character`, Foundation and decoding words that are plain ASCII).
    public func counts(_ text: String) -> Counts {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner()
            var tokenStart = 0
            var ascii = true
            // Only a token with a colon (`https://`, `mailto:`) or one starting `www.` can be a URL.
            var colon = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let end = index
                let isSpace: Bool
                if byte < 0x80 {
                    index += 1
                    isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                    colon = colon || byte == 0x3A
                } else {
                    let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                    index += length
                    isSpace = Self.isWhitespace(value)
                    ascii = ascii && isSpace
                }
                if isSpace {
                    if end > tokenStart {
                        scanner.finishToken(UnsafeBufferPointer(rebasing: bytes[tokenStart..<end]), ascii: ascii, colon: colon)
                    }
                    tokenStart = index
                    ascii = true
                    colon = false
                }
            }
            if bytes.count > tokenStart {
                scanner.finishToken(UnsafeBufferPointer(rebasing: bytes[tokenStart...]), ascii: ascii, colon: colon)
            }
            return scanner.result
        }
    }

    /// The state of `counts(_:)` between whitespace-separated tokens. A struct with a mutating
    /// method rather than a closure over local variables, which paid for exclusivity checks.
    private struct Scanner {
        var result = Counts()
        /// The scalars of a token that is not plain ASCII; reused, never emptied.
        private var buffer: [Unicode.Scalar] = []
        var run = 0
        var runHasFunctionWord = false

        /// Counts one token; `ascii` says that it has no byte above 0x7F, `colon` that it has a `:`.
        mutating func finishToken(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, colon: Bool) {
            if colon || bytes.first == UInt8(ascii: "w") {
                guard !LanguageTagger.isURL(bytes) else { return }
            }
            if ascii {
                // Most tokens of English prose, and the API names inside Chinese prose: no Han,
                // no scalars to decode.
                countLatin(LanguageTagger.isProseWord(ascii: bytes), functionWord: {
                    bytes.count <= 6 && LanguageTagger.isFunctionWord(ascii: bytes)
                })
                return
            }
            // One pass: count Han characters and judge the Latin parts between them (`UIView子类`
            // holds both scripts; each part is judged alone), which only count if Han was found.
            var han = 0
            var proseParts = 0
            var partStart = 0
            var partASCII = true
            var index = 0
            while index < bytes.count {
                let (value, step) = UTF8Decoding.scalar(in: bytes, at: index)
                let scalar = Unicode.Scalar(value) ?? " "
                let isHan = LanguageTagger.isHan(scalar)
                if isHan || LanguageTagger.isCJKPunctuation(scalar) {
                    if isHan { han += 1 }
                    if index > partStart, isProseWord(UnsafeBufferPointer(rebasing: bytes[partStart..<index]), ascii: partASCII) {
                        proseParts += 1
                    }
                    partStart = index + step
                    partASCII = true
                } else if step > 1 {
                    partASCII = false
                }
                index += step
            }
            if han > 0 {
                if bytes.count > partStart, isProseWord(UnsafeBufferPointer(rebasing: bytes[partStart...]), ascii: partASCII) {
                    proseParts += 1
                }
                result.han += han
                result.latinWords += proseParts
                run = 0
                runHasFunctionWord = false
                return
            }
            let token = scalars(of: bytes)
            countLatin(LanguageTagger.isProseWord(token), functionWord: {
                token.count <= 6 && LanguageTagger.isFunctionWord(token)
            })
        }

        private mutating func isProseWord(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> Bool {
            ascii ? LanguageTagger.isProseWord(ascii: bytes) : LanguageTagger.isProseWord(scalars(of: bytes))
        }

        /// The scalars of `bytes`, in the reused buffer.
        private mutating func scalars(of bytes: UnsafeBufferPointer<UInt8>) -> ArraySlice<Unicode.Scalar> {
            var length = 0
            var index = 0
            while index < bytes.count {
                let (value, step) = UTF8Decoding.scalar(in: bytes, at: index)
                index += step
                let scalar = Unicode.Scalar(value) ?? " "
                if length == buffer.count { buffer.append(scalar) } else { buffer[length] = scalar }
                length += 1
            }
            return buffer[0..<length]
        }

        /// Counts a token without Han characters: a prose word extends the current run of words,
        /// anything else ends it.
        @inline(__always) private mutating func countLatin(_ isProseWord: Bool, functionWord: () -> Bool) {
            guard isProseWord else {
                run = 0
                runHasFunctionWord = false
                return
            }
            result.latinWords += 1
            run += 1
            if !runHasFunctionWord, functionWord() { runHasFunctionWord = true }
            if run >= 3 && runHasFunctionWord { result.hasEnglishPhrase = true }
        }
    }

    /// Unicode's White_Space property, spelled out: looking the property up for every Chinese
    /// character was a noticeable part of reading.
    @inline(__always) static func isWhitespace(_ v: UInt32) -> Bool {
        if v < 0x80 { return v == 0x20 || (0x09...0x0D).contains(v) }
        return v == 0x85 || v == 0xA0 || v == 0x1680 || (0x2000...0x200A).contains(v) || v == 0x2028 || v == 0x2029
            || v == 0x202F || v == 0x205F || v == 0x3000
    }

    /// Whether a token without Han characters is a word of prose rather than an identifier,
    /// number or symbol.
    static func isProseWord(_ raw: ArraySlice<Unicode.Scalar>) -> Bool {
        // Sentence punctuation around a word does not make it an identifier.
        var lower = raw.startIndex
        var upper = raw.endIndex
        while lower < upper, isEdgePunctuation(raw[lower]) { lower += 1 }
        while upper > lower, isEdgePunctuation(raw[upper - 1]) { upper -= 1 }
        guard lower < upper else { return false }
        var letters = 0
        var previousLower = false
        for scalar in raw[lower..<upper] {
            let v = scalar.value
            if (v >= 0x61 && v <= 0x7A) {
                letters += 1
                previousLower = true
            } else if v >= 0x41 && v <= 0x5A {
                letters += 1
                // camelCase and PascalCase with an inner capital (`UIView`, `makeUIView`) are API names.
                if previousLower { return false }
                previousLower = false
            } else if v == 0x27 || v == 0x2019 || v == 0x2D {
                previousLower = false
            } else if v > 0x7F && scalar.properties.isAlphabetic {
                letters += 1
                previousLower = scalar.properties.isLowercase
            } else {
                // Digits, underscores, dots, parentheses, colons, slashes: an identifier or a value.
                return false
            }
        }
        return letters > 0
    }

    /// `isProseWord` for a token of ASCII bytes.
    static func isProseWord(ascii raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var lower = 0
        var upper = raw.count
        while lower < upper, isEdgePunctuation(ascii: raw[lower]) { lower += 1 }
        while upper > lower, isEdgePunctuation(ascii: raw[upper - 1]) { upper -= 1 }
        guard lower < upper else { return false }
        var letters = 0
        var previousLower = false
        for index in lower..<upper {
            let v = raw[index]
            if v >= 0x61 && v <= 0x7A {
                letters += 1
                previousLower = true
            } else if v >= 0x41 && v <= 0x5A {
                letters += 1
                if previousLower { return false }
            } else if v == 0x27 || v == 0x2D {
                previousLower = false
            } else {
                return false
            }
        }
        return letters > 0
    }

    /// `isEdgePunctuation` for an ASCII byte.
    @inline(__always) static func isEdgePunctuation(ascii byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x22, 0x27, 0x28, 0x29, 0x2A, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5B, 0x5D, 0x5F, 0x60, 0x7B, 0x7D, 0x7E: true
        default: false
        }
    }

    /// `isFunctionWord` for a token of ASCII bytes.
    static func isFunctionWord(ascii token: UnsafeBufferPointer<UInt8>) -> Bool {
        var key: UInt64 = 0
        var letters = 0
        for byte in token {
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                letters += 1
                guard letters <= 8 else { return false }
                key = key << 8 | UInt64(byte | 0x20)
            } else if !isEdgePunctuation(ascii: byte) {
                return false
            }
        }
        return functionWordKeys.contains(key)
    }

    /// Punctuation that may surround a word of prose.
    static func isEdgePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x22, 0x27, 0x28, 0x29, 0x2A, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5B, 0x5D, 0x5F, 0x60, 0x7B, 0x7D, 0x7E:
            true
        case 0x2018...0x201F, 0x2026, 0xAB, 0xBB:
            true
        default:
            isCJKPunctuation(scalar)
        }
    }

    static func isFunctionWord(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        // The lower-cased letters packed into an integer: no String per candidate word.
        var key: UInt64 = 0
        var letters = 0
        for scalar in token {
            let v = scalar.value
            if (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) {
                letters += 1
                guard letters <= 8 else { return false }
                key = key << 8 | UInt64(v | 0x20)
            } else if !isEdgePunctuation(scalar) {
                return false
            }
        }
        return functionWordKeys.contains(key)
    }

    static let functionWords: Set<String> = [
        "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "is", "are", "be", "it",
        "this", "that", "from", "by", "as", "at", "not", "you", "your", "can", "when", "if",
    ]

    private static let functionWordKeys = Set(functionWords.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

    /// Whether a token (its UTF-8 bytes) is a URL or mail address rather than words.
    static func isURL(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        if hasPrefix(token, "www.") || hasPrefix(token, "mailto:") { return true }
        guard token.count >= 3 else { return false }
        for i in 0..<(token.count - 2) where token[i] == 0x3A && token[i + 1] == 0x2F && token[i + 2] == 0x2F {
            return true
        }
        return false
    }

    private static func hasPrefix(_ token: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        guard token.count >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { bytes in
            bytes.indices.allSatisfy { token[$0] == bytes[$0] }
        }
    }

    /// Han ideographs, kana and Hangul: scripts that count per character.
    static func isHan(_ ch: Character) -> Bool {
        guard let scalar = ch.unicodeScalars.first else { return false }
        return isHan(scalar)
    }

    /// Whether `text` holds a Han ideograph, kana or Hangul.
    static func containsHan<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x3040 && isHan($0) }
    }

    /// Han ideographs, kana and Hangul, by scalar.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool { isHan(value: scalar.value) }

    /// Han ideographs, kana and Hangul, by scalar value.
    @inline(__always) static func isHan(value: UInt32) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        case 0x3040...0x30FF, 0xAC00...0xD7AF: return true
        default: return false
        }
    }

    /// Full-width and CJK punctuation.
    static func isCJKPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFF00...0xFFEF, 0x2018...0x201F, 0x2026: return true
        default: return false
        }
    }
}
