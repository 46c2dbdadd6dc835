@testable import BitextKit
import Foundation
import Testing

@Suite struct OutputPlacementRealPathTests {
    /// `realPath` resolves the folder of a path once and remembers it: its answers must be those
    /// of resolving every part of the path (`realpath(3)` where the path is there), for files,
    /// folders, paths not there yet, links to files and folders, dangling links, and `..` after a
    /// link (taken from the text, as a file URL's standardized path takes it).
    @Test func answersAsResolvingEveryPartWould() throws {
        let base = try TemporaryFolder(prefix: "RealPathTests")
        let root = URL(fileURLWithPath: realpath(base.url.path, nil).map { String(cString: $0) } ?? base.url.path).path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/real/sub/page.md"))
        try files.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/real")
        try files.createSymbolicLink(atPath: root + "/real/sub/alias.md", withDestinationPath: "page.md")
        try files.createSymbolicLink(atPath: root + "/real/dangling", withDestinationPath: root + "/nowhere/x")
        let cases: [(String, String)] = [
            (root + "/real/sub/page.md", root + "/real/sub/page.md"),
            (root + "/linked/sub/page.md", root + "/real/sub/page.md"),
            (root + "/linked/sub", root + "/real/sub"),
            (root + "/linked/sub/alias.md", root + "/real/sub/page.md"),
            (root + "/linked/sub/missing/deeper.md", root + "/real/sub/missing/deeper.md"),
            (root + "/linked/./sub//page.md", root + "/real/sub/page.md"),
            (root + "/linked/../real/sub/page.md", root + "/real/sub/page.md"),
            (root + "/real/dangling", root + "/real/dangling"),
        ]
        // Twice: the second round answers from the folders remembered.
        for _ in 0..<2 {
            for (path, expected) in cases {
                #expect(OutputPlacement.realPath(path) == expected, "\(path)")
            }
        }
        #expect(OutputPlacement.realPath("/") == "/")
    }

    @Test func lexicalPathsDropDotsAsAFileURLDoes() {
        for path in ["/a/b/../c", "/a/./b/", "/../a", "/a//b", "/", "/a/b/..", "/a/b/c/../../d/./e"] {
            #expect(LexicalPath.normalized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(LexicalPath.joined("../x.md", to: "/site/content/en/docs") == "/site/content/en/x.md")
        #expect(LexicalPath.joined("/abs/y.md", to: "/site") == "/abs/y.md")
    }
}
