@testable import BitextKit
import Testing

@Suite struct TemplateTests {
    func render(_ source: String, _ context: TemplateValue = [:], partials: [String: String] = [:]) throws -> String {
        var library: [String: Template] = [:]
        for (name, text) in partials { library[name] = try Template(parsing: text) }
        return String(decoding: try Template(parsing: source).render(context, library: library), as: UTF8.self)
    }

    @Test func interpolationEscapesTheFiveHTMLCharactersUnlessTripled() throws {
        let context: TemplateValue = ["x": "<a href=\"q\">Tom & 'Jerry'</a> 中文"]
        #expect(try render("{{x}}", context) == "&lt;a href=&quot;q&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; 中文")
        #expect(try render("{{{x}}}|{{& x}}", context) == "<a href=\"q\">Tom & 'Jerry'</a> 中文|<a href=\"q\">Tom & 'Jerry'</a> 中文")
        #expect(try render("[{{missing}}]", context) == "[]")
        #expect(try render("{{n}} {{f}}", ["n": 0, "f": false]) == "0 false")
    }

    @Test func dottedNamesResolveFromTheFirstObjectThatHasTheFirstName() throws {
        let context: TemplateValue = ["a": ["b": ["c": "deep"]], "name": "outer", "list": [["name": "inner"], ["other": "x"]]]
        #expect(try render("{{a.b.c}}", context) == "deep")
        #expect(try render("{{#list}}{{name}};{{/list}}", context) == "inner;outer;")
        // Once `a` is found, a missing `a.x` is missing: no climbing for the rest of the path.
        #expect(try render("{{#a}}[{{a.x}}]{{/a}}", ["a": ["b": "1"], "x": "no"]) == "[]")
        #expect(try render("{{#list}}({{.}}){{/list}}", ["list": ["one", "two"]]) == "(one)(two)")
    }

    @Test func sectionsFollowTruthinessOfTheirValue() throws {
        let context: TemplateValue = ["yes": true, "no": false, "empty": [], "text": "", "zero": 0, "obj": ["k": "v"]]
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#empty}}E{{/empty}}{{#missing}}M{{/missing}}", context) == "Y")
        #expect(try render("{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^empty}}E{{/empty}}{{^missing}}M{{/missing}}", context) == "NEM")
        // Text (even empty) and numbers (even 0) are values, so a section over them renders once.
        #expect(try render("{{#text}}T{{/text}}{{#zero}}[{{.}}]{{/zero}}{{^text}}not{{/text}}", context) == "T[0]")
        #expect(try render("{{#obj}}{{k}}{{/obj}}", context) == "v")
    }

