import ArgumentParser
@testable import BitextCLI
import Foundation
import Testing

/// The `--help` of every command, compared with the text kept in `HelpSnapshots/`, as
/// swift-argument-parser tests its examples: a renamed option or a reworded help line is a diff
/// a reviewer reads. `BITEXT_UPDATE_SNAPSHOTS=1 swift test --filter HelpSnapshotTests` rewrites
/// the files (in the source tree) instead of comparing.
@Suite struct HelpSnapshotTests {
    /// Rendered at a fixed width, so the text does not depend on the terminal the tests run in.
    static let columns = 80

    static let commands: [ParsableCommand.Type] = [Bitext.self] + Bitext.configuration.subcommands

    static func fileName(_ command: ParsableCommand.Type) -> String {
        command == Bitext.self ? "bitext.txt" : "bitext-\(command._commandName).txt"
    }

    static var sourceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HelpSnapshots")
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["BITEXT_UPDATE_SNAPSHOTS"] == "1" }

    @Test(arguments: commands.map(fileName))
    func helpMatchesItsSnapshot(file: String) throws {
        let command = try #require(Self.commands.first { Self.fileName($0) == file })
        let help = Bitext.helpMessage(for: command, columns: Self.columns) + "\n"
        if Self.updating {
            try Data(help.utf8).write(to: Self.sourceFolder.appendingPathComponent(file))
            return
        }
        let url = try #require(Bundle.module.url(forResource: file, withExtension: nil, subdirectory: "HelpSnapshots"), "no snapshot \(file): run with BITEXT_UPDATE_SNAPSHOTS=1")
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(help == expected, "\(file) differs from `bitext … --help`; run with BITEXT_UPDATE_SNAPSHOTS=1 if the change is meant")
    }

    /// A snapshot of a command that is gone would pass unnoticed forever.
    @Test func everySnapshotBelongsToACommand() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sourceFolder.path)
        #expect(Set(files) == Set(Self.commands.map(Self.fileName)))
    }

    /// What the binary prints is the text compared, at the same width.
    @Test func theBinaryPrintsTheSameHelp() throws {
        let run = try CLITests().bitext(["export", "--help"], environment: ["COLUMNS": "\(Self.columns)"])
        #expect(run.stdout == Bitext.helpMessage(for: Bitext.Export.self, columns: Self.columns) + "\n")
    }
}
