import BitextKit
import Foundation
import Testing

@Suite struct OutputPathTests {
    @Test(arguments: [
        ("../../etc/passwd", "etc/passwd"),
        ("/absolute/looking/name", "absolute/looking/name"),
        ("a/./b/../c", "a/b/c"),
        ("..", "_"),
        ("", "_"),
        (".hidden/file", "_hidden/file"),
        ("my guide:v2?.md", "my-guide_v2_.md"),
        ("中文 指南/第一章", "中文-指南/第一章"),
        ("back\\slash\\..\\x", "back/slash/x"),
        ("tab\tand\u{1}ctrl", "tab_and_ctrl"),
    ])
    func sanitize(input: String, expected: String) {
        #expect(OutputPath.sanitize(input) == expected)
    }

    @Test func longNamesAreShortenedButStayDistinct() {
        let a = OutputPath.sanitize(String(repeating: "长", count: 200) + "a")
        let b = OutputPath.sanitize(String(repeating: "长", count: 200) + "b")
        #expect(a.utf8.count <= OutputPath.maximumComponentBytes)
        #expect(a != b)
    }

    @Test func sanitizedPathsAlwaysResolveInsideTheRoot() {
        let root = URL(fileURLWithPath: "/tmp/bitext-out")
        for hostile in ["../x", "../../..", "/etc/x", "a/../../b", "....//x", "~/x"] {
            let url = OutputPath.resolve(OutputPath.sanitize(hostile), under: root)
            #expect(url != nil)
            #expect(url?.path.hasPrefix("/tmp/bitext-out/") == true)
        }
        #expect(OutputPath.resolve("../escape", under: root) == nil)
    }
}
