@testable import BitextKit
import Foundation
import Testing

/// PO entries as Bitext and gettext write them, and errors naming their line.
@Suite struct POReaderTests {
    func read(_ text: String) throws(BitextError) -> [TranslationEntry] { try POReader(path: "t.po").entries(text) }

    @Test func entriesWithContextFlagsAndContinuations() throws {
        let entries = try read("""
            msgid ""
            msgstr ""
            "Language: zh_CN\\n"

            #. heading, score 0.9900
            #, fuzzy
            #| msgid "Old"
            msgctxt "guide#p1"
            msgid ""
            "Two\\n"
            "lines \\"quoted\\""
            msgstr "两行"

            msgid "No context"
            msgstr ""

            #~ msgid "obsolete"
            #~ msgstr "过时"
            """)
        #expect(entries == [
            TranslationEntry(document: "guide", id: "p1", kind: "heading", english: "Two\nlines \"quoted\"", chinese: "两行", fuzzy: true, line: 5),
            TranslationEntry(document: nil, id: nil, english: "No context", chinese: "", line: 14),
        ])
    }

    /// Another tool's msgctxt is shared by entries: only context and msgid together are unique.
    @Test func anotherToolsContextsMayRepeat() throws {
        let text = "msgctxt \"button\"\nmsgid \"Open\"\nmsgstr \"打开\"\n\nmsgctxt \"button\"\nmsgid \"Close\"\nmsgstr \"关闭\"\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-po-\(UUID().uuidString).po").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try TranslationFile.read(path).entries.count == 2)
        try (text + "\nmsgctxt \"button\"\nmsgid \"Open\"\nmsgstr \"开\"\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: BitextError.self) { try TranslationFile.read(path) }
    }

    @Test func aCRLFFileReadsAsItsLines() throws {
        #expect(try read("# a comment\r\nmsgid \"a\"\r\nmsgstr \"甲\"\r\n").map(\.chinese) == ["甲"])
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b\n", 2, "double quotes"),
        ("msgid \"a\"\nmsgid \"b\"\n", 2, "a second msgid"),
        ("msgstr \"b\"\n", 1, "msgstr without a msgid"),
        ("msgid \"a\"\nmsgstr \"b\"\nfoo \"c\"\n", 3, "expected msgctxt"),
        ("msgid \"a\\q\"\nmsgstr \"\"\n", 1, "unknown escape"),
        ("msgid \"a\"\n\n", 1, "without a msgstr"),
    ])
    func syntaxErrorsNameTheirLine(text: String, line: Int, message: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            guard let error = error as? BitextError else { return false }
            return error.kind == .translations && error.location?.line == line && error.message.contains(message)
        }
    }
}
