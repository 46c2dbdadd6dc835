extension CodeComments {
    /// Where the description of an outline entry starts (`makeUIView(context:) → Called once.`),
    /// as a UTF-8 offset into `bytes`, for the line `bytes[start..<end]`; `nil` when the line is
    /// no such entry.
    ///
    /// Pseudo-code that lists signatures keeps them and translates the descriptions, which makes
    /// the descriptions its comments. Only `→` and `—` count as the arrow: `->` is an operator in
    /// the languages code blocks hold.
    static func outlineDescriptionStart<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int, to end: Int) -> Int?
    where Bytes.Index == Int {
        var i = start
        guard i < end, isASCIILetter(bytes[i]) else { return nil }
        while i < end, isASCIILetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == 0x5F || bytes[i] == 0x2E { i += 1 }
        guard i < end, bytes[i] == 0x28 else { return nil }  // (
        while i < end, bytes[i] != 0x29 { i += 1 }  // )
        guard i < end else { return nil }
        i += 1
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        var arrows = 0
        while i + 2 < end, bytes[i] == 0xE2, (bytes[i + 1] == 0x86 && bytes[i + 2] == 0x92) || (bytes[i + 1] == 0x80 && bytes[i + 2] == 0x94) {
            arrows += 1
            i += 3
        }
        guard arrows > 0 else { return nil }
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i < end ? i : nil
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
