import BitextModel
import Foundation

/// Finds the file an image reference of a page names, the way the page's generator finds it, and
/// only inside the folders the run may publish from: the input folder, and a site's content,
/// `static/` and `assets/` (Hugo) or `static/` (Docusaurus). Only image files are taken.
struct MediaResolver: Sendable {
    /// What a reference comes to.
    enum Resolution: Sendable, Equatable {
        /// A URL on another host: left as written.
        case remote
        /// The file `source` (a real path), copied to `output` (relative to the output folder).
        case found(source: String, output: String)
        /// No such file where the generator would look.
        case missing
        /// A file that must not be published: why.
        case refused(String)
    }

    /// How a site lays out its files.
    enum Site: Sendable {
        case hugo(HugoSite)
        /// A Docusaurus site's root.
        case docusaurus(String)
        case plain
    }

    let site: Site
    /// The folder names are made relative to: the site's root, else the input root (real paths).
    let base: String
    /// Real paths of the folders files may come from.
    let allowed: [String]

    /// The resolver for pages under `root` (an input root) whose first page is `page`.
    init(page: String, root: String) {
        let realRoot = OutputPlacement.realPath(root)
        if let hugo = SiteLocator.site(containing: page).site {
            site = .hugo(hugo)
            let realSite = OutputPlacement.realPath(hugo.root)
            base = realSite
            let folders = hugo.contentFolderList.map(\.folder) + ["static", "assets"].map { HugoSite.absolute($0, in: hugo.root) }
            allowed = [realRoot] + folders.map(OutputPlacement.realPath).filter { $0.hasPrefix(realSite + "/") }
        } else if let docusaurus = Self.docusaurusRoot(above: page) {
            site = .docusaurus(docusaurus)
            base = OutputPlacement.realPath(docusaurus)
            allowed = [realRoot, base + "/static"]
        } else {
            site = .plain
            base = realRoot
            allowed = [realRoot]
        }
    }

    /// What `target` (a reference's path, from `MediaReferences`) on the page at `page` comes to;
    /// `counterpart` is the page's other language, whose folder a translation shares.
    func resolve(_ target: String, page: String, counterpart: String?) -> Resolution {
        if Self.isRemote(target) { return .remote }
        guard let path = Self.path(of: target) else { return .missing }
        var refusal: String?
        for candidate in candidates(path, page: page, counterpart: counterpart) {
            switch check(candidate) {
            case .found(let source, let output): return .found(source: source, output: output)
            case .refused(let why): refusal = refusal ?? why
            default: continue
            }
        }
        return refusal.map(Resolution.refused) ?? .missing
    }

    /// URLs with a scheme or host, and data URLs, are not files of the site.
    static func isRemote(_ target: String) -> Bool {
        let lower = target.lowercased()
        return lower.hasPrefix("//") || lower.hasPrefix("data:") || lower.range(of: "^[a-z][a-z0-9+.-]*:", options: .regularExpression) != nil
            && !lower.hasPrefix("pathname:")
    }

    /// The path part of a reference, decoded: no query or fragment, `%20` as a space.
    static func path(of target: String) -> String? {
        var path = Substring(target)
        if path.hasPrefix("pathname://") { path = path.dropFirst("pathname://".count) }
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        guard !decoded.isEmpty, !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return decoded
    }

    /// Where the generator looks for `path`, in its order.
    private func candidates(_ path: String, page: String, counterpart: String?) -> [String] {
        let pages = [page] + (counterpart.map { [$0] } ?? [])
        if path.hasPrefix("@site/") { return [HugoSite.absolute(String(path.dropFirst(6)), in: base)] }
        guard path.hasPrefix("/") else { return pages.flatMap { Self.besidePage(path, $0) } }
        let rest = String(path.drop { $0 == "/" })
        switch site {
        case .hugo(let hugo): return Self.hugoCandidates(rest, hugo: hugo, page: page)
        case .docusaurus(let root): return [HugoSite.absolute("static/" + rest, in: root)]
        case .plain: return [HugoSite.absolute(rest, in: base)]
        }
    }

    /// Beside the page; for a Hugo leaf page `a.md`, whose address is `a/`, also in `a/`.
    private static func besidePage(_ path: String, _ page: String) -> [String] {
        let folder = (page as NSString).deletingLastPathComponent
        let stem = ((page as NSString).lastPathComponent as NSString).deletingPathExtension
        let beside = HugoSite.absolute(path, in: folder)
        guard stem != "index", stem != "_index" else { return [beside] }
        return [beside, HugoSite.absolute(path, in: folder + "/" + stem)]
    }

    /// Hugo serves `static/` at the site's root, and each language's content under its prefix
    /// (the default language's at the root); `assets/` is where themes' image shortcodes look.
    private static func hugoCandidates(_ rest: String, hugo: HugoSite, page: String) -> [String] {
        var found = [HugoSite.absolute("static/" + rest, in: hugo.root)]
        let first = rest.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        if let language = hugo.contentFolderList.first(where: { $0.code == first && $0.code != hugo.config.defaultLanguage }) {
            found.append(HugoSite.absolute(String(rest.dropFirst(first.count + 1)), in: language.folder))
        } else {
            found.append(HugoSite.absolute(rest, in: hugo.contentFolder(hugo.config.defaultLanguage)))
            found.append(HugoSite.absolute(rest, in: hugo.contentFolder(hugo.language(ofPage: page))))
        }
        found.append(HugoSite.absolute("assets/" + rest, in: hugo.root))
        return found
    }

    /// `candidate` if it is an image file inside the allowed folders.
    private func check(_ candidate: String) -> Resolution {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue else { return .missing }
        let real = OutputPlacement.realPath(candidate)
        guard let folder = allowed.first(where: { real.hasPrefix($0 + "/") }) else { return .refused("outside the folders a page may show files from") }
        guard !real.dropFirst(folder.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return .refused("a hidden file") }
        if let why = MediaFile.refusal(real) { return .refused(why) }
        // Named by the path inside the site (or input); a file from an allowed folder outside it
        // (an input linked in from elsewhere) by its path in that folder, under the folder's hash.
        let relative = real.hasPrefix(base + "/")
            ? String(real.dropFirst(base.count + 1)) : "_" + StableHash.hex(folder).prefix(8) + String(real.dropFirst(folder.count))
        return .found(source: real, output: MediaFile.folder + "/" + relative)
    }

    /// The Docusaurus site above `page`, if any.
    static func docusaurusRoot(above page: String) -> String? {
        var folder = (HugoSite.standardized(page) as NSString).deletingLastPathComponent
        while folder != "/", !folder.isEmpty {
            if SiteLocator.otherSiteNames.prefix(4).contains(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
