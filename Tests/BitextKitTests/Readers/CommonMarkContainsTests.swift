@testable import BitextKit
import Testing

@Suite struct CommonMarkContainsTests {
    @Test func theByteScanFindsWhatAStringSearchFinds() {
        let pieces = ["-", "->", "-->", "--", ">", "{", "{#", "#", "a", "中", " ", "\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<600 {
            let text = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            // Substrings too: their bytes start inside the string's storage.
            let slice = text.dropFirst(Int.random(in: 0...min(2, text.count), using: &generator))
            #expect(CommonMarkConverter.contains(slice, "-->") == slice.utf8.elementsEqualSomewhere("-->"), "\(slice)")
            #expect(CommonMarkConverter.contains(slice, "{#") == slice.utf8.elementsEqualSomewhere("{#"), "\(slice)")
        }
    }
}

extension Substring.UTF8View {
    /// Whether `needle`'s bytes occur in order somewhere: the plain definition.
    fileprivate func elementsEqualSomewhere(_ needle: String) -> Bool {
        let bytes = Array(self), pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
    }
}
