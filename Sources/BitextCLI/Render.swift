import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext render`: a JSON bundle and a side-by-side HTML page for one document (pair).
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Write the JSON bundle and the bilingual HTML reader page of a document.")

        @Argument(help: "One file (bilingual or not), or an English file and its Chinese translation.")
        var files: [String]

        @Option(name: .shortAndLong, help: "The folder to write NAME.json and NAME.html into.")
        var output: String

        @Option(help: "What to write: json, html or both.")
        var outputFormat: RenderOutput = .both

        @Option(help: "A folder of templates overriding the built-in ones by name (document.mustache, partials/…, assets/…).")
        var templates: String?

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            guard (1...2).contains(files.count) else { throw ValidationError("give one file, or an English file and its Chinese translation") }
        }

        func run() throws {
            let action = RenderAction(
                files: DocumentFiles(files, reading: reading.readerOptions), folder: output, output: outputFormat.action, templates: templates,
                lexicon: try lexiconOptions.load())
            let diagnostics: [Diagnostic]
            do { diagnostics = try action.perform() } catch { throw CLIFailure(error) }
            DiagnosticPrinter().print(diagnostics)
            if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }
}

/// `bitext render` output selection.
enum RenderOutput: String, ExpressibleByArgument, CaseIterable {
    case json, html, both

    var action: RenderAction.Output { RenderAction.Output(rawValue: rawValue)! }
}
