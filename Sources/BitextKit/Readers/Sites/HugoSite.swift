import BitextModel
import Foundation
import TOMLKit
import Yams

/// The Hugo site a page belongs to: the folder holding its `hugo.toml` (or `hugo.yaml`,
/// `config.toml`, `config.yaml`), with what shortcodes read from it: params, the content folder
/// of each language, i18n strings, glossary terms, example and include files.
final class HugoSite: @unchecked Sendable {
    /// The site's folder.
    let root: String
    /// The folders a page may read from, links resolved: the content folders and the site's
    /// `data`, `layouts`, `assets`, `static` and i18n folders, each inside the site's own folder.
    /// Nothing else of the site (`.env`, keys, its configuration) is read for a page.
    let readableFolders: [String]
    let config: SiteConfig
    /// The built-in shortcodes and the site's own (`bitext.yml` beside the configuration).
    let catalog: ShortcodeCatalog
    /// Problems reading the configuration, reported once per run with the first page.
    let problems: [Diagnostic]

    private let lock = NSLock()
    private var strings: [String: [String: String]] = [:]
    private var terms: [String: GlossaryTerm?] = [:]
    private var data: [String: YAMLValue?] = [:]
    private var titles: [String: [String: String]] = [:]

    /// Each language's content folder, absolute, longest first (the first holding a page wins).
    private let contentFolders: [(code: String, folder: String)]

    init(root: String, config: SiteConfig, catalog: ShortcodeCatalog = .builtIn, problems: [Diagnostic]) {
        self.root = root
        self.config = config
        self.catalog = catalog
        self.problems = problems
        let realRoot = OutputPlacement.realPath(root)
        contentFolders = config.contentDirectories
            .map { (code: $0.key, folder: Self.absolute($0.value, in: root)) }
            .filter { OutputPlacement.realPath($0.folder).hasPrefix(realRoot + "/") }
            .sorted { ($0.folder.count, $0.code) > ($1.folder.count, $1.code) }
        let named = contentFolders.map(\.folder) + (Self.siteFolders + config.i18nFolders).map { Self.absolute($0, in: root) }
        readableFolders = Array(Set(named.map(OutputPlacement.realPath).filter { $0.hasPrefix(realRoot + "/") })).sorted()
    }

    /// The folders of a Hugo site whose files pages and templates may read.
    static let siteFolders = ["content", "data", "layouts", "assets", "static"]

    /// Whether `folder` (absolute, standardized) is one of the site's content folders or inside one.
    func holds(_ folder: String) -> Bool {
        contentFolders.contains { folder == $0.folder || folder.hasPrefix($0.folder + "/") }
    }

    /// The text of the site's file at `path`, if it is inside one of `readableFolders`.
    func read(_ path: String) -> String? {
        Self.readText(path, inside: readableFolders)
    }

    /// `path` made absolute against `folder` and without `.` and `..`.
    static func absolute(_ path: String, in folder: String) -> String {
        LexicalPath.joined(path, to: folder)
    }

    /// `path` absolute and without `.` and `..`; most paths already are, and are kept as given
    /// (building a URL for each page's every shortcode was a sixth of reading it).
    static func standardized(_ path: String) -> String {
        if path.hasPrefix("/"), !path.contains("/./"), !path.contains("/../"), !path.hasSuffix("/.."), !path.contains("//") { return path }
        return LexicalPath.normalized(path)
    }

