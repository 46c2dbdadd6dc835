import BitextModel
import Foundation

/// Finds the Hugo site a file belongs to by walking up from its folder to the first folder with
/// a Hugo configuration whose content folders hold the file. Folders are remembered, so a tree of
/// pages reads each site once.
enum SiteLocator {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var sites: [String: HugoSite?] = [:]
        var configured: [String: HugoSite?] = [:]
        var reported: Set<String> = []
        /// Each path's standardized folder: a page's comments are read one by one under its path.
        var folders: [String: String] = [:]
    }

    private static let cache = Cache()

    /// What marks the root of a site of another generator.
    static let otherSiteNames = [
        "docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs", ".vitepress",
    ]

    /// The site holding `path`, or `nil`; `problems` are the site's configuration errors the
    /// first time the site is met in this process.
    static func site(containing path: String) -> (site: HugoSite?, problems: [Diagnostic]) {
        guard !path.isEmpty, path != "-" else { return (nil, []) }
        cache.lock.lock()
        defer { cache.lock.unlock() }
        let key = folderKey(path)
        let folder = key.flatMap { cache.folders[$0] } ?? (HugoSite.standardized(path) as NSString).deletingLastPathComponent
        if let key { cache.folders[key] = folder }
        let site = lookUp(folder)
        guard let site, !site.problems.isEmpty, cache.reported.insert(site.root).inserted else { return (site, []) }
        return (site, site.problems)
    }

    /// What `folders` remembers `path` by: a relative path means another folder once the working
    /// directory changes, so it is remembered with the directory (nil when that cannot be read).
    private static func folderKey(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return path }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else { return nil }
            return String(cString: base) + "\u{0}" + path
        }
    }

    /// The site whose configuration is in `folder` itself, if any.
    static func site(at folder: String) -> HugoSite? {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        return configured(HugoSite.standardized(folder))
    }

    /// Called with the lock held. The nearest folder above whose configuration vouches for
    /// `folder` (one of its content folders holds it): a `config.yaml` that merely sits above the
    /// input, as in a home folder, makes no site, so a page cannot read files beside it.
    private static func lookUp(_ folder: String) -> HugoSite? {
        if let known = cache.sites[folder] { return known }
        var found: HugoSite?
        var above = folder
        while !above.isEmpty {
            if let site = configured(above) {
                if site.holds(folder) { found = site; break }
            } else if otherSiteNames.contains(where: { FileManager.default.fileExists(atPath: above + "/" + $0) }) {
                // A Docusaurus or VitePress site: its pages are not a Hugo site's, whatever is above.
                break
            }
            if above == "/" { break }
            above = (above as NSString).deletingLastPathComponent
        }
        cache.sites[folder] = found
        return found
    }

    /// The site configured in `folder`, if it holds a Hugo configuration. Called with the lock held.
    private static func configured(_ folder: String) -> HugoSite? {
        if let known = cache.configured[folder] { return known }
        // Hugo's configuration folder: `config/_default/hugo.toml` and the like.
        let names = HugoSite.configNames + HugoSite.configNames.map { "config/_default/" + $0 }
        let name = names.first { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        let site = name.map { load(folder: folder, name: $0) }
        cache.configured[folder] = site
        return site
    }

    private static func load(folder: String, name: String) -> HugoSite {
        let path = folder + "/" + name
        let text = HugoSite.readText(path, inside: [OutputPlacement.realPath(folder)]) ?? ""
        var problems: [Diagnostic] = []
        var catalog = ShortcodeCatalog.builtIn
        do {
            catalog = .site(try ConfigFile.shortcodes(root: folder))
        } catch {
            problems.append(error.diagnostic)
        }
        do {
            let config = name.hasSuffix(".toml") ? try SiteConfig.toml(text) : try SiteConfig.yaml(text)
            return HugoSite(root: folder, config: config, catalog: catalog, problems: problems)
        } catch {
            let problem = Diagnostic(
                severity: .warning, identifier: "site.config",
                summary: "cannot read the site configuration (\(error)); shortcodes are shown without its params",
                path: path)
            // Hugo's own defaults: the pages under `content/` are still the site's.
            var defaults = SiteConfig()
            defaults.contentDirectories[defaults.defaultLanguage] = "content"
            return HugoSite(root: folder, config: defaults, catalog: catalog, problems: problems + [problem])
        }
    }
}
