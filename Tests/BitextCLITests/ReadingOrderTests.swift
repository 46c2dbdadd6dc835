import Foundation
import Testing

/// A multi-page HTML guide is listed in the order its pages link one to the next, not as its
/// titles sort (Chapter 1, Chapter 10, Chapter 2); a page's own weight still wins.
@Suite struct ReadingOrderTests {
    let cli = CLITests()

    func page(_ title: String, next: String?) -> String {
        let link = next.map { "<link rel=\"next\" href=\"\($0)#top\" title=\"x\"/>" } ?? ""
        return "<html><head><title>\(title)</title>\(link)</head><body><h1>\(title)</h1><p>Text of \(title.lowercased()).</p></body></html>"
    }

    @Test func pagesAreListedInTheirReadingOrder() throws {
        let root = try InputResolutionTests.tree([
            "guide/index.html": page("Guide", next: "pr01.html"),
            "guide/pr01.html": page("Preface", next: "ch01.html"),
            "guide/ch01.html": page("Chapter 1. Start", next: "ch02.html"),
            "guide/ch02.html": page("Chapter 2. Tools", next: "ch10.html"),
            "guide/ch10.html": page("Chapter 10. Tips", next: "apa.html"),
            "guide/apa.html": page("Appendix A. Extra", next: nil),
            "guide/notes.html": page("About notes", next: nil),
        ])
        let out = root.appendingPathComponent("out")
        let run = try cli.bitext(["convert", root.appendingPathComponent("guide").path, "-o", out.path, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let order = ["pr01.html", "ch01.html", "ch02.html", "ch10.html", "apa.html", "notes.html"].map { index.range(of: "href=\"\($0)\"")?.lowerBound }
        #expect(!order.contains(nil), "\(index)")
        let positions = order.compactMap { $0 }
        #expect(positions == positions.sorted(), "listed in reading order, the unlinked page last")
    }
}
