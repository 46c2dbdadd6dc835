@testable import BitextKit
import BitextModel
import Testing

/// Comments found by each language's own syntax: URLs, strings, `#!` and `#` inside words are code.
@Suite struct CodeSyntaxTests {
    static func comments(_ code: String, _ language: String?) -> [String] {
        CodeComments.text(of: code, syntax: .of(language)).split(separator: "\n").map(String.init)
    }

    @Test func urlsInYAMLAndShellAreNotComments() {
        let yaml = "image: registry.k8s.io/pause # the pause image\nurl: https://example.com/a#section\nnote: 'it''s # not a comment'\n"
        #expect(Self.comments(yaml, "yaml") == ["# the pause image"])
        let shell = "#!/bin/bash\ncurl -sL https://dl.k8s.io/release/stable.txt # latest\necho ${#array[@]} \"# quoted\"\n# whole line\n"
        #expect(Self.comments(shell, "shell") == ["# latest", "# whole line"])
    }

    @Test func eachLanguagesOwnMarkers() {
        #expect(Self.comments("x := 1 // set x\n/* block\nends */ y := \"// no\"\n", "go") == ["// set x", "/* block", "ends */"])
        #expect(Self.comments("{\"url\": \"http://a/b\", \"n\": 1}\n", "json").isEmpty)
        #expect(Self.comments("a = 1  # note\ns = '''# not\n'''\n", "python") == ["# note"])
        #expect(Self.comments("SELECT 1 -- one\n", "sql") == ["-- one"])
        #expect(Self.comments("<div><!-- hidden --></div>\n", "html") == ["<!-- hidden -->"])
        #expect(Self.comments("# heading-like output\n", "text").isEmpty, "output has no comments")
    }

    @Test func unknownCodeKeepsEveryConvention() {
        #expect(Self.comments("run // a\nrun # b\n", nil) == ["// a", "# b"])
        #expect(CodeSyntax.of("brainfuck") == .generic)
    }
}
