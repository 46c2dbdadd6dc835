import Foundation
import Testing

/// Where `apply` and `export` write: never over an input, and a stream (`-`, `/dev/stdout`, a
/// link to it) written as a stream, never replaced by a regular file.
@Suite struct OutputDestinationTests {
    let cli = CLITests()

    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-destination-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// `apply tree/en -o tree` would write `tree/en/en/page.md` over `tree/en/page.md`.
    @Test func applyRefusesAnOutputFolderHoldingTheEnglishTree() throws {
        let root = try folder()
        let page = root.appendingPathComponent("en/page.md"), nested = root.appendingPathComponent("en/en/page.md")
        try write("The outer page is precious.\n", page)
        try write("The nested page is another.\n", nested)
        let po = root.appendingPathComponent("all.po")
        try write("msgid \"The nested page is another.\"\nmsgstr \"嵌套的页面是另一个。\"\n", po)
        let apply = try cli.bitext(["apply", root.appendingPathComponent("en").path, "--translations", po.path, "-o", root.path])
        #expect(apply.status == 1)
        #expect(apply.stderr.contains("contains the input"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "The outer page is precious.\n")
    }

    @Test func applyRefusesToWriteOverItsTranslationFile() throws {
        let root = try folder()
        let page = root.appendingPathComponent("page.md"), po = root.appendingPathComponent("page.po")
        try write("Hello there.\n", page)
        let entries = "msgid \"Hello there.\"\nmsgstr \"你好。\"\n"
        try write(entries, po)
        let apply = try cli.bitext(["apply", page.path, "--translations", po.path, "-o", po.path])
        #expect(apply.status == 1 && apply.stderr.contains("translation file itself"))
        #expect(try String(contentsOf: po, encoding: .utf8) == entries)
    }

    @Test func exportRefusesToWriteOverAnInputDocument() throws {
        let root = try folder()
        let page = root.appendingPathComponent("docs/guide.md")
        try write("# Guide\n\nA guide.\n", page)
        let export = try cli.bitext(["export", root.appendingPathComponent("docs").path, "--output-format", "po", "-o", page.path])
        #expect(export.status != 0 && export.stderr.contains("would overwrite"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "# Guide\n\nA guide.\n")
    }

    /// `-` and a link to `/dev/stdout` are standard output; the link stays a link.
    @Test func streamsAreWrittenAsStreams() throws {
        let root = try folder()
        let page = root.appendingPathComponent("page.md")
        try write("Hello there.\n", page)
        let po = root.appendingPathComponent("page.po")
        try write("msgid \"Hello there.\"\nmsgstr \"你好。\"\n", po)
        let link = root.appendingPathComponent("out")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/stdout")

        let export = try cli.bitext(["export", page.path, "--output-format", "po", "-o", "-"])
        #expect(export.status == 0 && export.stdout.contains("msgid \"Hello there.\""))
        let linked = try cli.bitext(["export", page.path, "--output-format", "po", "-o", link.path])
        #expect(linked.status == 0 && linked.stdout.contains("msgid \"Hello there.\""), "\(linked.stderr)")
        let apply = try cli.bitext(["apply", page.path, "--translations", po.path, "-o", link.path])
        #expect(apply.status == 0 && apply.stdout.hasPrefix("你好。"), "\(apply.stderr)")
        let dash = try cli.bitext(["apply", page.path, "--translations", po.path, "-o", "-"])
        #expect(dash.stdout == "你好。\n" && dash.stderr.contains("1/1 units translated"))
        #expect((try FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "/dev/stdout")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("-").path))
    }

    /// A link to a regular file: the file is replaced, the link kept.
    @Test func aLinkToAFileWritesTheFile() throws {
        let root = try folder()
        let page = root.appendingPathComponent("page.md")
        try write("# Guide\n\nA guide.\n", page)
        let target = root.appendingPathComponent("real.po"), link = root.appendingPathComponent("link.po")
        try write("old\n", target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let export = try cli.bitext(["export", page.path, "--output-format", "po", "-o", link.path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("msgid \"A guide.\""))
        #expect((try FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
    }
}
