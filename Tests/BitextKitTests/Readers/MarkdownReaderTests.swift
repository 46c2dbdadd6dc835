import Foundation
import Synchronization
@testable import BitextKit
import BitextModel
import Testing

@Suite struct MarkdownReaderTests {
    @Test func headingWithExplicitAnchorKeepsTextAndId() {
        let doc = Fixtures.markdown("## Sizing options {#sizing}\n").document
        #expect(doc.blocks.count == 1)
        guard case .heading(let level, let anchor, let content) = doc.blocks[0].kind else {
            Issue.record("not a heading"); return
        }
        #expect(level == 2)
        #expect(anchor == "sizing")
        #expect(content.plainText == "Sizing options")
    }

    /// Anchors are trimmed of what Foundation's `.whitespaces` holds (tab, space separators,
    /// U+200B; not line breaks), without Foundation: checked for every scalar.
    @Test func anchorTrimmingMatchesFoundationWhitespace() {
        var texts = (0...0x10FFFF).compactMap(Unicode.Scalar.init).map { "\($0)x\($0)" }
        texts += [
            "Title {#id}", "\tTitle\u{3000}{#id}\u{00A0}", "\u{2003}\u{1680}x\u{202F}", "\u{200B}x\u{200B}", "\nx\n",
            " \u{3000} ", "", "中文 {#a} {#b}", "e\u{301} ",
        ]
        let differing = texts.filter { String(CommonMarkConverter.trimmedSpaces(Substring($0))) != $0.trimmingCharacters(in: .whitespaces) }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        let doc = Fixtures.markdown("## 标题\u{3000}{#biao-ti}\u{00A0}\n\n## A {#x} {#y}\n").document
        guard case .heading(_, let anchor, let content) = doc.blocks[0].kind,
            case .heading(_, let second, let secondContent) = doc.blocks[1].kind
        else { Issue.record("not headings"); return }
        #expect(anchor == "biao-ti" && content == [.text("标题")])
        #expect(second == "y" && secondContent == [.text("A {#x}")])
    }

    @Test func headingWithoutAnchorHasNone() {
        let doc = Fixtures.markdown("# Title with {braces}\n").document
        guard case .heading(_, let anchor, let content) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(anchor == nil)
        #expect(content.plainText == "Title with {braces}")
    }

    @Test func paragraphInlinesKeepCodeEmphasisLinksAndBreaks() {
        let doc = Fixtures.markdown("Call `addChild(_:)` *first*, then **see** [the docs](https://x.dev/a \"T\").\\\nNext ~~old~~ line\nsoft").document
        guard case .paragraph(let inlines) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(inlines.contains(.code("addChild(_:)")))
        #expect(inlines.contains(.emphasis([.text("first")])))
        #expect(inlines.contains(.strong([.text("see")])))
        #expect(inlines.contains(.link(destination: "https://x.dev/a", title: "T", content: [.text("the docs")])))
        #expect(inlines.contains(.lineBreak))
        #expect(inlines.contains(.softBreak))
        #expect(inlines.contains(.strikethrough([.text("old")])))
    }

    @Test func smartPunctuationIsOff() {
        let doc = Fixtures.markdown("Say \"hi\" -- it's fine...\n").document
        #expect(doc.blocks[0].plainText == "Say \"hi\" -- it's fine...")
    }

    @Test func listsAreNestedWithStartAndTaskState() {
        let doc = Fixtures.markdown("- a\n  - b\n- [x] done\n- [ ] open\n\n7. seven\n8. eight\n").document
        #expect(doc.blocks.count == 2)
        guard case .list(let ordered, _, let items) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(!ordered)
        #expect(items.count == 3)
        #expect(items[0].blocks.count == 2)
        #expect(items[0].blocks[1].kind.name == "list")
        #expect(items[0].checked == nil)
        #expect(items[1].checked == true)
        #expect(items[2].checked == false)
        guard case .list(let ordered2, let start, let items2) = doc.blocks[1].kind else { Issue.record("kind"); return }
        #expect(ordered2 && start == 7 && items2.count == 2)
    }

    @Test func listRangesStopAtTheirLastLineOfContent() {
        let doc = Fixtures.markdown("- a\n- b\n\n\nNext paragraph\n").document
        #expect(doc.blocks[0].range.lines == 1...2)
        #expect(doc.blocks[1].range.lines == 5...5)
    }

    @Test func quotesNest() {
        let doc = Fixtures.markdown("> outer\n>\n> > inner\n").document
        guard case .quote(let children) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(children.count == 2)
        #expect(children[1].kind.name == "quote")
    }

    @Test func fencedAndIndentedCode() {
        let doc = Fixtures.markdown("```swift title=\"a\"\nlet x = 1\n\nlet y = 2\n```\n\n    plain\n").document
        guard case .code(let info, let language, let text) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(info == "swift title=\"a\"")
        #expect(language == "swift")
        #expect(text == "let x = 1\n\nlet y = 2")
        #expect(doc.blocks[0].range.lines == 1...5)
        guard case .code(let info2, let language2, let text2) = doc.blocks[1].kind else { Issue.record("kind"); return }
        #expect(info2 == "" && language2 == nil && text2 == "plain")
    }

