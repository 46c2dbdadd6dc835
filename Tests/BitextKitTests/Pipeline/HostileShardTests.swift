@testable import BitextKit
import BitextModel
import Foundation
import GRDB
import Testing

/// `merge` reads numbers a shard's database holds, which anyone may have written: a count no
/// document can have, or a varint longer than any, is read as nothing, never trapped on.
@Suite struct HostileShardTests {
    static func shard() async throws -> (shard: URL, base: URL) {
        let input = try ConverterTests.makeInput(documents: 2)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-hostile-\(UUID().uuidString)")
        let shard = base.appendingPathComponent("shard")
        _ = try await ConverterTests.convert([input.path], to: shard, shard: (1, 1))
        return (shard, base)
    }

    static func edit(_ shard: URL, _ sql: String, _ arguments: StatementArguments) throws {
        let queue = try DatabaseQueue(path: shard.appendingPathComponent(BuildDatabase.fileName).path)
        try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
        try queue.close()
    }

    @Test func countsPastAnyDocumentAreReadAsAnEmptySummary() async throws {
        let (shard, base) = try await Self.shard()
        let huge = Data((0..<17).flatMap { _ in withUnsafeBytes(of: Int64.max.littleEndian) { Array($0) } })
        try Self.edit(shard, "UPDATE document SET coverage = ?", [huge])
        try Self.edit(shard, "UPDATE content SET terms = ?", [Data([0x00] + Array(repeating: 0xFF, count: 9) + [0x01])])
        _ = try MergeAction(shards: [shard.path], output: base.appendingPathComponent("merged").path).perform()
        #expect(CoverageSummary(packed: huge) == CoverageSummary())
    }

    @Test func aLengthPastAnyDocumentGivesNoTerms() {
        let terms = SearchIndexBuilder.SearchTerms(packedData: Data([0x00] + Array(repeating: 0xFF, count: 9) + [0x01]))
        #expect(terms.length == 0 && terms.packed.isEmpty)
    }
}
