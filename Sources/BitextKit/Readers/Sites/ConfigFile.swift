import BitextModel
import Foundation
import Yams

/// `bitext.yml` as YAML: `BitextConfig` reads every setting of it, and the site reader its
/// `shortcodes`, which it needs before any page is read.
enum ConfigFile {
    static let name = "bitext.yml"

    /// The file's path in `root` and its YAML, nil when there is none.
    static func read(root: String) throws(BitextError) -> (path: String, node: Node?) {
        let path = (root as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else { return (path, nil) }
        guard let text = String(data: data, encoding: .utf8) else { throw BitextError(.config, path: path, "not valid UTF-8") }
        do {
            return (path, try Yams.compose(yaml: text))
        } catch let error as YamlError {
            let (problem, line, column) = FrontMatterParser.describe(error)
            throw BitextError(.config, path: path, "not valid YAML: \(problem)", location: line.map { SourceLocation(line: $0, column: column ?? 1) })
        } catch {
            throw BitextError(.config, path: path, "not valid YAML")
        }
    }

    /// The site's own shortcode rules, from the file in `root`.
    static func shortcodes(root: String) throws(BitextError) -> [String: ShortcodeRule] {
        let (path, node) = try read(root: root)
        guard let rules = node?.mapping?["shortcodes"] else { return [:] }
        return try ShortcodeRule.rules(rules, file: path)
    }
}

extension ShortcodeRule {
    /// `shortcodes: {NAME: WORD or {text, data, page, field}}`.
    static func rules(_ node: Node, file: String) throws(BitextError) -> [String: ShortcodeRule] {
        var rules: [String: ShortcodeRule] = [:]
        for (name, entry) in node.mapping ?? [:] {
            var fields: [String: String] = [:]
            for (key, value) in entry.mapping ?? [:] { fields[key.string ?? ""] = value.string ?? "" }
            let word = entry.mapping == nil ? entry.string ?? "" : nil
            switch ShortcodeRule.described(like: word, fields: fields) {
            case .success(let rule) where name.string?.isEmpty == false: rules[name.string ?? ""] = rule
            case .success: throw BitextError(.config, path: file, "a shortcode rule needs a name", location: name.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            case .failure(let problem):
                throw BitextError(.config,
                    path: file, "shortcode '\(name.string ?? "")': \(problem.message)",
                    location: entry.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            }
        }
        return rules
    }
}
