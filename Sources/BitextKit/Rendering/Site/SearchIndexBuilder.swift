import BitextModel
import Foundation

/// Builds the site's search index: terms (English words, Chinese character bigrams) to documents,
/// and one small file of pair texts per document, loaded only when a search needs it. The index
/// stays small because postings are per document, not per pair.
public struct SearchIndexBuilder: Sendable {
    /// How much of each side of a pair a hit shows.
    public static let snippetLength = 160

    /// Creates a builder.
    public init() {}

    /// The terms of `text`; `Templates/assets/search.js` tokenizes queries the same way.
    public static func terms(of text: String) -> [String] {
        var result: [String] = []
        var word = ""
        var han: [Character] = []
        func flushWord() {
            if word.count >= 2 { result.append(word) }
            word = ""
        }
        func flushHan() {
            if han.count == 1 { result.append(String(han[0])) }
            if han.count >= 2 { for i in 0..<(han.count - 1) { result.append(String(han[i...i + 1])) } }
            han.removeAll(keepingCapacity: true)
        }
        for scalar in text.lowercased().unicodeScalars {
            let v = scalar.value
            if (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) {
                flushWord()
                han.append(Character(scalar))
            } else if (0x61...0x7A).contains(v) || (0x30...0x39).contains(v) {
                flushHan()
                word.unicodeScalars.append(scalar)
            } else {
                flushWord()
                flushHan()
            }
        }
        flushWord()
        flushHan()
        return result
    }

    /// The index files for `documents` (each with its page URL), as relative path → contents.
    public func files(for documents: [SiteDocument]) throws(BitextError) -> [(String, Data)] {
        var postings: [String: [Int]] = [:]
        var files: [(String, Data)] = []
        var docs: [[String]] = []
        for (number, document) in documents.enumerated() {
            let summary = document.summary
            docs.append([summary.name + ".html", summary.titleEn ?? summary.titleZh ?? summary.name])
            var seen = Set<String>()
            for pair in document.pairs {
                for term in Self.terms(of: pair.dropFirst().joined(separator: " ")) where seen.insert(term).inserted {
                    postings[term, default: []].append(number)
                }
            }
            let json = String(decoding: try BundleJSON.data(document.pairs, pretty: false), as: UTF8.self).trimmingCharacters(in: .newlines)
            files.append((
                "search/\(number).js",
                Data("window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[\(number)]=\(json);\n".utf8)))
        }
        struct Index: Encodable {
            var docs: [[String]]
            var terms: [String: [Int]]
        }
        let index = String(decoding: try BundleJSON.data(Index(docs: docs, terms: postings), pretty: false), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        files.insert(("search-index.js", Data("window.BITEXT_INDEX=\(index);\n".utf8)), at: 0)
        return files
    }

    static func snippet(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return flat.count > snippetLength ? String(flat.prefix(snippetLength)) + "…" : flat
    }
}
