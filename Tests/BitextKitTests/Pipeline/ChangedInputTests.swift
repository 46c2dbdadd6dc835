@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// A document's outputs are keyed by the bytes they were converted from. A file edited after the
/// run worked out its key and before it read the file, then put back, must be converted again by
/// the next run: a key from the earlier bytes would keep the edit's outputs for good.
@Suite struct ChangedInputTests {
    /// Writes to disk; the first time the run clears leftovers (after the key of every document
    /// was worked out, before the second is read), it replaces `path` with `edited`.
    final class EditingSink: OutputSink, @unchecked Sendable {
        let disk: AtomicWriter
        let path: String
        let edited: String
        var done = false

        init(root: URL, path: String, edited: String) {
            disk = AtomicWriter(root: root)
            self.path = path
            self.edited = edited
        }

        func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool { try disk.write(data, to: relativePath) }
        func remove(_ relativePath: String) throws(BitextError) { try disk.remove(relativePath) }
        func exists(_ relativePath: String) -> Bool { disk.exists(relativePath) }
        func removeLeftovers() {
            disk.removeLeftovers()
            if !done { try? edited.write(toFile: path, atomically: true, encoding: .utf8) }
            done = true
        }
    }

    @Test func aFileEditedDuringTheRunAndRestoredIsConvertedAgain() async throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-changed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        // The large document converts first (largest first, one at a time); the small one is read after the edit.
        let large = (1...40).map { "Paragraph \($0) of the large guide about pods and nodes." }.joined(separator: "\n\n")
        try (large + "\n").write(to: input.appendingPathComponent("large.md"), atomically: true, encoding: .utf8)
        let small = input.appendingPathComponent("small.md").path
        let original = "# Small\n\nThe original text of the small guide.\n"
        try original.write(toFile: small, atomically: true, encoding: .utf8)

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-changed-out-\(UUID().uuidString)")
        var options = ConvertOptions(inputs: [input.path], output: output.path)
        options.concurrency = 1
        let sink = EditingSink(root: output, path: small, edited: "# Small\n\nAn edit made while the run was going.\n")
        _ = try await ConvertAction(options: options, sink: sink).perform()
        let page = try String(contentsOf: output.appendingPathComponent("small.html"), encoding: .utf8)
        #expect(page.contains("An edit made while the run was going."))

        try original.write(toFile: small, atomically: true, encoding: .utf8)
        let rerun = try await ConvertAction(options: options).perform()
        #expect(rerun.converted == 1)
        let clean = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-changed-clean-\(UUID().uuidString)")
        _ = try await ConverterTests.convert([input.path], to: clean)
        #expect(try ConverterTests.snapshot(output) == ConverterTests.snapshot(clean))
    }
}
