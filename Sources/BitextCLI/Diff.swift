import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext diff OLD NEW`: how translation coverage changed between two versions.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare translation coverage between two versions: newly untranslated, newly stale, fixed, removed.",
            discussion: "Each side is a bundle, a folder of bundles (a convert output) or a source tree. With --git REV, OLD is the tree PATH at revision REV and NEW its working copy.")

        @Argument(help: "OLD and NEW (or, with --git, just the tree).")
        var sides: [String]

        @Option(help: "Compare the working tree with this git revision.")
        var git: String?

        @Option(help: "Output: text, json or html.")
        var output: CoverageOutput = .text

        @Flag(help: "Exit with status 2 when coverage fell.")
        var failOnRegression = false

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            if git == nil && sides.count != 2 { throw ValidationError("give OLD and NEW") }
            if git != nil && sides.count != 1 { throw ValidationError("with --git give one tree") }
            if let git, (try? Git.revision(git)) == nil { throw ValidationError("--git takes a revision, which cannot start with '-' or hold control characters") }
        }

        func run() throws {
            let loader = BundleLoader(reading: reading.readerOptions, lexicon: try lexiconOptions.load())
            var problems: [String] = []
            let old: [String: BitextModel.Bundle], new: [String: BitextModel.Bundle]
            do {
                if let git {
                    let tree = URL(fileURLWithPath: sides[0]).standardizedFileURL.path
                    let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-git-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: snapshot) }
                    try Self.export(tree, revision: git, into: snapshot)
                    let before = try loader.load(snapshot.path)
                    let after = try loader.load(tree)
                    old = before.bundles
                    new = after.bundles
                    problems = before.problems + after.problems
                } else {
                    let before = try loader.load(sides[0])
                    let after = try loader.load(sides[1])
                    old = before.bundles
                    new = after.bundles
                    problems = before.problems + after.problems
                }
            } catch {
                throw CLIFailure(error.description)
            }
            for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
            // A single bundle on each side compares as one document whatever its name.
            let pairs: [(BitextModel.Bundle?, BitextModel.Bundle?)] = old.count == 1 && new.count == 1
                ? [(old.values.first, new.values.first)]
                : Set(old.keys).union(new.keys).sorted().map { (old[$0], new[$0]) }
            let diffs = pairs.map { BundleDiff.compare(old: $0.0, new: $0.1) }
            let before = old.values.map(\.coverage).reduce(CoverageSummary(), +).words.percent
            let after = new.values.map(\.coverage).reduce(CoverageSummary(), +).words.percent
            switch output {
            case .json:
                struct Report: Encodable {
                    var before: Double
                    var after: Double
                    var documents: [BundleDiff]
                }
                print(String(decoding: try BundleJSON.data(Report(before: before, after: after, documents: diffs)), as: UTF8.self), terminator: "")
            case .text, .html:
                var out = ""
                for diff in diffs where !diff.changes.isEmpty || diff.before != diff.after {
                    out += "\(diff.name): \(String(format: "%.1f%% → %.1f%%", diff.before, diff.after))\n"
                    for change in diff.changes {
                        let text = change.diff ?? change.english
                        let flat = text.split(separator: "\n").joined(separator: " ")
                        out += "  \(change.kind) lines \(change.lines.first ?? 0)–\(change.lines.last ?? 0): \(flat.prefix(160))\n"
                    }
                }
                out += String(format: "total: %.1f%% → %.1f%%\n", before, after)
                if output == .html {
                    print("<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Coverage diff</title><pre>\(HTMLEscaping.escape(out))</pre></html>")
                } else {
                    print(out, terminator: "")
                }
            }
            if failOnRegression && after < before { throw ExitCode(2) }
        }

        /// Writes the tree at `revision` into `folder` (git archive | tar).
        static func export(_ tree: String, revision: String, into folder: URL) throws(BitextError) {
            let top = String(decoding: try Git.run(["rev-parse", "--show-toplevel"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let prefix = String(decoding: try Git.run(["rev-parse", "--show-prefix"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let archive = try Git.run(["archive", "--format=tar", "--end-of-options", try Git.revision(revision), prefix.isEmpty ? "." : prefix], in: top)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let tar = Process()
                tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                tar.arguments = ["tar", "-x", "-C", folder.path] + (prefix.isEmpty ? [] : ["--strip-components=\(prefix.split(separator: "/").count)"])
                let input = Pipe()
                tar.standardInput = input
                try tar.run()
                input.fileHandleForWriting.write(archive)
                try input.fileHandleForWriting.close()
                tar.waitUntilExit()
                guard tar.terminationStatus == 0 else { throw BitextError(.git, path: tree, "cannot unpack revision \(revision)") }
            } catch let error as BitextError {
                throw error
            } catch {
                throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(error.localizedDescription)")
            }
        }
    }
}
