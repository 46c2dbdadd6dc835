import BitextKit
import BitextModel
import Foundation
import Testing

/// Reads inline HTML as the file `test.html`.
private func read(_ html: String) -> ReadResult {
    HTMLReader().read(SourceFile(path: "test.html", text: html))
}

/// The blocks of an HTML fragment.
private func blocks(_ html: String) -> [Block] {
    read(html).document.blocks
}

/// The inlines of the first block, which must be a paragraph.
private func paragraphInlines(_ html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Inline] {
    guard case .paragraph(let inlines)? = blocks(html).first?.kind else {
        Issue.record("first block is not a paragraph", sourceLocation: sourceLocation)
        return []
    }
    return inlines
}

/// A fixture under `Fixtures/html/`.
private func fixture(_ name: String, _ ext: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures/html"))
    return try String(contentsOf: url, encoding: .utf8)
}

private func kinds(_ blocks: [Block]) -> [String] { blocks.map(\.kind.name) }

@Suite struct HTMLReaderTests {
    // MARK: Blocks

    /// A Hugo content page in HTML: its front matter is the document's, its title the title, and
    /// the body keeps the file's line numbers.
    @Test func frontMatterOfAnHTMLPageIsReadAsFrontMatter() {
        let result = read("---\ntitle: Case study\nweight: 3\n---\n<h2>Challenge</h2>\n<p>The team ran everything by hand.</p>\n")
        #expect(result.document.frontMatter?.title == "Case study")
        #expect(result.document.title == "Case study")
        #expect(!result.document.blocks.contains { $0.plainText.contains("title:") || $0.plainText.contains("---") })
        #expect(result.document.blocks.first?.range.startLine == 5)
        let broken = read("---\ntitle: [unclosed\n---\n<p>Body text.</p>\n")
        #expect(broken.diagnostics.contains { $0.identifier.hasPrefix("frontMatter") } && broken.document.blocks.count == 1)
    }

    @Test func headingsKeepLevelContentAndIdAnchor() {
        let result = blocks("""
            <h1 id="sizing">Sizing <code>UIHostingController</code></h1>
            <h3>No anchor</h3>
            <h6 id="  ">Blank id</h6>
            """)
        #expect(result.map(\.headingLevel) == [1, 3, 6])
        guard case .heading(_, let anchor, let content) = result[0].kind else { Issue.record("kind"); return }
        #expect(anchor == "sizing")
        #expect(content == [.text("Sizing "), .code("UIHostingController")])
        guard case .heading(_, let none, _) = result[1].kind, case .heading(_, let blank, _) = result[2].kind else {
            Issue.record("kind"); return
        }
        #expect(none == nil)
        #expect(blank == nil)
    }

    @Test func headingPermalinksAreDroppedAndEmptyAnchorsGiveTheId() {
        let result = blocks("""
            <h2><a id="setup"></a>Setup <a class="anchor" href="#setup">¶</a></h2>
            <h2>See <a href="#setup">setup</a></h2>
            """)
        guard case .heading(_, let anchor, let content) = result[0].kind else { Issue.record("kind"); return }
        #expect(anchor == "setup")
        #expect(content == [.text("Setup")])
        #expect(result[1].inlines == [.text("See "), .link(destination: "#setup", title: nil, content: [.text("setup")])])
    }

