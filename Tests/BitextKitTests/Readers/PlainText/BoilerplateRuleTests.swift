@testable import BitextKit
import BitextModel
import Testing

@Suite struct BoilerplateRuleTests {
    let rule = BoilerplateRule()

    @Test func dropsATranslationSwitchHeaderWithANotePerLine() {
        let text = "lamp-guide\n\nSee both versions\n\n🇬🇧\nOriginal\n🇨🇳\nTranslation\n\nLighting Guide\n\nLamps need power."
        let (kept, notes) = rule.strip(PlainText.lines(text), path: "p.txt")
        #expect(kept.filter { !$0.isBlank }.map(\.content) == ["Lighting Guide", "Lamps need power."])
        #expect(notes.map { $0.location?.line } == [1, 3, 5, 6, 7, 8])
        #expect(notes.allSatisfy { $0.severity == .note && $0.identifier == "plainText.boilerplate" })
    }

    @Test func dropsAnInstallCommandAndKeepsTheTextGluedToIt() {
        let text = "Read this first\nlamp-kit by someone/lamps\nnpx skills add https://example.com/lamps --skill lamp-kitLamps are easy to wire.\nMore text."
        let (kept, notes) = rule.strip(PlainText.lines(text), path: "p.txt")
        #expect(kept.map(\.content) == ["Lamps are easy to wire.", "More text."])
        #expect(notes.count == 3)
        #expect(notes.last?.summary.contains("npx skills add https://example.com/lamps --skill lamp-kit") == true)
    }

    @Test func dropsAnAdvertisingSlotGluedToALine() {
        let text = "Wire the lamp first.Advertisement\nYour brand here\nReach many readers\nThen switch it on and watch the filament warm up slowly."
        let (kept, notes) = rule.strip(PlainText.lines(text), path: "p.txt")
        #expect(kept.map(\.content) == ["Wire the lamp first.", "Then switch it on and watch the filament warm up slowly."])
        #expect(notes.count == 3)
    }

    @Test func dropsAStatsPanelButNotAShortList() {
        let panel = "A long paragraph about lamps that is clearly part of the guide itself.\nDownloads\n120\nStars\n45\nUpdated\n3 days ago"
        let (kept, _) = rule.strip(PlainText.lines(panel), path: "p.txt")
        #expect(kept.count == 1)
        let steps = "Steps\nStep 1\nStep 2\nStep 3\nStep 4"
        #expect(rule.strip(PlainText.lines(steps), path: "p.txt").lines.count == 5)
    }

    @Test func theTextAfterACutStartsANewBlock() {
        let one = "Part one of the guide ends here, without a full stop"
        let two = "part two of the guide starts here and goes on for a while."
        let (kept, _) = rule.strip(PlainText.lines("\(one)\nViews\n10\nLikes\n20\n\(two)"), path: "p.txt")
        #expect(kept.map(\.content) == [one, two])
        #expect(kept.last?.breakBefore == true)
        #expect(PlainText.read("\(one)\nViews\n10\nLikes\n20\n\(two)").document.blocks.count == 2)
    }
}
