import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext diff OLD NEW`: how translation coverage changed between two versions.
    struct Diff: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare translation coverage between two versions: documents added, removed, renamed or orphaned; paragraphs newly untranslated, newly stale, fixed, removed.",
            discussion: "Each side is a bundle, a folder of bundles (a convert output) or a source tree. With --git REV, OLD is the tree PATH at revision REV and NEW its working copy. --fail-on-regression exits 2 when coverage fell or a translation lost its English page (orphaned).")

        @Argument(help: "OLD and NEW (or, with --git, just the tree).")
        var sides: [String]

        @Option(help: "Compare the working tree with this git revision.")
        var git: String?

        @Option(help: "text, json, html, markdown (a summary for a CI job or a pull request, regressions first) or github (workflow commands: annotations for regressions).")
        var outputFormat: CoverageOutput = .text

        @Flag(help: "Exit with status 2 when coverage fell.")
        var failOnRegression = false

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            if git == nil && sides.count != 2 { throw ValidationError("give OLD and NEW") }
            if git != nil && sides.count != 1 { throw ValidationError("with --git give one tree") }
            if let git, (try? Git.revision(git)) == nil { throw ValidationError("--git takes a revision, which cannot start with '-' or hold control characters") }
        }

        func run() async throws {
            let loader = BundleLoader(reading: reading.readerOptions, lexicon: try lexiconOptions.load())
            let action = DiffAction(sides: git.map { .git(tree: sides[0], revision: $0) } ?? .paths(old: sides[0], new: sides[1]), loader: loader)
            let report: DiffAction.Report
            do { report = try await action.perform() } catch { throw CLIFailure(error) }
            DiagnosticPrinter().print(report.diagnostics)
            let (diffs, before, after) = (report.documents, report.before, report.after)
            switch outputFormat {
            case .json:
                print(try JSONOutput.string(report))
            case .markdown:
                print(DiffMarkdownReport().render(report), terminator: "")
            case .github:
                print(GitHubAnnotations().diff(report), terminator: "")
            case .text, .html:
                var out = ""
                for diff in diffs {
                    out += Self.heading(diff)
                    for change in diff.changes {
                        let text = change.diff ?? change.english
                        let flat = text.split(separator: "\n").joined(separator: " ")
                        out += "  \(change.kind) lines \(change.lines.first ?? 0)–\(change.lines.last ?? 0): \(flat.prefix(160))\n"
                    }
                }
                out += String(format: "total: %.1f%% → %.1f%%\n", before, after)
                if outputFormat == .html {
                    print("<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Coverage diff</title><pre>\(HTMLEscaping.escape(out))</pre></html>")
                } else {
                    print(out, terminator: "")
                }
            }
            if failOnRegression && report.regressed { throw ExitCode(2) }
        }
    }
}

extension Bitext.Diff {
    /// A document's line: what happened to it and its coverage before and after.
    static func heading(_ diff: BundleDiff) -> String {
        let percent = { (value: Double) in String(format: "%.1f%%", value) }
        switch diff.status {
        case .changed: return "\(diff.name): \(percent(diff.before)) → \(percent(diff.after))\n"
        case .added: return "added \(diff.name): \(diff.words) English words, \(percent(diff.after)) translated\n"
        case .removed: return "removed \(diff.name) (was \(percent(diff.before)))\n"
        case .renamed: return "renamed \(diff.previousName ?? "?") → \(diff.name): \(percent(diff.before)) → \(percent(diff.after))\n"
        case .orphaned: return "orphaned \(diff.name): a translation whose English page is gone\n"
        }
    }
}
