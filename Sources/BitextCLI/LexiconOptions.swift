import ArgumentParser
import BitextKit
import Foundation

/// `--lexicon PATH` and `--no-lexicon`, for every command that aligns.
struct LexiconOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The CC-CEDICT file (.txt or .txt.gz) that lets alignment weigh what the words mean.",
        discussion: "Default: $BITEXT_LEXICON, else ~/.local/share/bitext/\(LexiconFile.fileName) (installed by make deps).",
        valueName: "path"))
    var lexicon: String?

    @Flag(help: "Align by lengths, tokens, kinds and positions only, without a lexicon.")
    var noLexicon = false

    func validate() throws {
        if noLexicon, lexicon != nil { throw ValidationError("--lexicon and --no-lexicon exclude each other") }
    }

    /// The lexicon to align with. A named file that cannot be loaded is an error; a missing
    /// default one is said once on standard error, and alignment goes on without it.
    func load() throws -> Lexicon? {
        guard let handle = try handle() else { return nil }
        do { return try handle.lexicon() } catch { throw CLIFailure(error) }
    }

    /// The lexicon file to align with, not yet read (see `load`).
    func handle() throws -> LexiconHandle? {
        if noLexicon { return nil }
        guard let path = lexicon ?? LexiconFile.defaultPath() else {
            Self.note("bitext: note: no lexicon found, so alignment does not weigh what the words mean; `make deps` installs CC-CEDICT, --lexicon names one")
            return nil
        }
        do { return try LexiconHandle(path: path) } catch { throw CLIFailure(error) }
    }

    static func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
