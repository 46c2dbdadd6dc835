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
        var word: [UInt8] = []
        var han: [Unicode.Scalar] = []
        func flushWord() {
            if word.count >= 2 { result.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        func flushHan() {
            if han.count == 1 { result.append(String(Character(han[0]))) }
            if han.count >= 2 {
                for i in 0..<(han.count - 1) {
                    var pair = ""
                    pair.unicodeScalars.append(han[i])
                    pair.unicodeScalars.append(han[i + 1])
                    result.append(pair)
                }
            }
            han.removeAll(keepingCapacity: true)
        }
        // One pass over scalars; ASCII letters are lower-cased by hand (this runs on every pair).
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) {
                flushWord()
                han.append(scalar)
            } else if (0x61...0x7A).contains(v) || (0x30...0x39).contains(v) {
                flushHan()
                word.append(UInt8(v))
            } else if (0x41...0x5A).contains(v) {
                flushHan()
                word.append(UInt8(v + 0x20))
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
            let json = "[" + document.pairs.map { "[" + $0.map(Self.jsonString).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
            files.append((
                "search/\(number).js",
                Data("window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[\(number)]=\(json);\n".utf8)))
        }
        // Written by hand: the postings are the bulk of the site's work and JSONEncoder is slow on them.
        var index = "{\"docs\":[" + docs.map { "[" + $0.map(Self.jsonString).joined(separator: ",") + "]" }.joined(separator: ",") + "],\"terms\":{"
        var first = true
        for term in postings.keys.sorted() {
            if !first { index += "," }
            first = false
            index += Self.jsonString(term) + ":[" + postings[term]!.map(String.init).joined(separator: ",") + "]"
        }
        index += "}}"
        files.insert(("search-index.js", Data("window.BITEXT_INDEX=\(index);\n".utf8)), at: 0)
        return files
    }

    /// `text` as a JSON string literal (also valid JavaScript: U+2028/2029 are escaped).
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func snippet(_ text: String) -> String {
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return flat.count > snippetLength ? String(flat.prefix(snippetLength)) + "…" : flat
    }
}
