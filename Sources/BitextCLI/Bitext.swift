import ArgumentParser
import BitextKit

/// The `bitext` command: reads, aligns, extracts and renders bilingual documentation.
public struct Bitext: AsyncParsableCommand {
    /// The version printed by `bitext --version` and recorded in bundles.
    public static let version = BitextVersion.current

    /// The command's configuration: its subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "bitext",
        abstract: "Read, align and render English/Chinese technical documentation.",
        version: version,
        subcommands: [Convert.self, Inspect.self, Align.self, Extract.self, Render.self, Merge.self, Coverage.self, Diff.self, Export.self, Apply.self]
    )

    /// Creates the command (argument parsing does this).
    public init() {}
}
