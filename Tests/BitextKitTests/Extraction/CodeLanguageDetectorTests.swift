import BitextKit
import Testing

@Suite struct CodeLanguageDetectorTests {
    @Test(arguments: [
        ("import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"Hi\") }\n}", "swift"),
        ("@interface Card : UIView\n@property (nonatomic) NSString *title;\n@end", "objc"),
        ("#include <stdio.h>\nint main(void) { printf(\"hi\"); }", "c"),
        ("$ brew install swiftlint\n$ swiftlint --fix", "shell"),
        ("{\n  \"name\": \"bitext\",\n  \"version\": 1\n}", "json"),
        ("apiVersion: v1\nkind: Pod\nmetadata:\n  name: web", "yaml"),
        ("digraph G {\n  a -> b;\n}", "dot"),
        ("--- a/File.swift\n+++ b/File.swift\n@@ -1 +1 @@", "diff"),
        ("View appears\nthen disappears", "plaintext"),
    ])
    func detects(code: String, expected: String) {
        #expect(CodeLanguageDetector.detect(code) == expected)
    }

    @Test func canonicalNames() {
        #expect(CodeLanguageDetector.canonical("bash") == "shell")
        #expect(CodeLanguageDetector.canonical("Objective-C") == "objc")
        #expect(CodeLanguageDetector.canonical("yml") == "yaml")
        #expect(CodeLanguageDetector.canonical("swift") == "swift")
    }
}
