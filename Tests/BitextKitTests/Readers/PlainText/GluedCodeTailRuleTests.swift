@testable import BitextKit
import Testing

@Suite struct GluedCodeTailRuleTests {
    let rule = GluedCodeTailRule()

    @Test func splitsProseGluedToAClosingBrace() {
        let out = rule.split(PlainText.lines("}Then the loader hands every row to the view."))
        #expect(out.map(\.content) == ["}", "Then the loader hands every row to the view."])
        #expect(out[1].breakBefore)
        #expect(out.allSatisfy { $0.number == 1 })
    }

    @Test func splitsTwoBlocksGluedAtABrace() {
        let out = rule.split(PlainText.lines("}// Second example: the slow path"))
        #expect(out.map(\.content) == ["}", "// Second example: the slow path"])
    }

    @Test func leavesOrdinaryClosersAlone() {
        for line in ["} else {", "})", ").isActive = true", "}.padding()"] {
            #expect(rule.split(PlainText.lines(line)).count == 1, "\(line)")
        }
    }

    @Test func splitsAParagraphGluedToTheEndOfACommentLine() {
        let line = "// Result: the lamp stays dark until the next redrawThe renderer keeps a queue of pending frames and flushes it once per tick of the display link."
        let out = rule.split(PlainText.lines(line))
        #expect(out.map(\.content) == [
            "// Result: the lamp stays dark until the next redraw",
            "The renderer keeps a queue of pending frames and flushes it once per tick of the display link.",
        ])
    }

    @Test func splitsACommentGluedToTheLeadInBeforeCode() {
        let out = rule.split(PlainText.lines("and compare them with .isSame():// ✅ Compare ids only\nstruct Row: Equatable {"))
        #expect(out.map(\.content) == ["and compare them with .isSame():", "// ✅ Compare ids only", "struct Row: Equatable {"])
    }

    @Test func leavesLongProseWithNamesAlone() {
        let line = "When the renderer calls makeFrame on every tick, the queue grows quickly; TimelineView keeps it bounded and predictable for everyone."
        #expect(rule.split(PlainText.lines(line)).count == 1)
    }
}
