@testable import BitextKit
import BitextModel
import Testing

@Suite struct CodeBlockRuleTests {
    @Test func aLabelledBlockKeepsItsBlankLinesAndEndsAtProse() {
        let text = "swift\nstruct Lamp {\n    var watts = 40\n\n    func light() {}\n}\nThe lamp now lights up."
        let blocks = PlainText.read(text).document.blocks
        guard case .code(let info, let language, let code)? = blocks.first?.kind else {
            Issue.record("no code block: \(blocks)")
            return
        }
        #expect(info == "")
        #expect(language == "swift")
        #expect(code == "struct Lamp {\n    var watts = 40\n\n    func light() {}\n}")
        #expect(blocks.first?.range == SourceRange(lines: 1, 6))
        #expect(blocks.last?.kind.name == "paragraph")
    }

    @Test func anUnlabelledBlockAfterALeadInIsCodeAndGetsALanguage() {
        let text = "Wire it like this:\nlet lamp = Lamp()\nlamp.watts = 60\nlamp.light()\nNow the room is bright."
        let blocks = PlainText.read(text).document.blocks
        #expect(blocks.map(\.kind.name) == ["paragraph", "code", "paragraph"])
        #expect(PlainText.codeTexts(blocks) == ["let lamp = Lamp()\nlamp.watts = 60\nlamp.light()"])
    }

    @Test func aSentenceInsideBracesDoesNotSplitTheBlock() {
        let text = "Here it is:\nfunc glow() {\nprint(\"The lamp glows softly in the dark room.\")\nThis line reads like prose but sits inside the braces\nreturn\n}\nDone."
        let codes = PlainText.codeTexts(PlainText.read(text).document.blocks)
        #expect(codes.count == 1)
        #expect(codes.first?.hasSuffix("return\n}") == true)
    }

    @Test func aCodeLikeLineInsideASentenceIsInlineCode() {
        let text = "Set\nlamp.mode = [.bright]\nso the lamp starts bright.\nThat is all."
        let blocks = PlainText.read(text).document.blocks
        #expect(PlainText.codeTexts(blocks).isEmpty)
        #expect(blocks.first?.inlines.codeSpans == ["lamp.mode = [.bright]"])
    }

    @Test func anOutlineAndTheCodeAfterItAreSeparateBlocks() {
        let text = "The steps:\nwarm(up:) → Runs once. Heats the coil.\ncool(down:) → Runs last. Lets it rest.\nstruct Coil {\nvar heat = 0\n}\nThat is the coil."
        let blocks = PlainText.read(text).document.blocks
        #expect(PlainText.codeTexts(blocks).count == 2)
        let languages = blocks.compactMap { block -> String? in
            if case .code(_, let language, _) = block.kind { return language }
            return nil
        }
        #expect(languages == ["plaintext", "swift"])
    }

    @Test func loneNamesOnLinesOfTheirOwnAreNotAProgram() {
        let text = "It reacts to any of\n@Focus\n@Theme\n@Scale\nchanging."
        #expect(PlainText.codeTexts(PlainText.read(text).document.blocks).isEmpty)
    }
}
