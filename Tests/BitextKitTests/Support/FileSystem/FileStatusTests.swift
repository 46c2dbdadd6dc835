@testable import BitextKit
import Foundation
import Testing

@Suite struct FileStatusTests {
    /// A fresh file in a folder of its own, removed by the caller.
    func temporaryFile(_ contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileStatusTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a.md")
        try Data(contents.utf8).write(to: file)
        return file
    }

    @Test func modificationTimeReadsBackToTheNanosecond() throws {
        let file = try temporaryFile("hello")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        // 2023-11-14 22:13:20.123456789 UTC, set with the system call (a `Date` holds no exact nanoseconds).
        let seconds = 1_700_000_000, nanoseconds = 123_456_789
        var times = [
            timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds),
        ]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        let status = try #require(FileStatus(file.path))
        #expect(status.modified == seconds * 1_000_000_000 + nanoseconds)
        // Setting the time changed the file's metadata just now, long after that instant.
        #expect(status.changed > status.modified)
        #expect(status.latestChange == status.changed)
        #expect(status.kind == .file)
        #expect(status.size == 5)
    }

    @Test func linksAreFollowedUnlessAskedNotTo() throws {
        let file = try temporaryFile("x")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let link = file.deletingLastPathComponent().appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        #expect(FileStatus(link.path)?.kind == .file)
        #expect(FileStatus(link.path, followingLinks: false)?.kind == .link)
        #expect(FileStatus(file.deletingLastPathComponent().path)?.kind == .directory)
        #expect(FileStatus(file.path + ".missing") == nil)
    }
}
