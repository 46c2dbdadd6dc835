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

    /// The distinct terms of every pair a reader can search (not shared code or images).
    public static func terms(of pairs: [BundlePair]) -> [String] {
        searchTerms(of: pairs).strings
    }

    /// The distinct terms of every pair a reader can search, packed.
    public static func searchTerms(of pairs: [BundlePair]) -> SearchTerms {
        // Most terms are Chinese bigrams and short words: they are collected as packed integers,
        // and stay integers until the index is written (hashing strings of Chinese text is slow).
        var collector = TermCollector()
        // By index, reading the two texts only: `for pair in pairs` copied every pair whole.
        for index in pairs.indices where isSearchable(pairs[index]) {
            if let text = pairs[index].en?.text { scanTokens(of: text, into: &collector) }
            if let text = pairs[index].zh?.text { scanTokens(of: text, into: &collector) }
        }
        // The table keeps the order terms first appear in: deterministic without a sort.
        return SearchTerms(packed: collector.packed.keys, long: collector.long.sorted())
    }

    /// A document's distinct search terms: Chinese bigrams and words of up to 7 letters packed
    /// into integers, longer words as text.
    public struct SearchTerms: Sendable, Equatable {
        var packed: [UInt64]
        var long: [String]

        /// The terms as text.
        public var strings: [String] { packed.map(SearchIndexBuilder.term(of:)) + long }

        init(packed: [UInt64], long: [String]) {
            self.packed = packed
            self.long = long
        }

        /// Terms given as text (each one a term `terms(of:)` could give).
        public init(_ terms: [String]) {
            var packed = Set<UInt64>()
            var long = Set<String>()
            for term in terms {
                if let key = SearchIndexBuilder.key(of: term) { packed.insert(key) } else { long.insert(term) }
            }
            self.init(packed: packed.sorted(), long: long.sorted())
        }
    }

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
    /// a lower-cased ASCII word of at least two characters.
    enum Token {
        case han(Unicode.Scalar, Unicode.Scalar?)
        case word(ArraySlice<UInt8>)

        var text: String {
            switch self {
            case .han(let first, let second): SearchIndexBuilder.term(of: SearchIndexBuilder.hanKey(first, second))
            case .word(let bytes): String(decoding: bytes, as: UTF8.self)
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
    static func scanTokens<Sink: TokenSink>(of text: String, into sink: inout Sink) {
        var scanner = TokenScanner()
        var text = text
        text.withUTF8 { scanner.scan($0, into: &sink) }
    }

    /// Receives the tokens of a scan, in order.
    protocol TokenSink {
        mutating func accept(_ token: Token)
    }

    /// Every token's text, in order.
    private struct TermList: TokenSink {
        var terms: [String] = []
        mutating func accept(_ token: Token) { terms.append(token.text) }
    }

    /// A document's distinct terms as they are scanned: packed keys, and long words as text.
    private struct TermCollector: TokenSink {
        var packed = PackedKeyTable(capacity: 1024)
        var long = Set<String>()

        mutating func accept(_ token: Token) {
            switch token {
            case .han(let first, let second): packed.insert(SearchIndexBuilder.hanKey(first, second))
            case .word(let bytes):
                if let key = SearchIndexBuilder.wordKey(bytes) { packed.insert(key) } else { long.insert(String(decoding: bytes, as: UTF8.self)) }
            }
        }
    }

    private struct TokenScanner {
        private var word: [UInt8] = []
        private var previousHan: Unicode.Scalar?
        private var hanRun = 0

        init() { word.reserveCapacity(32) }

        mutating func scan<Sink: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                        flushHan(into: &sink)
                        word.append(byte)
                    } else if byte >= 0x41 && byte <= 0x5A {
                        flushHan(into: &sink)
                        word.append(byte + 0x20)
                    } else {
                        flushWord(into: &sink)
                        flushHan(into: &sink)
                    }
                    continue
                }
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                index += length
                if let scalar = Unicode.Scalar(value), SearchIndexBuilder.isHan(scalar) {
                    flushWord(into: &sink)
                    if let previousHan { sink.accept(.han(previousHan, scalar)) }
                    previousHan = scalar
                    hanRun += 1
                } else {
                    flushWord(into: &sink)
                    flushHan(into: &sink)
                }
            }
            flushWord(into: &sink)
            flushHan(into: &sink)
        }

        private mutating func flushWord<Sink: TokenSink>(into sink: inout Sink) {
            if word.count >= 2 { sink.accept(.word(word[...])) }
            word.removeAll(keepingCapacity: true)
        }

        private mutating func flushHan<Sink: TokenSink>(into sink: inout Sink) {
            // A lone character is a term of its own; longer runs give their bigrams.
            if hanRun == 1, let previousHan { sink.accept(.han(previousHan, nil)) }
            hanRun = 0
            previousHan = nil
        }
    }

    /// Where the pair file of the document called `name` goes, relative to the site's root.
    public static func pairsPath(_ name: String) -> String { "search/" + name + ".js" }

    /// The pair file of the document called `name`: id, English text and Chinese text of every
    /// pair a reader can search, as a script that registers them under the file's own path.
    public static func pairsFile(name: String, pairs: [BundlePair]) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out += "window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS[".utf8
        appendJSONString(pairsPath(name), to: &out)
        out += "]=[".utf8
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
        out += "];\n".utf8
        return Data(out)
    }

    /// The postings of every document added so far, by term. Documents are added in any order
    /// (as their conversions finish) and numbered by name when the index is written.
    public struct Postings: Sendable {
        private var ids: [String: Int32] = [:]
        /// Packed terms, and by their numbers in the table, each term's latest posting.
        private var packed = PackedKeyTable(capacity: 1 << 12)
        private var packedLatest: [Int32] = []
        private var long: [String: Int32] = [:]
        /// Every posting (term in document) in two flat arrays: its document, and the previous
        /// posting of the same term (-1 for the first). One array per term cost a heap object
        /// each, with the retains, releases and frees that come with it.
        private var postingDocument: [Int32] = []
        private var postingPrevious: [Int32] = []

        /// Creates empty postings.
        public init() {}

        /// Adds (or, for a name added before, extends) the document called `name` with its terms.
        public mutating func add(name: String, terms: SearchTerms) {
            let id = ids[name] ?? Int32(ids.count)
            ids[name] = id
            for key in terms.packed {
                let (number, inserted) = packed.insert(key)
                if inserted {
                    packedLatest.append(addPosting(document: id, previous: -1))
                } else {
                    packedLatest[number] = addPosting(document: id, previous: packedLatest[number])
                }
            }
            for term in terms.long { long[term] = addPosting(document: id, previous: long[term] ?? -1) }
        }

        private mutating func addPosting(document: Int32, previous: Int32) -> Int32 {
            postingDocument.append(document)
            postingPrevious.append(previous)
            return Int32(postingDocument.count - 1)
        }

        /// Adds the document called `name` with terms given as text.
        public mutating func add(name: String, terms: [String]) {
            add(name: name, terms: SearchTerms(terms))
        }

        /// The `search-index.js` file for `documents`, listed in this order; each posting list
        /// holds the positions in it of the documents with the term. The terms are written in
        /// `shares` parallel parts (by default, one per core for large indexes).
        func indexFile(documents listed: [DocumentSummary], shares: Int? = nil) -> Data {
            var number = [Int32](repeating: -1, count: ids.count)
            for (position, summary) in listed.enumerated() {
                if let id = ids[summary.name] { number[Int(id)] = Int32(position) }
            }
            var out: [UInt8] = []
            out.reserveCapacity(1 << 20)
            out += "window.BITEXT_INDEX={\"docs\":[".utf8
            for (position, summary) in listed.enumerated() {
                out += (position == 0 ? "[" : ",[").utf8
                appendJSONString(summary.name + ".html", to: &out)
                out.append(UInt8(ascii: ","))
                appendJSONString(summary.titleEn ?? summary.titleZh ?? summary.name, to: &out)
                out.append(UInt8(ascii: ","))
                appendJSONString(SearchIndexBuilder.pairsPath(summary.name), to: &out)
                out.append(UInt8(ascii: "]"))
            }
            out += "],\"terms\":{".utf8
            var pieces = termMembers(sortedTerms(), number: number, shares: shares)
            return Self.joined(out, &pieces)
        }

        /// Every term with its latest posting, in order: `texts` (slices of `flat`), then `han`.
        private struct SortedTerms {
            var flat: [UInt8] = []
            var texts: [(start: Int32, count: Int32, latest: Int32)] = []
            var han: [(key: UInt64, latest: Int32)] = []

            var count: Int { texts.count + han.count }
        }

        private func sortedTerms() -> SortedTerms {
            // Terms in byte order (the same as String order for the NFC text they are made of,
            // without String's normalizing comparison). Packed Han terms are most of them, and
            // their keys (first scalar, then second or none) already sort in that order as
            // integers; the rest are compared as bytes inside one flat buffer. The scanner's
            // other terms are ASCII words, which come before every Han term, so the two sorted
            // runs simply follow each other; a long term given as text (`SearchTerms(_:)`) that
            // could sort among the Han terms sends every term through the byte comparison.
            let hanApart = long.keys.allSatisfy { ($0.utf8.first ?? 0) < 0xE3 }
            var terms = SortedTerms()
            terms.han.reserveCapacity(packed.count)
            for (key, latest) in zip(packed.keys, packedLatest) {
                if hanApart && key & SearchIndexBuilder.hanTag != 0 {
                    terms.han.append((key, latest))
                } else {
                    let start = terms.flat.count
                    SearchIndexBuilder.appendTermBytes(of: key, to: &terms.flat)
                    terms.texts.append((Int32(start), Int32(terms.flat.count - start), latest))
                }
            }
            for (term, latest) in long {
                let start = terms.flat.count
                terms.flat += term.utf8
                terms.texts.append((Int32(start), Int32(terms.flat.count - start), latest))
            }
            // Radix-sorted: a comparison sort of these (key, latest) pairs took a millisecond of
            // the conversion's serial end on the k8s corpus's 21,000 Han terms.
            terms.han = RadixSort.byKey(terms.han)
            terms.flat.withUnsafeBufferPointer { bytes in
                terms.texts.sort { a, b in
                    let common = Int(min(a.count, b.count))
                    let order = common == 0 ? 0 : memcmp(bytes.baseAddress! + Int(a.start), bytes.baseAddress! + Int(b.start), common)
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
            return terms
        }

        /// The `"term":[positions]` members of every term, in consecutive shares, one per part.
        private func termMembers(_ terms: SortedTerms, number: [Int32], shares: Int?) -> [[UInt8]] {
            // Writing the terms is most of the site's time, and the last step of a conversion,
            // when nothing else is left to run: consecutive shares of them are written on each
            // core and joined.
            let total = terms.count
            let parts = max(1, min(total, shares ?? min(ProcessInfo.processInfo.activeProcessorCount, total / 2048)))
            let (flat, texts, han) = (terms.flat, terms.texts, terms.han)
            return Concurrently.map(parts) { [number, document = postingDocument, previous = postingPrevious] part in
                var writer = TermWriter(number: number, document: document, previous: previous, out: [])
                var hanBytes: [UInt8] = []
                flat.withUnsafeBufferPointer { bytes in
                    for index in (total * part / parts)..<(total * (part + 1) / parts) {
                        if index < texts.count {
                            let entry = texts[index]
                            writer.write(UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start + entry.count)]), entry.latest)
                        } else {
                            let (key, latest) = han[index - texts.count]
                            hanBytes.removeAll(keepingCapacity: true)
                            SearchIndexBuilder.appendTermBytes(of: key, to: &hanBytes)
                            hanBytes.withUnsafeBufferPointer { writer.write($0, latest) }
                        }
                    }
                }
                return writer.out
            }
        }

        /// The file: `head`, then the non-empty pieces joined with commas, then the end.
        private static func joined(_ head: [UInt8], _ pieces: inout [[UInt8]]) -> Data {
            // Joined straight into the file's bytes, each share let go once copied: the index is
            // the largest file of a large site (27 MB for 3,500 documents), and growing a buffer
            // and then copying it into `Data` held three copies at once at the very end of a run.
            let size = head.count + pieces.reduce(0) { $0 + $1.count + 1 } + 4
            var file = Data(capacity: size)
            file.append(contentsOf: head)
            var first = true
            for index in pieces.indices where !pieces[index].isEmpty {
                if !first { file.append(UInt8(ascii: ",")) }
                first = false
                file.append(contentsOf: pieces[index])
                pieces[index] = []
            }
            file.append(contentsOf: "}};\n".utf8)
            return file
        }

        /// Writes `"term":[positions]` members. A struct rather than a closure over locals, whose
        /// captured variables paid for exclusivity checks on every term.
        private struct TermWriter {
            let number: [Int32]
            let document: [Int32]
            let previous: [Int32]
            var out: [UInt8]
            var postings: [Int32] = []
            var first = true

            init(number: [Int32], document: [Int32], previous: [Int32], out: [UInt8]) {
                self.number = number
                self.document = document
                self.previous = previous
                self.out = out
            }

            /// Writes `term` with the documents of the postings chained from `latest`.
            mutating func write(_ term: UnsafeBufferPointer<UInt8>, _ latest: Int32) {
                postings.removeAll(keepingCapacity: true)
                var posting = latest
                while posting >= 0 {
                    let position = number[Int(document[Int(posting)])]
                    if position >= 0 { postings.append(position) }
                    posting = previous[Int(posting)]
                }
                guard !postings.isEmpty else { return }
                postings.sort()
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                SearchIndexBuilder.appendJSONString(term, to: &out)
                out += ":[".utf8
                // A document added twice under one name lists a term once.
                for index in postings.indices where index == 0 || postings[index - 1] != postings[index] {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    SearchIndexBuilder.appendDecimal(postings[index], to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
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
