import ArgumentParser
import BitextKit
import BitextModel

/// Options shared by every command that reads files.
struct ReadingOptions: ParsableArguments {
    @Option(help: "Read files as this format instead of detecting it: md, html or txt.")
    var inputFormat: FormatChoice?

    @Flag(help: "Decode invalid UTF-8 with replacement characters (with a warning) instead of failing.")
    var lossy = false

    @Option(help: "Refuse files larger than this many megabytes.")
    var maxFileSize: Int = SourceFile.defaultMaximumSize / 1_048_576

    /// The largest `--max-file-size`: 1 TiB, so that its bytes fit in an `Int` with room to spare.
    static let largestMaxFileSize = 1_048_576

    func validate() throws {
        guard (1...Self.largestMaxFileSize).contains(maxFileSize) else {
            throw ValidationError("--max-file-size takes a number of megabytes from 1 to \(Self.largestMaxFileSize)")
        }
    }

    var readerOptions: DocumentReader.Options {
        DocumentReader.Options(format: inputFormat?.documentFormat, lossy: lossy, maximumFileSize: maxFileSize * 1_048_576)
    }
}

/// An `--input-format` value.
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
