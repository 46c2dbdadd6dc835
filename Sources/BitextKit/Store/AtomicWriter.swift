import BitextModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader never sees a half-written one: each file goes to a temporary
/// file in the same folder and is renamed over the target. Identical content is not rewritten,
/// so reruns leave files (and their dates) alone.
///
/// Below the root nothing is followed: every folder on the way is opened with `O_NOFOLLOW`
/// relative to the one before it, so a symbolic link planted in the output folder (to a folder
/// elsewhere) makes the write fail instead of landing outside. Temporary files are named
/// `.NAME.bitext-TOKEN.tmp` with a token of this writer's, the only names `removeLeftovers` deletes.
public struct AtomicWriter: Sendable {
    /// The folder every write must stay inside.
    public let root: URL
    /// Its path, once: writes and the checks of a rerun work on path strings.
    let rootPath: String
    /// Sixteen hex digits naming this writer's temporary files.
    public let token: String

    /// Creates a writer for the output folder `root` (created when missing).
    public init(root: URL) {
        self.root = root.standardizedFileURL
        self.rootPath = self.root.path
        self.token = String(UInt64.random(in: 0...UInt64.max), radix: 16).leftPadded(to: 16)
    }

    /// Writes `data` to `relativePath` under the root. Returns `false` when the file already held
    /// exactly these bytes.
    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool {
        try inFolder(of: relativePath) { (folder, name, path) throws(BitextError) in
            if Self.holds(folder, name, data) { return false }
            let temporary = temporaryName(name)
            if let failure = Self.create(folder, temporary, data) {
                unlinkat(folder, temporary, 0)
                throw BitextError(.output, path: path, "cannot write the file: \(String(cString: strerror(failure)))")
            }
            try Self.replace(name, with: temporary, in: folder, path: path)
            return true
        }
    }

