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
        let keys = InputKeys.keys(items, fingerprint: "options")
        #expect(keys == items.map { InputKeys.key($0, fingerprint: "options") })
        #expect(Set(keys).count == items.count)

        // One changed input changes its own item's key only.
        try Data("# 指南 7\n\n新的正文。\n".utf8).write(to: URL(fileURLWithPath: items[7].files[1].path))
        let changed = InputKeys.keys(items, fingerprint: "options")
        #expect(changed.indices.filter { changed[$0] != keys[$0] } == [7])
        #expect(InputKeys.keys([], fingerprint: "options").isEmpty)
    }

    /// A stamp stands for the inputs only while `stat` can tell every change: it changes with the
    /// bytes (even at the same size), the options and the name, and there is none while an input
    /// is younger than two seconds (a write in the same clock tick would keep its times).
    @Test func stampsChangeWithTheInputsAndWaitOutRecentChanges() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let en = InputFile(root: root.path, relativePath: "g.md")
        let zh = InputFile(root: root.path, relativePath: "g.zh.md")
        try Data("# Guide\n".utf8).write(to: URL(fileURLWithPath: en.path))
        try Data("# 指南\n".utf8).write(to: URL(fileURLWithPath: zh.path))
        let item = WorkItem(english: en, chinese: zh, name: "g")
        let now = Int(Date().timeIntervalSince1970 * 1e9)

        #expect(InputKeys.stamp(item, fingerprint: "options", now: now) == nil)
        let later = now + 10_000_000_000
        let stamp = try #require(InputKeys.stamp(item, fingerprint: "options", now: later))
        #expect(InputKeys.stamp(item, fingerprint: "options", now: later) == stamp)
        #expect(InputKeys.stamp(item, fingerprint: "other options", now: later) != stamp)
        var renamed = item
        renamed.name = "h"
        #expect(InputKeys.stamp(renamed, fingerprint: "options", now: later) != stamp)

        try Data("# Guida\n".utf8).write(to: URL(fileURLWithPath: en.path))
        #expect(InputKeys.stamp(item, fingerprint: "options", now: later) != stamp)
        try FileManager.default.removeItem(atPath: zh.path)
        #expect(InputKeys.stamp(item, fingerprint: "options", now: later) == nil)
    }
}
