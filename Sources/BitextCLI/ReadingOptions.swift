import ArgumentParser
import BitextKit
import BitextModel

/// Options shared by every command that reads files.
struct ReadingOptions: ParsableArguments {
    @Option(help: "Read files as this format instead of detecting it: md, html or txt.")
    var format: FormatChoice?

    @Flag(help: "Decode invalid UTF-8 with replacement characters (with a warning) instead of failing.")
    var lossy = false

    @Option(help: "Refuse files larger than this many megabytes.")
    var maxFileSize: Int = SourceFile.defaultMaximumSize / 1_048_576

    var readerOptions: DocumentReader.Options {
        DocumentReader.Options(format: format?.documentFormat, lossy: lossy, maximumFileSize: maxFileSize * 1_048_576)
    }
}

/// A `--format` value.
enum FormatChoice: String, ExpressibleByArgument, CaseIterable {
    case md, markdown, html, txt, text

    var documentFormat: DocumentFormat {
        switch self {
        case .md, .markdown: .markdown
        case .html: .html
        case .txt, .text: .plainText
        }
    }
}
