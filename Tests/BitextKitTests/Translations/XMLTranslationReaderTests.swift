@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// XLIFF 2.1, XLIFF 1.2 and TMX written by the exporters read back as the Markdown they carry.
@Suite struct XMLTranslationReaderTests {
    static let unit = TranslationUnit(
        id: "p1", document: "guide", kind: "paragraph", state: .needsReview, score: 0.6,
        english: InlineRuns.runs("Run `kubectl` as [the docs](/d) say & wait."),
        chinese: InlineRuns.runs("按[文档](/d)运行 `kubectl` 并等待。"), source: "guide.md:3")

    func read(_ text: String) throws(BitextError) -> [TranslationEntry] {
        try XMLTranslationReader.entries(Data(text.utf8), path: "t.xlf")
    }

    @Test(arguments: [ExportFormat.xliff, .xliff12, .tmx])
    func exportsReadBackAsTheirMarkdown(format: ExportFormat) throws {
        let text: String = switch format {
        case .xliff: XLIFFExporter().export([Self.unit])
        case .xliff12: XLIFF12Exporter().export([Self.unit])
        default: TMXExporter().export([Self.unit])
        }
        let entry = try #require(try read(text).first)
        #expect(entry.english == "Run `kubectl` as [the docs](/d) say & wait.")
        #expect(entry.chinese == "按[文档](/d)运行 `kubectl` 并等待。")
        #expect(entry.document == "guide")
        if format != .tmx { #expect(entry.id == "p1") }
    }

    /// Exports of a few megabytes of sources are over 10 MB, which libxml2 refused at the last
    /// line when handed the whole document at once.
    @Test func aFileOverTenMegabytesReads() throws {
        let units = (0..<2_300).map { index in
            TranslationUnit(
                id: "p\(index)", document: "guide", kind: "paragraph", state: .translated, score: 1,
                english: InlineRuns.runs("Paragraph \(index): " + String(repeating: "pods run containers ", count: 120)),
                chinese: InlineRuns.runs("第 \(index) 段：" + String(repeating: "Pod 运行容器", count: 120)), source: "guide.md:\(index)")
        }
        let text = XLIFFExporter().export(units)
        #expect(text.utf8.count > 10_500_000)
        let entries = try read(text)
        #expect(entries.count == units.count && entries.last?.id == "p2299")
    }

    @Test func malformedXMLNamesItsLine() {
        #expect {
            _ = try read("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file original=\"g\">\n<trans-unit id=\"a\"><source>x</sourc>\n")
        } throws: { error in
            (error as? BitextError)?.location?.line == 4 && (error as? BitextError)?.message.contains("not well-formed") == true
        }
    }

    /// Proposals are not the unit's text, CDATA is, prefixed elements are XLIFF's, and an
    /// untouched target is no translation.
    @Test func proposalsCDATAPrefixesAndUntouchedTargets() throws {
        let text = """
            <xlf:xliff xmlns:xlf="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><xlf:file original="g"><xlf:body>
            <xlf:trans-unit id="a"><xlf:source>Hello world.</xlf:source><xlf:target><![CDATA[你好，世界。]]></xlf:target>
            <xlf:alt-trans><xlf:source>Hello!</xlf:source><xlf:target>哈罗</xlf:target></xlf:alt-trans></xlf:trans-unit>
            <xlf:trans-unit id="b"><xlf:source>Goodbye now.</xlf:source><xlf:target state="new">Goodbye now.</xlf:target></xlf:trans-unit>
            </xlf:body></xlf:file></xlf:xliff>
            """
        let entries = try read(text)
        #expect(entries.map(\.english) == ["Hello world.", "Goodbye now."])
        #expect(entries.map(\.chinese) == ["你好，世界。", ""])
    }

    @Test func anotherRootIsRefused() {
        #expect(throws: BitextError.self) { _ = try read("<html><body/></html>") }
    }

