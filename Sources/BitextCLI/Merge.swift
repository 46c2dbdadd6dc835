import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext merge`: combines the output folders of `convert --shard` runs.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Combine the output folders of sharded conversions into one site.")

        @Argument(help: "Output folders of `bitext convert --shard K/N` runs, or of `merge --partial` runs of some of them.")
        var shards: [String]

        @Option(name: .shortAndLong, help: "The combined output folder.")
        var output: String

        @Option(help: "The template folder the shards were converted with (default: the built-in templates).")
        var templates: String?

        @Flag(help: "Merge some of the shards only: a stage of a merge tree, merged later with the other stages.")
        var partial = false

        @Flag(name: .shortAndLong, help: "Print nothing but errors.")
        var quiet = false

        func run() throws {
            FreedMemory.returnPromptly()
            do {
                let report = try MergeAction(shards: shards, output: output, templates: templates, partial: partial).perform()
                DiagnosticPrinter(quiet: quiet).print(report.diagnostics)
                if !quiet { print("\(report.documents) documents merged, \(report.pairs) pairs\nSite: \(Diagnostic.printable(report.index))") }
                if !report.diagnostics.isEmpty { throw ExitCode(1) }
            } catch let error as BitextError {
                throw CLIFailure(error)
            }
        }
    }
}
