@testable import BitextKit
import BitextModel
import Testing

@Suite struct CounterpartTableRuleTests {
    /// An interleaved page: an English section with a table copied as text, then its translation,
    /// whose table lost every separator the English one kept (header cells, glued body cells).
    static let page = """
        Lamp Calls

        灯具调用

        swift
        lamp.turnOn()
        lamp.dim(to: 0.4)
        Each call does one thing:
        ModeWhen CalledEffect
        turnOn()
        When the switch is pressed.Lights the lamp.
        dim(to:)
        After
        turnOn
        , whenever the level changes.
        Lowers the light.
        turnOff()
        At night.Saves power.
        Why
        dim(to:)
        matters:
        It runs on every change.
        swift
        lamp.turnOn()
        lamp.dim(to: 0.4)
        每个调用只做一件事:
        模式调用时机效果
        turnOn()
        按下开关时调用点亮灯具
        dim(to:)
        在
        turnOn
        之后,每次亮度变化时调用
        降低亮度
        turnOff()
        夜间调用节省电量
        为什么
        dim(to:)
        很重要:
        它在每次变化时运行。
        """

    func cells(_ row: [[Inline]]) -> [String] { row.map(\.plainText) }

    @Test func theTranslationIsReadByTheKeysOfTheTableBeforeIt() {
        let result = PlainText.read(Self.page)
        let tables = result.document.blocks.filter { $0.kind.name == "table" }
        #expect(tables.count == 2)
        guard tables.count == 2, case .table(let table) = tables[1].kind else { return }
        #expect(tables[1].range == SourceRange(lines: 27, 36))
        #expect(cells(table.header) == ["模式", "调用时机", "效果"])
        #expect(table.rows.map { $0.first?.plainText } == ["turnOn()", "dim(to:)", "turnOff()"])
        // Row 2 kept its cell boundary as a line break; the inline code joins its cell.
        #expect(cells(table.rows[1]) == ["dim(to:)", "在turnOn之后,每次亮度变化时调用", "降低亮度"])
        #expect(table.rows[1][1].contains(.code("turnOn")))
        #expect(cells(table.rows[2]) == ["turnOff()", "夜间调用", "节省电量"])
        #expect(cells(table.rows[0]).dropFirst().joined() == "按下开关时调用点亮灯具")
        // The prose after the table, which names code the last row does not, stays prose.
        #expect(result.document.blocks.contains { $0.kind.name == "paragraph" && $0.range.startLine == 37 })
        let note = result.diagnostics.first { $0.identifier == "plainText.counterpartTable" }
        #expect(note?.location?.line == 27)
        #expect(note?.summary.hasSuffix("cells cut by guesswork in header, row 1, row 3") == true)
    }

    @Test func keysOutOfOrderLeaveTheLinesAsText() {
        let page = Self.page.replacingOccurrences(of: "turnOff()\n夜间", with: "dim(to:)\n夜间")
            .replacingOccurrences(of: "dim(to:)\n在", with: "turnOff()\n在")
        let result = PlainText.read(page)
        #expect(result.document.blocks.filter { $0.kind.name == "table" }.count == 1)
        #expect(!result.diagnostics.contains { $0.identifier == "plainText.counterpartTable" })
    }

    @Test func aGuideNeedsTwoCodeKeysAndEndsAtAHeadingInItsLanguage() {
        let table = Table(
            header: [[.text("Kind")], [.text("Use")]], alignments: [.none, .none],
            rows: [[[.text("Desk")], [.text("Reading.")]], [[.text("Floor")], [.text("Rooms.")]]])
        #expect(TableGuide(Block(.table(table), range: SourceRange(lines: 1, 4))) == nil)
        func tableCount(_ page: String) -> Int {
            PlainText.read(page).document.blocks.filter { $0.kind.name == "table" }.count
        }
        // A Chinese heading can head the translation of the section; an English one starts another.
        #expect(tableCount(Self.page.replacingOccurrences(of: "每个调用只做一件事:", with: "\n调用\n")) == 2)
        #expect(tableCount(Self.page.replacingOccurrences(of: "每个调用只做一件事:", with: "\nMore Calls\n")) == 1)
    }
}
