import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext align EN ZH` or `bitext align FILE`: pairs English and Chinese blocks.
    struct Align: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named, not derived from the type: deriving demangles the type name at every start-up.
            commandName: "align",
            abstract: "Pair the paragraphs of an English original with its Chinese translation.",
            discussion: """
                With two files, the first is the English original and the second its translation. \
                With one file, the file is bilingual: interleaved, one language after the other, or a \
                translation keeping the English in <!-- --> comments (detected; --mode forces it).
                """)

        @Argument(help: "The English file and the Chinese file, or one bilingual file.")
        var files: [String]

        @Option(help: "pair (two files), interleaved, halves or comments (one file); detected when omitted.")
        var mode: AlignMode?

        @Option(help: "What a pair is: paragraph (blocks) or sentence (sentences inside paired blocks).")
        var segment: Alignment.Granularity = .paragraph

        @Option(help: "json, text (two columns) or tsv.")
        var outputFormat: AlignOutputFormat = .json

        @Flag(help: "JSON: also list material both versions share verbatim (code, shortcodes, images).")
        var includeShared = false

        @Option(help: "Pairs scoring under this are marked needsReview.")
        var reviewThreshold: Double = 0.5

        @Flag(help: ArgumentHelp("Print the time spent reading, aligning and writing to standard error.", visibility: .hidden))
        var timing = false

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            guard (1...2).contains(files.count) else {
                throw ValidationError("give an English and a Chinese file, or one bilingual file")
            }
            if files.count == 2, let mode, mode != .pair {
                throw ValidationError("--mode \(mode.rawValue) reads one bilingual file; two files are aligned as a pair")
            }
            if files.count == 1, mode == .pair {
                throw ValidationError("--mode pair needs two files: the English and the Chinese")
            }
            guard (0...1).contains(reviewThreshold) else { throw ValidationError("--review-threshold must be between 0 and 1") }
        }

        func run() throws {
            let clock = ContinuousClock()
            let action = AlignAction(
                files: DocumentFiles(files, reading: reading.readerOptions),
                options: Aligner.Options(mode: mode?.mode, granularity: segment, reviewThreshold: reviewThreshold), lexicon: try lexiconOptions.load())
            let result: AlignAction.Result
            do { result = try action.perform() } catch { throw CLIFailure(error) }
            DiagnosticPrinter().print(result.diagnostics)
            let written = clock.now
            switch outputFormat {
            case .json: print(try JSONOutput.string(AlignmentJSON(result.alignment, includeShared: includeShared)))
            case .text: print(TwoColumnText(width: TwoColumnText.terminalWidth()).render(result.alignment), terminator: "")
            case .tsv: print(AlignmentTSV.render(result.alignment), terminator: "")
            }
            if timing {
                let report = "read \(result.reading), align \(result.aligning), output \(clock.now - written)\n"
                FileHandle.standardError.write(Data(report.utf8))
            }
        }
    }
}

/// A `--mode` value.
enum AlignMode: String, ExpressibleByArgument, CaseIterable {
    case pair, interleaved, halves, comments

    var mode: Alignment.Mode {
        switch self {
        case .pair: .pair
        case .interleaved: .interleaved
        case .halves: .halves
        case .comments: .comments
        }
    }
}

/// What `align` prints.
enum AlignOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text, tsv
}

extension Alignment.Granularity: ExpressibleByArgument {}
