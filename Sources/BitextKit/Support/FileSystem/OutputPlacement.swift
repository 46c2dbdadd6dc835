import Foundation
import Synchronization

/// Where an output folder may be: never an input, never holding one, and inside one only when
/// discovery leaves it out. Paths are compared with links resolved, so `-o ./link-to-input` is
/// the input too.
public enum OutputPlacement {
    /// Throws when `output` is one of `inputs` (folders or files' folders) or contains one.
    public static func check(output: String, inputs: [String]) throws(BitextError) {
        let out = realPath(output)
        for input in inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            let folder = realPath(exists && !isDirectory.boolValue ? (input as NSString).deletingLastPathComponent : input)
            if folder == out {
                throw BitextError(.output, path: output, "the output folder is the input folder \(input): choose another (its pages would overwrite the inputs, and the next run would read them as input)")
            }
            if folder.hasPrefix(out == "/" ? "/" : out + "/") {
                throw BitextError(.output, path: output, "the output folder contains the input \(input): choose a folder beside or inside it")
            }
        }
    }

    /// `path` absolute, standardized and with links resolved, also when its end does not exist
    /// yet (the existing part is resolved, the rest appended).
    public static func realPath(_ path: String) -> String {
        real(LexicalPath.normalized(path))
    }

    /// Most paths asked about are files and folders (not links) inside folders asked about
    /// before, or not there yet: the folder is resolved once and the name added, which spares a
    /// `stat` of every part of the path each time (a whole site's includes and media made them
    /// by the hundred thousand). A link is resolved whole.
    private static func real(_ lexical: String) -> String {
        guard lexical != "/" else { return "/" }
        let status = FileStatus(lexical, followingLinks: false)
        if status?.kind == .link { return resolved(lexical) }
        let cut = lexical.utf8.lastIndex(of: UInt8(ascii: "/"))!
        let folder = cut == lexical.utf8.startIndex ? "/" : String(lexical[..<cut])
        // A path not there is its folder's real path and its name.
        let base = status == nil ? real(folder) : resolvedFolders.withLock { known in known[folder] } ?? {
            let real = resolved(folder)
            resolvedFolders.withLock { $0[folder] = real }
            return real
        }()
        return (base == "/" ? "" : base) + lexical[cut...]
    }

    /// The folders `realPath` resolved, by their lexical paths.
    private static let resolvedFolders = Mutex<[String: String]>([:])

    /// `path` resolved part by part.
    private static func resolved(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        var resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        for component in missing { resolved = (resolved as NSString).appendingPathComponent(component) }
        return resolved
    }
}
