import BitextModel
@testable import BitextKit
import Testing

/// Entries that define a term (`` `Name`: … ``) anchor to the entry defining it on the other side.
@Suite struct AnchorFinderDefinedTermTests {
    private func item(_ inlines: [Inline]) -> Block {
        Block(.list(ordered: false, start: 1, items: [ListItem(blocks: [Block(.paragraph(inlines), range: SourceRange(lines: 1, 1))], range: SourceRange(lines: 1, 1))]), range: SourceRange(lines: 1, 1))
    }

    @Test func aCodeSpanBeforeAColonIsTheTermDefined() {
        #expect(AnchorFinder.definedTerm(item([.code("FastMount"), .text(": Mounts volumes faster.")])) == "FastMount")
        #expect(AnchorFinder.definedTerm(item([.code("FastMount"), .text("：更快地挂载卷。")])) == "FastMount")
        #expect(AnchorFinder.definedTerm(Block(.paragraph([.code("--port"), .text(" : the port")]), range: SourceRange(lines: 1, 1))) == "--port")
    }

    @Test func otherCodeSpansDefineNothing() {
        #expect(AnchorFinder.definedTerm(item([.code("kubectl"), .text(" runs commands.")])) == nil)
        #expect(AnchorFinder.definedTerm(item([.text("Run "), .code("x"), .text(": y")])) == nil)
        #expect(AnchorFinder.definedTerm(Block(.code(info: "go", language: "go", text: "x: y"), range: SourceRange(lines: 1, 1))) == nil)
    }
}