    /// Writes to `relativePath` what `produce` hands its `StreamedFile`, a block at a time, into
    /// a temporary file renamed over the target. Returns `false` when the file already held
    /// exactly these bytes (it is then left alone). A throw from `produce` leaves the target as
    /// it was.
    @discardableResult
    public func write(to relativePath: String, streaming produce: (StreamedFile) throws(BitextError) -> Void) throws(BitextError) -> Bool {
        try inFolder(of: relativePath) { (folder, name, path) throws(BitextError) in
            let temporary = temporaryName(name)
            let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw BitextError(.output, path: path, "cannot write the file: \(String(cString: strerror(errno)))") }
            let file = StreamedFile(descriptor: descriptor)
            do throws(BitextError) { try produce(file) } catch {
                close(descriptor)
                unlinkat(folder, temporary, 0)
                throw error
            }
            var failure = file.failure
            if close(descriptor) != 0, failure == nil { failure = errno }
            if let failure {
                unlinkat(folder, temporary, 0)
                throw BitextError(.output, path: path, "cannot write the file: \(String(cString: strerror(failure)))")
            }
            if Self.sameFiles(folder, temporary, name) {
                unlinkat(folder, temporary, 0)
                return false
            }
            try Self.replace(name, with: temporary, in: folder, path: path)
            return true
        }
    }

    /// Runs `body` with the folder of `relativePath` open (created when missing, reached
    /// without following links), the file's name and its full path.
    private func inFolder<T>(of relativePath: String, _ body: (Int32, String, String) throws(BitextError) -> T) throws(BitextError) -> T {
        guard let parts = OutputPath.components(relativePath), let name = parts.last else {
            throw BitextError(.output, path: relativePath, "refusing to write outside the output folder")
        }
        guard let folder = try folderDescriptor(parts.dropLast(), creating: true, for: relativePath) else {
            throw BitextError(.output, path: rootPath, "cannot create the output folder")
        }
        defer { close(folder) }
        return try body(folder, String(name), rootPath + "/" + parts.joined(separator: "/"))
    }

    private func temporaryName(_ name: String) -> String {
        "." + name + ".bitext-" + token + ".tmp"
    }

    /// Renames the finished `temporary` over `name`.
    private static func replace(_ name: String, with temporary: String, in folder: Int32, path: String) throws(BitextError) {
        guard renameat(folder, temporary, folder, name) == 0 else {
            let reason = String(cString: strerror(errno))
            unlinkat(folder, temporary, 0)
            throw BitextError(.output, path: path, "cannot replace the file: \(reason)")
        }
    }

    /// Removes the file at `relativePath` (never a link's target), then the folders it leaves
    /// empty up to the root. Nothing there is not an error.
    public func remove(_ relativePath: String) throws(BitextError) {
        guard let parts = OutputPath.components(relativePath), let name = parts.last else {
            throw BitextError(.output, path: relativePath, "refusing to delete outside the output folder")
        }
        let folders = Array(parts.dropLast())
        guard let folder = try folderDescriptor(folders[...], creating: false, for: relativePath) else { return }
        let removed = unlinkat(folder, String(name), 0) == 0 || errno == ENOENT
        let reason = String(cString: strerror(errno))
        close(folder)
        guard removed else { throw BitextError(.output, path: rootPath + "/" + relativePath, "cannot delete the file: \(reason)") }
        // Folders emptied by the removal go too, as a clean run would not have made them.
        for depth in stride(from: folders.count, to: 0, by: -1) {
            guard let parent = try? folderDescriptor(folders[..<(depth - 1)], creating: false, for: relativePath) ?? nil else { return }
            let emptied = unlinkat(parent, String(folders[depth - 1]), AT_REMOVEDIR) == 0
            close(parent)
            if !emptied { return }
        }
    }

    /// The bytes of the regular file at `relativePath`, reached as writes are (no link followed
    /// below the root): how a run reads back a file of its own and `merge` reads a shard's.
    public func contents(of relativePath: String) throws(BitextError) -> Data {
        let path = rootPath + "/" + relativePath
        guard let parts = OutputPath.components(relativePath), let name = parts.last,
            let folder = try folderDescriptor(parts.dropLast(), creating: false, for: relativePath)
        else { throw BitextError(.output, path: path, "missing file") }
        defer { close(folder) }
        let descriptor = openat(folder, String(name), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw BitextError(.output, path: path, errno == ELOOP ? "refusing to read a symbolic link" : "cannot read the file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw BitextError(.output, path: path, "not a regular file") }
        var data = Data(count: Int(info.st_size))
        let count = data.withUnsafeMutableBytes { FileReading.fill(descriptor, $0) }
        guard count == data.count else { throw BitextError(.output, path: path, "cannot read the file") }
        return data
    }

    /// A descriptor of the folder `parts` below the root, opened one component at a time without
    /// following links, each created when missing and `creating`; nil when one is missing.
    private func folderDescriptor(_ parts: ArraySlice<Substring>, creating: Bool, for relativePath: String) throws(BitextError) -> Int32? {
        var descriptor = open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            try? FileManager.default.createDirectory(atPath: rootPath, withIntermediateDirectories: true)
            descriptor = open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        if descriptor < 0, errno == ENOENT, !creating { return nil }
        guard descriptor >= 0 else {
            throw BitextError(.output, path: rootPath, "cannot open the output folder: \(String(cString: strerror(errno)))")
        }
        var walked = rootPath
        for part in parts {
            let component = String(part)
            walked += "/" + component
            var next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                if mkdirat(descriptor, component, 0o777) != 0, errno != EEXIST {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw BitextError(.output, path: walked, "cannot create the folder: \(reason)")
                }
                next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let failure = errno
            close(descriptor)
            if next < 0, failure == ENOENT, !creating { return nil }
            guard next >= 0 else {
                switch failure {
                case ELOOP, ENOTDIR:
                    throw BitextError(.output, path: walked, "refusing to write \(relativePath) through a symbolic link or a file in the output folder")
                default: throw BitextError(.output, path: walked, "cannot open the folder: \(String(cString: strerror(failure)))")
                }
            }
            descriptor = next
        }
        return descriptor
    }

    /// Whether the file `name` in `folder` holds exactly `data`: a file of another size is not
    /// read, and a link is never the file.
    static func holds(_ folder: Int32, _ name: String, _ data: Data) -> Bool {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count
        else { return false }
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Compared a block at a time: reading a large page or bundle whole into a second buffer
        // cost more than its size (fresh memory for every byte), and a difference stops early.
        // The block is the thread's: one per file compared was a thirtieth of the bytes a
        // conversion allocated.
        var block = compareBlocks.take() ?? [UInt8](repeating: 0, count: 1 << 16)
        defer { compareBlocks.give(block) }
        return block.withUnsafeMutableBytes { same(descriptor, data, block: $0) }
    }

    private static let compareBlocks = ThreadSpare<[UInt8]>()

    /// Whether the open file `descriptor` holds exactly `data`, read into `block`.
    private static func same(_ descriptor: Int32, _ data: Data, block: UnsafeMutableRawBufferPointer) -> Bool {
        let blockSize = block.count
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

    /// Whether the file `name` in `folder` holds what the file `written` does, compared a block
    /// at a time: how a streamed file that came out the same leaves the old one (and its date).
    static func sameFiles(_ folder: Int32, _ written: String, _ name: String) -> Bool {
        var (a, b) = (stat(), stat())
        guard fstatat(folder, name, &b, AT_SYMLINK_NOFOLLOW) == 0, b.st_mode & S_IFMT == S_IFREG,
            fstatat(folder, written, &a, AT_SYMLINK_NOFOLLOW) == 0, a.st_size == b.st_size
        else { return false }
        let (left, right) = (openat(folder, written, O_RDONLY | O_NOFOLLOW | O_CLOEXEC), openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC))
        defer { if left >= 0 { close(left) }; if right >= 0 { close(right) } }
        guard left >= 0, right >= 0 else { return false }
        let blockSize = 1 << 16
        let blocks = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * blockSize, alignment: 16)
        defer { blocks.deallocate() }
        let (x, y) = (UnsafeMutableRawBufferPointer(rebasing: blocks[..<blockSize]), UnsafeMutableRawBufferPointer(rebasing: blocks[blockSize...]))
        while true {
            guard let count = FileReading.fill(left, x), FileReading.fill(right, y) == count,
                memcmp(x.baseAddress!, y.baseAddress!, count) == 0
            else { return false }
            if count < blockSize { return true }
        }
    }

    /// Writes `data` into a new file with plain system calls and returns the error number of a
    /// failure. Foundation's `createFile` writes through a hidden temporary file of its own
    /// (`.dat.nosync…`), which a killed run would leave behind under a name of Foundation's choosing.
    static func create(_ folder: Int32, _ name: String, _ data: Data) -> Int32? {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure = data.withUnsafeBytes { StreamedFile.writeAll(descriptor, $0) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }

    /// Removes the temporary files of killed runs (`.NAME.bitext-TOKEN.tmp` with another token),
    /// so a rerun leaves exactly the outputs of an uninterrupted run. Nothing else is touched:
    /// hidden folders and links are not entered, and other hidden files are the user's.
    public func removeLeftovers() {
        Self.removeLeftovers(in: root.path, keeping: token)
    }

    /// Whether `name` is a temporary file of a writer's (with any token).
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), name.utf8.count > 27 else { return false }
        let token = name.utf8.dropLast(4).suffix(16)
        let marker = name.utf8.dropLast(20).suffix(8)
        return marker.elementsEqual(".bitext-".utf8) && token.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Walks `folder` with `readdir` (this runs over the whole output folder on every run, and
    /// Foundation's enumerator was a visible part of a rerun).
    private static func removeLeftovers(in folder: String, keeping token: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") {
                if isTemporary(name), !name.hasSuffix(token + ".tmp") { unlink(folder + "/" + name) }
                continue
            }
            let path = folder + "/" + name
            // The entry's type comes with it on most file systems; only an unknown one costs a stat.
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && FileStatus(path, followingLinks: false)?.kind == .directory) {
                removeLeftovers(in: path, keeping: token)
            }
        }
    }

    /// Writes text as UTF-8.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws(BitextError) -> Bool {
        try write(Data(text.utf8), to: relativePath)
    }
}

extension String {
    /// The string with zeros in front, up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
