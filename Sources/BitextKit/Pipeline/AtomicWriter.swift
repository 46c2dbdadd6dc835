import BitextModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, named apart from `AtomicWriter.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// Writes files so that a reader never sees a half-written one: each file goes to a temporary
/// file in the same folder and is renamed over the target. Identical content is not rewritten,
/// so reruns leave files (and their dates) alone.
public struct AtomicWriter: Sendable {
    /// The folder every write must stay inside.
    public let root: URL
    /// Its path, once: writes work on path strings.
    private let rootPath: String

    /// Creates a writer for the output folder `root` (created when missing).
    public init(root: URL) {
        self.root = root.standardizedFileURL
        self.rootPath = self.root.path
    }

    /// Writes `data` to `relativePath` under the root. Returns `false` when the file already held
    /// exactly these bytes.
    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool {
        guard let path = OutputPath.resolve(relativePath, underPath: rootPath), let slash = path.lastIndex(of: "/") else {
            throw BitextError(path: relativePath, "refusing to write outside the output folder")
        }
        if Self.holds(path, data) { return false }
        let folder = String(path[..<slash])
        // Most writes go to a folder that exists: a stat spares Foundation's directory creation.
        if FileStatus(folder)?.kind != .directory {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw BitextError(path: folder, "cannot create the folder: \(error.localizedDescription)")
            }
        }
        let temporary = folder + "/." + path[path.index(after: slash)...] + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        if let failure = Self.create(temporary, data) {
            unlink(temporary)
            throw BitextError(path: path, "cannot write the file: \(String(cString: strerror(failure)))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw BitextError(path: path, "cannot replace the file: \(reason)")
        }
        return true
    }

    /// Whether the file at `path` holds exactly `data`: a file of another size is not read.
    static func holds(_ path: String, _ data: Data) -> Bool {
        guard let status = FileStatus(path), status.kind == .file, status.size == data.count else { return false }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Compared a block at a time: reading a large page or bundle whole into a second buffer
        // cost more than its size (fresh memory for every byte), and a difference stops early.
        let blockSize = 1 << 16
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        return data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < expected.count {
                let wanted = min(blockSize, expected.count - offset)
                guard FileReading.fill(descriptor, UnsafeMutableRawBufferPointer(rebasing: block[0..<wanted])) == wanted,
                    memcmp(block.baseAddress!, expected.baseAddress! + offset, wanted) == 0
                else { return false }
                offset += wanted
            }
            // The file must end where the data does (it may have grown since the size was read).
            return read(descriptor, block.baseAddress!, 1) == 0
        }
    }

    /// Writes `data` into a new file with plain system calls and returns the error number of a
    /// failure. Foundation's `createFile` writes through a hidden temporary file of its own
    /// (`.dat.nosync…`), which a killed run would leave behind under a name of Foundation's choosing.
    static func create(_ path: String, _ data: Data) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }

    /// Removes temporary files a killed run left behind (`.NAME.PID.N.tmp`, and `.dat.nosync…`
    /// from versions that wrote through Foundation), so a rerun leaves exactly the outputs of an
    /// uninterrupted run.
    public func removeLeftovers() {
        Self.removeLeftovers(in: root.path)
    }

    /// Walks `folder` with `readdir` (this runs over the whole output folder on every run, and
    /// Foundation's enumerator was a visible part of a rerun); symbolic links are not followed.
    private static func removeLeftovers(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            if name.hasPrefix("."), name.hasSuffix(".tmp") || name.hasPrefix(".dat.nosync") {
                unlink(path)
                continue
            }
            // The entry's type comes with it on most file systems; only an unknown one costs a stat.
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && FileStatus(path, followingLinks: false)?.kind == .directory) {
                removeLeftovers(in: path)
            }
        }
    }

    /// Writes text as UTF-8.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws(BitextError) -> Bool {
        try write(Data(text.utf8), to: relativePath)
    }
}
