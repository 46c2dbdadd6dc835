import BitextModel
import Foundation
import FuzzSupport

/// One input as a Hugo site's configuration, `hugo.toml` or `hugo.yaml` by what its first line
/// looks like. `SiteConfig.toml`/`.yaml` are internal; the way in is a page read inside the site
/// whose shortcodes need the configuration (params, languages, content and i18n folders). The
/// site's configuration is remembered per folder for the life of the process, so every input
/// gets a folder of its own, removed after it is read (what is remembered of it stays: a few
/// hundred bytes an input, see README.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSiteConfig(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = FuzzInput.data(bytes, count)
    let site = FuzzFolder.path + "/" + UUID().uuidString
    do { try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false) } catch {
        fatalError("cannot make \(site): \(error)")
    }
    defer { try? FileManager.default.removeItem(atPath: site) }
    FuzzFolder.write(data, to: isYAML(data) ? "hugo.yaml" : "hugo.toml", in: site)
    _ = FuzzInput.read(page, as: .markdown, path: site + "/content/en/docs/page.md")
    return 0
}

/// Whether the configuration reads as YAML: its first line that is not blank or a comment opens
/// a document (`---`), a list item, or has a `key:` before any `=` (TOML's `key = value`); a
/// `[table]` line or `key = value` is TOML.
func isYAML(_ data: Data) -> Bool {
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let line = text.split(whereSeparator: \.isNewline).lazy
        .map({ $0.drop { $0 == " " || $0 == "\t" } })
        .first(where: { !$0.isEmpty && !$0.hasPrefix("#") })
    else { return false }
    if line.hasPrefix("---") || line.hasPrefix("- ") { return true }
    if line.hasPrefix("[") { return false }
    guard let colon = line.firstIndex(of: ":") else { return false }
    return line.firstIndex(of: "=").map { colon < $0 } ?? true
}

/// A page using every shortcode that reads the site: params, the latest version, skew, a glossary
/// term and an i18n heading, so each part of the configuration is looked at.
let page = """
    ---
    title: Fuzz
    ---
    Version {{< param "version" >}}, latest {{< latest-version >}}, {{< skew currentVersion >}}.

    A {{< glossary_tooltip term_id="pod" >}} and {{< glossary_tooltip text="node" term_id="node" >}}.

    ## {{< heading "prerequisites" >}}

    {{< note >}}
    See {{< param "githubbranch" >}} and `{{< param "fullversion" >}}`.
    {{< /note >}}

    """

FuzzDriver.run(fuzzSiteConfig)
