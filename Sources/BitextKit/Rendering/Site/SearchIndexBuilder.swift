import BitextModel
import Foundation

/// Builds the site's search index: terms (English words, Chinese character bigrams) to documents,
/// and one file of pair texts per document, loaded only when a search needs it. The index stays
/// small because postings are per document, not per pair; a document's pair file is written with
/// its page, so the site step only merges postings.
public enum SearchIndexBuilder {
    /// The terms of `text`; `Resources/Templates/assets/search.js` tokenizes queries the same way.
    public static func terms(of text: String) -> [String] {
        var list = TermList()
        scanTokens(of: text, into: &list)
        return list.terms
    }

    /// Pairs a reader can search: not the code and images both versions share.
    static func isSearchable(_ pair: BundlePair) -> Bool { pair.state != .neutral }

    /// The packed key of a term given as text, if it packs.
    static func key(of term: String) -> UInt64? {
        let scalars = Array(term.unicodeScalars)
        if scalars.allSatisfy(\.isASCII) { return wordKey(ArraySlice(term.utf8)) }
        guard (1...2).contains(scalars.count), scalars.allSatisfy(isHan) else { return nil }
        return hanKey(scalars[0], scalars.count == 2 ? scalars[1] : nil)
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
    }

    /// A term as scanned: a lone Chinese character or a bigram (second is nil for a lone one), or
    /// a lower-cased ASCII word of at least two characters. `character` is each character of a
    /// longer run of Chinese, which only the index takes (queries of one character look it up);
    /// a query's terms are its words and bigrams.
    enum Token {
        case han(Unicode.Scalar, Unicode.Scalar?)
        case word(ArraySlice<UInt8>)
        case character(Unicode.Scalar)

        var text: String {
            switch self {
            case .han(let first, let second): SearchIndexBuilder.term(of: SearchIndexBuilder.hanKey(first, second))
            case .word(let bytes): String(decoding: bytes, as: UTF8.self)
            case .character(let scalar): String(Character(scalar))
            }
        }
    }

