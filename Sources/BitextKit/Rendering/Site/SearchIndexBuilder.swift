import BitextModel
import Foundation

/// Builds the site's search index: terms (English words, Chinese character bigrams) to documents,
/// and one file of pair texts per document, loaded only when a search needs it. The index stays
/// small because postings are per document, not per pair; a document's pair file is written with
/// its page, so the site step only merges postings.
public enum SearchIndexBuilder {
    /// The terms of `text`; `Templates/assets/search.js` tokenizes queries the same way.
    public static func terms(of text: String) -> [String] {
        var result: [String] = []
        forEachToken(of: text) { result.append($0.text) }
        return result
    }

    /// Pairs a reader can search: not the code and images both versions share.
    static func isSearchable(_ pair: BundlePair) -> Bool { pair.state != .neutral }

    /// The distinct terms of every pair a reader can search (not shared code or images).
    public static func terms(of pairs: [BundlePair]) -> [String] {
        // Most terms are Chinese bigrams and short words: they are collected as packed integers,
        // and only the distinct ones become strings (hashing strings of Chinese text is slow).
        var packed = Set<UInt64>()
        var long = Set<String>()
        for pair in pairs where isSearchable(pair) {
            for side in [pair.en, pair.zh] {
                guard let side else { continue }
                forEachToken(of: side.text) { token in
                    switch token {
                    case .han(let first, let second): packed.insert(hanKey(first, second))
                    case .word(let bytes):
                        if let key = wordKey(bytes) { packed.insert(key) } else { long.insert(String(decoding: bytes, as: UTF8.self)) }
                    }
                }
            }
        }
        return packed.map(term(of:)) + long
    }

    /// A term as scanned: a lone Chinese character or a bigram (second is nil for a lone one), or
    /// a lower-cased ASCII word of at least two characters.
    enum Token {
        case han(Unicode.Scalar, Unicode.Scalar?)
        case word(ArraySlice<UInt8>)

        var text: String {
            switch self {
            case .han(let first, let second): SearchIndexBuilder.hanTerm(first, second)
            case .word(let bytes): String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    static func hanTerm(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> String {
        var text = ""
        text.unicodeScalars.append(first)
        if let second { text.unicodeScalars.append(second) }
        return text
    }

    private static let hanTag: UInt64 = 1 << 63
    private static let wordTag: UInt64 = 1 << 62

    static func hanKey(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> UInt64 {
        hanTag | UInt64(first.value) << 21 | UInt64(second?.value ?? 0)
    }

    /// Words of up to 7 bytes packed with their length; nil for longer ones.
    static func wordKey(_ bytes: ArraySlice<UInt8>) -> UInt64? {
        guard bytes.count <= 7 else { return nil }
        var key = wordTag | UInt64(bytes.count) << 56
        for (i, b) in bytes.enumerated() { key |= UInt64(b) << (8 * UInt64(i)) }
        return key
    }

    static func term(of key: UInt64) -> String {
        if key & hanTag != 0 {
            let second = UInt32(key & 0x1F_FFFF)
            return hanTerm(Unicode.Scalar(UInt32(key >> 21 & 0x1F_FFFF))!, second == 0 ? nil : Unicode.Scalar(second))
        }
        let count = Int(key >> 56 & 0x7)
        return String(decoding: (0..<count).map { UInt8(truncatingIfNeeded: key >> (8 * UInt64($0))) }, as: UTF8.self)
    }

    /// The scanner behind all terms: one pass over scalars; ASCII letters are lower-cased by hand.
    static func forEachToken(of text: String, _ body: (Token) -> Void) {
        var word: [UInt8] = []
        var previousHan: Unicode.Scalar?
        var hanRun = 0
        func flushWord() {
            if word.count >= 2 { body(.word(word[...])) }
            word.removeAll(keepingCapacity: true)
        }
        func flushHan() {
            // A lone character is a term of its own; longer runs give their bigrams.
            if hanRun == 1, let previousHan { body(.han(previousHan, nil)) }
            hanRun = 0
            previousHan = nil
        }
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) {
                flushWord()
                if let previousHan { body(.han(previousHan, scalar)) }
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

    /// Where the pair file of the document called `name` goes, relative to the site's root.
    public static func pairsPath(_ name: String) -> String { "search/" + name + ".js" }

    /// The pair file of the document called `name`: id, English text and Chinese text of every
    /// pair a reader can search, as a script that registers them under the file's own path.
    public static func pairsFile(name: String, pairs: [BundlePair]) -> Data {
        var json = "["
        var first = true
        for pair in pairs where isSearchable(pair) {
            if !first { json += "," }
            first = false
            json += "[" + jsonString(pair.id) + "," + jsonString(flattened(pair.en?.text ?? "")) + ","
                + jsonString(flattened(pair.zh?.text ?? "")) + "]"
        }
        json += "]"
        let key = jsonString(pairsPath(name))
        return Data("window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[\(key)]=\(json);\n".utf8)
    }

    /// The postings of every document added so far, by term. Documents are added in any order
    /// (as their conversions finish) and numbered by name when the index is written.
    public struct Postings: Sendable {
        private var ids: [String: Int32] = [:]
        private var documents: [String: [Int32]] = [:]

        /// Creates empty postings.
        public init() {}

        /// Adds (or, for a name added before, extends) the document called `name` with its terms.
        public mutating func add(name: String, terms: [String]) {
            let id = ids[name] ?? Int32(ids.count)
            ids[name] = id
            for term in terms { documents[term, default: []].append(id) }
        }

        /// The `search-index.js` file for `documents`, listed in this order; each posting list
        /// holds the positions in it of the documents with the term.
        func indexFile(documents listed: [DocumentSummary]) -> Data {
            var number = [Int32](repeating: -1, count: ids.count)
            for (position, summary) in listed.enumerated() {
                if let id = ids[summary.name] { number[Int(id)] = Int32(position) }
            }
            let docs = listed.map { summary in
                "[" + [summary.name + ".html", summary.titleEn ?? summary.titleZh ?? summary.name, SearchIndexBuilder.pairsPath(summary.name)]
                    .map(SearchIndexBuilder.jsonString).joined(separator: ",") + "]"
            }
            var index = "window.BITEXT_INDEX={\"docs\":[" + docs.joined(separator: ",") + "],\"terms\":{"
            var first = true
            // Byte order: the same as String order for the NFC text terms are made of, without the
            // normalizing comparison that made sorting Chinese bigrams slow.
            for term in documents.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                var postings = documents[term]!.compactMap { number[Int($0)] >= 0 ? number[Int($0)] : nil }
                guard !postings.isEmpty else { continue }
                postings.sort()
                if !first { index += "," }
                first = false
                // A document added twice under one name lists a term once.
                let distinct = postings.indices.filter { $0 == 0 || postings[$0 - 1] != postings[$0] }
                index += SearchIndexBuilder.jsonString(term) + ":[" + distinct.map { String(postings[$0]) }.joined(separator: ",") + "]"
            }
            index += "}};\n"
            return Data(index.utf8)
        }
    }

    /// `text` on one line: line breaks and tabs become single spaces.
    static func flattened(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return text }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }).joined(separator: " ")
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
}
