@testable import BitextKit
import Foundation
import Testing

/// The writer resolves outputs on path strings; they must land where a standardized URL puts
/// them, and be refused where it would leave the output folder (or be the folder itself).
@Suite struct OutputPathResolveTests {
    static func viaURL(_ relative: String, under root: URL) -> String? {
        let rootPath = root.standardizedFileURL.path
        let url = root.appendingPathComponent(relative, isDirectory: false).standardizedFileURL
        guard url.path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else { return nil }
        return url.path
    }

    @Test func stringsResolveAsStandardizedURLsDo() {
        let root = URL(fileURLWithPath: "/tmp/bitext-out/site", isDirectory: true)
        let relatives = [
            "a.html", "guides/a.json", "a/../b.html", "../x", "a/../../x", "./a", "/etc/passwd", "a//b", "..", ".", "",
            "a/./b/..", "名/../文件.html", "search/指南.js", "a/b/../../..", "a/b/../../c", "...", ".hidden/x", "a/",
        ]
        for relative in relatives {
            #expect(OutputPath.resolve(relative, underPath: root.standardizedFileURL.path) == Self.viaURL(relative, under: root), "\(relative)")
        }
    }
}