    /// The file names that make a folder a Hugo site, in Hugo's order of preference.
    static let configNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "config.toml", "config.yaml", "config.yml"]

    /// The language code of the page at `path`: the language whose content folder holds it, else
    /// the site's default.
    func language(ofPage path: String) -> String {
        let absolute = Self.standardized(path)
        return contentFolders.first { absolute.hasPrefix($0.folder + "/") }?.code ?? config.defaultLanguage
    }

    /// Each language's content folder (absolute), by language code.
    var contentFolderList: [(code: String, folder: String)] { contentFolders.sorted { $0.code < $1.code } }

    /// The content folder of `language` (absolute), else the default language's.
    func contentFolder(_ language: String) -> String {
        let folder = contentFolders.first { $0.code == language } ?? contentFolders.first { $0.code == config.defaultLanguage }
        return folder?.folder ?? Self.absolute("content", in: root)
    }

    /// `T key` in `language`: the site's i18n file, else the built-in string.
    func string(_ key: String, language: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if strings[language] == nil { strings[language] = loadStrings(language) }
        return strings[language]?[key] ?? SiteStrings.builtIn(for: language)[key]
    }

    /// A site param in `language` (the language's own params first).
    func param(_ key: String, language: String) -> String? {
        config.languageParams[language]?[key] ?? config.params[key]
    }

    /// The glossary term `id` in `language`, else in the default language.
    func glossaryTerm(_ id: String, language: String) -> GlossaryTerm? {
        let key = language + "/" + id
        lock.lock()
        let known = terms[key]
        lock.unlock()
        if let known { return known }
        // Read without the lock, so pages on other threads go on; two threads reading one term
        // at once read the same file.
        let term = [language, config.defaultLanguage].lazy.compactMap { code -> GlossaryTerm? in
            let path = self.contentFolder(code) + "/docs/reference/glossary/" + id + ".md"
            return GlossaryTerm.load(path: path, site: self)
        }.first
        lock.lock()
        terms[key] = term
        lock.unlock()
        return term
    }

    /// A file of the site's `data` folder (`releases/schedule.yaml`; YAML or JSON), read once,
    /// with front matter's budget on what its aliases may expand to.
    func dataFile(_ name: String) -> YAMLValue? {
        guard !name.split(separator: "/").contains("..") else { return nil }
        lock.lock()
        let known = data[name]
        lock.unlock()
        if let known { return known }
        var value: YAMLValue?
        if let text = read(Self.absolute("data/" + name, in: root)), let node = try? Yams.compose(yaml: text, .basic, .default, .utf8) {
            var budget = FrontMatterParser.maximumValues
            var bytes = FrontMatterParser.maximumBytes(text)
            let converted = FrontMatterParser.convert(node, budget: &budget, bytes: &bytes)
            value = budget >= 0 && bytes >= 0 ? converted : nil
        }
        lock.lock()
        data[name] = value
        lock.unlock()
        return value
    }

    /// The Markdown page of `folder` (absolute) whose front matter title is `title`.
    func page(titled title: String, in folder: String) -> String? {
        lock.lock()
        let known = titles[folder]
        lock.unlock()
        if let known { return known[title] }
        var found: [String: String] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".md") {
            let path = folder + (folder.hasSuffix("/") ? "" : "/") + name
            guard let text = read(path), let title = FrontMatterParser.split(text, path: path).frontMatter?.title else { continue }
            if found[title] == nil { found[title] = path }
        }
        lock.lock()
        titles[folder] = found
        lock.unlock()
        return found[title]
    }

    /// In a page bundle (a page named `index.*`), the first file of the bundle, in name order,
    /// whose name starts with `prefix`.
    func bundleResource(startingWith prefix: String, pagePath: String) -> (path: String, text: String)? {
        guard !prefix.isEmpty, !prefix.contains(".."), (pagePath as NSString).lastPathComponent.hasPrefix("index.") else { return nil }
        let folder = (pagePath as NSString).deletingLastPathComponent
        // A bundle is a handful of files; a page at the top of a big tree does not walk all of it.
        let found = FileManager.default.enumerator(atPath: folder)?.lazy.prefix(2_000).compactMap { $0 as? String }
            .filter { ($0 as NSString).lastPathComponent.hasPrefix(prefix) && !$0.hasSuffix(".md") }.sorted().first
        return found.flatMap { name in read(folder + "/" + name).map { (folder + "/" + name, $0) } }
    }

    /// The text of a file a page includes (`code_sample`, `include`): first beside the page (a
    /// page bundle), then under `folder` of the page's language, then of the default language.
    func includedFile(_ name: String, folder: String, language: String, pagePath: String) -> (path: String, text: String)? {
        let pageFolder = (pagePath as NSString).deletingLastPathComponent
        let candidates = [pageFolder + "/" + name] + [language, config.defaultLanguage].map { contentFolder($0) + "/" + folder + "/" + name }
        for path in candidates {
            if let text = read(path) { return (path, text) }
        }
        return nil
    }

    private func loadStrings(_ language: String) -> [String: String] {
        for folder in config.i18nFolders {
            let path = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path + "/\(language).toml"
            guard let text = read(path) else { continue }
            if let parsed = try? SiteStrings.parse(text) { return parsed }
        }
        return [:]
    }

    /// A file's text, following a symbolic link stored as a file holding its target (a clone
    /// made with `core.symlinks=false`), as Kubernetes' `i18n/en.toml` is; `nil` when the file,
    /// or where a link leads, is outside every one of `folders` (links resolved): a page names
    /// files to publish (`code_sample file="../../…"`), and must not publish files from elsewhere.
    static func readText(_ path: String, inside folders: [String], hops: Int = 2) -> String? {
        let real = OutputPlacement.realPath(path)
        guard folders.contains(where: { real.hasPrefix($0 + "/") }),
            let data = FileManager.default.contents(atPath: real), let text = String(data: data, encoding: .utf8)
        else { return nil }
        if hops > 0, !text.contains("\n"), text.hasPrefix("../") || text.hasPrefix("./"), text.count < 256 {
            let target = URL(fileURLWithPath: text, relativeTo: URL(fileURLWithPath: real)).standardizedFileURL.path
            return readText(target, inside: folders, hops: hops - 1)
        }
        return text
    }
}

