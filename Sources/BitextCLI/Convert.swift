import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext convert`: folders of guides into bundles, pages and a static site.
    struct Convert: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert folders of guides into JSON bundles, bilingual pages and a static site.",
            discussion: """
                Pairs originals with translations by name (guide.md + guide.zh.md, en/… + zh/…, \
                content/en/… + content/zh-cn/…, i18n/zh-Hans/…); single bilingual files stand alone. \
                Reruns skip documents whose inputs did not change.
                """)

        @Argument(help: "Input folders or files (two files are a pair; so are en/docs zh-cn/docs).")
        var inputs: [String] = ["Input"]

        @Option(name: .shortAndLong, help: "The output folder.")
        var output = "Output"

        @Option(help: "The English tree (with --zh-root: files pair by relative path), instead of input folders.")
        var enRoot: String?

        @Option(help: "The Chinese tree.")
        var zhRoot: String?

        @Flag(help: "Rebuild everything, even documents whose inputs did not change.")
        var force = false

        @Option(help: "Convert only share K of N (e.g. 2/3), for batch systems; combine with `bitext merge`. `auto` reads K and N from a Kubernetes Indexed Job, a Slurm job array or BITEXT_SHARD_INDEX/BITEXT_SHARD_COUNT.")
        var shard: String?

        @Option(help: "With --shard auto: the number of shards, where the engine does not say it (a Kubernetes Indexed Job's completions).")
        var shards: Int?

        @Option(help: "A folder of templates overriding the built-in ones by name.")
        var templates: String?

        @Option(help: "The site's title.")
        var title: String?

        @Option(help: "Also write translation-tool exports beside each bundle: a comma-separated list of tmx, xliff (2.1), xliff12, po, jsonl.")
        var export: String?

        @Option(help: "The exports' target language, a BCP 47 tag: zh-Hans (default), zh-CN, zh-TW, zh-Hant-HK…")
        var targetLang: String?

        @Option(help: "Documents converted at once (default: the number of cores).")
        var jobs: Int?

        @Flag(name: .shortAndLong, help: "Print nothing but errors.")
        var quiet = false

        @Flag(help: "Print every diagnostic, not one line per kind.")
        var verbose = false

        @Option(help: "The summary printed: text or json (machine-readable, with every diagnostic).")
        var outputFormat: ConvertOutput = .text

        @Flag(help: "Print the time spent in each stage.")
        var profile = false

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            if (enRoot == nil) != (zhRoot == nil) { throw ValidationError("--en-root and --zh-root go together") }
            if enRoot != nil, inputs != ["Input"] { throw ValidationError("give input folders or --en-root and --zh-root, not both") }
            if let shard, shard != "auto", Self.parseShard(shard) == nil {
                throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/3, or auto")
            }
            if shards != nil, shard != "auto" { throw ValidationError("--shards goes with --shard auto") }
            if let shards, shards < 1 { throw ValidationError("--shards must be at least 1") }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            if let targetLang {
                do { _ = try ExportSettings.validated(language: targetLang) } catch { throw ValidationError("--target-lang: \(error.message)") }
            }
            if let export, Self.parseExports(export) == nil {
                throw ValidationError("--export takes a comma-separated list of: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }

        static func parseExports(_ text: String) -> [ExportFormat]? {
            let formats = text.split(separator: ",").map { ExportFormat(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) }
            return formats.contains(nil) ? nil : formats.compactMap { $0 }
        }

        static func parseShard(_ text: String) -> (Int, Int)? {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else { return nil }
            return (index, count)
        }

        func run() async throws {
            FreedMemory.returnAfter(milliseconds: 1000)
            var options = ConvertOptions(inputs: enRoot.flatMap { english in zhRoot.map { [english, $0] } } ?? inputs, output: output)
            options.pairsRoots = enRoot != nil
            options.force = force
            if shard == "auto" {
                do {
                    options.shard = try ShardEnvironment.shard(ProcessInfo.processInfo.environment, shards: shards)
                } catch {
                    throw CLIFailure("error: " + error.message)
                }
            } else {
                options.shard = shard.flatMap(Self.parseShard).map { (index: $0.0, count: $0.1) }
            }
            options.templates = templates
            options.siteTitle = title
            options.reading = reading.readerOptions
            options.lexicon = try lexiconOptions.handle()
            options.concurrency = jobs
            options.exports = export.flatMap(Self.parseExports) ?? []
            if let targetLang { options.exportSettings.targetLanguage = (try? ExportSettings.validated(language: targetLang)) ?? targetLang }
            let bar = ProgressBar(enabled: !quiet && outputFormat == .text && isatty(STDERR_FILENO) != 0)
            let report: ConversionReport
            do {
                report = try await ConvertAction(options: options).perform(progress: { bar.update($0, $1, $2) })
            } catch {
                bar.finish()
                throw CLIFailure(error)
            }
            bar.finish()
            DiagnosticPrinter(verbose: verbose, quiet: quiet).print(report.diagnostics)
            if outputFormat == .json {
                print(try JSONOutput.string(report))
            } else if !quiet {
                print(Self.summary(report))
                if profile { print(Self.profile(report)) }
            }
            if report.failed > 0 { throw ExitCode(1) }
        }

        static func summary(_ r: ConversionReport) -> String {
            let mb = Double(r.bytes) / 1_048_576
            return """
                \(r.documents) documents: \(r.converted) converted, \(r.skipped) unchanged, \(r.failedDocuments) failed\(others(r))
                \(r.pairs) pairs; coverage \(format(r.coverage.words.percent))% of English words, \(format(r.coverage.blocks.percent))% of blocks\(since(r))
                \(r.diagnostics.filter { $0.severity != .note }.count) warnings or errors; \(String(format: "%.2f", r.seconds)) s (\(String(format: "%.2f", mb)) MB read)
                Site: \(r.index)
                """
        }

        static func profile(_ r: ConversionReport) -> String {
            let t = r.timings
            return [
                "setup": t.setup, "read": t.read, "align": t.align, "extract": t.extract, "coverage": t.coverage, "render": t.render, "write": t.write,
                "site": t.site, "lexicon": t.lexicon,
            ]
                .sorted { $0.key < $1.key }
                .map { "profile \($0.key)=\(String(format: "%.4f", $0.value))" }
                .joined(separator: "\n")
        }

        static func format(_ value: Double) -> String { String(format: "%.1f", value) }

        /// The change in word coverage since the last run that changed something, when there was one.
        static func since(_ r: ConversionReport) -> String {
            guard let last = r.lastRun, r.converted > 0 || r.failed > 0 || last.documents != r.documents else { return "" }
            let change = r.coverage.words.percent - last.coverage.words.percent
            return " (\(change >= 0 ? "+" : "")\(format(change)) points since the last run)"
        }

        /// Failures that are no document's: inputs that could not be read, the site, the manifest.
        static func others(_ r: ConversionReport) -> String {
            let others = r.failed - r.failedDocuments
            return others > 0 ? "; \(others) other error\(others == 1 ? "" : "s") (inputs, site or manifest)" : ""
        }
    }
}

/// What `convert` prints when it is done.
enum ConvertOutput: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// A one-line progress bar on standard error: done/total, documents per second, ETA, current file.
final class ProgressBar: @unchecked Sendable {
    private let enabled: Bool
    private let start = Date()
    private var shown = false
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ done: Int, _ total: Int, _ current: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let elapsed = max(Date().timeIntervalSince(start), 0.001)
        let rate = Double(done) / elapsed
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let width = 24
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let name = Diagnostic.printable(current.count > 40 ? "…" + current.suffix(39) : current)
        let line = String(format: "\r%@ %d/%d  %.1f doc/s  ETA %.0fs  %@", bar, done, total, rate, eta, name)
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        shown = true
    }

    func finish() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
