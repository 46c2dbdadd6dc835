import Testing

@testable import BitextKit

/// `exclude` patterns of `bitext.yml`: `*` within a component, `**` across them, `?` one character.
@Suite struct GlobTests {
    @Test(arguments: [
        ("drafts/**/*.md", "drafts/x/y.md", true), ("drafts/**/*.md", "drafts/y.md", true), ("drafts/**/*.md", "drafts/a/b/c.md", true),
        ("**/*.md", "a/b.md", true), ("**/*.md", "b.md", true), ("**/*.md", "a/b.txt", false),
        ("drafts/**", "drafts/a/b.md", true), ("drafts/**", "other/a.md", false),
        ("docs/*.md", "docs/a.md", true), ("docs/*.md", "docs/a/b.md", false), ("*.tmp.md", "x/y/z.tmp.md", true),
        ("a?c.md", "abc.md", true), ("a?c.md", "a/c.md", false), ("/top.md", "top.md", true),
        ("**/b/**/*.md", "a/b/c/d.md", true), ("**/b/**/*.md", "a/c/d.md", false), ("x/a**b", "x/a/y/b", true),
    ])
    func patterns(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path: path) == matches, "\(pattern) against \(path)")
    }

    /// Thousands of stars in a pattern match as few do, in one pass over the path per star.
    @Test(arguments: [("**", "/nomatch"), ("**/", "nomatch"), ("*", "/nomatch"), ("a*", "b")])
    func manyStars(star: String, end: String) {
        let pattern = String(repeating: star, count: 3_000) + end
        #expect(!Glob.matches(pattern, path: "docs/deep/folder/page.md"))
        #expect(Glob.matches(String(repeating: star, count: 3_000) + "*", path: "docs/x.md") == (star != "a*"))
    }
}
