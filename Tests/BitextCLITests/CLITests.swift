import Foundation
import Testing

/// End-to-end tests of the `bitext` executable built beside the test bundle.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = dir.appendingPathComponent("bitext")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Bundle.main.bundleURL.appendingPathComponent("bitext")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `bitext`; `environment` sets (or, with nil, removes) variables of this process's.
    func bitext(_ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
        try run(Self.binary.path, arguments, environment: environment)
    }

    /// Runs `executable` (a wrapper such as `prlimit` around `bitext`, say) with `arguments`.
    func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    func temporaryFile(_ bytes: [UInt8], name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func helpAndVersion() throws {
        let help = try bitext(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("inspect"))
        let version = try bitext(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test(arguments: [
        ("missing", "no such file"),
        ("directory", "is a directory"),
        ("empty", "the file is empty"),
        ("badutf8", "invalid UTF-8 at byte offset 3"),
        ("unknown", "unknown format"),
    ])
    func errorsAreOneLineNamingTheFileWithStatus1(kind: String, expected: String) throws {
        let path: String
        switch kind {
        case "missing": path = "/nonexistent/dir/guide.md"
        case "directory": path = FileManager.default.temporaryDirectory.path
        case "empty": path = try temporaryFile([], name: "empty.md")
        case "badutf8": path = try temporaryFile(Array("abc".utf8) + [0xFE], name: "bad.md")
        default: path = try temporaryFile(Array("x".utf8), name: "notes.rtf")
        }
        let run = try bitext(["inspect", path])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(run.stderr.hasPrefix(path))
        #expect(run.stderr.contains(expected))
        #expect(run.stdout.isEmpty)
    }

    @Test func lossyDecodesWithAWarning() throws {
        let path = try temporaryFile(Array("# Title\n\nabc".utf8) + [0xFE], name: "bad.md")
        let run = try bitext(["inspect", path, "--lossy"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning"))
        #expect(run.stdout.contains("heading[1]"))
    }

    @Test func inspectJSONExposesKindsAndText() throws {
        let path = try temporaryFile(Array("# 标题\n\n```swift\nlet a = 1\n```\n".utf8), name: "g.md")
        let run = try bitext(["inspect", path, "--output-format", "json"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let blocks = object?["blocks"] as? [[String: Any]] ?? []
        #expect(blocks.map { $0["kind"] as? String } == ["heading", "code"])
        #expect(blocks[1]["language"] as? String == "swift")
        #expect(blocks[1]["text"] as? String == "let a = 1")
        #expect(blocks[0]["level"] as? Int == 1)
    }

    /// A fatal error is printed as every diagnostic is: one line, with its kind.
    @Test(arguments: [["inspect"], ["align"], ["extract"], ["render", "-o", "/tmp/bitext-unused"], ["export", "--output-format", "po"]])
    func aFatalErrorIsOneDiagnosticLine(command: [String]) throws {
        let missing = "/nonexistent-\(UUID().uuidString).md"
        let run = try bitext([command[0], missing] + command.dropFirst() + (command[0] == "inspect" ? [] : ["--no-lexicon"]))
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(missing): error: no such file"))
        #expect(run.stderr.hasSuffix(" [error.input]\n") && run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Foundation's encoder refused a list nested past 512 and printed the whole document in
    /// its error; the JSON is now written.
    @Test func inspectJSONOfAThousandDeepList() throws {
        let text = (0..<1_000).map { String(repeating: "  ", count: $0) + "- item \($0)" }.joined(separator: "\n")
        let path = try temporaryFile(Array(text.utf8), name: "deep.md")
        let run = try bitext(["inspect", path, "--output-format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // Every item, and as many closing brackets as opening ones (JSONSerialization has a
        // nesting limit of its own).
        #expect(run.stdout.contains("item 999"))
        #expect(run.stdout.filter { $0 == "[" }.count == run.stdout.filter { $0 == "]" }.count)
        #expect(run.stdout.hasSuffix("}\n"))
    }

    /// The Markdown blog post among the seeds, named `.txt`, read as Markdown. Skipped when
    /// `../shared` is not beside the checkout.
    @Test func seedMarkdownPostIsReadCompletely() throws {
        let seed = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds/004_494615a4192e9fa4.txt")
        guard FileManager.default.fileExists(atPath: seed.path) else { return }
        let run = try bitext(["inspect", seed.path, "--output-format", "json"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["format"] as? String == "markdown")
        let frontMatter = object?["frontMatter"] as? [String: Any]
        #expect((frontMatter?["value"] as? [String: Any])?["title"] as? String != nil)
        let blocks = object?["blocks"] as? [[String: Any]] ?? []
        let code = blocks.filter { $0["kind"] as? String == "code" }
        #expect(code.count == 12)
        #expect(code.allSatisfy { $0["language"] as? String == "swift" })
        let tables = blocks.filter { $0["kind"] as? String == "table" }
        #expect(tables.count == 1)
        let table = tables.first?["table"] as? [String: Any]
        #expect((table?["header"] as? [Any])?.count == 4)
        let firstRow = (table?["rows"] as? [[[[String: Any]]]])?.first?.first ?? []
        #expect(firstRow.contains { $0["type"] as? String == "lineBreak" })
        #expect(blocks.filter { $0["kind"] as? String == "image" }.count >= 1)
        let prose = blocks.filter { $0["kind"] as? String == "paragraph" }
        let chinese = prose.filter { $0["lang"] as? String == "zh" }
        #expect(Double(chinese.count) >= 0.9 * Double(prose.count))
    }
}
