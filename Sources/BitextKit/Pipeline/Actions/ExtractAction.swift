import BitextModel
import Foundation

/// `bitext extract`: a document's code blocks and tables as bilingual records.
public struct ExtractAction: Sendable {
    public var files: DocumentFiles
    public var lexicon: Lexicon?
    /// Which records: code, tables, or (both false) both.
    public var code: Bool
    public var tables: Bool

    public init(files: DocumentFiles, lexicon: Lexicon?, code: Bool = false, tables: Bool = false) {
        self.files = files
        self.lexicon = lexicon
        self.code = code
        self.tables = tables
    }

    /// The records, code first, and what processing the document said.
    public func perform() throws(BitextError) -> (records: [ExtractedRecord], diagnostics: [Diagnostic]) {
        let processed = try files.process(lexicon: lexicon)
        var records: [ExtractedRecord] = []
        if code || !tables { records += processed.extraction.code.map(ExtractedRecord.code) }
        if tables || !code { records += processed.extraction.tables.map(ExtractedRecord.table) }
        return (records, processed.diagnostics)
    }
}

/// A record tagged with its `type`, as `bitext extract` prints it.
public enum ExtractedRecord: Encodable, Sendable {
    case code(CodeRecord)
    case table(TableRecord)

    private enum Keys: String, CodingKey { case type, header, rows, alignments }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .code(let record):
            try record.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode("code", forKey: .type)
        case .table(let record):
            try record.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode("table", forKey: .type)
            // The primary copy's grid at top level, so simple consumers need not pick a side.
            try c.encode(record.primary?.header.map(\.text) ?? [], forKey: .header)
            try c.encode(record.primary?.rows.map { $0.map(\.text) } ?? [], forKey: .rows)
            try c.encode(record.primary?.alignments ?? [], forKey: .alignments)
        }
    }
}
