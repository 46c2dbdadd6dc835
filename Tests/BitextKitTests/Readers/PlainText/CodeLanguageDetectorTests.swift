@testable import BitextKit
import Testing

@Suite struct CodeLanguageDetectorTests {
    let detector = CodeLanguageDetector()

    @Test func detectsCommonLanguages() {
        #expect(detector.language(of: "struct Lamp {\nvar isOn = false\n}") == "swift")
        #expect(detector.language(of: "digraph lights {\nlamp -> switch;\n}") == "dot")
        #expect(detector.language(of: "{\n\"name\": \"lamp\",\n\"watts\": 40\n}") == "json")
        #expect(detector.language(of: "$ git clone lamp\n$ cd lamp") == "shell")
        #expect(detector.language(of: "#import <Foundation/Foundation.h>\n@interface Lamp : NSObject\n@end") == "objc")
    }

    @Test func outlinesAndOutputArePlainText() {
        #expect(detector.language(of: "warm(up:) → Runs once.\ncool(down:) → Runs last.") == "plaintext")
        #expect(detector.language(of: "Start lamp\nStop lamp") == "plaintext")
    }
}
