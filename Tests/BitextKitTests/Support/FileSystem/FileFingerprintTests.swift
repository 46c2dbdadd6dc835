@testable import BitextKit
import Foundation
import Testing

@Suite struct FileFingerprintTests {
    @Test func anyOneByteChangeOrLengthChangeChangesTheFingerprint() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let base = FileFingerprint.value(bytes: bytes[...])
            #expect(FileFingerprint.value(bytes: Array(bytes)[...]) == base)
            #expect(FileFingerprint.value(bytes: (bytes + [0])[...]) != base, "appending a zero byte, length \(length)")
            for index in bytes.indices {
                var changed = bytes
                changed[index] ^= 1 << UInt8(index % 8)
                #expect(FileFingerprint.value(bytes: changed[...]) != base, "byte \(index) of \(length)")
            }
        }
    }

    @Test func fileAndBytesAgree() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-fp-\(UUID().uuidString).md")
        let text = Data(String(repeating: "Hosting 托管 ", count: 5_000).utf8)
        try text.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileFingerprint.value(path: url.path) == FileFingerprint.value(bytes: Array(text)[...]))
        #expect(FileFingerprint.value(path: url.path + ".missing") == nil)
    }
}
