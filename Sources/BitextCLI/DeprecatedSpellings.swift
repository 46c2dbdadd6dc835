import Foundation

/// Option spellings retired by the one vocabulary (`-o/--output` the destination, `--output-format`
/// what is written, `--input-format` what is read, `--segment` the unit), still accepted for one
/// release: `rewrite` turns them into today's before parsing, with one warning a spelling.
///
/// They live here rather than as hidden options of each command so that the commands and their
/// help show one vocabulary, and so that `--output` can be two things during the release: a
/// command's destination and the old spelling of its format (see `Rule.outputFormat`).
/// Dropping a spelling is deleting its row.
enum DeprecatedSpellings {
    /// One retired spelling of one command.
    enum Rule: Sendable {
        /// `--output-dir DIR` is `--output DIR`.
        case renamed(String, to: String)
        /// A flag that became an option's value: `--json` is `--output-format json`.
        case flag(String, to: String, value: String)
        /// `--output V` where it named the format, `V` one of `formats`. It is the old spelling
        /// only when `V` names a format and the command line cannot mean a destination by it: the
        /// command writes to standard output (`destination` false), or its destination is given
        /// another way too (render's old calls always gave `-o` or `--output-dir` beside it). So
        /// `render F --output json` writes into the folder `json`, `render F -o out --output json`
        /// writes JSON into `out`, and `align A B --output out.json` is an unknown option.
        case outputFormat(formats: [String], destination: Bool)

        var old: String {
            switch self {
            case .renamed(let old, _), .flag(let old, _, _): old
            case .outputFormat: "--output"
            }
        }

        var new: String {
            switch self {
            case .renamed(_, let new), .flag(_, let new, _): new
            case .outputFormat: "--output-format"
            }
        }

        var warning: String {
            switch self {
            case .renamed(let old, let new): "warning: \(old) is deprecated; use \(new == "--output" ? "-o/--output" : new)"
            case .flag(let old, let new, let value): "warning: \(old) is deprecated; use \(new) \(value)"
            case .outputFormat: "warning: --output for the output format is deprecated; use --output-format"
            }
        }

        /// What replaces this spelling, given with `value` (after `=`) or followed by `next`; nil
        /// where it stays as it is: a flag given a value, an `--output` that is a destination.
        /// `destinations` counts the destinations left on the line.
        func replacement(value: String?, next: String?, destinations: inout Int) -> [String]? {
            switch self {
            case .renamed(_, let new):
                return [value.map { new + "=" + $0 } ?? new]
            case .flag(_, let new, let flagValue):
                return value == nil ? [new, flagValue] : nil
            case .outputFormat(let formats, let destination):
                guard let format = value ?? next, formats.contains(format), !destination || destinations > 1 else { return nil }
                destinations -= 1
                return [value.map { self.new + "=" + $0 } ?? self.new]
            }
        }
    }

    static let inputFormat = Rule.renamed("--format", to: "--input-format")

    /// The retired spellings, by command.
    static let rules: [String: [Rule]] = [
        "convert": [.renamed("--output-dir", to: "--output"), .flag("--json", to: "--output-format", value: "json"), inputFormat],
        "render": [.renamed("--output-dir", to: "--output"), .outputFormat(formats: names(RenderOutput.self), destination: true), inputFormat],
        "merge": [.renamed("--output-dir", to: "--output")],
        "export": [.renamed("--output-file", to: "--output"), .renamed("--format", to: "--output-format")],
        "align": [
            .outputFormat(formats: names(AlignOutputFormat.self), destination: false), .renamed("--granularity", to: "--segment"), inputFormat,
        ],
        "inspect": [.outputFormat(formats: names(InspectOutput.self), destination: false), inputFormat],
        "extract": [.outputFormat(formats: names(ExtractOutput.self), destination: false), inputFormat],
        "coverage": [.outputFormat(formats: names(CoverageOutput.self), destination: false), inputFormat],
        "diff": [.outputFormat(formats: names(CoverageOutput.self), destination: false), inputFormat],
    ]

    private static func names<T: CaseIterable & RawRepresentable>(_: T.Type) -> [String] where T.RawValue == String {
        T.allCases.map(\.rawValue)
    }

    /// `arguments` (without the program name) in today's spellings, and a warning for each
    /// retired spelling used, once however often it was.
    static func rewrite(_ arguments: [String]) -> (arguments: [String], warnings: [String]) {
        guard let command = arguments.first, let rules = rules[command] else { return (arguments, []) }
        // After `--` every argument is a positional one, whatever it looks like.
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var destinations = arguments[..<end].filter(isDestination).count
        var rewritten = [command]
        var warnings: [String] = []
        for index in 1..<end {
            let (name, value) = split(arguments[index])
            let next: String? = index + 1 < end ? arguments[index + 1] : nil
            guard let rule = rules.first(where: { $0.old == name }),
                let replacement = rule.replacement(value: value, next: next, destinations: &destinations)
            else {
                rewritten.append(arguments[index])
                continue
            }
            rewritten += replacement
            if !warnings.contains(rule.warning) { warnings.append(rule.warning) }
        }
        return (rewritten + arguments[end...], warnings)
    }

    /// Whether `argument` names a destination, in today's spelling or a retired one.
    private static func isDestination(_ argument: String) -> Bool {
        ["-o", "--output", "--output-dir", "--output-file"].contains(split(argument).name)
    }

    /// `--name=value` → (`--name`, `value`); anything else → (itself, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
