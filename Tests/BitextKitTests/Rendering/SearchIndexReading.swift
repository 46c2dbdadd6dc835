@testable import BitextKit
import Foundation

/// A written search index read back as a browser would: the documents, and each term's
/// postings by document name, from the chunks the index lists.
struct SearchIndexReading {
    var names: [String] = []
    var titleTerms: [Int] = []
    var starts: [String] = []
    /// Each chunk's terms, in order.
    var chunks: [[String]] = []
    /// Every term in the order the chunks list them.
    var order: [String] = []
    var documents: [String: [String]] = [:]
    var codes: [String: [UInt32]] = [:]

    struct Malformed: Error { var what: String }

    init(_ files: [(String, Data)]) throws {
        let byPath = Dictionary(files.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }, uniquingKeysWith: { a, _ in a })
        guard let text = byPath[SearchIndexWriter.indexPath], let index = try Self.object(text, after: "window.BITEXT_INDEX=") as? [String: Any] else {
            throw Malformed(what: "index")
        }
        for entry in index["names"] as? [String] ?? [] {
            let colon = entry.firstIndex(of: ":")!
            let shared = Int(entry[..<colon])!
            names.append(String(decoding: Array((names.last ?? "").utf8.prefix(shared)) + Array(entry[entry.index(after: colon)...].utf8), as: UTF8.self))
        }
        titleTerms = index["titleTerms"] as? [Int] ?? []
        starts = index["starts"] as? [String] ?? []
        for name in index["chunks"] as? [String] ?? [] {
            guard let chunk = byPath[SearchIndexWriter.chunkFolder + name + ".js"] else { throw Malformed(what: "chunk \(name)") }
            let prefix = "window.BITEXT_TERMS=window.BITEXT_TERMS||{};window.BITEXT_TERMS[\"\(name)\"]="
            try read(chunk, prefix: prefix)
        }
    }

    private mutating func read(_ chunk: String, prefix: String) throws {
        guard chunk.hasPrefix(prefix), chunk.hasSuffix(";\n") else { throw Malformed(what: "chunk shape") }
        let body = String(chunk.dropFirst(prefix.count).dropLast(2))
        // Terms in file order: JSONSerialization loses the order of an object's members.
        var terms: [String] = []
        var rest = Substring(body.dropFirst())
        while let (term, after) = AttackTableTests.leadingJSONString(String(rest)) {
            terms.append(term)
            guard let close = after.firstIndex(of: "]") else { break }
            rest = after[after.index(after: close)...].drop { $0 == "," }
        }
        chunks.append(terms)
        order += terms
        guard let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: [Int]] else { throw Malformed(what: "chunk body") }
        for (term, postings) in object {
            var document = 0
            for index in stride(from: 0, to: postings.count, by: 2) {
                document += postings[index]
                documents[term, default: []].append(names[document])
                codes[term, default: []].append(UInt32(postings[index + 1]))
            }
        }
    }

    private static func object(_ text: String, after prefix: String) throws -> Any? {
        guard text.hasPrefix(prefix), text.hasSuffix(";\n") else { return nil }
        return try JSONSerialization.jsonObject(with: Data(text.dropFirst(prefix.count).dropLast(2).utf8))
    }
}

/// The index of documents given as summaries, listed in name order as a site lists them.
extension SearchIndexWriter {
    func files(_ postings: SearchIndexBuilder.Postings, documents: [DocumentSummary], weights: [Double] = []) -> [(String, Data)] {
        files(postings, documents: SummaryList(documents), weights: SearchWeights.Ranking(weights: weights))
    }
}

extension SearchIndexUpdate {
    func files(listed: [DocumentSummary], weights: [Double], changes: [Change]) -> (written: [(String, Data)], dropped: [String])? {
        files(listed: SummaryList(listed), weights: SearchWeights.Ranking(weights: weights), changes: changes)
    }
}
