import ArgumentParser
import Foundation

/// A failure already phrased for the user: printed as one line to standard error, exit status 1.
struct CLIFailure: Error, CustomStringConvertible {
    var description: String

    init(_ message: String) {
        description = message
    }
}

extension Bitext {
    /// Runs the command line, printing failures as one line each (no stack traces).
    public static func runMain(_ arguments: [String]? = nil) async -> Never {
        let (arguments, warnings) = DeprecatedSpellings.rewrite(arguments ?? Array(CommandLine.arguments.dropFirst()))
        if !warnings.isEmpty { FileHandle.standardError.write(Data(warnings.map { $0 + "\n" }.joined().utf8)) }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // Only when parsing failed: the suggestions render every option's help, which
            // touched enough of the runtime's type tables to be a tenth of a quick rerun.
            if let problem = ArgumentSuggestions.problem(in: arguments) {
                FileHandle.standardError.write(Data("Error: \(problem)\nSee 'bitext --help' for more information.\n".utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            exit(withError: error)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(withError: nil)
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data((failure.description + "\n").utf8))
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }
}