    @Test func aPlaceholderWithoutItsDataIsRefused() {
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en">
            <file id="f1" original="g"><unit id="u1"><segment><source>a <ph id="c1" dataRef="d9"/></source></segment></unit></file></xliff>
            """
        #expect(throws: BitextError.self) { _ = try read(text) }
    }

    /// Entities are refused where declared: a megabyte named 250,000 times is 250 GB, and the
    /// parser dropped declared entities' text anyway.
    @Test func declaredEntitiesAreRefused() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY big \"words\">]>\n<xliff version=\"1.2\"><file original=\"g\"><body>"
            + "<trans-unit id=\"a\"><source>Hello.</source><target>&big;&big;</target></trans-unit></body></file></xliff>\n"
        #expect { _ = try read(text) } throws: { ($0 as? BitextError)?.message.contains("declares an entity") == true && ($0 as? BitextError)?.location?.line == 2 }
    }

    /// One placeholder's data named over and over grows past the file's budget: refused.
    @Test func placeholdersNamingDataOverAndOverAreRefused() {
        let data = String(repeating: "`code`", count: 2_000)
        let text = "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.1\" srcLang=\"en\"><file id=\"f\"><unit id=\"u\">"
            + "<originalData><data id=\"d\">\(data)</data></originalData><segment><source>A paragraph.</source><target>"
            + String(repeating: "<ph id=\"p\" dataRef=\"d\"/>", count: 2_000) + "</target></segment></unit></file></xliff>"
        #expect { _ = try read(text) } throws: { ($0 as? BitextError)?.message.contains("grows past") == true }
    }

    /// Processing instructions carry nothing a translation needs and are passed over wherever
    /// they stand (one without data once crashed Foundation's parser); lines keep their
    /// numbers, CDATA its text.
    @Test func processingInstructionsArePassedOver() throws {
        let text = "<?xml version=\"1.0\"?>\n<?empty?>\n<xliff version=\"1.2\"><file original=\"g\"><body>\n<?a\nb?>"
            + "<trans-unit id=\"a\"><source>Hello<?x?> there.</source><target><![CDATA[<?kept?>你好。]]></target></trans-unit>\n"
            + "<trans-unit id=\"b\"><source>Bye.</sourc></trans-unit></body></file></xliff>\n"
        #expect { _ = try read(text) } throws: { ($0 as? BitextError)?.location?.line == 6 }
        let fixed = text.replacingOccurrences(of: "</sourc>", with: "</source>")
        let entries = try read(fixed)
        #expect(entries.map(\.english) == ["Hello there.", "Bye."])
        #expect(entries.map(\.line) == [5, 6])
        #expect(entries.first?.chinese == "<?kept?>你好。")
    }

    /// Broken declarations and instructions the fuzz targets found (one hid later instructions
    /// from a stripping pass this reader no longer needs) are errors with a line, not crashes.
    @Test(arguments: [
        "<?xml veng=\"U<daid\"t// a= <!--1F-8\"?>\n<xliff version=\"1.2\"><?ix?><?x?><file original=\"g\"><body>-->"
            + "<trans-unit id=\"a\"><source>Hi.</source></trans-unit></body></file></xliff>\n",
        "<?xml \"UTF-8\"?~>\n<xliff xmlnsnin\n><tu/file/xi>lf<?xmF-?>\n<xliff><unit/>",
        "<?xml versEM \"tmx14.dtd\">\n<tmx version=\"1.>\n<tuv><seg>a</seg></tuv>\n  <?x?><?\"1.0\"  </tu>\n></tmx>",
    ])
    func brokenDeclarationsAreErrors(text: String) {
        #expect { _ = try read(text) } throws: { (($0 as? BitextError)?.location?.line ?? 0) >= 1 }
    }

    /// A document that ends with elements open is refused, naming the line where it ends.
    @Test func anUnclosedDocumentIsRefused() {
        #expect { _ = try read("<xliff version=\"1.2\"><file original=\"g\"><body>\n<trans-unit id=\"a\"><source>Hi.</source>\n") } throws: {
            ($0 as? BitextError)?.message.contains("not well-formed") == true
        }
    }

    /// The bytes are UTF-8 (checked before): a declaration naming another encoding is not
    /// followed into garbage.
    @Test func aDeclaredEncodingIsNotFollowed() throws {
        let text = "<?xml version=\"1.0\" encoding=\"ibm37\"?>\n<xliff version=\"1.2\"><file original=\"g\"><body>"
            + "<trans-unit id=\"a\"><source>Café.</source><target>咖啡馆。</target></trans-unit></body></file></xliff>\n"
        #expect(try read(text).map(\.chinese) == ["咖啡馆。"])
    }
}
