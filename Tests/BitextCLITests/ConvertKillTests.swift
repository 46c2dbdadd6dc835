import Foundation
import Testing

/// Kills `bitext convert` part-way and checks that a rerun finishes the job with exactly the
/// bytes of an uninterrupted run.
@Suite struct ConvertKillTests {
    static func input() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for i in 0..<40 {
            var en = "# Guide \(i)\n\n"
            var zh = "# 指南 \(i)\n\n"
            for s in 0..<30 {
                en += "## Step \(s)\n\nCall `makeUIView(context:)` once and `updateUIView(_:context:)` for change \(s) of guide \(i).\n\n"
                zh += "## 第 \(s) 步\n\n为指南 \(i) 的第 \(s) 处变化调用一次 `makeUIView(context:)`，之后调用 `updateUIView(_:context:)`。\n\n"
            }
            try Data(en.utf8).write(to: root.appendingPathComponent("g\(i).md"))
            try Data(zh.utf8).write(to: root.appendingPathComponent("g\(i).zh.md"))
        }
        return root
    }

    static func run(_ arguments: [String], killAfter delay: Double? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            // The build database holds this machine's stamps and run times: state, not output.
            guard !url.hasDirectoryPath, !url.lastPathComponent.hasPrefix(".bitext-build.sqlite"),
                let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = data
        }
        return files
    }

    @Test func killedRunsRerunToTheUninterruptedResult() throws {
        let input = try Self.input()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-kill-out-\(UUID().uuidString)")
        let reference = base.appendingPathComponent("reference")
        #expect(try Self.run(["convert", input.path, "-o", reference.path, "-q"]) == 0)
        let expected = Self.snapshot(reference)
        #expect(expected.count > 80)
        for delay in [0.03, 0.15, 0.4] {
            let output = base.appendingPathComponent("killed-\(delay)")
            _ = try Self.run(["convert", input.path, "-o", output.path, "-q"], killAfter: delay)
            // Whatever the kill left, no file is half-written: every file present is complete. The
            // manifest may be the old one or gone (a run removes it before it replaces outputs);
            // the rerun below must still end with the complete one.
            for (name, data) in Self.snapshot(output) where !name.contains(".tmp") && name != ".bitext-manifest.json" {
                if let complete = expected[name], name.hasSuffix(".json") { #expect(data == complete, "\(name)") }
            }
            #expect(try Self.run(["convert", input.path, "-o", output.path, "-q"]) == 0)
            let after = Self.snapshot(output)
            #expect(after == expected, "after a kill at \(delay) s")
        }
    }
}
