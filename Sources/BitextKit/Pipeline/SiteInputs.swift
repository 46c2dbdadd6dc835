import Foundation

/// A Hugo site given as input by any folder of it: the checkout's root stands for the folder
/// holding its content folders (not its layouts, data or theme), and a folder inside one
/// language's content (`content/en/docs`) for itself and the same folder of the Chinese
/// content, so the pages and their settings are those of the whole site whichever is given.
enum SiteInputs {
    /// For a site's own folder (its configuration is in it): the folder holding its content
    /// folders, when that is inside the site and not the site's folder itself.
    static func contentRoot(of input: String) -> String? {
        guard FileStatus(input)?.kind == .directory, let site = SiteLocator.site(at: input) else { return nil }
        let folders = site.contentFolderList.map(\.folder)
        guard let first = folders.first else { return nil }
        var common = LanguageRoots.components(first)
        for folder in folders.dropFirst() {
            let parts = LanguageRoots.components(folder)
            var k = 0
            while k < min(common.count, parts.count), common[k] == parts[k] { k += 1 }
            common = Array(common.prefix(k))
        }
        let root = LanguageRoots.components(site.root)
        guard common.count > root.count, Array(common.prefix(root.count)) == root else { return nil }
        // Named from the input as given, so that paths in messages read as the user wrote them.
        return common[root.count...].reduce(input) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// For a folder in the English content of a site with Chinese content: that folder and
    /// the same folder of the Chinese content, when it exists.
    static func languagePair(_ input: String) -> (english: String, chinese: String)? {
        guard FileStatus(input)?.kind == .directory else { return nil }
        let absolute = HugoSite.absolute(input, in: FileManager.default.currentDirectoryPath)
        guard let site = SiteLocator.site(containing: absolute + "/page.md").site else { return nil }
        let folders = site.contentFolderList
        guard let english = folders.first(where: { absolute == $0.folder || absolute.hasPrefix($0.folder + "/") }),
            LanguageRoots.isEnglish(english.code) || english.code == site.config.defaultLanguage && !LanguageRoots.isChinese(english.code),
            let chinese = folders.first(where: { LanguageRoots.isChinese($0.code) })
        else { return nil }
        let below = String(absolute.dropFirst(english.folder.count))
        let other = chinese.folder + below
        guard FileStatus(other)?.kind == .directory else { return nil }
        // Given relative, the Chinese folder is named relative to the current folder too.
        let cwd = HugoSite.standardized(FileManager.default.currentDirectoryPath)
        return (input, input.hasPrefix("/") ? other : ShortcodeValues.relative(other, from: cwd))
    }
}
