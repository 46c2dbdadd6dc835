/// Which ASCII characters occur in a line: a 128-bit set, so that "does the line hold any of
/// these brackets" costs one pass over the bytes instead of one per question.
struct ASCIISet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Bytes a line of closing punctuation is made of: `}`, `)`, `]`, `;`, `,`, `.`, space.
    static let closers = ASCIISet(Array("{}()[];,. ".utf8))

    init(_ bytes: [UInt8]) {
        for b in bytes where b < 128 { insert(b) }
    }

    private mutating func insert(_ b: UInt8) {
        if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
    }

    func contains(_ b: UInt8) -> Bool {
        guard b < 128 else { return false }
        return b < 64 ? low & (1 << UInt64(b)) != 0 : high & (1 << UInt64(b - 64)) != 0
    }

    func contains(_ ch: Unicode.Scalar) -> Bool {
        ch.isASCII && contains(UInt8(ch.value))
    }

    /// Whether any of the characters of `chars` occurs.
    func containsAny(_ chars: StaticString) -> Bool {
        UnsafeBufferPointer(start: chars.utf8Start, count: chars.utf8CodeUnitCount).contains { contains($0) }
    }

    static func isLetterByte(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }

    /// Letters, digits and `_`: the bytes of a name.
    static func isWordByte(_ b: UInt8) -> Bool { isLetterByte(b) || (b >= 0x30 && b <= 0x39) || b == 0x5F }
}
