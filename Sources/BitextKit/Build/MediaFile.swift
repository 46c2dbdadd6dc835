import Foundation

/// An image a document shows, copied into the output folder: what the build database keeps of
/// it, so that one copy serves every page showing it and a rerun knows what to copy again.
public struct MediaFile: Sendable, Equatable, Hashable, Comparable, Codable {
    /// The output folder's folder of copies.
    public static let folder = "media"

    /// A copy's name stays inside the media folder.
    static func isSafeOutput(_ output: String) -> Bool {
        output.hasPrefix(folder + "/") && !output.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.hasPrefix(".") }
    }

    /// The copy, relative to the output folder (`media/static/images/a.png`).
    public var output: String
    /// The file copied (a real path).
    public var source: String

    public init(output: String, source: String) {
        self.output = output
        self.source = source
    }

    public static func < (lhs: MediaFile, rhs: MediaFile) -> Bool { (lhs.output, lhs.source) < (rhs.output, rhs.source) }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "apng", "bmp", "ico"]
    /// A larger file is refused: a page's figure is far smaller, and it is held in memory to copy.
    static let maximumBytes = 16 << 20

    /// Why the file at `path` (a real path) must not be published, or nil: only regular image
    /// files of a sane size, and no SVG that would run scripts when opened on its own.
    static func refusal(_ path: String) -> String? {
        guard imageExtensions.contains((path as NSString).pathExtension.lowercased()) else { return "not an image file" }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "not a regular file" }
        guard info.st_size <= maximumBytes else { return "larger than \(maximumBytes >> 20) MiB" }
        guard path.lowercased().hasSuffix(".svg") else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot be read" }
        return isInertSVG(data) ? nil : "an SVG with scripts or event handlers"
    }

    /// An SVG opened on its own runs its scripts in the site's origin: one with a script, an
    /// event handler, a `javascript:` link or embedded HTML is not published.
    static func isInertSVG(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self).lowercased()
        let risky = ["<script", "javascript:", "<foreignobject", "<iframe", "<embed", "<object"]
        if risky.contains(where: text.contains) { return false }
        return text.range(of: #"[\s"'/]on[a-z]+\s*="#, options: .regularExpression) == nil
    }
}

/// A document's images as the build database keeps them: the files to copy, and the references
/// the site lacks (`path:line: reference`), said in the run's one note.
public struct MediaList: Sendable, Equatable, Codable {
    public var files: [MediaFile] = []
    public var missing: [String] = []

    public init(files: [MediaFile] = [], missing: [String] = []) {
        self.files = files
        self.missing = missing
    }

    public var isEmpty: Bool { files.isEmpty && missing.isEmpty }
}