    @Test func tableKeepsAlignmentsCellsAndBreaks() {
        let doc = Fixtures.markdown("| A | B | C |\n| :-- | :-: | --: |\n| `x` | one<br>two | 3 |\n").document
        guard case .table(let table) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(table.alignments == [.left, .center, .right])
        #expect(table.header.map(\.plainText) == ["A", "B", "C"])
        #expect(table.rows.count == 1)
        #expect(table.rows[0][0] == [.code("x")])
        #expect(table.rows[0][1] == [.text("one"), .lineBreak, .text("two")])
    }

    @Test func standaloneImageIsAnImageBlock() {
        let doc = Fixtures.markdown("![Flow](img/flow.png \"The flow\")\n\nText with ![icon](i.png) inside.\n").document
        #expect(doc.blocks[0].kind == .image(alt: "Flow", source: "img/flow.png", title: "The flow"))
        #expect(doc.blocks[1].kind.name == "paragraph")
    }

    @Test func htmlAndCommentsAreSeparateKinds() {
        let doc = Fixtures.markdown("<div>raw</div>\n\n<!--\nOriginal English paragraph.\n-->\n\n中文段落。\n").document
        #expect(doc.blocks[0].kind == .html("<div>raw</div>"))
        #expect(doc.blocks[1].kind == .comment("\nOriginal English paragraph.\n"))
        #expect(doc.blocks[1].range.lines == 3...5)
        #expect(doc.blocks[2].language == .zh)
    }

    @Test func thematicBreakAndSetextHeading() {
        let doc = Fixtures.markdown("Intro\n\n***\n\nTitle\n=====\n").document
        #expect(doc.blocks.map(\.kind.name) == ["paragraph", "thematicBreak", "heading"])
        #expect(doc.blocks[2].headingLevel == 1)
    }

    @Test func sourceColumnsOnChineseTextAreUTF8Bytes() {
        // "中文" is six bytes, so the code span after it starts past column 7 in bytes,
        // while the heading on the next line keeps line numbers exact.
        let doc = Fixtures.markdown("中文段落\n\n## 标题\n\n- 第一项\n").document
        #expect(doc.blocks[0].range.start == SourceLocation(line: 1, column: 1))
        #expect(doc.blocks[0].range.end == SourceLocation(line: 1, column: 12))
        #expect(doc.blocks[1].range.lines == 3...3)
        #expect(doc.blocks[1].range.end.column == 9)
        #expect(doc.blocks[2].range.lines == 5...5)
    }

    @Test func frontMatterIsParsedAndLinesStayThoseOfTheFile() {
        let result = Fixtures.markdown("---\ntitle: 托管视图\nweight: 3\ndraft: false\n---\n\n# Heading\n")
        let fm = result.document.frontMatter
        #expect(fm?.title == "托管视图")
        #expect(fm?.value?["weight"] == .integer(3))
        #expect(fm?.value?["draft"] == .bool(false))
        #expect(fm?.range.lines == 1...5)
        #expect(result.document.blocks[0].range.lines == 7...7)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.title == "托管视图")
    }

    @Test func brokenFrontMatterIsADiagnosticWithItsLineAndTheBodyIsStillRead() {
        let result = Fixtures.markdown("---\ntitle: ok\ntags: [unclosed\nnext: 1\n---\n\nBody text.\n", path: "guide.md")
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.identifier == "frontMatter.invalid")
        #expect(diagnostic.path == "guide.md")
        #expect((diagnostic.location?.line ?? 0) >= 3)
        #expect(result.document.frontMatter?.value == nil)
        #expect(result.document.blocks.map(\.plainText) == ["Body text."])
    }

    @Test func unclosedFrontMatterIsReadAsMarkdownWithAWarning() {
        let result = Fixtures.markdown("---\ntitle: never closed\n\nBody.\n")
        #expect(result.document.frontMatter == nil)
        #expect(result.diagnostics.map(\.identifier) == ["frontMatter.unclosed"])
    }

    @Test func everythingFixtureMatchesItsGoldenDump() {
        let result = try? DocumentReader().read(Fixtures.source("everything.md", in: "markdown"))
        let dump = result.map { TreeDump().render($0.document) } ?? ""
        let golden = Fixtures.text("everything.dump.txt", in: "markdown")
        #expect(!golden.isEmpty)
        #expect(dump == golden)
    }

    @Test func modelRoundTripsThroughJSON() throws {
        let document = try DocumentReader().read(Fixtures.source("everything.md", in: "markdown")).document
        let data = try JSONEncoder().encode(document)
        let decoded = try JSONDecoder().decode(Document.self, from: data)
        #expect(decoded.blocks == document.blocks)
        #expect(decoded.frontMatter?.raw == document.frontMatter?.raw)
    }

    /// cmark-gfm turns its extensions' trigger characters on and off in a global table around
    /// each parse; documents read at the same time once lost each other's autolinks at random.
    @Test func autolinksSurviveDocumentsReadConcurrently() {
        let text = (0..<300).map { "Step \($0): see https://example.com/guide/\($0) and www.example.org/\($0) for more." }
            .joined(separator: "\n\n")
        @Sendable func links(_ inlines: [Inline]) -> Int {
            inlines.reduce(0) { count, inline in
                switch inline {
                case .link: count + 1
                case .emphasis(let c), .strong(let c), .strikethrough(let c): count + links(c)
                default: count
                }
            }
        }
        let counts = Mutex([Int]())
        DispatchQueue.concurrentPerform(iterations: 48) { _ in
            let blocks = Fixtures.markdown(text, path: "links.md").document.blocks
            let found = blocks.reduce(0) { $0 + links($1.inlines) }
            counts.withLock { $0.append(found) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: 600, count: 48))
    }
}
