import Foundation

/// Two folders given side by side that hold one tree in two languages: their paths differ in one
/// folder only, English in one (`en`) and Chinese in the other (`zh-cn`, `zh-Hans`, `zh`…), as in
/// `bitext convert content/en/docs content/zh-cn/docs`.
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
