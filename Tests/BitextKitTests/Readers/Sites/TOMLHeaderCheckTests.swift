@testable import BitextKit
import Testing

/// toml++ aborts on a table header opening with a character no key starts with (found by
/// fuzzing `hugo.toml`): such a header is an error before it is parsed, and nothing else is.
@Suite struct TOMLHeaderCheckTests {
    @Test(arguments: ["[/params]\n", "[\u{3}:x]\n", "[简体中文]\ntitle = 1\n", "[[ <a> ]]\n", "a = 1\n  [ {b} ]\n"])
    func headersNoKeyStartsWithAreErrors(text: String) {
        #expect(throws: TOMLHeaderCheck.Problem.self) { try TOMLHeaderCheck.check(text) }
        #expect(throws: (any Error).self) { try SiteConfig.toml(text) }
    }

    /// toml++ also aborts on a `}` where an array expects a value (found by fuzzing `hugo.toml`).
    @Test(arguments: ["a = [}]\n", "a = [1, }\n", "a = [ # c\n}]\n", "a = [[}]]\n", "[languages.id]\ntitle =[[[[}[[[ im\".\n", "a = {b = 1]\n"])
    func aBracketClosingTheWrongKindIsAnError(text: String) {
        #expect(throws: TOMLHeaderCheck.Problem.self) { try TOMLHeaderCheck.check(text) }
        #expect(throws: (any Error).self) { try SiteConfig.toml(text) }
    }

    /// toml++ aborts on a date whose `T` no time follows (found by fuzzing `hugo.toml`).
    @Test(arguments: ["date = 2024-01-01T/\n", "d = [1979-05-27Tx]\n", "d = {a = 2024-01-01t}\n"])
    func aDateWithoutItsTimeIsAnError(text: String) {
        #expect(throws: TOMLHeaderCheck.Problem.self) { try TOMLHeaderCheck.check(text) }
        #expect(throws: (any Error).self) { try SiteConfig.toml(text) }
    }

    @Test func realConfigurationsPass() throws {
        let text = """
            title = "Site"  # a comment with [brackets
            [params]
            version = "v1.29"
            menu = [
              [ { name = "x" } ],
              { name = "[y" },
            ]
            text = \"\"\"
            [not a header
            \"\"\"
            [[ languages.'zh-cn'.menu ]]
            [ "quoted" ]
            when = 2024-01-01T10:00:00Z
            day = 2024-01-01
            version-2024-01-01T = "a key and a string: 2024-01-01Tx"
            """
        try TOMLHeaderCheck.check(text)
        #expect(try SiteConfig.toml("[params]\nversion = \"v1\"\n").params == ["version": "v1"])
    }
}
