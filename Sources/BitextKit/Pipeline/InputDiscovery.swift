import BitextModel
import Foundation

/// Walks input folders for documents: skips hidden and version-control folders, follows no
/// symlink out of the tree, and survives symlink loops. Bitext's own output folders are never
/// read as input: the one being written (`outputs`) and any holding a conversion manifest.
public struct InputDiscovery: Sendable {
    /// File extensions read as documents.
    public static let extensions: Set<String> = ["md", "markdown", "html", "htm", "txt"]

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
        var files: [InputFile] = []
        var diagnostics: [Diagnostic] = []
        var visited: Set<String> = [rootURL.path]
        walk(rootURL, relative: "", root: root, rootReal: rootURL.path, visited: &visited, files: &files, diagnostics: &diagnostics)
        return (files.sorted(), diagnostics)
    }

    private func walk(
        _ directory: URL, relative: String, root: String, rootReal: String, visited: inout Set<String>,
        files: inout [InputFile], diagnostics: inout [Diagnostic]
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            diagnostics.append(
                Diagnostic(
                    severity: .error, identifier: "input.unreadableFolder", summary: "cannot list this folder",
                    path: relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)))
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
            let kind = FileStatus(path, followingLinks: false)?.kind
            var isDirectory = kind == .directory
            var isFile = kind == .file
            if kind == .link {
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                // A link may point anywhere inside the tree, never outside it.
                guard target == rootReal || target.hasPrefix(rootReal + "/") else {
                    diagnostics.append(
                        Diagnostic(
                            severity: .note, identifier: "input.symlinkOutside",
                            summary: "skipped: symbolic link points outside the input folder", path: rel))
                    continue
                }
                var targetIsDirectory: ObjCBool = false
                // An error, not a warning: a file the user meant to convert is missing from the output.
                guard FileManager.default.fileExists(atPath: target, isDirectory: &targetIsDirectory) else {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, identifier: "input.brokenSymlink", summary: "skipped: broken or looping symbolic link",
                            path: (root as NSString).appendingPathComponent(rel)))
                    continue
                }
                isDirectory = targetIsDirectory.boolValue
                isFile = !isDirectory
            }
            if isDirectory {
                let url = URL(fileURLWithPath: path, isDirectory: true)
                let real = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard visited.insert(real).inserted else { continue }
                if outputs.contains(real) || FileStatus(real + "/" + ConversionManifest.fileName, followingLinks: false) != nil {
                    diagnostics.append(
                        Diagnostic(severity: .note, identifier: "input.outputFolder", summary: "skipped: a Bitext output folder", path: rel))
                    continue
                }
                walk(url, relative: rel, root: root, rootReal: rootReal, visited: &visited, files: &files, diagnostics: &diagnostics)
            } else if isFile {
                if let dot = name.lastIndex(of: "."), dot != name.startIndex, Self.extensions.contains(name[name.index(after: dot)...].lowercased()) {
                    files.append(InputFile(root: root, relativePath: rel))
                }
            }
        }
    }
}
