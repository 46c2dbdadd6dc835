@testable import BitextKit
import BitextModel
import Testing

@Suite struct GuidedCellSplitterTests {
    let splitter = GuidedCellSplitter()

    func split(_ lines: [String], spans: [Bool]? = nil, into original: [String], hints: [GuidedCellSplitter.ColumnHints] = [])
        -> GuidedCellSplitter.Split?
    {
        let plain = lines.enumerated().map { PlainLine(text: $1, number: $0 + 1) }
        let hints = hints.isEmpty ? Array(repeating: .init(), count: original.count) : hints
        return splitter.split(plain, isSpan: spans ?? lines.map { _ in false }, into: original, hints: hints)
    }

    func texts(_ split: GuidedCellSplitter.Split?) -> [String]? {
        split?.cells.map { $0.map(\.content).joined() }
    }

    @Test func lineBreaksBetweenTextAreCellBoundariesAndNoGuess() {
        let found = split(["每帧调用", "推进状态"], into: ["Called every frame.", "Advances the state."])
        #expect(texts(found) == ["每帧调用", "推进状态"])
        #expect(found?.guessed == false)
    }

    @Test func anInlineCodeLineStaysWithTheTextAroundIt() {
        let found = split(["在", "tick", "之后调用", "推进状态"], spans: [false, true, false, false], into: ["After tick.", "Advances the state."])
        #expect(texts(found) == ["在tick之后调用", "推进状态"])
        #expect(found?.cells[0].map(\.content) == ["在", "tick", "之后调用"])
        #expect(found?.guessed == false)
    }

    @Test func latinTokensStayInTheCellThatHasThemAndTheCutIsAGuess() {
        let found = split(["使用Widget刷新Panel"], into: ["Use the widget.", "Refresh the panel."])
        #expect(texts(found) == ["使用Widget", "刷新Panel"])
        #expect(found?.guessed == true)
        // Tokens in the wrong order cannot all stay in their cells.
        #expect(split(["刷新Panel使用Widget"], into: ["Use the widget.", "Refresh the panel."]) == nil)
    }

    @Test func aGluedHeaderIsCutByLengthWithoutOneCharacterCells() {
        #expect(texts(split(["方法说明"], into: ["Method", "Description"])) == ["方法", "说明"])
        #expect(texts(split(["模式调用时机效果"], into: ["Mode", "When Called", "Effect"])) == ["模式", "调用时机", "效果"])
    }

    @Test func cellsOfTheSameColumnLendTheirEndings() {
        let original = ["Called once when the window opens.", "Clears the cache."]
        // By length alone the cut falls one character early.
        #expect(texts(split(["当窗口打开时调用一次清空缓存"], into: original)) == ["当窗口打开时调用一", "次清空缓存"])
        let hints = [GuidedCellSplitter.ColumnHints(ratio: 1, cells: ["当窗口关闭时调用一次"]), .init()]
        #expect(texts(split(["当窗口打开时调用一次清空缓存"], into: original, hints: hints)) == ["当窗口打开时调用一次", "清空缓存"])
    }
}
