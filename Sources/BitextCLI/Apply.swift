import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext apply`: translations from a CAT tool written back into the English Markdown.
    struct Apply: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apply",
            abstract: "Write translations (PO, XLIFF 2.1 or 1.2, TMX, JSONL) into English Markdown: the Chinese document.",
            discussion: """
                Units are found by their English, as `bitext export` wrote it: front matter titles, headings (ids kept), \
                paragraphs, list items, table cells and translated code comments. What has no translation stays in English, \
                which `bitext coverage` counts untranslated. Exit status 2 when --min-translated refused a document, 1 when \
                a translation file is malformed, repeats an id or is another document's (nothing is written then).
                """)

        @Argument(help: "An English Markdown file, or a folder of them.")
        var source: String

        @Option(help: "A translation file, or a folder of them (all documents' entries, told apart by their document).")
        var translations: String

        @Option(name: [.short, .customLong("output")], help: "The file to write (for a file; - is standard output) or folder (for a folder).")
        var output: String

        @Option(help: "Do not write a document with fewer than this percentage of its units translated.")
        var minTranslated: Double?

        @Option(help: "Keep a translated heading's English id as {#id}: auto (in a Hugo, Docusaurus, VitePress or Jekyll site), always or never.")
        var headingIds: ApplyAction.HeadingIDs = .auto

        func validate() throws {
            if let minTranslated, !(0...100).contains(minTranslated) { throw ValidationError("--min-translated takes a percentage, 0 to 100") }
        }

        func run() throws {
            let report: ApplyAction.Report
            do {
                var action = ApplyAction(source: source, translations: translations, output: output, minTranslated: minTranslated)
                action.headingIDs = headingIds
                report = try action.perform()
            } catch {
                throw CLIFailure(error)
            }
            DiagnosticPrinter().print(report.diagnostics)
            for outcome in report.outcomes {
                let share = String(format: "%.1f%%", outcome.result.percent)
                let counts = "\(outcome.result.translated)/\(outcome.result.units) units translated (\(share))" + (outcome.result.fuzzy > 0 ? ", \(outcome.result.fuzzy) to review" : "")
                    + (outcome.result.reused > 0 ? ", \(outcome.result.reused) filled from an entry another unit of the same English used" : "")
                if outcome.written, output == "-" {
                    // The document itself went to standard output.
                    FileHandle.standardError.write(Data("\(Diagnostic.printable(outcome.source)): \(counts)\n".utf8))
                } else if outcome.written {
                    print("\(Diagnostic.printable(outcome.output)): \(counts)")
                } else {
                    FileHandle.standardError.write(Data("\(Diagnostic.printable(outcome.source)): not written: \(counts), under --min-translated \(minTranslated ?? 0)%\n".utf8))
                }
            }
            if report.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
            if report.refused { throw ExitCode(2) }
        }
    }
}

extension ApplyAction.HeadingIDs: ExpressibleByArgument {}
