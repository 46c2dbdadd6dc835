@testable import BitextKit
import Testing

@Suite struct CodeCommentsTests {
    @Test func findsLineBlockShellAndHTMLComments() {
        let code = """
        let a = 1 // trailing
        /* block
           spans */
        # shell comment
        <!-- markup -->
        """
        let text = CodeComments.text(of: code)
        #expect(text.contains("trailing"))
        #expect(text.contains("block"))
        #expect(text.contains("spans"))
        #expect(text.contains("shell comment"))
        #expect(text.contains("markup"))
    }

    @Test func ignoresSlashesInsideStringsAndPreprocessorLines() {
        let code = "let u = \"https://a.dev//x\"\n#if DEBUG\n#Preview { Text(\"x\") }\n#endif"
        #expect(CodeComments.text(of: code).isEmpty)
    }

    /// Shell and YAML write URLs bare: their `//` is no comment, their `#` still is.
    @Test func urlsInShellAndYAMLAreNotComments() {
        let shell = "curl -sSLo kubectl https://dl.k8s.io/release/v1.29.0/bin/linux/amd64/kubectl # fetch the binary\ngit clone git://example.com/repo.git"
        #expect(CodeComments.text(of: shell) == "# fetch the binary")
        let yaml = "apiVersion: v1\nkind: Pod\nmetadata:\n  annotations:\n    docs: https://kubernetes.io/docs/concepts/  # where to read more\n    mirror: s3://bucket/path"
        #expect(CodeComments.text(of: yaml) == "# where to read more")
        #expect(CodeComments.text(of: "let x = 1 // still a comment") == "// still a comment")
    }

    @Test func outlineDescriptionsAreCommentsAndLeaveTheSignaturesAsTheKey() {
        let english = "start(engine:) → Called once. Warms the engine.\n  stop(engine:) —— Releases buffers."
        let chinese = "start(engine:) → 调用一次。预热引擎。\n  stop(engine:) —— 释放缓冲区。"
        #expect(CodeComments.text(of: english) == "Called once. Warms the engine.\nReleases buffers.")
        #expect(CodeComments.text(of: chinese) == "调用一次。预热引擎。\n释放缓冲区。")
        #expect(AnchorFinder.codeKey(english) == AnchorFinder.codeKey(chinese))
        #expect(CodeNormalizer.key(english) == CodeNormalizer.key(chinese))
        // `->` is an operator, and a call inside a sentence is no outline entry.
        #expect(CodeComments.text(of: "compose(f) -> g").isEmpty)
        #expect(CodeComments.text(of: "let x = f(y) → z").isEmpty)
    }
}
