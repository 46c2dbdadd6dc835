import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext export`: aligned pairs as TMX, XLIFF 2.1 or 1.2, gettext PO or JSONL.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export aligned pairs for translation tools: TMX 1.4b, XLIFF 2.1 or 1.2, gettext PO or JSONL.",
            discussion: "Inputs are source files or trees (converted on the fly), bundles, or convert output folders.")

        @Argument(help: "Source files or folders (two files are a pair), bundles, or output folders of `bitext convert`.")
        var inputs: [String]

        @Option(help: "tmx, xliff (2.1), xliff12, po or jsonl.")
        var outputFormat: ExportFormat

        @Option(name: .shortAndLong, help: "The file to write instead of standard output (- is standard output).")
        var output: String?

        @Option(help: "The translation's language, a BCP 47 tag: zh-Hans, zh-CN, zh-TW, zh-Hant-HK…")
        var targetLang = "zh-Hans"

        @Flag(help: "Export the comments of code the translation translated, each a unit of its own.")
        var includeCodeComments = false

        @Option(help: "What a unit is: paragraph, sentence (sources aligned sentence by sentence), or cell (each table cell and list item).")
        var segment: ExportSettings.Segment = .paragraph

        func validate() throws {
            do { _ = try ExportSettings.validated(language: targetLang) } catch { throw ValidationError("--target-lang: \(error.message)") }
        }

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func run() throws {
            var settings = ExportSettings(targetLanguage: try ExportSettings.validated(language: targetLang))
            settings.includeCodeComments = includeCodeComments
            settings.segment = segment
            let action = ExportAction(
                inputs: inputs, destination: output ?? "-", format: outputFormat, settings: settings,
                loader: BundleLoader(reading: reading.readerOptions, lexicon: try lexiconOptions.load()))
            let problems: [Diagnostic]
            do { problems = try action.perform() } catch { throw CLIFailure(error) }
            DiagnosticPrinter().print(problems)
            if problems.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
extension ExportSettings.Segment: ExpressibleByArgument {}
