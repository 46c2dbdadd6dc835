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
