import ArgumentParser
import Foundation

/// "Did you mean": a mistyped command or long option is named with the closest real one, before
/// argument parsing gives a message that does not (`bitext convrt` was "2 unexpected arguments",
/// `align --ouput json` a complaint about the number of files).
enum ArgumentSuggestions {
    /// The usage error for `arguments` (without the program name), or nil when every command and
    /// long option in them exists.
    static func problem(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
        let commands = Bitext.configuration.subcommands
        guard let command = commands.first(where: { $0._commandName == first }) else {
            return "unknown command '\(first)'" + suggestion(for: first, among: commands.map { $0._commandName })
        }
        let known = longOptions(of: command, includeHidden: true)
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let name = String(argument.split(separator: "=", maxSplits: 1)[0])
            if !known.contains(name) {
                return "unknown option '\(name)' for 'bitext \(first)'" + suggestion(for: name, of: command, known: known)
            }
        }
        return nil
    }

    /// The names help shows first; then a retired spelling's replacement (`--ouput` is closest
    /// to the old `--output`, today's `--output-format`); then a hidden option.
    static func suggestion(for name: String, of command: ParsableCommand.Type, known: Set<String>) -> String {
        let visible = suggestion(for: name, among: Array(longOptions(of: command, includeHidden: false)))
        if !visible.isEmpty { return visible }
        let retired = DeprecatedSpellings.rules[command._commandName] ?? []
        if let rule = retired.min(by: { distance(name, $0.old) < distance(name, $1.old) }), !suggestion(for: name, among: [rule.old]).isEmpty {
            return suggestion(for: rule.new, among: [rule.new])
        }
        return suggestion(for: name, among: Array(known))
    }

    /// Every long option of `command` (hidden aliases too, when asked), as its help lists them.
    static func longOptions(of command: ParsableCommand.Type, includeHidden: Bool) -> Set<String> {
        let help = Bitext.helpMessage(for: command, includeHidden: includeHidden, columns: 10_000)
        var names: Set<String> = ["--help", "--version"]
        for word in help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) where word.hasPrefix("--") && word.count > 2 {
            names.insert(String(word))
        }
        return names
    }

    /// ". Did you mean 'X'?" for the closest of `candidates` within two edits (or a prefix), else "".
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= 2 || $0.0.hasPrefix(word) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return "" }
        return ". Did you mean '\(best.0)'?"
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
