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
        forEachTerm(of: text) { result.append($0) }
        return result
    }

    /// Calls `body` with each term of `text` in order, without collecting them.
    static func forEachTerm(of text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var previousHan: Unicode.Scalar?
        var hanRun = 0
        func flushWord() {
            if word.count >= 2 { body(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        func flushHan() {
            // A lone character is a term of its own; longer runs give their bigrams.
            if hanRun == 1, let previousHan { body(String(Character(previousHan))) }
            hanRun = 0
            previousHan = nil
        }
        // One pass over scalars; ASCII letters are lower-cased by hand (this runs on every pair).
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) {
                flushWord()
                if let previousHan {
                    var pair = ""
                    pair.unicodeScalars.append(previousHan)
                    pair.unicodeScalars.append(scalar)
                    body(pair)
                }
                previousHan = scalar
                hanRun += 1
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
    }

    /// The index files for `documents` (each with its page URL), as relative path → contents.
    public func files(for documents: [SiteDocument]) throws(BitextError) -> [(String, Data)] {
        var postings: [String: [Int]] = [:]
        var files: [(String, Data)] = []
        var docs: [[String]] = []
        for (number, document) in documents.enumerated() {
            let summary = document.summary
            docs.append([summary.name + ".html", summary.titleEn ?? summary.titleZh ?? summary.name])
            for pair in document.pairs {
                for text in pair.dropFirst() {
                    // Postings grow in document order, so "already listed" is "last is this one".
                    Self.forEachTerm(of: text) { term in
                        postings[term, default: []].appendUnlessLast(number)
                    }
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
        // Byte order: the same as String order for the NFC text terms are made of, without the
        // normalizing comparison that made sorting Chinese bigrams slow.
        for term in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if !first { index += "," }
            first = false
            index += Self.jsonString(term) + ":[" + postings[term]!.map(String.init).joined(separator: ",") + "]"
        }
        index += "}}"
        files.insert(("search-index.js", Data("window.BITEXT_INDEX=\(index);\n".utf8)), at: 0)
        return files
    }

    /// `text` as a JSON string literal (also valid JavaScript: U+2028/2029 are escaped, and `<`
    /// so that no text can close the `<script>` it is loaded into).
    static func jsonString(_ text: String) -> String {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
            case 0x00..<0x20: out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                guard let second = utf8.next() else { out.append(byte); break }
                guard second == 0x80, let third = utf8.next() else { out += [byte, second]; break }
                if third == 0xA8 || third == 0xA9 {
                    out += Array((third == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                } else {
                    out += [byte, second, third]
                }
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    /// At most `snippetLength` characters of `text` on one line, with an ellipsis when cut.
    static func snippet(_ text: String) -> String {
        var out = ""
        var count = 0
        var pendingSpace = false
        // Stops after the cut instead of flattening all of a long paragraph first.
        for character in text {
            if character == "\n" || character == "\t" {
                pendingSpace = count > 0
                continue
            }
            if pendingSpace {
                pendingSpace = false
                guard count < snippetLength else { return out + "…" }
                out.append(" ")
                count += 1
            }
            guard count < snippetLength else { return out + "…" }
            out.append(character)
            count += 1
        }
        return out
    }
}

extension Array where Element == Int {
    fileprivate mutating func appendUnlessLast(_ value: Int) {
        if last != value { append(value) }
    }
}
