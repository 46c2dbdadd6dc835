import BitextModel
import Foundation

/// What the shortcode layer knows about the page being read: its site (if any), its language
/// and its own params.
struct PageContext: Sendable {
    var site: HugoSite?
    /// The page's language code as the site names it (`en`, `zh-cn`).
    var language: String
    var path: String
    /// The page's front matter scalars (`.Page.Param` reads them before the site's).
    var params: [String: String] = [:]
    /// What the page's shortcodes may add to it, shared with the expanders of what it includes.
    var budget = ExpansionBudget(pageBytes: 0)

    /// The context of `path`: its site from the folders above it, its language `language` when
    /// given, else from the site's content folders, else from how much of `text` is Han.
    static func of(path: String, text: String, frontMatter: FrontMatter?, language given: String? = nil) -> (PageContext, [Diagnostic]) {
        let (site, problems) = SiteLocator.site(containing: path)
        let language = given ?? site?.language(ofPage: path) ?? (Self.isMostlyHan(text) ? "zh-cn" : "en")
        var params: [String: String] = [:]
        if case .mapping(let entries)? = frontMatter?.value {
            for entry in entries { if let value = entry.value.stringValue { params[entry.key] = value } }
        }
        let budget = ExpansionBudget(pageBytes: text.utf8.count)
        return (PageContext(site: site, language: language, path: path, params: params, budget: budget), problems)
    }

    /// The shortcodes the page's site knows.
    var catalog: ShortcodeCatalog { site?.catalog ?? .builtIn }

    /// A param of the page, else of the site.
    func param(_ key: String) -> String? {
        params[key] ?? site?.param(key, language: language)
    }

    /// `T key` in the page's language.
    func string(_ key: String) -> String? {
        site?.string(key, language: language) ?? SiteStrings.builtIn(for: language)[key]
    }

    /// Whether Han characters outnumber Latin letters in the first 8 KB (a page outside a site).
    /// Decoded from the UTF-8 storage (`UTF8Decoding`): a scalar view's prefix was about 1% of
    /// converting a folder of pages.
    static func isMostlyHan(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var han = 0, latin = 0, scalars = 0, index = 0
            while index < bytes.count, scalars < 8192 {
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                index += length
                scalars += 1
                switch value {
                case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
                case 0x41...0x5A, 0x61...0x7A: latin += 1
                default: break
                }
            }
            return han * 3 > latin
        }
    }
}