    @Test func nestedListsWithStartAndTaskItems() {
        let result = blocks("""
            <ol start="4">
              <li>Create the view
                <ul><li>Inner</li></ul>
              </li>
              <li><p><input type="checkbox" checked> Pin edges</p></li>
              <li><input type=checkbox> Activate</li>
            </ol>
            <ul><li>plain</li></ul>
            """)
        #expect(kinds(result) == ["list", "list"])
        guard case .list(let ordered, let start, let items) = result[0].kind else { Issue.record("kind"); return }
        #expect(ordered)
        #expect(start == 4)
        #expect(items.map(\.checked) == [nil, true, false])
        #expect(kinds(items[0].blocks) == ["paragraph", "list"])
        #expect(items[0].blocks[0].plainText == "Create the view")
        #expect(items[0].blocks[1].plainText == "Inner")
        #expect(items[1].blocks.map(\.plainText) == ["Pin edges"])
        #expect(items[2].blocks.map(\.plainText) == ["Activate"])
        #expect(items.map(\.range.startLine) == [2, 5, 6])
        guard case .list(let unordered, let one, _) = result[1].kind else { Issue.record("kind"); return }
        #expect(!unordered)
        #expect(one == 1)
    }

    @Test func aListWrittenBesideItsItemJoinsThatItem() {
        let result = blocks("<ul><li>Parent</li><ul><li>Child</li></ul><li>Next</li></ul>")
        guard case .list(_, _, let items) = result[0].kind else { Issue.record("kind"); return }
        #expect(items.count == 2)
        #expect(kinds(items[0].blocks) == ["paragraph", "list"])
    }

    @Test func blockquoteHoldsNestedBlocks() {
        let result = blocks("<blockquote>\n<p>Views are cheap.</p>\n<ul><li>Layers are not.</li></ul>\nTrailing words\n</blockquote>")
        guard case .quote(let inner) = result[0].kind else { Issue.record("kind"); return }
        #expect(kinds(inner) == ["paragraph", "list", "paragraph"])
        #expect(inner[2].plainText == "Trailing words")
        #expect(result[0].range.startLine == 1)
        #expect(result[0].range.endLine == 4)
    }

    @Test func codeBlocksKeepTextExactlyWithLanguageFromClasses() {
        let result = blocks("""
            <pre><code class="hljs language-Swift">if a &lt; b &amp;&amp; c {
                <span class="keyword">return</span>  "x"
            }
            </code></pre>
            <pre class="lang-objc">
            [view layoutIfNeeded];</pre>
            <pre>plain   text</pre>
            """)
        #expect(kinds(result) == ["code", "code", "code"])
        guard case .code(let info, let language, let text) = result[0].kind else { Issue.record("kind"); return }
        #expect(language == "swift")
        #expect(info == "swift")
        #expect(text == "if a < b && c {\n    return  \"x\"\n}")
        #expect(result[0].range.startLine == 1)
        #expect(result[0].range.endLine == 4)
        guard case .code(_, let objc, let objcText) = result[1].kind else { Issue.record("kind"); return }
        #expect(objc == "objc")
        #expect(objcText == "[view layoutIfNeeded];")
        guard case .code(let noInfo, let none, let plain) = result[2].kind else { Issue.record("kind"); return }
        #expect(none == nil)
        #expect(noInfo == "")
        #expect(plain == "plain   text")
    }

    @Test func tableWithTheadAndAlignments() throws {
        let result = blocks("""
            <table>
              <thead><tr><th align="left">Option</th><th style="color: red; text-align: Center">Axis</th><th style="text-align:right !important">Cost</th><th>Note</th></tr></thead>
              <tbody>
                <tr><td><code>sizingOptions</code></td><td>both</td><td>low</td><td>iOS 16</td></tr>
                <tr><td><em>frame</em></td><td colspan="2">fixed</td><td>manual</td></tr>
              </tbody>
            </table>
            """)
        guard case .table(let table) = try #require(result.first).kind else { Issue.record("kind"); return }
        #expect(table.header.map(\.plainText) == ["Option", "Axis", "Cost", "Note"])
        #expect(table.alignments == [.left, .center, .right, .none])
        #expect(table.rows.count == 2)
        #expect(table.rows[0][0] == [.code("sizingOptions")])
        #expect(table.rows[1].map(\.plainText) == ["frame", "fixed", "", "manual"])
        #expect(result[0].range.startLine == 1)
        #expect(result[0].range.endLine == 5)
    }

