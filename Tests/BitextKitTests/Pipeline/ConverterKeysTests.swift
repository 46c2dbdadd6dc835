@testable import BitextKit
import Foundation
import Testing

/// Rerun keys are fingerprinted on every core: each must be the key of its own item, in order.
@Suite struct ConverterKeysTests {
    @Test func parallelKeysAreEachItemsOwnKeyInOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var items: [WorkItem] = []
        for i in 0..<40 {
            let en = InputFile(root: root.path, relativePath: "g\(i).md")
            let zh = InputFile(root: root.path, relativePath: "g\(i).zh.md")
            try Data("# Guide \(i)\n\nText \(i).\n".utf8).write(to: URL(fileURLWithPath: en.path))
            try Data("# 指南 \(i)\n\n正文 \(i)。\n".utf8).write(to: URL(fileURLWithPath: zh.path))
            items.append(WorkItem(english: en, chinese: zh, name: "g\(i)"))
        }
        let keys = Converter.keys(items, fingerprint: "options")
        #expect(keys == items.map { Converter.key($0, fingerprint: "options") })
        #expect(Set(keys).count == items.count)

        // One changed input changes its own item's key only.
        try Data("# 指南 7\n\n新的正文。\n".utf8).write(to: URL(fileURLWithPath: items[7].files[1].path))
        let changed = Converter.keys(items, fingerprint: "options")
        #expect(changed.indices.filter { changed[$0] != keys[$0] } == [7])
        #expect(Converter.keys([], fingerprint: "options").isEmpty)
    }
}
