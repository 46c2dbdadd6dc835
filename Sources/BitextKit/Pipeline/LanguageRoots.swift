import Foundation

/// Two folders given side by side that hold one tree in two languages: their paths differ in one
/// folder only, English in one (`en`) and Chinese in the other (`zh-cn`, `zh-Hans`, `zh`…), as in
/// `bitext convert content/en/docs content/zh-cn/docs`, or a name and the same name with a
/// language suffix (`maint-guide/html maint-guide-zh-cn/html`).
enum LanguageRoots {
    /// The English and the Chinese root, when `first` and `second` are such a pair (either order).
    static func english(_ first: String, chinese second: String) -> (english: String, chinese: String)? {
        guard FileStatus(first)?.kind == .directory, FileStatus(second)?.kind == .directory else { return nil }
        let a = components(first), b = components(second)
        guard a.count == b.count else { return nil }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let k = differing.first else { return nil }
        if isEnglish(a[k]), isChinese(b[k]) { return (first, second) }
        if isChinese(a[k]), isEnglish(b[k]) { return (second, first) }
        if let englishFirst = suffixed(a[k], b[k]) { return englishFirst ? (first, second) : (second, first) }
        return nil
    }

    /// Whether two folder names are one name with language suffixes (`maint-guide` and
    /// `maint-guide-zh-cn`, `guide_en` and `guide_zh`): true when the first is the English one,
    /// false when the second is, nil when they are not such a pair.
    static func suffixed(_ a: String, _ b: String) -> Bool? {
        func split(_ name: String) -> (base: String, language: String?) {
            for separator in ["-", "_", "."] {
                var parts = name.components(separatedBy: separator)
                // `zh-cn` and `zh_CN` hold the separator themselves: try the last two parts first.
                for count in [2, 1] where parts.count > count {
                    let language = parts.suffix(count).joined(separator: separator)
                    if isEnglish(language) || isChinese(language) {
                        parts.removeLast(count)
                        return (parts.joined(separator: separator), language)
                    }
                }
            }
            return (name, nil)
        }
        let (x, y) = (split(a), split(b))
        guard x.base == y.base, !x.base.isEmpty else { return nil }
        // The English side has no suffix or an English one; the Chinese side a Chinese one.
        func englishThenChinese(_ e: String?, _ z: String?) -> Bool { e.map(isEnglish) ?? true && z.map(isChinese) == true }
        if englishThenChinese(x.language, y.language) { return true }
        if englishThenChinese(y.language, x.language) { return false }
        return nil
    }

    static func isEnglish(_ component: String) -> Bool { DocumentPairer.englishMarkers.contains(component.lowercased()) }

    /// Any Chinese marker, Traditional too: given explicitly, the user has chosen the variant.
    static func isChinese(_ component: String) -> Bool {
        let lower = component.lowercased()
        return DocumentPairer.chineseMarkers.contains(lower) || lower.hasPrefix("zh-") || lower.hasPrefix("zh_")
    }

    static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    }
}
