import BitextModel
import Foundation

/// Walks input folders for documents: skips hidden and version-control folders, follows no
/// symlink out of the tree, and survives symlink loops. Bitext's own output folders are never
/// read as input: the one being written (`outputs`) and any holding a conversion manifest.
public struct InputDiscovery: Sendable {
    /// File extensions read as documents.
    public static let extensions: Set<String> = ["md", "mdx", "markdown", "html", "htm", "txt"]

    /// Glob patterns (relative paths) to leave out, e.g. `drafts/**` or `*.tmp.md`.
    public var excludes: [String]

    /// Folders (paths with links resolved) to leave out: the output folder of the run.
    public var outputs: Set<String>

    /// Creates a walker.
    public init(excludes: [String] = [], outputs: Set<String> = []) {
        self.excludes = excludes
        self.outputs = outputs
    }

    /// The documents under `root` (or `root` itself when it is a file), sorted, plus a
    /// diagnostic for each entry that could not be visited.
    public func files(under root: String) -> (files: [InputFile], diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
            return ([], [Diagnostic(severity: .error, identifier: "input.missing", summary: "no such file or folder", path: root)])
        }
        if !isDirectory.boolValue {
            let url = URL(fileURLWithPath: root)
            return ([InputFile(root: url.deletingLastPathComponent().path, relativePath: url.lastPathComponent)], [])
        }
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL
        if outputs.contains(rootURL.path) || FileStatus(rootURL.path + "/" + ConversionManifest.fileName, followingLinks: false) != nil {
            return ([], [Diagnostic(severity: .note, identifier: "input.outputFolder", summary: "a Bitext output folder, not a source folder: give the folder it was converted from", path: root)])
        }
        var walk = Walk(root: root, rootReal: rootURL.path, visited: [rootURL.path])
        self.walk(rootURL, relative: "", &walk)
        return (walk.files.sorted(), walk.diagnostics)
    }

    /// What a walk carries from folder to folder.
    private struct Walk {
        /// The root as given, and with links resolved.
        let root: String
        let rootReal: String
        /// Folders entered, with links resolved.
        var visited: Set<String>
        var files: [InputFile] = []
        var diagnostics: [Diagnostic] = []

        init(root: String, rootReal: String, visited: Set<String>) {
            self.root = root
            self.rootReal = rootReal
            self.visited = visited
        }

        /// `relative` as a path under the root as given.
        func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
    }

    private enum Entry { case directory, file }

    private func walk(_ directory: URL, relative: String, _ walk: inout Walk) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            walk.diagnostics.append(
                Diagnostic(
                    severity: .error, identifier: "input.unreadableFolder", summary: "cannot list this folder",
                    path: relative.isEmpty ? walk.root : walk.path(relative)))
            return
        }
        let directoryPath = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        for name in names {
            if name.hasPrefix(".") || name == "node_modules" { continue }
            let rel = relative.isEmpty ? name : relative + "/" + name
            if Glob.matchesAny(excludes, path: rel) { continue }
            // Paths joined as strings: URL values cost a Foundation round trip per entry, a visible
            // part of start-up on a tree of a few hundred files.
            let path = directoryPath + name
            switch entry(at: path, relative: rel, &walk) {
            case .directory?:
                enter(path, relative: rel, &walk)
            case .file?:
                if let dot = name.lastIndex(of: "."), dot != name.startIndex, Self.extensions.contains(name[name.index(after: dot)...].lowercased()) {
                    walk.files.append(InputFile(root: walk.root, relativePath: rel))
                }
            case nil:
                continue
            }
        }
    }

    /// Whether `path` is a folder or a file, a symbolic link counting as its target; nil for
    /// anything else, and for a link that is skipped, with a note why.
    private func entry(at path: String, relative rel: String, _ walk: inout Walk) -> Entry? {
        switch FileStatus(path, followingLinks: false)?.kind {
        case .directory?: return .directory
        case .file?: return .file
        case .link?: break
        case .other?, nil: return nil
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        // A link may point anywhere inside the tree, never outside it.
        guard target == walk.rootReal || target.hasPrefix(walk.rootReal + "/") else {
            walk.diagnostics.append(
                Diagnostic(
                    severity: .note, identifier: "input.symlinkOutside",
                    summary: "skipped: symbolic link points outside the input folder", path: rel))
            return nil
        }
        var targetIsDirectory: ObjCBool = false
        // An error, not a warning: a file the user meant to convert is missing from the output.
        guard FileManager.default.fileExists(atPath: target, isDirectory: &targetIsDirectory) else {
            walk.diagnostics.append(
                Diagnostic(
                    severity: .error, identifier: "input.brokenSymlink", summary: "skipped: broken or looping symbolic link",
                    path: walk.path(rel)))
            return nil
        }
        // A link to a document the walk reads itself (`index.html` → `index.en.html`) would
        // count that document twice.
        if !targetIsDirectory.boolValue, isReadItself(target, root: walk.rootReal) { return nil }
        return targetIsDirectory.boolValue ? .directory : .file
    }

    /// Whether the walk reaches `target` (a file inside the tree) on its own: a document in no
    /// hidden folder, and not left out by `excludes`.
    private func isReadItself(_ target: String, root: String) -> Bool {
        let relative = String(target.dropFirst(root.count + 1))
        let parts = relative.split(separator: "/")
        guard !parts.contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }), parts.count > 0 else { return false }
        guard Self.extensions.contains((relative as NSString).pathExtension.lowercased()) else { return false }
        return !Glob.matchesAny(excludes, path: relative)
    }

    /// Walks the folder at `path` unless it was visited already (a link loop) or is an output folder.
    private func enter(_ path: String, relative rel: String, _ walk: inout Walk) {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        let real = url.resolvingSymlinksInPath().standardizedFileURL.path
        guard walk.visited.insert(real).inserted else { return }
        if outputs.contains(real) || FileStatus(real + "/" + ConversionManifest.fileName, followingLinks: false) != nil {
            walk.diagnostics.append(
                Diagnostic(severity: .note, identifier: "input.outputFolder", summary: "skipped: a Bitext output folder", path: rel))
            return
        }
        self.walk(url, relative: rel, &walk)
    }
}
