import BitextKit
import BitextModel
import Foundation

/// Loads fixture files copied into the test bundle.
enum Fixtures {
    static func url(_ name: String, in folder: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/\(folder)")
        else { fatalError("missing fixture Fixtures/\(folder)/\(name)") }
        return url
    }

    static func text(_ name: String, in folder: String) -> String {
        (try? String(contentsOf: url(name, in: folder), encoding: .utf8)) ?? ""
    }

    /// A `SourceFile` whose path is just the fixture's name, so dumps do not depend on the machine.
    static func source(_ name: String, in folder: String) -> SourceFile {
        SourceFile(path: name, text: text(name, in: folder))
    }

    /// Reads Markdown written inline in a test, tagged as `DocumentReader` would tag it.
    static func markdown(_ text: String, path: String = "test.md") -> ReadResult {
        // Force-try is fine: a `.md` path never fails format detection.
        try! DocumentReader().read(SourceFile(path: path, text: text))
    }

    /// An original and its translation written inline in a test (`NAME.md`, `NAME.zh.md`),
    /// read, aligned and extracted as the pipeline does.
    static func processed(_ en: String, _ zh: String, name: String = "g") -> ProcessedDocument {
        let english = markdown(en, path: name + ".md").document
        let chinese = markdown(zh, path: name + ".zh.md").document
        let alignment = Aligner().align(english: english, chinese: chinese)
        return ProcessedDocument(
            english: english, chinese: chinese, alignment: alignment,
            extraction: Extractor().extract(alignment: alignment, english: english, chinese: chinese), diagnostics: [])
    }
}
