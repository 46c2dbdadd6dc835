@testable import BitextKit
import Foundation
import Testing

/// The build database keeps each document's search terms as bytes; they must come back whole.
@Suite struct SearchTermsDataTests {
    @Test func termsComeBackFromTheirBytes() {
        let terms = SearchIndexBuilder.SearchTerms(["控制", "平面", "控", "pod", "evict", "kubernetes", "controller-manager", "a"])
        let back = SearchIndexBuilder.SearchTerms(packedData: terms.packedData)
        #expect(Set(back.strings) == Set(terms.strings))
        #expect(back.strings.count == terms.strings.count)
    }

    @Test func extremeKeysAndNoTermsRoundTrip() {
        let terms = SearchIndexBuilder.SearchTerms(packed: [0, 1, UInt64.max, 1 << 63, 127, 128], long: [])
        #expect(Set(SearchIndexBuilder.SearchTerms(packedData: terms.packedData).packed) == Set(terms.packed))
        #expect(SearchIndexBuilder.SearchTerms(packedData: SearchIndexBuilder.SearchTerms([]).packedData).strings.isEmpty)
    }

    @Test func bytesOfAnotherShapeGiveNoTerms() {
        #expect(SearchIndexBuilder.SearchTerms(packedData: Data([0xFF, 0xFF])).strings.isEmpty)
        #expect(SearchIndexBuilder.SearchTerms(packedData: Data()).strings.isEmpty)
    }
}
