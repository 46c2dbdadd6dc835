@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// The manifest reads itself directly (every rerun does it first); it must read exactly what
/// `Decodable` reads, and refuse what `Decodable` refuses.
@Suite struct JSONDirectDecodableTests {
    static func manifest() -> ConversionManifest {
        let coverage = CoverageSummary(
            blocks: .init(total: 9, translated: 6, untranslated: 1, needsReview: 1, stale: 1),
            words: .init(total: 120, translated: 100, untranslated: 20), characters: .init(total: 300, translated: 280, stale: 20),
            chineseOnlyBlocks: 2, neutralBlocks: 3)
        let full = DocumentSummary(
            name: "guides/hosting", titleEn: "Hosting \"SwiftUI\"", titleZh: "托管 SwiftUI", sources: ["a.en.md", "a.zh.md"],
            coverage: coverage, pairs: 12, code: 3, tables: 1, needsReview: 1, stale: 1, warnings: 2)
        let bare = DocumentSummary(
            name: "notes", titleEn: nil, titleZh: nil, sources: [], coverage: CoverageSummary(), pairs: 0, code: 0, tables: 0,
            needsReview: 0, stale: 0, warnings: 0)
        var manifest = ConversionManifest(documents: [
            "guides/hosting": .init(key: "0123abcd", outputs: ["guides/hosting.json", "guides/hosting.html"], summary: full),
            "notes": .init(key: "", outputs: [], summary: bare),
        ])
        manifest.siteKey = "feed"
        manifest.siteTitle = "文档"
        return manifest
    }

    func both(_ text: String) -> (direct: Result<ConversionManifest, any Error>, codable: Result<ConversionManifest, any Error>) {
        let data = Data(text.utf8)
        return (
            Result { try CanonicalJSONDecoder().decodeDirect(ConversionManifest.self, from: data) },
            Result { try CanonicalJSONDecoder().decode(ConversionManifest.self, from: data) }
        )
    }

    @Test func readsWhatTheEncoderWrote() throws {
        let manifest = Self.manifest()
        let data = try BundleJSON.data(manifest)
        #expect(try CanonicalJSONDecoder().decodeDirect(ConversionManifest.self, from: data) == manifest)
    }

    @Test func agreesWithDecodableOnEditedManifests() throws {
        let text = String(decoding: try BundleJSON.data(Self.manifest()), as: UTF8.self)
        let edits: [(String, String)] = [
            ("\"siteKey\" : \"feed\"", "\"siteKey\" : null"),  // a null optional
            ("\"siteKey\" : \"feed\",", ""),  // an absent optional
            ("\"version\" :", "\"extra\" : [1, {\"a\" : null}], \"version\" :"),  // an unknown member
            ("\"key\" : \"0123abcd\"", "\"key\" : \"first\", \"key\" : \"0123abcd\""),  // a repeated member: the last counts
            ("\"pairs\" : 12", "\"pairs\" : 1.2e1"),  // an integer written as a real
            // A document listed twice, first with a broken entry: only the last one is read.
            ("\"documents\" : {", "\"documents\" : { \"notes\" : { \"key\" : 3 },"),
        ]
        for (old, new) in edits {
            #expect(text.contains(old), "\(old)")
            let (direct, codable) = both(text.replacingOccurrences(of: old, with: new))
            #expect(try direct.get() == codable.get(), "\(new)")
        }
    }

    @Test func refusesWhatDecodableRefuses() throws {
        let text = String(decoding: try BundleJSON.data(Self.manifest()), as: UTF8.self)
        let edits: [(String, String)] = [
            ("\"pairs\" : 12", "\"pairs\" : \"12\""),  // a string for a number
            ("\"pairs\" : 12", "\"pairs\" : 12.5"),  // not an integer
            ("\"key\" : \"0123abcd\",", ""),  // a required member missing
            ("\"sources\" : [", "\"sources\" : [null, "),  // null inside an array of strings
            ("\"documents\" : {", "\"documents\" : [], \"x\" : {"),  // documents not an object
            ("\"titleZh\" : \"托管 SwiftUI\"", "\"titleZh\" : 3"),  // a present optional of the wrong type
        ]
        for (old, new) in edits {
            #expect(text.contains(old), "\(old)")
            let (direct, codable) = both(text.replacingOccurrences(of: old, with: new))
            #expect(throws: (any Error).self, "\(new)") { try direct.get() }
            #expect(throws: (any Error).self, "\(new)") { try codable.get() }
        }
    }
}
