import Foundation
import Testing

/// Nothing the input holds may vanish: every code block of every input is on its reader page,
/// in the order of the input. Two similar blocks in a page of one language once merged into one
/// block with "comment variants" and the second left its place.
@Suite struct CodeBlocksKeptTests {
    let cli = CLITests()
    let files = FileManager.default

    static let english = """
        # Sources

        Use a source like this one:

        ```
        deb http://deb.example.org/debian bookworm main
        ```

        Or, for the security archive:

        ```
        deb http://security.example.org/debian-security bookworm-security main
        ```

        Then update:

        ```shell
        sudo apt-get update # refresh the lists
        ```

        ```shell
        sudo apt-get update # refresh the lists again
        ```
        """

    static let chinese = """
        # 软件源

        使用这样的软件源：

        ```
        deb http://deb.example.org/debian bookworm main
        ```

        或者，安全更新的软件源：

        ```
        deb http://security.example.org/debian-security bookworm-security main
        ```
        """

    /// The fenced blocks' texts and the lines of prose between them, in order: a block must
    /// stand between the paragraphs it stands between in the input.
    static func texts(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```").enumerated().flatMap { index, part -> [String] in
            let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
            if index % 2 == 1 { return [lines.dropFirst().joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)] }
            return lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "# ")) }.filter { !$0.isEmpty }
        }
    }

    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Whether each text is on `page` after the one before it.
    func inOrder(_ texts: [String], on page: String) -> Bool {
        var rest = page[...]
        for text in texts {
            // The highlighter may wrap words in spans: compare the text without tags.
            guard let found = rest.range(of: escaped(text)) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    func render(_ documents: [(name: String, text: String)]) throws -> String {
        let folder = files.temporaryDirectory.appendingPathComponent("bitext-code-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        var paths: [String] = []
        for document in documents {
            let url = folder.appendingPathComponent(document.name)
            try Data(document.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let run = try cli.bitext(["render"] + paths + ["-o", folder.appendingPathComponent("out").path, "--output-format", "html"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try files.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).first { $0.hasSuffix(".html") }
        return try String(contentsOf: folder.appendingPathComponent("out").appendingPathComponent(try #require(page)), encoding: .utf8)
            .replacingOccurrences(of: #"<span[^>]*>|</span>"#, with: "", options: .regularExpression)
    }

    @Test(arguments: [Self.english, Self.chinese])
    func aPageOfOneLanguageKeepsEveryBlock(text: String) throws {
        let page = try render([("page.md", text)])
        #expect(inOrder(Self.texts(text), on: page))
    }

    @Test func anOriginalAndItsTranslationKeepEveryBlock() throws {
        let page = try render([("en.md", Self.english), ("zh.md", Self.chinese)])
        #expect(inOrder(Self.texts(Self.english), on: page))
    }
}
