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
