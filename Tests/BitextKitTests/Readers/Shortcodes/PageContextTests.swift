@testable import BitextKit
import Testing

@Suite struct PageContextTests {
    /// The rule as first written, scalar by scalar.
    static func byScalars(_ text: String) -> Bool {
        var han = 0, latin = 0
        for scalar in text.unicodeScalars.prefix(8192) {
            switch scalar.value {
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
            case 0x41...0x5A, 0x61...0x7A: latin += 1
            default: break
            }
        }
        return han * 3 > latin
    }

    @Test func bytesGiveTheScalarRule() {
        // Edges of every range the byte path tells apart, and of the 8,192-scalar window.
        let pieces = ["a", "Z", "@", "[", "`", "{", "é", "中", "㐀", "䶿", "䷀", "䷿", "一", "鿿", "ꀀ", "〇", "㏿", "😀", " ", "\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(PageContext.isMostlyHan(text) == Self.byScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let window = String(repeating: "a", count: 8_000) + String(repeating: "中", count: 191) + String(repeating: "中", count: 3_000)
        #expect(PageContext.isMostlyHan(window) == Self.byScalars(window))
        let edge = String(repeating: "中", count: 2_731) + String(repeating: "a", count: 8_192 - 2_731) + "中中中"
        #expect(PageContext.isMostlyHan(edge) == Self.byScalars(edge))
        #expect(PageContext.isMostlyHan("中文") && !PageContext.isMostlyHan("English") && !PageContext.isMostlyHan(""))
    }
}
