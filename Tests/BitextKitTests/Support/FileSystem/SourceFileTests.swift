import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct SourceFileTests {
    func temporaryFile(_ bytes: [UInt8], name: String = "guide.md") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func loadError(_ path: String, lossy: Bool = false) -> BitextError? {
        var diagnostics: [Diagnostic] = []
        do {
            _ = try SourceFile.load(path: path, lossy: lossy, diagnostics: &diagnostics)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFile() {
        let error = loadError("/nonexistent/guide.md")
        #expect(error?.description == "/nonexistent/guide.md: error: no such file")
    }

    @Test func directory() {
        #expect(loadError(FileManager.default.temporaryDirectory.path)?.message == "is a directory, not a file")
    }

    @Test func emptyFile() throws {
        let path = try temporaryFile([])
        #expect(loadError(path)?.message == "the file is empty")
    }

    @Test func invalidUTF8NamesTheByteOffsetAndLine() throws {
        let path = try temporaryFile(Array("ok\n中".utf8) + [0xFF, 0x41])
        let error = loadError(path)
        #expect(error?.message.contains("byte offset 6") == true)
        #expect(error?.location == SourceLocation(line: 2, column: 4))
    }

    @Test func truncatedMultibyteSequenceIsInvalid() throws {
        let path = try temporaryFile(Array("标".utf8).dropLast())
        #expect(loadError(path)?.message.contains("byte offset 0") == true)
    }

    @Test func lossyDecodingReplacesAndWarns() throws {
        let path = try temporaryFile(Array("ab".utf8) + [0xC0] + Array("cd".utf8))
        var diagnostics: [Diagnostic] = []
        let file = try SourceFile.load(path: path, lossy: true, diagnostics: &diagnostics)
        #expect(file.text == "ab\u{FFFD}cd")
        #expect(diagnostics.map(\.identifier) == ["source.invalidUTF8"])
        #expect(diagnostics[0].severity == .warning)
    }

    @Test func byteOrderMarkIsDropped() throws {
        let path = try temporaryFile([0xEF, 0xBB, 0xBF] + Array("# 标题".utf8))
        var diagnostics: [Diagnostic] = []
        #expect(try SourceFile.load(path: path, diagnostics: &diagnostics).text == "# 标题")
    }

    @Test func unknownFormatIsAnErrorNamingTheFile() {
        #expect(throws: BitextError.self) {
            try DocumentReader().read(SourceFile(path: "notes.rtf", text: "hello"))
        }
    }

    @Test func unreadableFile() throws {
        // Root can read anything, so this check only means something for other users.
        guard getuid() != 0 else { return }
        let path = try temporaryFile(Array("x".utf8))
        chmod(path, 0)
        #expect(loadError(path)?.message.contains("cannot read") == true)
    }
}

@Suite struct SourceFileEncodingTests {
    func decode(_ bytes: [UInt8]) throws(BitextError) -> String {
        var diagnostics: [Diagnostic] = []
        return try SourceFile.decode(Data(bytes), path: "x.md", lossy: false, diagnostics: &diagnostics).text
    }

    @Test func utf16WithAndWithoutByteOrderMark() throws {
        let text = "# 标题\nHosting views."
        let le = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try decode([0xFF, 0xFE] + le) == text)
        #expect(try decode([0xFE, 0xFF] + be) == text)
        let ascii = "# Title\nHosting views in UIKit."
        #expect(try decode(Array(ascii.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) == ascii)
    }

    /// UTF-32's byte-order mark starts like UTF-16's: it was decoded as UTF-16 garbage.
    @Test func utf32WithAndWithoutByteOrderMark() throws {
        let text = "# 标题\nHosting views. 😀"
        let le = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        let be = text.unicodeScalars.flatMap { scalar in (0..<4).reversed().map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        #expect(try decode([0xFF, 0xFE, 0, 0] + le) == text)
        #expect(try decode([0, 0, 0xFE, 0xFF] + be) == text)
        #expect(try decode(le) == text)
        #expect(try decode(be) == text)
        #expect(throws: BitextError.self) { try decode([0xFF, 0xFE, 0, 0, 0x00, 0xD8, 0, 0]) }
    }

    @Test func binaryFilesAreRefused() {
        #expect(throws: BitextError.self) { try decode([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0x02, 0x41, 0x42]) }
    }

    @Test func filesOverTheSizeLimitAreRefusedWithAMessage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-big-\(UUID().uuidString).md")
        try Data(repeating: 0x61, count: 2048).write(to: url)
        var diagnostics: [Diagnostic] = []
        do {
            _ = try SourceFile.load(path: url.path, maximumSize: 1024, diagnostics: &diagnostics)
            Issue.record("expected the size limit")
        } catch {
            #expect(error.message.contains("limit"))
        }
    }
}
