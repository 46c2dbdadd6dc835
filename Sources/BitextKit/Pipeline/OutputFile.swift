import BitextModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one file a command such as `export` or `apply` writes. A regular file (or a missing one) is
/// replaced atomically; `-`, a terminal, a pipe, a device or a link into `/dev` or `/proc`
/// (`/dev/stdout`) is a stream, written in place: replacing it would put a regular file where the
/// link or device was. A link to a regular file is followed, so the file it names is replaced,
/// not the link.
public struct OutputFile: Sendable {
    /// How the destination is written.
    public enum Destination: Sendable, Equatable {
        case standardOutput
        /// Opened and written in place.
        case stream(String)
        /// Written to a temporary file renamed over this path (links resolved).
        case file(String)
    }

    /// The path as given.
    public let path: String
    public let destination: Destination

    /// Creates the destination for `path`; throws when it is a folder.
    public init(_ path: String) throws(BitextError) {
        self.path = path
        destination = try Self.destination(of: path)
    }

    private static func destination(of path: String) throws(BitextError) -> Destination {
        if path == "-" { return .standardOutput }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .file(URL(fileURLWithPath: path).standardizedFileURL.path) }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let target = realpath(path, nil) else { return .stream(path) }
            defer { free(target) }
            let resolved = String(cString: target)
            if resolved.hasPrefix("/proc/") || resolved.hasPrefix("/dev/") || stat(resolved, &status) != 0 { return .stream(path) }
            return try destination(of: resolved)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(URL(fileURLWithPath: path).standardizedFileURL.path)
        case S_IFDIR: throw BitextError(.output, path: path, "is a folder: give a file to write, or - for standard output")
        default: return .stream(path)
        }
    }

    /// Throws when writing would replace one of `inputs`: an input file itself, or a document
    /// that reading an input folder would take in.
    public func check(against inputs: [String]) throws(BitextError) {
        guard case .file(let target) = destination else { return }
        let real = OutputPlacement.realPath(target)
        for input in inputs where input != "-" {
            let folder = OutputPlacement.realPath(input)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            if real == folder {
                throw BitextError(.output, path: path, "the output is the input \(input) itself: give another file")
            }
            let ext = (real as NSString).pathExtension.lowercased()
            if isFolder.boolValue, real.hasPrefix(folder == "/" ? "/" : folder + "/"), InputDiscovery.extensions.contains(ext) {
                throw BitextError(.output, path: path, "the output is a document inside the input folder \(input), which it would overwrite: give a file outside it")
            }
        }
    }

    /// Writes `text` to the destination.
    public func write(_ text: String) throws(BitextError) {
        switch destination {
        case .standardOutput:
            // Whatever `print` holds goes first (every stream is flushed: `stdout` is shared state to Swift).
            fflush(nil)
            try Self.send(Data(text.utf8), to: STDOUT_FILENO, path: "standard output")
        case .stream(let stream):
            let descriptor = open(stream, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw BitextError(.output, path: path, "cannot open for writing: \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try Self.send(Data(text.utf8), to: descriptor, path: path)
        case .file(let file):
            let url = URL(fileURLWithPath: file)
            try AtomicWriter(root: url.deletingLastPathComponent()).write(text, to: url.lastPathComponent)
        }
    }

    /// Writes `data` atomically as the file `name` of `folder` (made if missing): a one-document
    /// command's outputs, which are not a conversion's folder and have no build database.
    static func write(_ data: Data, into folder: String, as name: String) throws(BitextError) {
        _ = try AtomicWriter(root: URL(fileURLWithPath: folder)).write(data, to: name)
    }

    static func write(_ text: String, into folder: String, as name: String) throws(BitextError) {
        _ = try AtomicWriter(root: URL(fileURLWithPath: folder)).write(text, to: name)
    }

    private static func send(_ data: Data, to descriptor: Int32, path: String) throws(BitextError) {
        if let failure = data.withUnsafeBytes({ StreamedFile.writeAll(descriptor, $0) }) {
            throw BitextError(.output, path: path, "cannot write: \(String(cString: strerror(failure)))")
        }
    }
}
