/// Pairs originals with translations by the naming conventions documentation sites use.
///
/// - `name.md` or `name.en.md` with `name.zh.md`, `name.zh-CN.md`, `name.zh-Hans.md`, `name.zh_CN.md`;
/// - mirrored trees: a path component `en` against `zh`, `zh-cn`, `zh-CN`, `zh-Hans`, `zh-hans`
///   (`en/…` + `zh/…`, Hugo's `content/en/…` + `content/zh-cn/…`);
/// - Docusaurus: `docs/…` against `i18n/zh-Hans/docusaurus-plugin-content-docs/current/…`, and
///   the same for versions, the blog and pages (`docusaurusOriginal`);
/// - explicit pairs from `bitext.yml`.
/// Whatever does not pair stands alone.
public struct DocumentPairer: Sendable {
    /// Language markers that mean Chinese, in file suffixes and folder names.
    public static let chineseMarkers: Set<String> = ["zh", "zh-cn", "zh-hans", "zh_cn", "zh-sg", "cn", "chs"]
    /// Language markers that mean English.
    public static let englishMarkers: Set<String> = ["en", "en-us", "en_us", "en-gb"]

    /// Explicit English → Chinese relative paths that override the conventions.
    public var explicitPairs: [(english: String, chinese: String)]

    /// Creates a pairer.
    public init(explicitPairs: [(english: String, chinese: String)] = []) {
        self.explicitPairs = explicitPairs
    }

    enum Side { case english, chinese, unmarked }

    /// What a path says about its language, and the path with the marker taken out.
    static func classify(_ relativePath: String) -> (side: Side, key: String) {
        // Split on the bytes: a path separates at every `/` and `.`, whatever follows it (a
        // Character split would not split before a combining mark), and it is quicker.
        var components = relativePath.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        guard let file = components.popLast() else { return (.unmarked, relativePath) }
        if let english = docusaurusOriginal(components) {
            return (.chinese, stem((english + [file]).joined(separator: "/")))
        }
        var side = Side.unmarked
        for (i, component) in components.enumerated() {
            let lower = component.lowercased()
            if chineseMarkers.contains(lower) || englishMarkers.contains(lower) {
                side = chineseMarkers.contains(lower) ? .chinese : .english
                components[i] = "{lang}"
                break
            }
        }
        var name = file
        let parts = file.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) }
        if parts.count >= 3 {
            let marker = parts[parts.count - 2].lowercased()
            if chineseMarkers.contains(marker) || englishMarkers.contains(marker) {
                if side == .unmarked { side = chineseMarkers.contains(marker) ? .chinese : .english }
                name = (parts[..<(parts.count - 2)] + [parts[parts.count - 1]]).joined(separator: ".")
            }
        }
        return (side, stem((components + [name]).joined(separator: "/")))
    }

    /// The folder of the original a Docusaurus translation's folder stands for, by the plugins'
    /// default paths: `i18n/<zh>/docusaurus-plugin-content-docs/current/a` is `docs/a`, its
    /// `version-1.2/a` is `versioned_docs/version-1.2/a`; a second docs instance `-docs-<id>`
    /// is `<id>/a` and `<id>_versioned_docs/version-1.2/a`; `-blog[-<id>]/a` is `blog/a` (`<id>/a`)
    /// and `-pages/a` is `src/pages/a`.
    static func docusaurusOriginal(_ folders: [String]) -> [String]? {
        guard folders.count >= 3, folders[0] == "i18n", chineseMarkers.contains(folders[1].lowercased()) else { return nil }
        let plugin = folders[2]
        let prefix = "docusaurus-plugin-content-"
        guard plugin.hasPrefix(prefix) else { return nil }
        let rest = Array(folders.dropFirst(3))
        let (kind, id) = Self.pluginKind(String(plugin.dropFirst(prefix.count)))
        switch kind {
        case "docs":
            guard let version = rest.first else { return nil }
            let inside = Array(rest.dropFirst())
            if version == "current" { return [id ?? "docs"] + inside }
            guard version.hasPrefix("version-") else { return nil }
            return [id.map { $0 + "_versioned_docs" } ?? "versioned_docs", version] + inside
        case "blog": return [id ?? "blog"] + rest
        case "pages": return ["src", "pages"] + rest
        default: return nil
        }
    }

    /// `docs`, `blog` or `pages`, and the plugin instance's id when it is not the default one.
    private static func pluginKind(_ name: String) -> (String, String?) {
        for kind in ["docs", "blog", "pages"] where name == kind || name.hasPrefix(kind + "-") {
            return (kind, name == kind ? nil : String(name.dropFirst(kind.count + 1)))
        }
        return (name, nil)
    }

    /// The path without its extension: `guide.md` and `guide.markdown` pair.
    static func stem(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].utf8.contains(UInt8(ascii: "/")) else { return path }
        return String(path[..<dot])
    }

    /// A pair's name: the English file's path without extension and without an `.en` marker.
    static func pairName(_ englishPath: String) -> String {
        let stem = Self.stem(englishPath)
        guard let dot = stem.lastIndex(of: "."), !stem[dot...].utf8.contains(UInt8(ascii: "/")) else { return stem }
        return englishMarkers.contains(stem[stem.index(after: dot)...].lowercased()) ? String(stem[..<dot]) : stem
    }

    /// Groups `files` into work items, sorted by name.
    public func pair(_ files: [InputFile]) -> [WorkItem] {
        var items: [WorkItem] = []
        var used: Set<InputFile> = []
        let byRelative = Dictionary(files.map { ($0.relativePath, $0) }, uniquingKeysWith: { a, _ in a })
        for explicit in explicitPairs {
            guard let en = byRelative[explicit.english], let zh = byRelative[explicit.chinese],
                !used.contains(en), !used.contains(zh)
            else { continue }
            used.formUnion([en, zh])
            items.append(WorkItem(english: en, chinese: zh, name: Self.pairName(en.relativePath)))
        }
        var english: [String: InputFile] = [:]
        var unmarked: [String: InputFile] = [:]
        var chinese: [String: InputFile] = [:]
        // Sorted and classified once: both passes below use them (a rerun with nothing to do
        // spends a noticeable part of its time here).
        let sorted = files.sorted()
        let classes = sorted.map { Self.classify($0.relativePath) }
        for (file, (side, key)) in zip(sorted, classes) where !used.contains(file) {
            let groupKey = file.root + "\u{0}" + key
            switch side {
            case .english: if english[groupKey] == nil { english[groupKey] = file } else { unmarked[groupKey + "\u{1}" + file.relativePath] = file }
            case .chinese: if chinese[groupKey] == nil { chinese[groupKey] = file } else { unmarked[groupKey + "\u{1}" + file.relativePath] = file }
            case .unmarked: unmarked[groupKey] = file
            }
        }
        for (key, zh) in chinese {
            if let en = english[key] ?? unmarked[key] {
                used.formUnion([en, zh])
                items.append(WorkItem(english: en, chinese: zh, name: Self.pairName(en.relativePath)))
            }
        }
        for (file, (side, _)) in zip(sorted, classes) where !used.contains(file) {
            let name = Self.stem(file.relativePath)
            switch side {
            case .english: items.append(WorkItem(english: file, name: name))
            case .chinese: items.append(WorkItem(chinese: file, name: name))
            case .unmarked: items.append(WorkItem(single: file, name: name))
            }
        }
        return DocumentNames.assign(items, forOutput: false)
    }
}
