@testable import BitextKit
import Testing

@Suite struct LanguageLabelRuleTests {
    let rule = LanguageLabelRule()

    @Test func aLabelBeforeCodeNamesItsLanguage() {
        let lines = PlainText.lines("swift\nlet lamp = Lamp()\nbash\n$ make lamp\nObjective-C\n- (void)light;")
        #expect(rule.language(of: lines[0], followedBy: lines[1]) == "swift")
        #expect(rule.language(of: lines[2], followedBy: lines[3]) == "shell")
        #expect(rule.language(of: lines[4], followedBy: lines[5]) == "objc")
    }

    @Test func aLabelWordBeforeProseIsNotALabel() {
        let lines = PlainText.lines("Swift\nThe language the examples use is described below.")
        #expect(rule.language(of: lines[0], followedBy: lines[1]) == nil)
        #expect(rule.language(of: lines[1], followedBy: nil) == nil)
    }
}
