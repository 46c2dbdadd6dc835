import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext extract FILE…`: code and table records as JSON.
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract",
            abstract: "Extract code blocks and tables into structured bilingual records.",
            discussion: "With two files (EN ZH) records are built from their alignment; with one file, from the file alone (bilingual or not).")

        @Argument(help: "One file, or an English file and its Chinese translation.")
        var files: [String]

        @Flag(help: "Only code records.")
        var code = false

        @Flag(help: "Only table records.")
        var tables = false

        @Option(help: "jsonl (one record per line) or json (one document).")
        var outputFormat: ExtractOutput = .jsonl

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            guard (1...2).contains(files.count) else { throw ValidationError("give one file, or an English file and its Chinese translation") }
        }

        func run() throws {
            let processor = DocumentProcessor(reading: reading.readerOptions, lexicon: try lexiconOptions.load())
            let processed: ProcessedDocument
            do {
                processed = files.count == 2
                    ? try processor.process(englishPath: files[0], chinesePath: files[1])
                    : try processor.process(path: files[0])
            } catch {
                throw CLIFailure(error.description)
            }
            DiagnosticPrinter().print(processed.diagnostics)
            let wantCode = code || !tables
            let wantTables = tables || !code
            var records: [ExtractedRecord] = []
            if wantCode { records += processed.extraction.code.map(ExtractedRecord.code) }
            if wantTables { records += processed.extraction.tables.map(ExtractedRecord.table) }
            switch outputFormat {
            case .jsonl:
                for record in records { print(String(decoding: try BundleJSON.line(record), as: UTF8.self)) }
            case .json:
                print(try JSONOutput.string(records))
            }
        }
    }
}

/// `bitext extract` output format.
enum ExtractOutput: String, ExpressibleByArgument, CaseIterable {
    case jsonl, json
}

/// A record tagged with its `type`, as `bitext extract` prints it.
enum ExtractedRecord: Encodable {
    case code(CodeRecord)
    case table(TableRecord)

    private enum Keys: String, CodingKey { case type, header, rows, alignments }

    func encode(to encoder: any Encoder) throws {
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
