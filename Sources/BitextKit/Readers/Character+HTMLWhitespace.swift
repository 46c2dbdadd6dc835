extension Character {
    /// Space, tab, line feed, form feed or carriage return: the whitespace HTML collapses.
    /// No-break and ideographic spaces are content, not layout.
    var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r\n" || self == "\r" || self == "\u{0C}"
    }

    /// Wide East Asian script (Han, kana, CJK and full-width punctuation), between which a
    /// line break in the source is dropped rather than shown as a space (CSS Text 3 §4.1.2).
    var isWideEastAsian: Bool {
        guard let scalar = unicodeScalars.first, unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
