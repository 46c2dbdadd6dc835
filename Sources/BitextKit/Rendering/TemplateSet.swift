import BitextModel
import Foundation

/// The templates and assets a render uses: the defaults compiled into the binary, each
/// replaceable by a file of the same relative name in a user's folder.
public struct TemplateSet: Sendable, Equatable {
    /// Template and asset sources by relative name (`document.mustache`, `partials/pair.mustache`,
    /// `assets/bitext.css`).
    public var files: [String: String]
    /// Where each file came from, for error messages: a path, or `(built-in)/NAME`.
    public var origins: [String: String]

    /// The built-in templates.
    public static var builtIn: TemplateSet {
        var origins: [String: String] = [:]
        for name in DefaultTemplates.files.keys { origins[name] = "(built-in)/Templates/\(name)" }
        return TemplateSet(files: DefaultTemplates.files, origins: origins)
    }

    /// Creates a set from explicit files.
    public init(files: [String: String], origins: [String: String] = [:]) {
        self.files = files
        self.origins = origins
    }

    /// The built-in set with every file found under `directory` replacing or adding to it.
    public static func overriding(with directory: String) throws(BitextError) -> TemplateSet {
        var set = builtIn
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BitextError(.template, path: directory, "template folder not found")
        }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw BitextError(.template, path: directory, "cannot list the template folder") }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            // Regular files only: a link in a template folder could publish any file it points to.
            let path = url.standardizedFileURL.path
            guard FileStatus(path, followingLinks: false)?.kind == .file else { continue }
            guard path.hasPrefix(prefix) else { continue }
            let name = String(path.dropFirst(prefix.count))
            guard name.hasSuffix(".mustache") || name.hasPrefix("assets/") else { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw BitextError(.template, path: path, "cannot read the template")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw BitextError(.template, path: path, "template is not valid UTF-8")
            }
            set.files[name] = text
            set.origins[name] = path
        }
        return set
    }

    /// Where `name` came from.
    public func origin(of name: String) -> String {
        origins[name] ?? name
    }

    /// The asset files (everything under `assets/`), sorted by name.
    public var assets: [(name: String, text: String)] {
        files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
