import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext inspect FILE`: prints a document's block tree or its JSON model.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Show the block tree of a document: kind, lines, language, text.")

        @Argument(help: "The file to read (.md, .markdown, .html, .htm, .txt).")
        var file: String

        @OptionGroup var reading: ReadingOptions

        @Option(help: "text (a tree) or json (the document model).")
        var outputFormat: InspectOutput = .text

        func run() throws {
            let result: ReadResult
            do {
                result = try InspectAction(path: file, reading: reading.readerOptions).perform()
            } catch {
                throw CLIFailure(error)
            }
            DiagnosticPrinter().print(result.diagnostics)
            switch outputFormat {
            case .text: print(TreeDump().render(result.document), terminator: "")
            case .json: print(try JSONOutput.string(result.document))
            }
            if result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }
}

/// What `inspect` prints.
enum InspectOutput: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
