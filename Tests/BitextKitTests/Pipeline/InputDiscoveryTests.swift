import BitextKit
import Foundation
import Testing

@Suite struct InputDiscoveryTests {
    @Test func walksSortedSkipsHiddenAndFollowsNoLinkOutOfTheTree() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("bitext-walk-\(UUID().uuidString)")
        let root = base.appendingPathComponent("docs")
        let outside = base.appendingPathComponent("outside")
        for dir in ["docs/zh", "docs/.git", "docs/en", "outside"] {
            try fm.createDirectory(at: base.appendingPathComponent(dir), withIntermediateDirectories: true)
        }
        for file in ["docs/en/a.md", "docs/zh/a.md", "docs/.git/x.md", "docs/notes.txt", "docs/image.png", "docs/page.HTML", "outside/secret.md"] {
            try Data("x".utf8).write(to: base.appendingPathComponent(file))
        }
        try fm.createSymbolicLink(at: root.appendingPathComponent("escape"), withDestinationURL: outside)
        try fm.createSymbolicLink(at: root.appendingPathComponent("en/loop"), withDestinationURL: root)
        try fm.createSymbolicLink(at: root.appendingPathComponent("alias.md"), withDestinationURL: root.appendingPathComponent("en/a.md"))

        let (files, diagnostics) = InputDiscovery(excludes: ["notes.txt"]).files(under: root.path)
        // alias.md links to a document read anyway: counted once.
        #expect(files.map(\.relativePath) == ["en/a.md", "page.HTML", "zh/a.md"])
        #expect(diagnostics.contains { $0.identifier == "input.symlinkOutside" && $0.path == "escape" })
    }

    @Test func aSingleFileIsItsOwnInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-one-\(UUID().uuidString).md")
        try Data("# x".utf8).write(to: file)
        let (files, _) = InputDiscovery().files(under: file.path)
        #expect(files.count == 1)
        #expect(files[0].path == file.path)
    }

    @Test func missingRootIsADiagnostic() {
        let (files, diagnostics) = InputDiscovery().files(under: "/nonexistent/bitext")
        #expect(files.isEmpty)
        #expect(diagnostics.first?.identifier == "input.missing")
    }
}
