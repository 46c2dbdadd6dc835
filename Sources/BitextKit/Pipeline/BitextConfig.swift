import BitextModel
import Foundation
import Yams

/// Optional settings from `bitext.yml` in an input root, overriding the pairing conventions:
///
/// ```yaml
/// siteTitle: SwiftUI ⇄ UIKit guides
/// templates: my-templates        # relative to the input root
/// exclude: [drafts/**, "*.tmp.md"]
/// pairs:
///   - en: guides/hosting.md
///     zh: translations/hosting-cn.md
/// ```
public struct BitextConfig: Sendable, Equatable {
    /// The file name looked for in each input root.
    public static let fileName = ConfigFile.name

    /// The site's title.
    public var siteTitle: String?
    /// A template folder, resolved against the input root.
    public var templates: String?
    /// Glob patterns of files to leave out.
    public var exclude: [String] = []
    /// Explicit English/Chinese pairs (relative paths).
    public var pairs: [Pair] = []
    /// A site's own shortcodes, each read as a built-in one or a callout kind (`alert: note`),
    /// or described by a rule (see `ShortcodeRule`): read from the `bitext.yml` beside `hugo.toml`.
    public var shortcodes: [String: ShortcodeRule] = [:]
    /// How search weighs documents by name (`search: {weights: {PATTERN: FACTOR}}`).
    public var searchWeights: SearchWeights?

    /// An explicit pair, with the line of the file that gives it.
    public struct Pair: Sendable, Equatable {
        public var english: String
        public var chinese: String
        public var line: Int?
    }

    /// Creates an empty configuration.
    public init() {}

    /// Reads `bitext.yml` from `root` when present.
    public static func load(root: String) throws(BitextError) -> BitextConfig {
        let (path, node) = try ConfigFile.read(root: root)
        var config = BitextConfig()
        guard let mapping = node?.mapping else { return config }
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "siteTitle", "title": config.siteTitle = value.string
            case "templates":
                guard let folder = value.string else { break }
                config.templates = try inside(root, folder, setting: "templates", file: path, mark: value.mark)
            case "exclude", "excludes": config.exclude = value.sequence?.compactMap(\.string) ?? value.string.map { [$0] } ?? []
            case "pairs":
                for item in value.sequence ?? [] {
                    guard let en = item.mapping?["en"]?.string, let zh = item.mapping?["zh"]?.string else {
                        throw BitextError(.config, path: path, "each entry of 'pairs' needs 'en' and 'zh'", location: item.mark.map { SourceLocation(line: $0.line, column: $0.column) })
                    }
                    for side in [en, zh] { _ = try inside(root, side, setting: "pairs", file: path, mark: item.mark) }
                    config.pairs.append(Pair(english: en, chinese: zh, line: item.mark?.line))
                }
            case "shortcodes": config.shortcodes = try ShortcodeRule.rules(value, file: path)
            case "search": config.searchWeights = try searchWeights(value, file: path)
            case let other:
                throw BitextError(.config, path: path, "unknown setting '\(other)' (known: siteTitle, templates, exclude, pairs, shortcodes, search)", location: keyNode.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            }
        }
        return config
    }

    /// `search: {weights: {PATTERN: FACTOR, …}, sections: [{pattern, factor, names}, …]}`, in
    /// the order written.
    private static func searchWeights(_ node: Node, file: String) throws(BitextError) -> SearchWeights {
        var weights = SearchWeights()
        for (key, value) in node.mapping ?? [:] {
            switch key.string {
            case "weights":
                for (pattern, factor) in value.mapping ?? [:] {
                    guard let pattern = pattern.string, let number = factor.string.flatMap(Double.init), SearchWeights.factors.contains(number), number > 0 else {
                        throw BitextError(.config,
                            path: file, "each entry of 'search: weights' maps a pattern of document names to a number above 0 and at most 1000 (\"blog/**\": 0.5)",
                            location: factor.mark.map { SourceLocation(line: $0.line, column: $0.column) })
                    }
                    weights.rules.append(SearchWeights.Rule(pattern: pattern, factor: number))
                }
            case "sections":
                weights.sections = try searchSections(value, file: file)
            case "title":
                weights.title = try titleFactors(value, file: file)
            default:
                throw BitextError(.config, path: file, "'search' takes 'weights', 'sections' and 'title'", location: key.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            }
        }
        return weights
    }

    /// `title: {exact: 2, words: 1.5}`: how much more a title that is the query counts, and one
    /// holding all its words.
    private static func titleFactors(_ node: Node, file: String) throws(BitextError) -> SearchWeights.TitleFactors {
        var factors = SearchWeights.TitleFactors()
        for (key, value) in node.mapping ?? [:] {
            guard let number = value.string.flatMap(Double.init), SearchWeights.factors.contains(number), number > 0, ["exact", "words"].contains(key.string) else {
                throw BitextError(.config,
                    path: file, "'search: title' takes 'exact' and 'words', each a number above 0 and at most 1000",
                    location: key.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            }
            if key.string == "exact" { factors.exact = number } else { factors.words = number }
        }
        return factors
    }

    /// `sections: [{pattern: "**/blog/**", factor: 0.4, names: [blog, 博客]}, …]`.
    private static func searchSections(_ node: Node, file: String) throws(BitextError) -> [SearchWeights.Section] {
        guard let items = node.sequence else {
            throw BitextError(.config, path: file, "'search: sections' is a list of {pattern, factor, names}", location: node.mark.map { SourceLocation(line: $0.line, column: $0.column) })
        }
        return try items.map { item throws(BitextError) in
            let fields = item.mapping
            let pattern = fields?["pattern"]?.string
            let factor = fields?["factor"]?.string.flatMap(Double.init)
            let names = fields?["names"]?.sequence?.compactMap(\.string) ?? []
            guard let pattern, let factor, SearchWeights.factors.contains(factor), factor > 0,
                names.allSatisfy({ !$0.contains(",") && !$0.contains("\t") && !$0.contains("\n") })
            else {
                throw BitextError(.config,
                    path: file, "each of 'search: sections' has a pattern of document names, a factor above 0 and at most 1000, and names (words without commas)",
                    location: item.mark.map { SourceLocation(line: $0.line, column: $0.column) })
            }
            return SearchWeights.Section(pattern: pattern, factor: factor, names: names)
        }
    }

    /// `relative` joined to `root`, or an error when it leaves the root (`..`, an absolute path,
    /// or a link pointing out): a configuration file travels with its inputs and must not make a
    /// conversion read, and publish, files from elsewhere.
    static func inside(_ root: String, _ relative: String, setting: String, file: String, mark: Mark?) throws(BitextError) -> String {
        let joined = (root as NSString).appendingPathComponent(relative)
        let realRoot = OutputPlacement.realPath(root)
        let real = OutputPlacement.realPath(joined)
        guard !relative.hasPrefix("/"), real == realRoot || real.hasPrefix(realRoot + "/") else {
            throw BitextError(.config,
                path: file, "'\(setting)' must name a path inside \(root): \(relative) is outside it",
                location: mark.map { SourceLocation(line: $0.line, column: $0.column) })
        }
        return joined
    }
}