    static let hanTag: UInt64 = 1 << 63
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
        var bytes: [UInt8] = []
        appendTermBytes(of: key, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of the term packed in `key`.
    static func appendTermBytes(of key: UInt64, to bytes: inout [UInt8]) {
        if key & hanTag != 0 {
            // Two calls rather than a loop over an array literal, which allocated per term.
            appendScalar(UInt32(key >> 21 & 0x1F_FFFF), to: &bytes)
            appendScalar(UInt32(key & 0x1F_FFFF), to: &bytes)
            return
        }
        for index in 0..<Int(key >> 56 & 0x7) { bytes.append(UInt8(truncatingIfNeeded: key >> (8 * UInt64(index)))) }
    }

    private static func appendScalar(_ value: UInt32, to bytes: inout [UInt8]) {
        guard value != 0, let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// The scanner behind all terms: one pass over UTF-8 bytes, ASCII letters lower-cased by hand,
    /// each token handed to `sink`. Generic rather than a closure: a closure capturing the
    /// scanner's and the collector's variables paid for an exclusivity check at every byte.
    static func scanTokens<Sink: TokenSink>(of text: String, into tokens: inout Sink) {
        var scanner = TokenScanner()
        var text = text
        text.withUTF8 { scanner.scan($0, into: &tokens) }
    }

    /// Receives the tokens of a scan, in order.
    protocol TokenSink {
        mutating func accept(_ token: Token)
    }

    /// The text of every token a query is searched by, in order.
    private struct TermList: TokenSink {
        var terms: [String] = []
        mutating func accept(_ token: Token) {
            if case .character = token { return }
            terms.append(token.text)
        }
    }

    private struct TokenScanner {
        private var word: [UInt8] = []
        private var previousHan: Unicode.Scalar?
        private var hanRun = 0

        init() { word.reserveCapacity(32) }

        mutating func scan<Sink: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout Sink) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                        flushHan(into: &tokens)
                        word.append(byte)
                    } else if byte >= 0x41 && byte <= 0x5A {
                        flushHan(into: &tokens)
                        word.append(byte + 0x20)
                    } else {
                        flushWord(into: &tokens)
                        flushHan(into: &tokens)
                    }
                    continue
                }
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                index += length
                if let scalar = Unicode.Scalar(value), SearchIndexBuilder.isHan(scalar) {
                    flushWord(into: &tokens)
                    if let previousHan {
                        if hanRun == 1 { tokens.accept(.character(previousHan)) }
                        tokens.accept(.character(scalar))
                        tokens.accept(.han(previousHan, scalar))
                    }
                    previousHan = scalar
                    hanRun += 1
                } else {
                    flushWord(into: &tokens)
                    flushHan(into: &tokens)
                }
            }
            flushWord(into: &tokens)
            flushHan(into: &tokens)
        }

        private mutating func flushWord<Sink: TokenSink>(into tokens: inout Sink) {
            if word.count >= 2 { tokens.accept(.word(word[...])) }
            word.removeAll(keepingCapacity: true)
        }

        private mutating func flushHan<Sink: TokenSink>(into tokens: inout Sink) {
            // A lone character is a term of its own; longer runs give their bigrams.
            if hanRun == 1, let previousHan { tokens.accept(.han(previousHan, nil)) }
            hanRun = 0
            previousHan = nil
        }
    }

    /// Where the pair file of the document called `name` goes, relative to the site's root.
    public static func pairsPath(_ name: String) -> String { "search/" + name + ".js" }

    /// The pair file of the document called `name`: its title, and the id, English text and
    /// Chinese text of every pair a reader can search, as a script that registers them under the
    /// file's own path. Search loads it for the results a reader sees, so the index itself need
    /// not carry every title.
    public static func pairsFile(name: String, title: String?, pairs: [BundlePair]) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out += "window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[".utf8
        appendJSONString(pairsPath(name), to: &out)
        out += "]={\"title\":".utf8
        appendJSONString(title ?? name, to: &out, flattening: true)
        out += ",\"pairs\":[".utf8
        var first = true
        for index in pairs.indices where isSearchable(pairs[index]) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.append(UInt8(ascii: "["))
            appendJSONString(pairs[index].id, to: &out)
            out.append(UInt8(ascii: ","))
            appendJSONString(pairs[index].en?.text ?? "", to: &out, flattening: true)
            out.append(UInt8(ascii: ","))
            appendJSONString(pairs[index].zh?.text ?? "", to: &out, flattening: true)
            out.append(UInt8(ascii: "]"))
        }
        out += "]};\n".utf8
        return Data(out)
    }

    /// The decimal digits of a non-negative `value`, without a String per number.
    static func appendDecimal(_ value: Int32, to out: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = Int(value)
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    /// Appends `text` as a JSON string literal (also valid JavaScript: U+2028/2029 are escaped,
    /// and `<` so that no text can close the `<script>` it is loaded into); `flattening` puts it
    /// on one line: line breaks and tabs become single spaces, a run of them one space, and none
    /// is kept at either end.
    static func appendJSONString(_ text: String, to out: inout [UInt8], flattening: Bool = false) {
        var text = text
        text.withUTF8 { appendJSONString($0, to: &out, flattening: flattening) }
    }
    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], flattening: Bool = false) {
        out.append(0x22)
        var index = 0
        // Flattening, in bytes: line breaks and tabs are always grapheme clusters of their own
        // (or CR LF), so splitting the text at them is splitting at runs of those bytes, empty
        // parts dropped.
        var wroteText = false
        var spacePending = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if flattening {
                if byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    spacePending = wroteText
                    continue
                }
                if spacePending { out.append(0x20) }
                spacePending = false
                wroteText = true
            }
            // Plain bytes are most of the text: the run up to the next byte that needs care is
            // copied at once.
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x3C && byte != 0xE2 {
                var end = index
                while end < bytes.count {
                    let next = bytes[end]
                    if next < 0x20 || next == 0x22 || next == 0x5C || next == 0x3C || next == 0xE2 { break }
                    end += 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index - 1)..<end]))
                index = end
                continue
            }
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case UInt8(ascii: "<"): out += "\\u003c".utf8
            case 0x00..<0x20: out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                out += (bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8
                index += 2
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}
