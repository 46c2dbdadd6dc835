@testable import BitextKit
import BitextModel
import Testing

/// The JSONL export read back as translations: each pair's Markdown cut as the exports cut it.
@Suite struct JSONLTranslationReaderTests {
    @Test func pairsReadBackAsTheirSegmentsMarkdown() throws {
        let en = "# Hosting {#hosting}\n\nCall [`addChild`](/api) first,\nthen wait.\n"
        let zh = "# 托管 {#hosting}\n\n先调用 [`addChild`](/api)，\n再等待。\n"
        let bundle = BundleBuilder().bundle(Fixtures.processed(en, zh), name: "guide")
        let text = try JSONLExporter().export([bundle])
        let entries = try JSONLTranslationReader(path: "g.jsonl").entries(text)
        #expect(entries.map(\.english) == ["Hosting", "Call [`addChild`](/api) first, then wait."])
        #expect(entries.map(\.chinese) == ["托管", "先调用 [`addChild`](/api)，再等待。"])
        #expect(entries.allSatisfy { $0.document == "guide" })
    }

    @Test func aLineThatIsNotAPairNamesItsLine() {
        #expect {
            _ = try JSONLTranslationReader(path: "g.jsonl").entries("{\"document\":\"g\",\"pair\":{}}\n{\"pair\": 3}\n")
        } throws: { error in
            (error as? BitextError)?.location?.line == 2
        }
    }
}
