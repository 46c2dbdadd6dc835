import BitextModel
import Foundation

/// A file's decoded text, ready for a reader.
public struct SourceFile: Sendable, Equatable {
    /// The path as given by the user.
    public var path: String
    /// The decoded text.
    public var text: String

    /// Wraps text that did not come from disk (tests, standard input).
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads and decodes a file as UTF-8 (a UTF-8 BOM is dropped).
    ///
    /// Invalid UTF-8 is an error naming the byte offset, unless `lossy` is set, in which case the
    /// bytes are replaced with U+FFFD and a warning is appended to `diagnostics`.
    public static func load(
        path: String, lossy: Bool = false, diagnostics: inout [Diagnostic]
    ) throws(BitextError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BitextError(path: path, "no such file")
        }
        if isDirectory.boolValue { throw BitextError(path: path, "is a directory, not a file") }
        guard FileManager.default.isReadableFile(atPath: path),
            let data = FileManager.default.contents(atPath: path)
        else { throw BitextError(path: path, "cannot read the file (permission denied?)") }
        if data.isEmpty { throw BitextError(path: path, "the file is empty") }
        return try decode(data, path: path, lossy: lossy, diagnostics: &diagnostics)
    }

    /// Decodes bytes as UTF-8; see `load(path:lossy:diagnostics:)`.
    public static func decode(
        _ data: Data, path: String, lossy: Bool, diagnostics: inout [Diagnostic]
    ) throws(BitextError) -> SourceFile {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let location = lineAndColumn(ofByte: bad, in: bytes)
            guard lossy else {
                throw BitextError(
                    path: path,
                    "invalid UTF-8 at byte offset \(bad) (use --lossy to decode with replacement characters)",
                    location: location)
            }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "source.invalidUTF8",
                    summary: "invalid UTF-8 from byte offset \(bad) replaced with U+FFFD", path: path,
                    location: location))
        }
        return SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minSecond: UInt8 = 0x80
            var maxSecond: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maxSecond = 0x9F
            case 0xF0: length = 4; minSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maxSecond = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            if bytes[i + 1] < minSecond || bytes[i + 1] > maxSecond { return i }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}
