@testable import BitextKit
import Foundation
import Testing

/// `bitext diff`'s work, without the command: two trees, or a tree against a git revision.
@Suite struct DiffActionTests {
    static let english = "# Cache\n\nLoad each image once and keep it in memory for the next request.\n\n## Eviction\n\nEvict the oldest images first when the cache is full.\n"
    static let chinese = "# 缓存\n\n每张图片只加载一次，并把它保存在内存中供下一次请求使用。\n\n## 淘汰\n\n当缓存已满时，先淘汰最早的图片。\n"
    static let shorter = "# 缓存\n\n每张图片只加载一次，并把它保存在内存中供下一次请求使用。\n"

    static func tree(_ chinese: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(english.utf8).write(to: root.appendingPathComponent("cache.md"))
        try Data(chinese.utf8).write(to: root.appendingPathComponent("cache.zh.md"))
        return root
    }

    @Test func aDroppedTranslationIsNewlyUntranslated() async throws {
        let old = try Self.tree(Self.chinese), new = try Self.tree(Self.shorter)
        let report = try await DiffAction(sides: .paths(old: old.path, new: new.path), loader: BundleLoader()).perform()
        #expect(report.after < report.before)
        #expect(report.documents.flatMap(\.changes).contains { $0.kind == "newlyUntranslated" && $0.english.hasPrefix("Evict") })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"))) func theWorkingTreeAgainstARevision() async throws {
        let repo = try Self.tree(Self.chinese)
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", repo.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "first")
        try Data(Self.shorter.utf8).write(to: repo.appendingPathComponent("cache.zh.md"))
        let report = try await DiffAction(sides: .git(tree: repo.path, revision: "HEAD"), loader: BundleLoader()).perform()
        #expect(report.after < report.before)
        #expect(report.documents.flatMap(\.changes).contains { $0.kind == "newlyUntranslated" })
    }

    /// An untranslated paragraph that was edited is still untranslated: not listed as newly
    /// untranslated and removed at once.
    @Test func anEditedUntranslatedParagraphIsNoChange() async throws {
        let old = try Self.tree(Self.shorter)
        let new = try Self.tree(Self.shorter)
        let edited = Self.english.replacingOccurrences(of: "when the cache is full", with: "once the cache is full")
        try Data(edited.utf8).write(to: new.appendingPathComponent("cache.md"))
        let report = try await DiffAction(sides: .paths(old: old.path, new: new.path), loader: BundleLoader()).perform()
        let kinds = report.documents.flatMap(\.changes).map(\.kind)
        #expect(!kinds.contains("removed") && !kinds.contains("newlyUntranslated"), "\(kinds)")
    }

    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A page moved into a folder of its own and edited on the way is found by its paragraphs.
    @Test func aMovedAndEditedPageIsRenamed() async throws {
        let old = try Self.tree(Self.chinese), new = try Self.folder()
        try Self.write(Self.english + "\nA third paragraph arrived with the move.\n", "cache/index.md", in: new)
        try Self.write(Self.chinese, "cache/index.zh.md", in: new)
        // A second page on both sides, so that the trees are compared by name.
        for tree in [old, new] {
            try Self.write("# Disk\n\nKeep images that are slow to download on disk.\n", "disk.md", in: tree)
            try Self.write("# 磁盘\n\n把下载很慢的图片保存在磁盘上。\n", "disk.zh.md", in: tree)
        }
        let report = try await DiffAction(sides: .paths(old: old.path, new: new.path), loader: BundleLoader()).perform()
        let moved = try #require(report.documents.first { $0.status == .renamed })
        #expect(moved.name == "cache/index" && moved.previousName == "cache")
        #expect(!report.documents.contains { $0.status == .removed || $0.status == .added })
        #expect(moved.changes.map(\.kind) == ["newlyUntranslated"])
    }

    /// A translator who edits the English kept in a comment along with the page says the
    /// translation still holds: convert calls it translated, and so does the diff. Without a
    /// comment, the unchanged Chinese beside edited English is stale.
    @Test func aSyncedCommentIsNoStaleness() async throws {
        let edited = Self.english.replacingOccurrences(of: "when the cache is full", with: "once the cache is full")
        let commented = { (english: String) in
            "# 缓存\n\n<!--\nLoad each image once and keep it in memory for the next request.\n-->\n每张图片只加载一次，并把它保存在内存中供下一次请求使用。\n\n## 淘汰\n\n<!--\n\(english)\n-->\n当缓存已满时，先淘汰最早的图片。\n"
        }
        let old = try Self.tree(commented("Evict the oldest images first when the cache is full.")), new = try Self.folder()
        try Self.write(edited, "cache.md", in: new)
        try Self.write(commented("Evict the oldest images first once the cache is full."), "cache.zh.md", in: new)
        let synced = try await DiffAction(sides: .paths(old: old.path, new: new.path), loader: BundleLoader()).perform()
        #expect(!synced.documents.flatMap(\.changes).contains { $0.kind == "newlyStale" })

        let plainOld = try Self.tree(Self.chinese), plainNew = try Self.tree(Self.chinese)
        try Self.write(edited, "cache.md", in: plainNew)
        let plain = try await DiffAction(sides: .paths(old: plainOld.path, new: plainNew.path), loader: BundleLoader()).perform()
        #expect(plain.documents.flatMap(\.changes).map(\.kind) == ["newlyStale"])
    }
}
