import BitextKit
import Foundation
import Testing

@Suite struct GitTests {
    func repository() async throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = try await Git.run(["init", "-q"], in: url.path)
        return url.path
    }

    /// 6,000 unknown paths are 456 KB of errors, more than a pipe holds. Read after stdout, the
    /// errors blocked git, and the read of stdout waited for ever.
    @Test func aLongErrorIsReadWithoutDeadlock() async throws {
        let repo = try await repository()
        let paths = (0..<6_000).map { "missing-file-\($0)" }
        let error = await #expect(throws: BitextError.self) { try await Git.run(["ls-files", "--error-unmatch"] + paths, in: repo) }
        #expect(error?.message.contains("missing-file-5999") == true)
    }

    @Test(arguments: ["--output=/tmp/x", "-p", "", "HEAD\u{1B}[31m"])
    func revisionsThatGitWouldReadAsOptionsAreRefused(revision: String) {
        #expect(throws: BitextError.self) { try Git.revision(revision) }
    }

    @Test(arguments: ["HEAD", "HEAD~2", "v1.2.3", "main@{1}", "a1b2c3d"])
    func ordinaryRevisionsPass(revision: String) throws {
        #expect(try Git.revision(revision) == revision)
    }
}
