import BitextKit
import Foundation
import Testing

@Suite struct AtomicWriterTests {
    func temporaryRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bitext-writer-\(UUID().uuidString)")
    }

    @Test func writesCreatesFoldersAndLeavesNoTemporaryFiles() throws {
        let root = temporaryRoot()
        let writer = AtomicWriter(root: root)
        #expect(try writer.write("一", to: "a/b/c.html"))
        #expect(try String(contentsOf: root.appendingPathComponent("a/b/c.html"), encoding: .utf8) == "一")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path)
        #expect(leftovers == ["c.html"])
    }

    @Test func identicalContentIsNotRewritten() throws {
        let writer = AtomicWriter(root: temporaryRoot())
        #expect(try writer.write("same", to: "x.json"))
        #expect(try !writer.write("same", to: "x.json"))
        #expect(try writer.write("changed", to: "x.json"))
    }

    @Test func refusesToWriteOutsideTheRoot() {
        let writer = AtomicWriter(root: temporaryRoot())
        #expect(throws: BitextError.self) { try writer.write("x", to: "../outside.txt") }
    }

    /// Large files are compared a block at a time: a difference anywhere, in any block, means a
    /// rewrite; the same bytes do not.
    @Test func largeFilesAreComparedInFull() throws {
        let writer = AtomicWriter(root: temporaryRoot())
        let size = 3 * 65_536 + 123
        let original = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        #expect(try writer.write(original, to: "big.json"))
        #expect(try !writer.write(original, to: "big.json"))
        for position in [0, 65_535, 65_536, 2 * 65_536 + 7, size - 1] {
            var changed = original
            changed[position] ^= 0xFF
            #expect(try writer.write(changed, to: "big.json"), "byte \(position)")
            #expect(try writer.write(original, to: "big.json"), "byte \(position), back")
        }
        #expect(try writer.write(Data(), to: "empty.txt"))
        #expect(try !writer.write(Data(), to: "empty.txt"))
    }

    /// A killed run's temporary files go, at any depth; outputs stay, and a linked folder is not
    /// entered (folders are told by the type `readdir` gives, a stat only when it gives none).
    @Test func leftoversAreRemovedAtAnyDepthWithoutFollowingLinks() throws {
        let root = temporaryRoot()
        let outside = temporaryRoot()
        let files = FileManager.default
        for folder in [root.appendingPathComponent("a/b"), outside] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for path in ["x.html", ".x.html.41.0.tmp", "a/.y.json.7.3.tmp", "a/b/.dat.nosync12ab", "a/b/z.json", "a/b/.keep"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(path))
        }
        try Data("x".utf8).write(to: outside.appendingPathComponent(".o.html.1.0.tmp"))
        try files.createSymbolicLink(at: root.appendingPathComponent("linked"), withDestinationURL: outside)
        AtomicWriter(root: root).removeLeftovers()
        let left = try files.subpathsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["a", "a/b", "a/b/.keep", "a/b/z.json", "linked", "x.html"])
        #expect(files.fileExists(atPath: outside.appendingPathComponent(".o.html.1.0.tmp").path))
    }
}