    @Test func tableHeaderFromFirstThRowOrNone() throws {
        let headed = blocks("<table><tr><th>键</th><th>值</th></tr><tr><td align=right>a</td><td>1</td></tr></table>")
        guard case .table(let table) = try #require(headed.first).kind else { Issue.record("kind"); return }
        #expect(table.header.map(\.plainText) == ["键", "值"])
        #expect(table.rows.map { $0.map(\.plainText) } == [["a", "1"]])
        #expect(table.alignments == [.right, .none])

        let bare = blocks("<table><caption>Sizes</caption><tr><td>a</td><td><p>one</p><p>two</p></td></tr></table>")
        #expect(kinds(bare) == ["paragraph", "table"])
        #expect(bare[0].plainText == "Sizes")
        guard case .table(let headless) = bare[1].kind else { Issue.record("kind"); return }
        #expect(headless.header.isEmpty)
        #expect(headless.rows[0][1] == [.text("one"), .lineBreak, .text("two")])
    }

    @Test func imagesStandAloneOrInline() {
        let result = blocks("""
            <div><img src="a.png" alt="Hosting diagram" title="Diagram"></div>
            <p> <img src="b.png" alt="B"> </p>
            <p>Tap <img src="plus.png" alt="plus"> to add.</p>
            """)
        #expect(kinds(result) == ["image", "image", "paragraph"])
        #expect(result[0].kind == .image(alt: "Hosting diagram", source: "a.png", title: "Diagram"))
        #expect(result[1].kind == .image(alt: "B", source: "b.png", title: nil))
        #expect(result[2].inlines == [.text("Tap "), .image(source: "plus.png", title: nil, alt: "plus"), .text(" to add.")])
    }

