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

    /// A streamed file is the bytes its producer handed over, in blocks; the same bytes again
    /// leave the file alone, a difference in any block replaces it, and a producer that throws
    /// leaves the old file and no temporary one.
    @Test func streamedFilesAreComparedAndReplacedLikeWrittenOnes() throws {
        let root = temporaryRoot()
        let writer = AtomicWriter(root: root)
        let size = 3 * 65_536 + 123
        let original = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        func stream(_ bytes: [UInt8]) throws -> Bool {
            try writer.write(to: "site/big.html") { (file: StreamedFile) throws(BitextError) in
                for start in stride(from: 0, to: bytes.count, by: 50_000) { file.append(Array(bytes[start..<min(start + 50_000, bytes.count)])) }
            }
        }
        #expect(try stream(original))
        #expect(try Data(contentsOf: root.appendingPathComponent("site/big.html")) == Data(original))
        #expect(try !stream(original))
        #expect(try !writer.write(Data(original), to: "site/big.html"), "a streamed file and written bytes compare alike")
        for position in [0, 65_536, size - 1] {
            var changed = original
            changed[position] ^= 0xFF
            #expect(try stream(changed), "byte \(position)")
            #expect(try stream(original), "byte \(position), back")
        }
        #expect(try stream(Array(original.dropLast())), "a shorter file is a change")
        #expect(throws: BitextError.self) {
            try writer.write(to: "site/big.html") { (file: StreamedFile) throws(BitextError) in
                file.append([1, 2, 3])
                throw BitextError(.template, path: "index.mustache", "failed half-way")
            }
        }
        #expect(try Data(contentsOf: root.appendingPathComponent("site/big.html")) == Data(original.dropLast()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("site").path) == ["big.html"])
        #expect(throws: BitextError.self) { try writer.write(to: "../outside.html") { (_: StreamedFile) throws(BitextError) in } }
    }

    /// A killed run's temporary files go, at any depth; outputs stay, and so does every other
    /// hidden file (an editor's `.draft.tmp` is the user's), and neither a linked folder nor a
    /// hidden one is entered.
    @Test func leftoversAreRemovedAtAnyDepthWithoutFollowingLinks() throws {
        let root = temporaryRoot()
        let outside = temporaryRoot()
        let files = FileManager.default
        for folder in [root.appendingPathComponent("a/b"), root.appendingPathComponent(".cache"), outside] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let dead = ".bitext-00000000deadbeef.tmp"
        for path in [
            "x.html", ".x.html" + dead, "a/.y.json" + dead, "a/b/.dat.nosync12ab", "a/b/z.json", "a/b/.keep", "a/.draft.tmp",
            ".x.html.41.0.tmp", ".cache/.s.json" + dead,
        ] {
            try Data("x".utf8).write(to: root.appendingPathComponent(path))
        }
        try Data("x".utf8).write(to: outside.appendingPathComponent(".o.html" + dead))
        try files.createSymbolicLink(at: root.appendingPathComponent("linked"), withDestinationURL: outside)
        AtomicWriter(root: root).removeLeftovers()
        let left = try files.subpathsOfDirectory(atPath: root.path).sorted()
        #expect(
            left == [
                ".cache", ".cache/.s.json" + dead, ".x.html.41.0.tmp", "a", "a/.draft.tmp", "a/b", "a/b/.dat.nosync12ab", "a/b/.keep",
                "a/b/z.json", "linked", "x.html",
            ])
        #expect(files.fileExists(atPath: outside.appendingPathComponent(".o.html" + dead).path))
    }

    /// A link inside the output folder is never followed, by a write, a removal or a read.
    @Test func aLinkInsideTheRootIsNeverFollowed() throws {
        let root = temporaryRoot(), victim = temporaryRoot()
        let files = FileManager.default
        try files.createDirectory(at: victim, withIntermediateDirectories: true)
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("1".utf8).write(to: victim.appendingPathComponent("1.js"))
        try files.createSymbolicLink(at: root.appendingPathComponent("search"), withDestinationURL: victim)
        try files.createSymbolicLink(at: root.appendingPathComponent("page.html"), withDestinationURL: victim.appendingPathComponent("1.js"))
        let writer = AtomicWriter(root: root)
        #expect(throws: BitextError.self) { try writer.write("a", to: "search/a.js") }
        #expect(throws: BitextError.self) { try writer.remove("search/1.js") }
        #expect(throws: BitextError.self) { try writer.contents(of: "search/1.js") }
        #expect(throws: BitextError.self) { try writer.contents(of: "page.html") }
        // Writing over a link replaces the link, not its target.
        #expect(try writer.write("new", to: "page.html"))
        #expect(try String(contentsOf: victim.appendingPathComponent("1.js"), encoding: .utf8) == "1")
        #expect(try files.contentsOfDirectory(atPath: victim.path) == ["1.js"])
    }

    /// Removing a file removes the folders it leaves empty, as a clean run would not have them.
    @Test func removingAFileRemovesTheFoldersItEmpties() throws {
        let root = temporaryRoot()
        let writer = AtomicWriter(root: root)
        try writer.write("a", to: "a/b/c.html")
        try writer.write("d", to: "a/d.html")
        try writer.remove("a/b/c.html")
        try writer.remove("a/b/missing.html")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == ["a", "a/d.html"])
    }
}