/// What a Hugo configuration says that shortcodes need.
struct SiteConfig: Sendable, Equatable {
    var defaultLanguage = "en"
    /// Each language's content folder, relative to the site's folder.
    var contentDirectories: [String: String] = [:]
    var params: [String: String] = [:]
    var languageParams: [String: [String: String]] = [:]
    var i18nFolders = ["i18n"]

    /// Reads `hugo.toml`-style TOML.
    static func toml(_ text: String) throws -> SiteConfig {
        let table = try TOMLHeaderCheck.table(text)
        var config = SiteConfig()
        config.defaultLanguage = table["defaultContentLanguage"]?.string ?? "en"
        config.contentDirectories[config.defaultLanguage] = table["contentDir"]?.string ?? "content"
        config.params = scalars(table["params"]?.table)
        if let languages = table["languages"]?.table {
            for code in languages.keys {
                guard let language = languages[code]?.table else { continue }
                if let folder = language["contentDir"]?.string { config.contentDirectories[code] = folder }
                config.languageParams[code] = scalars(language["params"]?.table)
                if let folder = language["i18nDir"]?.string, !config.i18nFolders.contains(folder) { config.i18nFolders.append(folder) }
            }
        }
        return config
    }

    /// Reads `hugo.yaml`-style YAML, aliases expanding to at most as many values as front
    /// matter may (a few hundred bytes of aliases name billions of values).
    static func yaml(_ text: String) throws -> SiteConfig {
        var config = SiteConfig()
        guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else { return config }
        var budget = FrontMatterParser.maximumValues
        var bytes = FrontMatterParser.maximumBytes(text)
        let root = FrontMatterParser.convert(node, budget: &budget, bytes: &bytes)
        guard budget >= 0, bytes >= 0 else { throw TooLarge(values: FrontMatterParser.maximumValues) }
        config.defaultLanguage = root["defaultContentLanguage"]?.stringValue ?? "en"
        config.contentDirectories[config.defaultLanguage] = root["contentDir"]?.stringValue ?? "content"
        config.params = scalars(root["params"])
        if case .mapping(let languages)? = root["languages"] {
            for language in languages {
                if let folder = language.value["contentDir"]?.stringValue { config.contentDirectories[language.key] = folder }
                config.languageParams[language.key] = scalars(language.value["params"])
                if let folder = language.value["i18nDir"]?.stringValue, !config.i18nFolders.contains(folder) { config.i18nFolders.append(folder) }
            }
        }
        return config
    }

    /// A configuration whose aliases expand past the budget.
    struct TooLarge: Error, CustomStringConvertible {
        var values: Int
        var description: String { "it expands to more than \(values) values (YAML aliases?)" }
    }

    /// The table's string, number and boolean values, as text.
    private static func scalars(_ table: TOMLTable?) -> [String: String] {
        guard let table else { return [:] }
        var out: [String: String] = [:]
        for key in table.keys {
            guard let value = table[key] else { continue }
            if let s = value.string { out[key] = s } else if let i = value.int { out[key] = String(i) } else if let b = value.bool { out[key] = String(b) } else if let d = value.double { out[key] = String(d) }
        }
        return out
    }

    private static func scalars(_ value: YAMLValue?) -> [String: String] {
        guard case .mapping(let entries)? = value else { return [:] }
        var out: [String: String] = [:]
        for entry in entries { if let text = entry.value.stringValue { out[entry.key] = text } }
        return out
    }
}
