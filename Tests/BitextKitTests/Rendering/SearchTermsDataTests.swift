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
        #expect(back == terms)
    }

    @Test func countsFlagsAndLengthComeBack() {
        let pairs = BundleBuilder().bundle(Fixtures.processed("# Hosting\n\nHosting a view, hosting controllers.\n", "# 托管\n\n托管视图。\n", name: "g"), name: "g").pairs
        let terms = SearchIndexBuilder.searchTerms(of: pairs, titles: ["Hosting views", "托管视图"])
        #expect(terms.length > 0)
        let back = SearchIndexBuilder.SearchTerms(packedData: terms.packedData)
        #expect(Dictionary(uniqueKeysWithValues: zip(back.packed, back.packedCodes)) == Dictionary(uniqueKeysWithValues: zip(terms.packed, terms.packedCodes)))
        #expect(back.long == terms.long && back.longCodes == terms.longCodes && back.length == terms.length)
        #expect(terms.strings.contains("hosting") && terms.strings.contains("托"))
    }

    @Test func extremeKeysAndNoTermsRoundTrip() {
        let keys: [UInt64] = [0, 1, 127, 128, 1 << 63, UInt64.max]
        let terms = SearchIndexBuilder.SearchTerms(packed: keys, packedCodes: [0, 1, 2, 3, 4, UInt32.max], long: [], longCodes: [], length: 9)
        #expect(SearchIndexBuilder.SearchTerms(packedData: terms.packedData) == terms)
        #expect(SearchIndexBuilder.SearchTerms(packedData: SearchIndexBuilder.SearchTerms([]).packedData).strings.isEmpty)
    }

    @Test func bytesOfAnotherShapeGiveNoTerms() {
        #expect(SearchIndexBuilder.SearchTerms(packedData: Data([0xFF, 0xFF])).strings.isEmpty)
        #expect(SearchIndexBuilder.SearchTerms(packedData: Data()).strings.isEmpty)
    }
}
