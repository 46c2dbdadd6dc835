import BitextModel
import Foundation

/// What the coverage dashboard's script works from, so that the page itself stays small on a
/// site of thousands of documents: every document's counts in one file (`coverage-data.js`), in
/// the dashboard's order (most words left first), and the paragraphs that need work in chunks
/// (`coverage-gaps/N.js`), loaded only when a row is opened. Script files, as pages opened
/// from `file://` cannot fetch.
enum CoverageData {
    static let dataPath = "coverage-data.js"
    static let gapFolder = "coverage-gaps/"
    /// Documents a gap chunk holds.
    static let chunkSize = 32

    /// `coverage-data.js` and the gap chunks of `documents`.
    static func files(_ documents: any SiteDocuments) -> [SiteFile] {
        var folders: [String: Int] = [:]
        var folderList: [String] = []
        var docs: [UInt8] = []
        var chunks: [[UInt8]] = []
        var chunk: [UInt8] = []
        var inChunk = 0
        for position in 0..<documents.count {
            let summary = documents.summary(at: position, in: .remaining)
            let folder = summary.folder
            if folders[folder] == nil {
                folders[folder] = folderList.count
                folderList.append(folder)
            }
            let hasGaps = !summary.gaps.isEmpty
            if position > 0 { docs.append(UInt8(ascii: ",")) }
            append(summary, folder: folders[folder]!, chunk: hasGaps ? chunks.count : -1, to: &docs)
            guard hasGaps else { continue }
            if inChunk > 0 { chunk.append(UInt8(ascii: ",")) }
            appendGaps(summary, position: position, to: &chunk)
            inChunk += 1
            if inChunk == chunkSize {
                chunks.append(chunk)
                chunk = []
                inChunk = 0
            }
        }
        if inChunk > 0 { chunks.append(chunk) }
        var data = Array("window.BITEXT_COVERAGE={\"folders\":[".utf8)
        for (index, folder) in folderList.enumerated() {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            SearchIndexBuilder.appendJSONString(folder, to: &data)
        }
        data += "],\"docs\":[".utf8 + docs + "]};\n".utf8
        var files = [SiteFile(dataPath, Data(data))]
        for (index, body) in chunks.enumerated() {
            let text = Array("(window.BITEXT_GAPS=window.BITEXT_GAPS||{})[\(index)]=[".utf8) + body + "];\n".utf8
            files.append(SiteFile(gapFolder + "\(index).js", Data(text)))
        }
        return files
    }

    /// `[leaf name, folder, title, words, translated, stale, to review, untranslated words,
    /// stale, to review, untranslated blocks, first gap's id, gap chunk (-1 for none)]`.
    private static func append(_ summary: DocumentSummary, folder: Int, chunk: Int, to out: inout [UInt8]) {
        let leaf = summary.folder.isEmpty ? summary.name : String(summary.name.dropFirst(summary.folder.count + 1))
        let words = summary.coverage.words, blocks = summary.coverage.blocks
        out.append(UInt8(ascii: "["))
        SearchIndexBuilder.appendJSONString(leaf, to: &out)
        out += ",\(folder),".utf8
        SearchIndexBuilder.appendJSONString(summary.titleEn ?? summary.titleZh ?? summary.name, to: &out, flattening: true)
        let counts = [words.total, words.translated, words.stale, words.needsReview, words.untranslated, blocks.stale, blocks.needsReview, blocks.untranslated]
        out += ("," + counts.map(String.init).joined(separator: ",") + ",").utf8
        SearchIndexBuilder.appendJSONString(summary.gaps.first?.id ?? "", to: &out)
        out += ",\(chunk)]".utf8
    }

    /// `[position, [[state, id, text], …], more]`: `more` counts the blocks needing work past the
    /// gaps kept.
    private static func appendGaps(_ summary: DocumentSummary, position: Int, to out: inout [UInt8]) {
        out += "[\(position),[".utf8
        for (index, gap) in summary.gaps.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            SearchIndexBuilder.appendJSONString(gap.state.rawValue, to: &out)
            out.append(UInt8(ascii: ","))
            SearchIndexBuilder.appendJSONString(gap.id, to: &out)
            out.append(UInt8(ascii: ","))
            SearchIndexBuilder.appendJSONString(gap.text, to: &out, flattening: true)
            out.append(UInt8(ascii: "]"))
        }
        out += "],\(max(0, summary.blocksNeedingWork - summary.gaps.count))]".utf8
    }
}
