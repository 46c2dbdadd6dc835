import BitextKit
import BitextModel
import Testing

@Suite struct FormatDetectorTests {
    @Test func byExtension() {
        #expect(FormatDetector.detect(path: "a/b.md", text: "") == .markdown)
        #expect(FormatDetector.detect(path: "b.markdown", text: "") == .markdown)
        #expect(FormatDetector.detect(path: "page.HTML", text: "") == .html)
        #expect(FormatDetector.detect(path: "page.htm", text: "") == .html)
        #expect(FormatDetector.detect(path: "dump.txt", text: "Plain words.\n\nMore words.") == .plainText)
        #expect(FormatDetector.detect(path: "photo.png", text: "") == nil)
        #expect(FormatDetector.detect(path: "README", text: "") == nil)
    }

    @Test func textFilesHoldingMarkdownAreMarkdown() {
        #expect(FormatDetector.detect(path: "post.txt", text: "---\ntitle: x\n---\nbody") == .markdown)
        #expect(FormatDetector.detect(path: "post.txt", text: "intro\n```swift\nlet a = 1\n```\n") == .markdown)
        #expect(FormatDetector.detect(path: "post.txt", text: "# One\n\ntext\n\n## Two\n") == .markdown)
        #expect(FormatDetector.detect(path: "post.txt", text: "#hashtag is not a heading\n") == .plainText)
    }
}