    @Test func standaloneTagLinesLeaveNoTrace() throws {
        let source = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! a comment\n  over two lines }}\n</ul>\r\n{{^items}}\r\nnone\r\n{{/items}}\r\n"
        #expect(try render(source, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\r\n")
        #expect(try render(source, ["items": []]) == "<ul>\n</ul>\r\nnone\r\n")
        // Two tags on a line, or a tag beside text, are not standalone.
        #expect(try render(" {{#a}}{{/a}}\nx", ["a": true]) == " \nx")
        #expect(try render("x {{#a}}\ny{{/a}}", ["a": true]) == "x \ny")
    }

    @Test func standalonePartialsIndentEveryLine() throws {
        let partials = ["row": "<tr>\n{{#cells}}\n<td>{{.}}</td>\n{{/cells}}\n</tr>\n", "inline": "[{{v}}]"]
        let context: TemplateValue = ["cells": ["1", "2"], "v": "x"]
        #expect(try render("<table>\n  {{> row}}\n</table>", context, partials: partials) == "<table>\n  <tr>\n  <td>1</td>\n  <td>2</td>\n  </tr>\n</table>")
        #expect(try render("a {{>inline}} b", context, partials: partials) == "a [x] b")
    }

    @Test func delimitersCanBeChanged() throws {
        #expect(try render("{{=<% %>=}}\n<% x %> {{x}} <%={{ }}=%>{{x}}", ["x": "1"]) == "1 {{x}} 1")
    }

    @Test func malformedTemplatesAreErrorsWithLineAndColumn() {
        let cases: [(String, Int, Int)] = [
            ("a\nb {{#open}}\n", 2, 3),
            ("{{#a}}\n{{/b}}", 2, 1),
            ("x\n\n  {{/a}}", 3, 3),
            ("ok {{name", 1, 4),
            ("{{ two words }}", 1, 1),
            ("{{=<% %>=}}\n<%= x =%>", 2, 1),
            ("中文 {{<parent}}{{/parent}}", 1, 4),
        ]
        for (source, line, column) in cases {
            do {
                _ = try Template(parsing: source)
                Issue.record("expected an error for \(source)")
            } catch {
                #expect(error.line == line && error.column == column, "\(source): \(error)")
            }
        }
    }

    @Test func aPartialThatIncludesItselfForeverStops() throws {
        let partials = ["loop": "{{> loop}}"]
        #expect(throws: TemplateSyntaxError.self) { try render("{{> loop}}", partials: partials) }
        // Recursion through a section ends when the data does.
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": []]]]
        let node = ["node": "{{name}}({{#children}}{{> node}}{{/children}})"]
        #expect(try render("{{> node}}", tree, partials: node) == "a(b())")
    }

    /// Items made as they render give what the same list held whole gives, and a page streamed
    /// into a file (flushed between items, an indented partial included) has the bytes of the
    /// page rendered whole.
    @Test func itemsMadeAsTheyRenderAndStreamedPagesGiveTheSameBytes() throws {
        let rows = (0..<5_000).map { i -> TemplateValue in ["n": .number(i), "text": .text("<row \(i)> 中文 & more")] }
        let lazy = TemplateItems(count: rows.count) { rows[$0] }
        let source = "<ul>\n{{#rows}}\n  <li>{{n}}: {{text}}</li>\n{{/rows}}\n</ul>\n{{^none}}empty{{/none}}\n  {{> part}}\n"
        let partials = ["part": "{{#rows}}{{n}}\n{{/rows}}"]
        let whole = try render(source, ["rows": .list(rows), "none": .items(TemplateItems(count: 0) { _ in "" })], partials: partials)
        #expect(try render(source, ["rows": .items(lazy), "none": .list([])], partials: partials) == whole)
        #expect(whole.utf8.count > 3 * 65_536, "large enough to be flushed several times")
        let set = TemplateSet(files: ["page.mustache": source, "part.mustache": partials["part"]!], origins: [:])
        let file = StreamedFile()
        try TemplateRenderer(set: set).render("page", context: ["rows": .items(lazy)], into: file)
        #expect(String(decoding: file.data, as: UTF8.self) == whole)
    }

    @Test func rendererNamesTheFileOfAnUnknownPartial() {
        let set = TemplateSet(files: ["page.mustache": "x\n  {{> nowhere}}\n"], origins: ["page.mustache": "my/page.mustache"])
        do {
            _ = try TemplateRenderer(set: set)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "my/page.mustache")
            #expect(error.location?.line == 2)
            #expect(error.message.contains("nowhere"))
        }
    }

    /// Ten partials each naming the next ten times: 10^10 renders for one page, refused when
    /// the templates are loaded, naming the template whose partials fan out.
    @Test func partialsThatFanOutPastTheLimitAreRefused() {
        var files = ["page.mustache": "{{> p0}}\n", "p9.mustache": "x"]
        for level in 0..<9 { files["p\(level).mustache"] = String(repeating: "{{> p\(level + 1)}}", count: 10) }
        do {
            _ = try TemplateRenderer(set: TemplateSet(files: files, origins: [:]))
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("more than \(TemplateRenderer.maximumFanOut)"))
        }
        // A tree rendering itself through a section is not a fan-out.
        let tree = ["page.mustache": "{{#children}}{{> node}}{{/children}}", "node.mustache": "{{name}}{{#children}}{{> node}}{{/children}}"]
        #expect(throws: Never.self) { _ = try TemplateRenderer(set: TemplateSet(files: tree, origins: [:])) }
    }
}
