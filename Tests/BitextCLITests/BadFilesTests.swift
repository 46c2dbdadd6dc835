import BitextKit
import Foundation
import Testing

/// Bad files in a batch: each gets one line on standard error naming its path, the rest of the
/// batch is converted, and the exit status is 1.
@Suite struct BadFilesTests {
    static let english = "# Hosting\n\nCall `addChild(_:)` before `didMove(toParent:)` to embed the view.\n"
    static let chinese = "# 托管\n\n先调用 `addChild(_:)`，再调用 `didMove(toParent:)` 来嵌入视图。\n"

    /// A folder holding one good pair (`good.md`, `good.zh.md`).
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(english.utf8).write(to: root.appendingPathComponent("good.md"))
        try Data(chinese.utf8).write(to: root.appendingPathComponent("good.zh.md"))
        return root
    }

    /// Adds one bad entry named `bad.md` and returns what its line on standard error must say.
    static func addBadFile(_ kind: String, to root: URL) throws -> String {
        let url = root.appendingPathComponent("bad.md")
        switch kind {
        case "binary":
            try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0, count: 64)).write(to: url)
            return "looks like a binary file"
        case "invalid UTF-8":
            try Data(Array("# Title\n\nabc ".utf8) + [0xC3, 0x28] + Array(" def\n".utf8)).write(to: url)
            return "invalid UTF-8 at byte offset 13"
        case "empty":
            try Data().write(to: url)
            return "the file is empty"
        case "vanished (dangling symlink)":
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "gone.md")
            return "broken or looping symbolic link"
        case "symlink loop":
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "bad-too.md")
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("bad-too.md").path, withDestinationPath: "bad.md")
            return "broken or looping symbolic link"
        default:
            Issue.record("unknown kind \(kind)")
            return ""
        }
    }

    static func convert(_ input: URL, to output: URL) throws -> CLITests.Run {
        try CLITests().bitext(["convert", input.path, "-o", output.path, "-q"])
    }

    @Test(arguments: ["binary", "invalid UTF-8", "empty", "vanished (dangling symlink)", "symlink loop"])
    func aBadFileIsOneLineAndTheRestIsConverted(kind: String) throws {
        let root = try Self.folder()
        let message = try Self.addBadFile(kind, to: root)
        let output = root.appendingPathComponent("../\(root.lastPathComponent)-out").standardizedFileURL
        let run = try Self.convert(root, to: output)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        // Both links of a loop are entries of the folder, so each gets its line.
        let bad = [root.appendingPathComponent("bad.md").path, root.appendingPathComponent("bad-too.md").path]
        #expect(lines.count == (kind == "symlink loop" ? 2 : 1), "\(run.stderr)")
        for line in lines {
            #expect(bad.contains { line.hasPrefix($0 + ":") }, "\(line)")
            #expect(line.contains(message), "\(line)")
        }
        let page = try String(contentsOf: output.appendingPathComponent("good.html"), encoding: .utf8)
        #expect(page.contains("先调用"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test(arguments: [
        ("UTF-16LE with BOM", [UInt8(0xFF), 0xFE], true), ("UTF-16BE with BOM", [0xFE, 0xFF], false),
        ("UTF-16LE without BOM", [], true), ("UTF-16BE without BOM", [], false),
    ])
    func utf16IsDecoded(kind: String, bom: [UInt8], littleEndian: Bool) throws {
        let root = try Self.folder()
        var bytes = bom
        for unit in "# Notes\n\nUTF-16 text with 中文 inside, read as text.\n".utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        try Data(bytes).write(to: root.appendingPathComponent("notes.md"))
        let output = root.appendingPathComponent("../\(root.lastPathComponent)-out").standardizedFileURL
        let run = try Self.convert(root, to: output)
        #expect(run.status == 0, "\(kind): \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(kind): \(run.stderr)")
        let page = try String(contentsOf: output.appendingPathComponent("notes.html"), encoding: .utf8)
        #expect(page.contains("UTF-16 text with 中文 inside"), "\(kind)")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its mode, so permission denied cannot happen"))
    func anUnreadableFileIsOneLine() throws {
        let root = try Self.folder()
        let locked = root.appendingPathComponent("locked.md")
        try Data("# Locked\n\nText.\n".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path) }
        let run = try Self.convert(root, to: root.appendingPathComponent("out"))
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(locked.path + ":"))
        #expect(run.stderr.contains("cannot read the file"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/good.html").path))
    }

    /// There is no hook between discovery and reading in a CLI run, so this drives the same two
    /// library steps the converter does and removes the file in between.
    @Test func aFileThatVanishesAfterDiscoveryFailsWithItsPath() throws {
        let root = try Self.folder()
        let (files, diagnostics) = InputDiscovery().files(under: root.path)
        #expect(diagnostics.isEmpty)
        let items = DocumentPairer().pair(files)
        #expect(items.count == 1)
        try FileManager.default.removeItem(at: root.appendingPathComponent("good.zh.md"))
        let error = #expect(throws: BitextError.self) { try DocumentProcessor().process(items[0]) }
        #expect(error?.path == root.appendingPathComponent("good.zh.md").path)
        #expect(error?.description.contains("no such file") == true)
    }

    /// A tmpfs of 128 KB fills after a few documents. Needs root and a kernel that lets the test
    /// mount one; elsewhere it is skipped.
    @Test(.enabled(if: Self.canMountTmpfs(), "mounting a small tmpfs needs root and a kernel that allows it"))
    func aFullDiskIsOneLinePerFileThatDidNotFit() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for i in 0..<12 {
            let paragraphs = (0..<40).map { "Paragraph \($0) of guide \(i) calls `layoutIfNeeded()` once." }
            try Data(("# Guide \(i)\n\n" + paragraphs.joined(separator: "\n\n") + "\n").utf8)
                .write(to: input.appendingPathComponent("g\(i).md"))
        }
        let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tmpfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        // Room for two documents (52 KB each), so that one fits however the writes of the two
        // converting at once interleave (a document that fails has its files removed).
        #expect(Self.system(["mount", "-t", "tmpfs", "-o", "size=128k", "tmpfs", mountPoint.path]) == 0)
        defer {
            _ = Self.system(["umount", mountPoint.path])
            try? FileManager.default.removeItem(at: mountPoint)
        }
        let output = mountPoint.appendingPathComponent("out")
        let run = try Self.convert(input, to: output)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix(output.path + "/") && line.contains("No space left on device"), "\(line)")
        }
        // Nothing half-written: every file is either complete or absent, no temporary file is left.
        let reference = input.appendingPathComponent("../\(input.lastPathComponent)-reference").standardizedFileURL
        #expect(try Self.convert(input, to: reference).status == 0)
        let names = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        let hiddenFiles: Set<String> = [".bitext-manifest.json", ".bitext-build.sqlite", ".bitext-lock"]
        #expect(!names.contains { ($0 as NSString).lastPathComponent.hasPrefix(".") && !hiddenFiles.contains($0) }, "\(names)")
        var written = 0
        // A document's files are the reference's; the site's list what fitted, so they differ
        // (a failed document's files are removed, which may leave room for the site).
        for name in names where !name.hasPrefix(".") && (name.hasPrefix("g") || name.hasPrefix("search/g")) {
            let path = output.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: reference.appendingPathComponent(name).path), "\(name)")
            written += 1
        }
        #expect(written > 0, "the documents that fit are written: \(names)")
        // A document whose files are not all there has its line (the first file that failed: its
        // bundle, page or search file).
        for i in 0..<12 where !["json", "html"].allSatisfy({ names.contains("g\(i).\($0)") }) {
            let files = [output.appendingPathComponent("g\(i).").path, output.appendingPathComponent("search/g\(i).").path]
            #expect(lines.contains { line in files.contains { line.hasPrefix($0) } }, "g\(i) has no line")
        }
    }

    static func canMountTmpfs() -> Bool {
        guard geteuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tmpfs-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard system(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) == 0 else { return false }
        return system(["umount", probe.path]) == 0
    }

    static func system(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
