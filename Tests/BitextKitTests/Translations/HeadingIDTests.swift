@testable import BitextKit
import Foundation
import Testing

/// A translated heading keeps the id its English had, so the page's `#links` still land.
@Suite struct HeadingIDTests {
    static let english = """
        # Monitoring

        See [the dashboards](#grafana-dashboards) and [alerts](#alerts--rules).

        ## Grafana Dashboards

        ## Alerts & Rules

        ## Grafana Dashboards

        ## Setup {#install}

        ## Not translated

        """
    static let entries = [
        "Monitoring": "监控", "Grafana Dashboards": "Grafana 仪表板", "Alerts & Rules": "告警与规则", "Setup": "安装",
        "See [the dashboards](#grafana-dashboards) and [alerts](#alerts--rules).": "参见[仪表板](#grafana-dashboards)和[告警](#alerts--rules)。",
    ].map { TranslationEntry(document: nil, id: nil, english: $0.key, chinese: $0.value, line: 1) }

    @Test func translatedHeadingsKeepTheirEnglishIDs() {
        var applier = TranslationApplier(memory: TranslationMemory(Self.entries, names: nil))
        applier.headingIDs = true
        let result = applier.apply(Self.english)
        #expect(result.text == """
            # 监控 {#monitoring}

            参见[仪表板](#grafana-dashboards)和[告警](#alerts--rules)。

            ## Grafana 仪表板 {#grafana-dashboards}

            ## 告警与规则 {#alerts--rules}

            ## Grafana 仪表板 {#grafana-dashboards-1}

            ## 安装 {#install}

            ## Not translated

            """)
        // The second "Grafana Dashboards" took the one entry again, and says so.
        #expect(result.reused == 1)
    }

    @Test func withoutHeadingIDsTheHeadingIsTheTranslationAlone() {
        var applier = TranslationApplier(memory: TranslationMemory(Self.entries, names: nil))
        #expect(applier.apply(Self.english).text.contains("## Grafana 仪表板\n"))
    }

    @Test func idsAreGitHubStyleAndNumberedWhenRepeated() {
        #expect(HeadingSlugs.ids(["Alerts & Rules", "Use `kubectl` v1.28", "A", "A", "A-1"]) == ["alerts--rules", "use-kubectl-v128", "a", "a-1", "a-1-1"])
    }

    @Test func aDocusaurusSiteTakesIDs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("docs/page.md").path
        #expect(!HeadingSlugs.supported(for: page))
        try Data("module.exports = {}\n".utf8).write(to: root.appendingPathComponent("docusaurus.config.js"))
        #expect(HeadingSlugs.supported(for: page))
    }
}
