import BitextKit
import BitextModel
import Foundation
import FuzzSupport

/// One input through read → align → extract → render, as `Converter.convert` runs a work item
/// (composed here because `DocumentProcessor` reads from paths). A form feed splits the input
/// into an original and its translation; without one it is a single, possibly bilingual, file.
/// Odd-length inputs are aligned sentence by sentence, so both granularities are fuzzed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzInput.text(bytes, count)
    let aligner = Aligner(options: .init(granularity: count % 2 == 1 ? .sentence : .paragraph))
    let processed: ProcessedDocument
    if let feed = text.firstIndex(of: "\u{0C}") {
        guard let en = read(String(text[..<feed]), name: "fuzz"),
            let zh = read(String(text[text.index(after: feed)...]), name: "fuzz.zh")
        else { return 0 }
        let alignment = aligner.align(english: en.document, chinese: zh.document)
        let extraction = Extractor().extract(alignment: alignment, english: en.document, chinese: zh.document)
        processed = ProcessedDocument(
            english: en.document, chinese: zh.document, alignment: alignment, extraction: extraction,
            diagnostics: en.diagnostics + zh.diagnostics)
    } else {
        guard let single = read(text, name: "fuzz") else { return 0 }
        let alignment = aligner.align(single.document)
        let extraction = Extractor().extract(alignment: alignment, english: single.document, chinese: single.document)
        processed = ProcessedDocument(
            english: single.document, chinese: single.document, alignment: alignment, extraction: extraction,
            diagnostics: single.diagnostics)
    }
    let bundle = BundleBuilder().bundle(processed, name: "fuzz")
    // A renderer per input, not one in a global: kept until exit, its parsed templates were
    // reported as leaked (the pointers inside their enum payloads carry tag bits LeakSanitizer
    // does not see through). Freed per input, a real leak in them would still show.
    _ = try? PageRenderer().render(processed, bundle: bundle, site: .init(home: "index.html", title: "All documents"))
    _ = try? BundleJSON.data(bundle)
    for format in ExportFormat.allCases { _ = try? format.render([bundle]) }
    _ = SearchIndexBuilder.pairsFile(name: "fuzz", title: bundle.title.en ?? bundle.title.zh, pairs: bundle.pairs)
    _ = try? SiteRenderer().files(documents: [SiteDocument(bundle: bundle)])
    return 0
}

/// Reads one side in the format its text looks like: a page that opens with a tag is HTML,
/// anything else is detected as a `.txt` file is (Markdown when it looks like it).
func read(_ text: String, name: String) -> ReadResult? {
    let start = text.drop { $0.isWhitespace }.prefix(2)
    let isHTML = start.first == "<" && start.dropFirst().first.map { $0.isLetter || $0 == "!" } == true
        && !text.drop { $0.isWhitespace }.hasPrefix("<!--")
    let path = name + (isHTML ? ".html" : ".txt")
    guard let format = FormatDetector.detect(path: path, text: text) else { return nil }
    return FuzzInput.read(text, as: format, path: path)
}

FuzzDriver.run(fuzzPipeline)
