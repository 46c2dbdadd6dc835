import BitextModel
import Foundation

/// A file's decoded text, ready for a reader.
public struct SourceFile: Sendable, Equatable {
    /// The path as given by the user.
    public var path: String
    /// The decoded text.
    public var text: String
    /// The fingerprint of the bytes decoded, when read from a file: what a conversion's key is
    /// made of, so the key names the bytes converted even when the file changes meanwhile.
    public var fingerprint: UInt64?

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
        path: String, lossy: Bool = false, maximumSize: Int = SourceFile.defaultMaximumSize, diagnostics: inout [Diagnostic]
    ) throws(BitextError) -> SourceFile {
        // Plain system calls: Foundation's attributes of a file looked up its owner's name through
        // the user database on every input, and its reads copied the bytes once more.
        guard let status = FileStatus(path) else { throw BitextError(.input, path: path, "no such file") }
        if status.kind == .directory { throw BitextError(.input, path: path, "is a directory, not a file") }
        if status.size > maximumSize {
            throw BitextError(.input,
                path: path,
                "the file is \(status.size) bytes, over the limit of \(maximumSize) bytes (\(maximumSize / 1_048_576) MB; raise it with --max-file-size)")
        }
        guard let bytes = FileReading.contents(ofPath: path, expectedSize: status.size) else {
            throw BitextError(.input, path: path, "cannot read the file (permission denied?)")
        }
        if bytes.isEmpty { throw BitextError(.input, path: path, "the file is empty") }
        var file = try decode(bytes: bytes, path: path, lossy: lossy, diagnostics: &diagnostics)
        file.fingerprint = FileFingerprint.value(bytes: bytes[...])
        return file
    }

    /// The default limit on a file's size: larger files are refused with a message, not read.
    public static let defaultMaximumSize = 50 * 1_048_576

    /// Decodes bytes: UTF-16 with a byte-order mark (or recognisably without one) is converted;
    /// everything else must be UTF-8. Binary files (NUL bytes) are refused.
    public static func decode(
        _ data: Data, path: String, lossy: Bool, diagnostics: inout [Diagnostic]
    ) throws(BitextError) -> SourceFile {
        try decode(bytes: [UInt8](data), path: path, lossy: lossy, diagnostics: &diagnostics)
    }

    /// `decode(_:path:lossy:diagnostics:)` on bytes already read (no copy out of a `Data`).
    static func decode(
        bytes: [UInt8], path: String, lossy: Bool, diagnostics: inout [Diagnostic]
    ) throws(BitextError) -> SourceFile {
        var bytes = bytes
        if let text = try utf32(bytes, path: path) {
            diagnostics.append(
                Diagnostic(severity: .note, identifier: "source.utf32", summary: "decoded as UTF-32", path: path))
            return SourceFile(path: path, text: text)
        }
        if let text = utf16(bytes) {
            diagnostics.append(
                Diagnostic(severity: .note, identifier: "source.utf16", summary: "decoded as UTF-16", path: path))
            return SourceFile(path: path, text: text)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let nul = bytes.prefix(8192).firstIndex(of: 0) {
            throw BitextError(.input,
                path: path, "looks like a binary file (a NUL byte at offset \(nul)), not a text document",
                location: lineAndColumn(ofByte: nul, in: bytes))
        }
        // Valid text (nearly all of it) is validated once, by the String made from it; the byte
        // offset of a problem is looked for only when there is one.
        if let text = String(validating: bytes, as: UTF8.self) { return SourceFile(path: path, text: text) }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let location = lineAndColumn(ofByte: bad, in: bytes)
            guard lossy else {
                throw BitextError(.input,
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

    /// The text of UTF-32 bytes: with a byte-order mark (whose first two bytes are UTF-16's, so
    /// this is asked first), or without one when every fourth byte of the start is zero and the
    /// one before it at most 0x10, as no other text is. Nil for other bytes; an error for UTF-32
    /// holding what is no character.
    static func utf32(_ bytes: [UInt8], path: String) throws(BitextError) -> String? {
        var littleEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) {
            (littleEndian, body) = (true, bytes.dropFirst(4))
        } else if bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            (littleEndian, body) = (false, bytes.dropFirst(4))
        } else {
            let sample = Array(bytes.prefix(512))
            guard sample.count >= 8, sample.count % 4 == 0 else { return nil }
            let quads = stride(from: 0, to: sample.count, by: 4).map { Array(sample[$0..<$0 + 4]) }
            if quads.allSatisfy({ $0[3] == 0 && $0[2] <= 0x10 && ($0[0] != 0 || $0[1] != 0) }) {
                littleEndian = true
            } else if quads.allSatisfy({ $0[0] == 0 && $0[1] <= 0x10 && ($0[3] != 0 || $0[2] != 0) }) {
                littleEndian = false
            } else {
                return nil
            }
        }
        guard body.count % 4 == 0 else { throw BitextError(.input, path: path, "UTF-32 whose length is not a multiple of four bytes") }
        var scalars = String.UnicodeScalarView()
        var i = body.startIndex
        while i < body.endIndex {
            let quad = (UInt32(body[i]), UInt32(body[i + 1]), UInt32(body[i + 2]), UInt32(body[i + 3]))
            let value = littleEndian ? quad.0 | quad.1 << 8 | quad.2 << 16 | quad.3 << 24 : quad.0 << 24 | quad.1 << 16 | quad.2 << 8 | quad.3
            guard let scalar = Unicode.Scalar(value) else {
                throw BitextError(.input, path: path, "invalid UTF-32 at byte offset \(i): \(String(value, radix: 16)) is no character")
            }
            scalars.append(scalar)
            i += 4
        }
        return String(scalars)
    }

    /// The text of UTF-16 bytes: with a byte-order mark, or without one when every other byte of
    /// the start is zero (ASCII-heavy text in UTF-16, as Windows tools write it).
    static func utf16(_ bytes: [UInt8]) -> String? {
        var littleEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            body = bytes.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            body = bytes.dropFirst(2)
        } else {
            let sample = bytes.prefix(512)
            guard sample.count >= 8, sample.count % 2 == 0 else { return nil }
            let evens = stride(from: 0, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
            let odds = stride(from: 1, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
            let half = sample.count / 2
            if odds >= half * 9 / 10 && evens == 0 { littleEndian = true } else if evens >= half * 9 / 10 && odds == 0 { littleEndian = false } else { return nil }
        }
        guard body.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var i = body.startIndex
        while i < body.endIndex {
            let a = UInt16(body[i]), b = UInt16(body[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
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
