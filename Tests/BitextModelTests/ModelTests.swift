import BitextModel
import Foundation
import Testing

@Suite struct ModelTests {
    @Test func diagnosticPrintsPathLineColumn() {
        let d = Diagnostic(
            severity: .warning, identifier: "x.y", summary: "something odd", path: "docs/a.md",
            location: SourceLocation(line: 12, column: 7))
        #expect(d.description == "docs/a.md:12:7: warning: something odd")
        let noLocation = Diagnostic(severity: .error, identifier: "x", summary: "bad", path: "b.md")
        #expect(noLocation.description == "b.md: error: bad")
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
    }

    @Test func rangesShiftAndUnite() {
        let a = SourceRange(lines: 3, 5)
        #expect(a.shifted(by: 4).lines == 7...9)
        #expect(a.union(SourceRange(lines: 10, 12)).lines == 3...12)
        #expect(SourceRange(lines: 8, 2).lines == 8...8)
    }

    @Test func everyBlockKindRoundTripsThroughJSON() throws {
        let cell: [Inline] = [.text("a"), .lineBreak, .code("b")]
        let kinds: [Block.Kind] = [
            .heading(level: 2, anchor: "id", content: [.text("T"), .emphasis([.text("e")])]),
            .paragraph([.strong([.text("s")]), .softBreak, .link(destination: "u", title: nil, content: [.text("l")]),
                        .image(source: "i.png", title: "t", alt: "alt"), .strikethrough([.text("x")]), .html("<b>")]),
            .list(ordered: true, start: 4, items: [ListItem(blocks: [Block(.paragraph([.text("i")]), range: SourceRange(lines: 1, 1))], checked: true, range: SourceRange(lines: 1, 1))]),
            .quote([Block(.thematicBreak, range: SourceRange(lines: 2, 2))]),
            .code(info: "swift x", language: "swift", text: "let a = 1"),
            .table(Table(header: [cell], alignments: [.center], rows: [[cell]])),
            .image(alt: "a", source: "s", title: nil),
            .html("<div></div>"),
            .comment(" note "),
            .thematicBreak,
        ]
        for kind in kinds {
            let block = Block(kind, range: SourceRange(lines: 1, 3), language: .zh, commentLanguage: .en)
            let decoded = try JSONDecoder().decode(Block.self, from: JSONEncoder().encode(block))
            if case .code = kind {
                #expect(decoded == block)
            } else {
                // Only code blocks carry a comment language through JSON.
                #expect(decoded.kind == block.kind && decoded.range == block.range && decoded.language == .zh)
            }
        }
    }

    @Test func blockJSONIsFlatWithKindAndText() throws {
        let block = Block(.heading(level: 3, anchor: nil, content: [.text("概述")]), range: SourceRange(lines: 4, 4), language: .zh)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(block)) as? [String: Any]
        #expect(object?["kind"] as? String == "heading")
        #expect(object?["level"] as? Int == 3)
        #expect(object?["text"] as? String == "概述")
        #expect(object?["lang"] as? String == "zh")
        #expect(object?["lines"] as? [Int] == [4, 4])
    }

    @Test func yamlValuesRoundTrip() throws {
        let value = YAMLValue.mapping([
            YAMLEntry(key: "title", value: .string("标题")),
            YAMLEntry(key: "n", value: .integer(2)),
            YAMLEntry(key: "tags", value: .array([.string("a"), .bool(true), .null, .double(1.5)])),
        ])
        let decoded = try JSONDecoder().decode(YAMLValue.self, from: JSONEncoder().encode(value))
        #expect(decoded["title"] == .string("标题"))
        #expect(decoded["n"] == .integer(2))
        #expect(decoded["tags"] == .array([.string("a"), .bool(true), .null, .double(1.5)]))
    }

    @Test func documentTitlePrefersFrontMatterThenFirstH1() {
        let h2 = Block(.heading(level: 2, anchor: nil, content: [.text("Second")]), range: SourceRange(lines: 1, 1))
        let h1 = Block(.heading(level: 1, anchor: nil, content: [.text("First")]), range: SourceRange(lines: 2, 2))
        var doc = Document(path: "a.md", format: .markdown, blocks: [h2, h1])
        #expect(doc.title == "First")
        doc.frontMatter = FrontMatter(raw: "title: FM", value: .mapping([YAMLEntry(key: "title", value: .string("FM"))]), range: SourceRange(lines: 1, 3))
        #expect(doc.title == "FM")
    }
}
