import Foundation

/// Turns any input-derived name into a relative output path that cannot leave the output folder:
/// no `..`, no absolute paths, no hidden or empty components, no control characters, and
/// components short enough for every file system.
public enum OutputPath {
    /// The longest component, in UTF-8 bytes, before it is shortened with a hash suffix.
    public static let maximumComponentBytes = 120

    /// A safe relative path for `name` (which may contain `/`), without extension.
    public static func sanitize(_ name: String) -> String {
        var components: [String] = []
        for raw in name.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            var component = ""
            // Scalars appended to one string, not a Character each (every document's outputs go
            // through here on every run).
            component.unicodeScalars.append(contentsOf: raw.unicodeScalars.lazy.map { scalar -> Unicode.Scalar in
                switch scalar.value {
                case 0..<0x20, 0x7F: return "_"
                default: break
                }
                switch scalar {
                case ":", "*", "?", "\"", "<", ">", "|", "#", "%": return "_"
                default: return scalar.properties.isWhitespace ? "-" : scalar
                }
            })
            if component == "." || component == ".." || component.allSatisfy({ $0 == "." }) { continue }
            while component.hasPrefix(".") { component = "_" + component.dropFirst() }
            component = shorten(component)
            if !component.isEmpty { components.append(component) }
        }
        return components.isEmpty ? "_" : components.joined(separator: "/")
    }

    /// Shortens a component over the byte limit, keeping its start and a hash of the whole.
    static func shorten(_ component: String) -> String {
        guard component.utf8.count > maximumComponentBytes else { return component }
        var kept = ""
        for character in component {
            if kept.utf8.count + character.utf8.count > maximumComponentBytes - 17 { break }
            kept.append(character)
        }
        return kept + "-" + StableHash.hex(component).prefix(16)
    }

    /// `relative` resolved under `root`, or `nil` if it would land outside it.
    public static func resolve(_ relative: String, under root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        // Named a file: without the hint, Foundation stats the path to see whether it is a folder.
        let url = root.appendingPathComponent(relative, isDirectory: false).standardizedFileURL
        guard url.path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else { return nil }
        return url
    }
}
