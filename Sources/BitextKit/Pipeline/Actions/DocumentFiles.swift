import BitextModel
import Foundation

/// What the one-document commands (`align`, `extract`, `render`, `inspect`) read: one file,
/// bilingual or not, or an English file and its Chinese translation.
public struct DocumentFiles: Sendable {
    public var paths: [String]
    public var reading: DocumentReader.Options

    public init(_ paths: [String], reading: DocumentReader.Options = .init()) {
        self.paths = paths
        self.reading = reading
    }

    /// Each file read (the English one first, for a pair).
    public func read() throws(BitextError) -> [ReadResult] {
        let reader = DocumentReader(options: reading)
        if paths.count == 2 {
            let pair = try reader.read(englishPath: paths[0], chinesePath: paths[1])
            return [pair.english, pair.chinese]
        }
        return try paths.map { path throws(BitextError) in try reader.read(path: path) }
    }

    /// The files read, aligned and extracted, as a conversion makes each document.
    public func process(aligning: Aligner.Options = .init(), lexicon: Lexicon?) throws(BitextError) -> ProcessedDocument {
        let processor = DocumentProcessor(reading: reading, aligning: aligning, lexicon: lexicon)
        return paths.count == 2 ? try processor.process(englishPath: paths[0], chinesePath: paths[1]) : try processor.process(path: paths[0])
    }
}
