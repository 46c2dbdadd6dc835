import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext coverage`: what is translated, missing or stale, per document and in total.
    struct Coverage: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coverage",
            abstract: "Report translation coverage: translated, untranslated, stale and to-review paragraphs.",
            discussion: """
                Measured as convert measures it. Staleness comes from translations that keep their English \
                in <!-- --> comments: a pair whose Chinese was translated from other words than its English \
                is stale. Exit status 2 when coverage is under --fail-under, 1 when a document could not be \
                measured or none was found.
                """)

        @Argument(help: "Files or folders to measure: two files are an original and its translation, two folders differing in a language folder pair by path, a tree pairs by name.")
        var paths: [String] = []

        @Option(help: "The English tree (with --zh-root: files pair by relative path).")
        var enRoot: String?

        @Option(help: "The Chinese tree.")
        var zhRoot: String?

        @Option(help: "text, json, html, markdown (a summary for a CI job or a pull request) or github (workflow commands: annotations).")
        var outputFormat: CoverageOutput = .text

        @Option(help: "A git revision the translations were made against, or 'auto' for the last commit that touched each translation.")
        var since: String?

        @Option(help: "Exit with status 2 when total coverage (by English words) is under this percentage.")
        var failUnder: Double?

        @Option(help: "How many untranslated and stale paragraphs to list per document in text output.")
        var details = 20

        @Flag(help: "List every document in text output, not only the 30 with most words left.")
        var all = false

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            if paths.isEmpty && enRoot == nil && zhRoot == nil { throw ValidationError("give files or folders, or --en-root and --zh-root") }
            if (enRoot == nil) != (zhRoot == nil) { throw ValidationError("--en-root and --zh-root go together") }
            if let since, since != "auto", (try? Git.revision(since)) == nil {
                throw ValidationError("--since takes a revision or 'auto'; a revision cannot start with '-' or hold control characters")
            }
            if let failUnder, !(0...100).contains(failUnder) { throw ValidationError("--fail-under takes a percentage from 0 to 100") }
        }

        func run() async throws {
            let runner = CoverageRunner(reading: reading.readerOptions, since: since, lexicon: try lexiconOptions.load())
            let report = await CoverageAction(paths: paths, englishRoot: enRoot, chineseRoot: zhRoot, runner: runner).perform()
            DiagnosticPrinter().print(report.diagnostics)
            let (documents, problems, total) = (report.documents, report.diagnostics, report.total)
            // Nothing measured is no figure at all: not a 100% a gate would pass.
            if documents.isEmpty { throw ExitCode(1) }
            switch outputFormat {
            case .text:
                let color = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
                print(CoverageTextReport(color: color, detailLimit: details, documentLimit: all ? nil : 30).render(documents), terminator: "")
            case .markdown:
                print(CoverageMarkdownReport().render(documents), terminator: "")
            case .github:
                print(GitHubAnnotations().coverage(documents, failUnder: failUnder), terminator: "")
            case .json:
                print(try JSONOutput.string(report))
            case .html:
                do { print(String(decoding: try report.dashboard(), as: UTF8.self)) } catch { throw CLIFailure(error) }
            }
            let gateFailed = failUnder.map { total.words.percent < $0 } ?? false
            if gateFailed, let failUnder {
                FileHandle.standardError.write(Data("coverage \(total.words.percent)% is under \(failUnder)%\n".utf8))
            }
            // A document that could not be measured outranks the gate: the figure is incomplete.
            if problems.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
            if gateFailed { throw ExitCode(2) }
        }
    }
}

/// `bitext coverage` output format.
enum CoverageOutput: String, ExpressibleByArgument, CaseIterable {
    case text, json, html, markdown, github
}
