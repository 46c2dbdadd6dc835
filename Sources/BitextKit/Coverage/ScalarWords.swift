/// `SharedText.words` without breaking the text into characters first, for the text where
/// every scalar is a character of its own: Latin without combining marks, Han, kana, Hangul
/// syllables, CJK and general punctuation. There a character's properties are its one scalar's,
/// so splitting the scalars gives the words splitting the characters gives, at a fraction of the
/// cost (grapheme breaking was most of measuring a document's coverage). Any other text (a
/// combining mark, a joiner, an emoji) is left to the character path.
enum ScalarWords {
    /// The words, or nil when `text` holds a scalar that may join the one before it.
    static func words(_ text: String) -> [Substring]? {
        let scalars = text.unicodeScalars
        var words: [Substring] = []
        var first: String.Index?
        var end = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isOwnCharacter(scalar.value) else { return nil }
            let next = scalars.index(after: index)
            let kind = kind(of: scalar)
            if kind == .space {
                if let start = first { words.append(text[start..<end]) }
                first = nil
            } else if kind == .word {
                if first == nil { first = index }
                end = next
            }
            index = next
        }
        if let start = first { words.append(text[start..<end]) }
        return words
    }

    /// Whether a scalar is always a character of its own: no grapheme rule joins it to the one
    /// before or after (CR LF, both white space, split alike either way).
    static func isOwnCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300: return true
        case 0x2000...0x200A, 0x2010...0x205F: return true
        case 0x3000...0x3029, 0x3030...0x303F: return true
        case 0x3041...0x3096, 0x309B...0x30FF: return true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        case 0xAC00...0xD7A3, 0xFF01...0xFF9D: return true
        default: return false
        }
    }

    /// What a scalar is to `words`: white space, an edge (`SharedText.isEdge`) or part of a word.
    enum Kind: UInt8 { case space, edge, word }

    /// ASCII by table and ideographs and Hangul syllables (letters all) by range: the Unicode
    /// property lookups they would take were most of the time `words` took.
    @inline(__always) static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 { return asciiKinds[Int(value)] }
        if isIdeographOrSyllable(value) { return .word }
        if scalar.properties.isWhitespace { return .space }
        return isEdge(scalar) ? .edge : .word
    }

    private static let asciiKinds: [Kind] = (0..<128).map { value in
        let scalar = Unicode.Scalar(UInt8(value))
        return scalar.properties.isWhitespace ? .space : isEdge(scalar) ? .edge : .word
    }

    /// The blocks of Han ideographs and Hangul syllables with no unassigned code point: letters,
    /// never white space or punctuation (`ScalarWordsTests` checks every one).
    @inline(__always) static func isIdeographOrSyllable(_ value: UInt32) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    /// Whether a word of text `words` took holds a letter (`Character.isLetter`: its scalar is
    /// alphabetic).
    static func hasLetter(_ word: Substring) -> Bool {
        word.unicodeScalars.contains { scalar in
            let value = scalar.value
            if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
            return isIdeographOrSyllable(value) || scalar.properties.isAlphabetic
        }
    }

    /// `SharedText.isEdge` of the character this scalar is.
    static func isEdge(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return !SharedText.codeMarks.unicodeScalars.contains(scalar)
        default:
            return false
        }
    }
}
