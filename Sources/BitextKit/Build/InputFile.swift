import Foundation

/// A file found under an input root.
public struct InputFile: Sendable, Equatable, Hashable, Comparable {
    /// The input root it was found under, as given.
    public var root: String
    /// Its path relative to the root, with `/` separators.
    public var relativePath: String

    /// Creates an input file.
    public init(root: String, relativePath: String) {
        self.root = root
        self.relativePath = relativePath
    }

    /// A file named by its path: its folder is the root.
    init(path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(root: url.deletingLastPathComponent().path, relativePath: url.lastPathComponent)
    }

    /// The path to open: the root joined with the relative path.
    public var path: String {
        root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }

    /// Orders by root, then relative path, so every run sees files in the same order.
    public static func < (lhs: InputFile, rhs: InputFile) -> Bool {
        (lhs.root, lhs.relativePath) < (rhs.root, rhs.relativePath)
    }
}
