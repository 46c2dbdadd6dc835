import Foundation

/// highlight.js, the syntax highlighter the site ships beside its pages when it is installed
/// (Debian's `libjs-highlight.js`, which `make deps` installs): pages load it from `assets/`
/// and colour the code blocks whose language it knows, offline and from `file://`. Without it,
/// pages show code with its comments marked only.
public enum HighlightLibrary {
    /// Where the site writes it.
    public static let assetName = "assets/highlight.min.js"

    /// The first of `$BITEXT_HIGHLIGHT_JS`, Bitext's data folder and Debian's location that
    /// holds the file.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths: [String] = []
        if let explicit = environment["BITEXT_HIGHLIGHT_JS"], !explicit.isEmpty { paths.append(explicit) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            paths.append(data + "/bitext/highlight.min.js")
        } else if let home = environment["HOME"], !home.isEmpty {
            paths.append(home + "/.local/share/bitext/highlight.min.js")
        }
        paths.append("/usr/share/javascript/highlight.js/highlight.min.js")
        return paths
    }

    /// The license the site ships beside it (highlight.js is BSD-3-Clause, whose notice travels
    /// with copies).
    public static let licenseName = "assets/highlight.js-LICENSE.txt"

    /// The library's text and license, read once per process; `nil` when none is installed.
    public static let installed: (script: Data, license: Data)? = {
        for path in candidates() {
            guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { continue }
            // Debian keeps the notice under /usr/share/doc; a copy elsewhere has a LICENSE beside it.
            let folder = (path as NSString).deletingLastPathComponent
            let notices = [folder + "/LICENSE", "/usr/share/doc/libjs-highlight.js/copyright"]
            let license = notices.lazy.compactMap { FileManager.default.contents(atPath: $0) }.first
            return (data, license ?? Data("highlight.js, © Ivan Sagalaev and contributors, BSD 3-Clause License.\n".utf8))
        }
        return nil
    }()

    /// The library's text; `nil` when none is installed.
    public static var script: Data? { installed?.script }
}
