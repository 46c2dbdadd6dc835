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
            let action = ExtractAction(
                files: DocumentFiles(files, reading: reading.readerOptions), lexicon: try lexiconOptions.load(), code: code, tables: tables)
            let result: (records: [ExtractedRecord], diagnostics: [Diagnostic])
            do { result = try action.perform() } catch { throw CLIFailure(error) }
            DiagnosticPrinter().print(result.diagnostics)
            switch outputFormat {
            case .jsonl: for record in result.records { print(String(decoding: try BundleJSON.line(record), as: UTF8.self)) }
            case .json: print(try JSONOutput.string(result.records))
            }
        }
    }
}

/// `bitext extract` output format.
enum ExtractOutput: String, ExpressibleByArgument, CaseIterable {
    case jsonl, json
}
