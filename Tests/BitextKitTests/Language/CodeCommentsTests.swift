import BitextKit
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
}
