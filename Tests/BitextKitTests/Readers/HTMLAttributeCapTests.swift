@testable import BitextKit
import BitextModel
import Testing

/// A start tag keeps its first 256 attributes: libxml2 compares each with every one before it.
@Suite struct HTMLAttributeCapTests {
    @Test func attributesPastTheLimitAreDropped() throws {
        let attributes = (0..<1_000).map { " a\($0)=\"x > y\"" }.joined()
        let capped = HTMLAttributeCap.capped("<p id=top\(attributes) class='c'>Text</p>")
        #expect(capped == "<p id=top" + (0..<255).map { " a\($0)=\"x > y\"" }.joined() + " >Text</p>")
        let result = try DocumentReader().read(SourceFile(path: "a.html", text: "<html><body><main><p\(attributes)>Hello there.</p></main></body></html>"))
        #expect(result.document.blocks.map(\.plainText) == ["Hello there."])
    }

    @Test func textWithoutSuchATagIsUnchanged() {
        let text = "<p a=1 b=2>x</p>" + String(repeating: "<i c=3>y</i>", count: 300)
        #expect(HTMLAttributeCap.capped(text) == text)
    }
}
