@testable import BitextKit
import Foundation
import Testing

/// Inputs are read with plain system calls up to their end, whatever size `stat` gave: a pipe
/// reports none, and a file may have grown or shrunk since.
@Suite struct FileReadingTests {
    @Test(arguments: [0, 1, 4_096, 70_000, 1_000_000])
    func readsTheWholeFileWhateverSizeWasExpected(expected: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-read-\(UUID().uuidString).md")
        let bytes = Data((0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try bytes.write(to: url)
        #expect(FileReading.contents(ofPath: url.path, expectedSize: expected) == [UInt8](bytes))
        #expect(FileReading.contents(ofPath: url.path + ".missing", expectedSize: expected) == nil)
    }
}
