import Foundation
import Testing

/// An old revision is read with a budget: `diff --git` and `coverage --since` run under an
/// address-space limit, a tiny repository that names one blob from many nested trees is refused
/// instead of written out, and an interrupted run leaves no snapshot behind.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"))) struct GitBudgetTests {
    let cli = CLITests()

    @discardableResult
    static func git(_ arguments: [String], in folder: URL, input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", folder.path] + arguments
        process.environment = ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com", "HOME": folder.path]
        let out = Pipe(), into = Pipe()
        process.standardOutput = out
        process.standardInput = into
        try process.run()
        if let input { into.fileHandleForWriting.write(Data(input.utf8)) }
        try into.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func repository() throws -> URL {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-git-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try git(["init", "-q"], in: repo)
        try "# Guide\n\nThe first version.\n".write(to: repo.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        try "# 指南\n\n第一版。\n".write(to: repo.appendingPathComponent("docs/guide.zh.md"), atomically: true, encoding: .utf8)
        try git(["add", "."], in: repo)
        try git(["commit", "-q", "-m", "first"], in: repo)
        try "# Guide\n\nThe second version.\n".write(to: repo.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        return repo
    }

    /// Both commands ran with a 16 GiB buffer reserved for git's output, so aborted under any
    /// smaller address-space limit.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
    func gitCommandsRunUnderAnAddressSpaceLimit() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let docs = repo.appendingPathComponent("docs").path
        for arguments in [["diff", "--git", "HEAD", docs], ["coverage", docs, "--since", "HEAD"]] {
            let run = try cli.run("/usr/bin/prlimit", ["--as=\(2 << 30)", CLITests.binary.path] + arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
    }

    /// A 100 KB blob named 1,000 times through three levels of trees: 100 MB of files from a
    /// repository of a few kilobytes, far over four times the working tree.
    @Test func aRevisionOverTheBudgetIsRefusedBeforeItIsWritten() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let blob = try Self.git(["hash-object", "-w", "--stdin"], in: repo, input: String(repeating: "word ", count: 20_000))
        var tree = try Self.git(["mktree"], in: repo, input: (0..<10).map { "100644 blob \(blob)\tf\($0).md\n" }.joined())
        for _ in 0..<2 {
            tree = try Self.git(["mktree"], in: repo, input: (0..<10).map { "040000 tree \(tree)\td\($0)\n" }.joined())
        }
        let top = try Self.git(["mktree"], in: repo, input: "040000 tree \(tree)\tdocs\n")
        let commit = try Self.git(["commit-tree", top, "-m", "bomb"], in: repo)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try cli.bitext(["diff", "--git", commit, repo.appendingPathComponent("docs").path], environment: ["TMPDIR": temporary.path])
        #expect(run.status != 0 && run.stderr.contains("holds more than"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// A snapshot left by a run that was killed outright is removed by the next run; one of a
    /// run interrupted with SIGINT is removed by that run.
    @Test func snapshotsDoNotOutliveTheirRun() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tmp-\(UUID().uuidString)")
        let abandoned = temporary.appendingPathComponent("bitext-git-2147483646-0000/docs")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let docs = repo.appendingPathComponent("docs").path
        let run = try cli.bitext(["diff", "--git", "HEAD", docs], environment: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)

        // Enough pages that reading the old revision takes a moment to interrupt.
        for index in 0..<300 {
            try "# Page \(index)\n\nText of page \(index) about pods and nodes.\n".write(
                to: repo.appendingPathComponent("docs/page-\(index).md"), atomically: true, encoding: .utf8)
        }
        try Self.git(["add", "."], in: repo)
        try Self.git(["commit", "-q", "-m", "pages"], in: repo)
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["diff", "--git", "HEAD", docs]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline, (try FileManager.default.contentsOfDirectory(atPath: temporary.path)).isEmpty {
            usleep(1000)
        }
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}
