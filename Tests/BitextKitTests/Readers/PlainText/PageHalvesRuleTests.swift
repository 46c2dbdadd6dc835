@testable import BitextKit
import BitextModel
import Testing

@Suite struct PageHalvesRuleTests {
    func paragraphs(_ texts: [String]) -> [Block] {
        texts.enumerated().map { i, text in Block(.paragraph([.text(text)]), range: SourceRange(lines: i + 1, i + 1)) }
    }

    @Test func aChinesePageFollowedByItsEnglishOriginal() {
        let zh = (1...6).map { "第\($0)段讲的是台灯的安装方法。" }
        let en = (1...6).map { "Paragraph \($0) explains how the lamp is installed." }
        let boundary = PageHalvesRule().boundary(in: paragraphs(zh + en))
        #expect(boundary == PageHalvesRule.Boundary(line: 7, first: .zh, second: .en))
    }

    @Test func interleavedOrSingleLanguagePagesHaveNoBoundary() {
        let zh = "这一段讲的是台灯。"
        let en = "This paragraph is about the lamp."
        #expect(PageHalvesRule().boundary(in: paragraphs(Array(repeating: [en, zh], count: 6).flatMap { $0 })) == nil)
        #expect(PageHalvesRule().boundary(in: paragraphs(Array(repeating: en, count: 12))) == nil)
    }

    @Test func theReaderReportsTheBoundary() {
        let zh = (1...6).map { "第\($0)段讲的是台灯的安装方法。" }
        let en = (1...6).map { "Paragraph \($0) explains how the lamp is installed." }
        let result = PlainText.read((zh + en).joined(separator: "\n"))
        let note = result.diagnostics.first { $0.identifier == "plainText.languageBoundary" }
        #expect(note?.location?.line == 7)
        #expect(note?.severity == .note)
    }
}
