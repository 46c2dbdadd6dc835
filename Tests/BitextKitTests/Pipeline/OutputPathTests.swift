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

    /// Each scalar of a component is replaced as the rule says, whichever way it is computed:
    /// every ASCII scalar, and whitespace, C1 and bidirectional controls and other scalars beyond
    /// ASCII.
    @Test func everyScalarIsReplacedByTheRule() {
        func rule(_ scalar: Unicode.Scalar) -> String {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "_"
            default: break
            }
            switch scalar {
            case ":", "*", "?", "\"", "<", ">", "|", "#", "%": return "_"
            default: return scalar.properties.isWhitespace ? "-" : String(scalar)
            }
        }
        let others: [UInt32] = [0x85, 0x9B, 0x202E, 0x2067, 0xA0, 0x1680, 0x2003, 0x2028, 0x3000, 0xFEFF, 0x4E2D, 0x1F600, 0xE9]
        for value in Array(0..<0x80) + others where value != 0x2F && value != 0x5C && value != 0x2E {
            let scalar = Unicode.Scalar(value)!
            let name = "a" + String(scalar) + "b"
            #expect(OutputPath.sanitize(name) == "a" + rule(scalar) + "b", "U+\(String(value, radix: 16))")
        }
    }
}
