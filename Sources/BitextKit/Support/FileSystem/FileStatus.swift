import Foundation

/// What `stat` (or `lstat`) says of a path: its kind and size. Plain system calls, because
/// Foundation's file attributes and URL resource values cost a round trip per path, which showed
/// on every run (discovery, the outputs a rerun checks, each write).
struct FileStatus {
    /// What is at the path.
    enum Kind { case file, directory, link, other }

    /// What is at the path.
    var kind: Kind
    /// Its size in bytes.
    var size: Int
    /// Device and inode.
    var device: UInt64, inode: UInt64
    /// Modification and change (of contents or metadata) times, in nanoseconds since 1970.
    var modified: Int, changed: Int

    /// What tells this file from another and from its own earlier versions short of reading it.
    var identity: String { "\(device).\(inode).\(size).\(modified).\(changed)" }
    /// The later of its modification and change times, in nanoseconds since 1970.
    var latestChange: Int { max(modified, changed) }

    /// The status of `path`, or nil when nothing is there. A symbolic link is followed unless
    /// `followingLinks` is false, when it is reported as a `.link`.
    init?(_ path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .link
        default: kind = .other
        }
        size = Int(info.st_size)
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        // Glibc and Darwin name the times' fields differently.
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int {
        Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
