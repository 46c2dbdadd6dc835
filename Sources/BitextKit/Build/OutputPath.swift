import BitextModel
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
            // Built as UTF-8 bytes, ASCII decided without Unicode's property tables: every
            // document's outputs go through here on every run, reruns included.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(raw.utf8.count)
            for scalar in raw.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    switch UInt8(value) {
                    case 0..<0x20, 0x7F, UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "\""), UInt8(ascii: "<"),
                        UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "%"):
                        bytes.append(UInt8(ascii: "_"))
                    case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
                    case let byte: bytes.append(byte)
                    }
                } else if Diagnostic.isControl(scalar) {
                    // C1 controls and bidirectional overrides: a name must show what it is.
                    bytes.append(UInt8(ascii: "_"))
                } else if scalar.properties.isWhitespace {
                    bytes.append(UInt8(ascii: "-"))
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
            var component = String(decoding: bytes, as: UTF8.self)
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
        // Named a file: without the hint, Foundation stats the path to see whether it is a folder.
        resolve(relative, underPath: root.standardizedFileURL.path).map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// The components of `relative` with `.` and `..` resolved as written, or `nil` if it would
    /// land outside the folder it is relative to, or on it.
    static func components(_ relative: String) -> [Substring]? {
        var parts: [Substring] = []
        for part in relative.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
                continue
            }
            parts.append(part)
        }
        return parts.isEmpty ? nil : parts
    }

    /// `relative` joined to `root` (a standardized absolute path) with `.` and `..` resolved as
    /// written, as a standardized URL resolves them, or `nil` if it would land outside `root` or
    /// on it. On strings: the writer resolves every output it writes, and URLs cost microseconds.
    static func resolve(_ relative: String, underPath root: String) -> String? {
        guard let parts = components(relative) else { return nil }
        return (root.hasSuffix("/") ? root : root + "/") + parts.joined(separator: "/")
    }
}
