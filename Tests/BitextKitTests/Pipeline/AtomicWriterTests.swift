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
}
