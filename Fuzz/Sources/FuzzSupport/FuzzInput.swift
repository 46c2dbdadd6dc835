import BitextKit
import BitextModel
import Foundation

/// Turns libFuzzer's bytes into what the readers are given.
public enum FuzzInput {
    /// The bytes decoded as a file is (UTF-16 detection, BOM, invalid UTF-8 replaced). Bytes the
    /// loader refuses as binary (a NUL in the first 8 KB) are decoded anyway: a NUL later in a
    /// file does reach the readers, and a refused input would teach the fuzzer nothing.
    public static func text(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
        let data = Data(UnsafeBufferPointer(start: bytes, count: count))
        var diagnostics: [Diagnostic] = []
        if let source = try? SourceFile.decode(data, path: "fuzz", lossy: true, diagnostics: &diagnostics) {
            return source.text
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads `text` as `format` with the whole read stage (parse, then language tagging).
    public static func read(_ text: String, as format: DocumentFormat, path: String) -> ReadResult? {
        try? DocumentReader(options: .init(format: format)).read(SourceFile(path: path, text: text))
    }
}

extension FuzzInput {
    /// The bytes as they are, for readers that decode a file themselves.
    public static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        bytes.map { Data(bytes: $0, count: count) } ?? Data()
    }

    /// The first character that is not whitespace or a byte order mark, as `TranslationFile`
    /// looks at it to tell XML (`<`) and JSONL (`{`) from PO.
    public static func leading(_ data: Data) -> Character? {
        String(decoding: data.prefix(4096), as: UTF8.self).first { !$0.isWhitespace && $0 != "\u{FEFF}" }
    }

    /// Reads `data` as a translation file (written to the process's folder, as the reader takes
    /// a path) with everything `bitext apply` asks of it before applying.
    public static func readTranslations(_ data: Data, name: String) {
        let path = FuzzFolder.write(data, to: name)
        guard let file = try? TranslationFile.read(path) else { return }
        _ = file.documents
        _ = TranslationMemory(file.entries, names: nil)
    }
}