    @Test func definitionListsBecomeListsOfTermAndDefinitions() {
        let result = blocks("""
            <dl>
              <dt>Intrinsic size</dt><dd>What the content wants.</dd>
              <dt>Hugging</dt><dt>Compression</dt>
              <dd><p>Priorities.</p><p>Both axes.</p></dd>
            </dl>
            """)
        guard case .list(let ordered, _, let items) = result[0].kind else { Issue.record("kind"); return }
        #expect(!ordered)
        #expect(items.count == 2)
        #expect(items[0].blocks.map(\.kind) == [
            .paragraph([.strong([.text("Intrinsic size")])]), .paragraph([.text("What the content wants.")]),
        ])
        #expect(items[1].blocks.map(\.plainText) == ["Hugging", "Compression", "Priorities.", "Both axes."])
        #expect(items[1].range.startLine == 3)
        #expect(items[1].range.endLine == 4)
    }

    @Test func thematicBreakAndBlockComments() {
        let result = blocks("<p>Above</p>\n<!-- keep:\nthis -->\n<hr>\n<p>Below <!-- inline --> here</p>")
        #expect(kinds(result) == ["paragraph", "comment", "thematicBreak", "paragraph"])
        #expect(result[1].kind == .comment(" keep:\nthis "))
        #expect(result[1].range.startLine == 2)
        #expect(result[1].range.endLine == 3)
        #expect(result[2].range.startLine == 4)
        #expect(result[3].inlines == [.text("Below here")])
    }

    @Test func looseTextInContainersBecomesParagraphs() {
        let result = blocks("""
            <body>
            Intro text <b>before</b> any block.
            <div>Inside a div
              <section><p>Nested</p>
                after the paragraph
              </section>
            </div>
            </body>
            """)
        #expect(result.map(\.plainText) == ["Intro text before any block.", "Inside a div", "Nested", "after the paragraph"])
        #expect(kinds(result) == ["paragraph", "paragraph", "paragraph", "paragraph"])
        #expect(result.map(\.range.startLine) == [2, 3, 4, 5])
    }

    // MARK: Inlines

    @Test func inlineKinds() {
        let inlines = paragraphInlines("""
            <p><code>a</code><kbd>b</kbd><samp>c</samp><tt>d</tt> <em>e</em><i>f</i> <strong>g</strong><b>h</b>
            <del>i</del><s>j</s><strike>k</strike> <a href=" https://x.dev/y " title="T">l</a><a href="/z">m</a>
            <span>n<abbr title="x">o</abbr><sup>2</sup></span><br>p</p>
            """)
        #expect(inlines == [
            .code("a"), .code("b"), .code("c"), .code("d"), .text(" "), .emphasis([.text("e")]),
            .emphasis([.text("f")]), .text(" "), .strong([.text("g")]), .strong([.text("h")]), .text(" "),
            .strikethrough([.text("i")]), .strikethrough([.text("j")]), .strikethrough([.text("k")]), .text(" "),
            .link(destination: "https://x.dev/y", title: "T", content: [.text("l")]),
            .link(destination: "/z", title: nil, content: [.text("m")]), .text(" no2"), .lineBreak, .text("p"),
        ])
    }

    @Test func whitespaceCollapsesLikeABrowser() {
        let inlines = paragraphInlines("<p>\n   Call  <em> layoutIfNeeded </em>\n\tthen\u{00A0}wait <br>  \n  done.  </p>")
        #expect(inlines == [
            .text("Call "), .emphasis([.text("layoutIfNeeded ")]), .text("then\u{00A0}wait"), .lineBreak, .text("done."),
        ])
    }

    @Test func blankSpacerParagraphsAreDropped() {
        #expect(kinds(blocks("<p>&nbsp;</p><p> <br> </p><h2>&#160;</h2><p>kept</p>")) == ["paragraph"])
        #expect(kinds(blocks("<p><a href='/big.png'><img src='small.png'></a></p>")) == ["paragraph"])
    }

    @Test func chineseWrappedAcrossLinesGainsNoSpaces() {
        let result = blocks("<p>托管控制器\n  会根据内容\n计算尺寸 and\nEnglish words。</p>")
        #expect(result[0].plainText == "托管控制器会根据内容计算尺寸 and English words。")
        #expect(result[0].range.startLine == 1)
        #expect(result[0].range.endLine == 4)
    }

    @Test func entitiesAreDecoded() {
        let result = blocks("<p>&lt;View&gt; &amp; &quot;model&quot; &copy; &#20013;&#x6587; &nbsp;x</p>")
        #expect(result[0].plainText == "<View> & \"model\" © 中文 \u{00A0}x")
    }

    // MARK: Page structure

    @Test func boilerplateAroundAnArticleIsDropped() throws {
        let result = read(try fixture("boilerplate", "html"))
        #expect(result.diagnostics.isEmpty)
        let blocks = result.document.blocks
        #expect(kinds(blocks) == ["heading", "paragraph", "heading", "paragraph", "code", "list", "heading", "paragraph"])
        #expect(blocks.map(\.headingLevel) == [1, nil, 2, nil, nil, nil, 2, nil])
        #expect(blocks[0].plainText == "Embedding a SwiftUI view")
        #expect(blocks.map(\.range.startLine) == [22, 23, 25, 26, 27, 30, 34, 35])
        #expect(blocks[4].range.endLine == 29)
        #expect(blocks[5].range.endLine == 32)
        let text = blocks.map(\.plainText).joined(separator: "\n")
        for chrome in ["Home", "Sign in", "Related posts", "Copyright", "analytics", "Subscribe", "Byline"] {
            #expect(!text.contains(chrome), "\(chrome) leaked")
        }
    }

    @Test func mainIsPreferredToArticleAndTheFirstArticleWins() {
        let withMain = blocks("<body><article><p>teaser</p></article><main><p>content</p></main></body>")
        #expect(withMain.map(\.plainText) == ["content"])
        let articles = blocks("<body><p>intro</p><article><p>first</p></article><article><p>second</p></article></body>")
        #expect(articles.map(\.plainText) == ["first"])
    }

    @Test func titleBecomesTheHeadingOnlyWithoutAnH1() {
        let page = "<html><head>\n<title>Hosting  SwiftUI</title>\n</head><body>\n<h2>Setup</h2>\n</body></html>"
        let untitled = blocks(page)
        #expect(untitled.map(\.headingLevel) == [1, 2])
        #expect(untitled[0].plainText == "Hosting SwiftUI")
        #expect(untitled[0].range.startLine == 2)
        let titled = blocks(page.replacingOccurrences(of: "<h2>", with: "<h1>").replacingOccurrences(of: "</h2>", with: "</h1>"))
        #expect(titled.map(\.plainText) == ["Setup"])
    }

    // MARK: Lines, encoding, errors

    @Test func chineseLineNumbersFollowTheSource() {
        let result = blocks("""
            <!doctype html>
            <html><body>
            <h2>尺寸</h2>

            <p>第一段
            继续第一段。</p>
            <p>第二段</p>
            </body></html>
            """)
        #expect(result.map(\.range.startLine) == [3, 5, 7])
        #expect(result.map(\.range.endLine) == [3, 6, 7])
    }

    @Test func linesBeyondLibxmlCapAreCounted() {
        var html = "<body>\n"
        for n in 2...70_001 { html += "<p>line \(n)</p>\n" }
        let result = blocks(html)
        #expect(result.count == 70_000)
        #expect(result.last?.range.startLine == 70_001)
        #expect(result.last?.plainText == "line 70001")
        #expect(result[65_533].range.startLine == 65_535)
        #expect(result[65_534].range.startLine == 65_536)
    }

    @Test func aDeclaredCharsetOtherThanUTF8IsIgnoredWithAWarning() {
        let result = read("<html><head>\n<meta http-equiv=\"Content-Type\" content=\"text/html; charset=GB2312\">\n</head><body><p>中文内容</p></body></html>")
        #expect(result.document.blocks.map(\.plainText) == ["中文内容"])
        #expect(result.diagnostics.map(\.identifier) == ["html.charsetIgnored"])
        #expect(result.diagnostics.first?.location?.line == 2)
        #expect(read("<meta charset=\"UTF-8\"><p>ok</p>").diagnostics.isEmpty)
    }

    @Test(arguments: ["", " \n\t\n"]) func emptyContentIsAnErrorDiagnostic(html: String) {
        let result = read(html)
        #expect(result.document.blocks.isEmpty)
        #expect(result.document.format == .html)
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.diagnostics.first?.path == "test.html")
    }

    @Test func aPageWithOnlyChromeWarns() {
        let result = read("<html><body><nav><a href='/'>Home</a></nav><script>var x = 1</script></body></html>")
        #expect(result.document.blocks.isEmpty)
        #expect(result.diagnostics.map(\.identifier) == ["html.noContent"])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func deepNestingKeepsTheText() {
        let html = String(repeating: "<div><span>", count: 3_000) + "deep text"
        #expect(blocks(html).map(\.plainText) == ["deep text"])
    }

    @Test func documentReaderRoutesHTMLHereAndTagsLanguages() throws {
        let result = try DocumentReader().read(SourceFile(path: "page.html", text: "<p>托管控制器的尺寸</p><p>Sizing the hosting controller</p>"))
        #expect(result.document.format == .html)
        #expect(result.document.blocks.map(\.language) == [.zh, .en])
    }

    // MARK: Golden dump

    /// The reader alone, without the language tagger, so only reader changes move the snapshot.
    @Test func everythingFixtureMatchesTheGoldenDump() throws {
        let source = SourceFile(path: "everything.html", text: try fixture("everything", "html"))
        let dump = TreeDump().render(HTMLReader().read(source).document)
        let golden = try fixture("everything.dump", "txt")
        #expect(dump == golden)
    }
}
