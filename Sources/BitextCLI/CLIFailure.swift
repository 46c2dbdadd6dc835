import ArgumentParser
import BitextKit
import BitextModel
import Foundation

/// A failure that ends the command, exit status 1: a fatal error of the library, printed as every
/// diagnostic is (`DiagnosticPrinter`), or a message already phrased for the user.
struct CLIFailure: Error, CustomStringConvertible {
    var description: String
    var diagnostic: Diagnostic?

    init(_ message: String) {
        description = message
    }

    init(_ error: BitextError) {
        description = error.description
        diagnostic = error.diagnostic
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
            if let diagnostic = failure.diagnostic {
                DiagnosticPrinter().print([diagnostic])
            } else {
                FileHandle.standardError.write(Data((failure.description + "\n").utf8))
            }
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }
}
