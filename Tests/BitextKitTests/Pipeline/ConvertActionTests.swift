@testable import BitextKit
import BitextModel
import Foundation
import GRDB
import Testing

/// The conversion's steps over the build database: nothing read back from the outputs,
/// diagnostics kept for the documents a rerun skips, and files handed to any sink.
@Suite struct ConvertActionTests {
    /// A sink that keeps files in memory, as a test of the steps without the file writer.
    final class MemorySink: OutputSink, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String: Data] = [:]
        var files: [String: Data] { lock.withLock { stored } }

        func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool {
            lock.withLock {
                defer { stored[relativePath] = data }
                return stored[relativePath] != data
            }
        }
        func remove(_ relativePath: String) throws(BitextError) { _ = lock.withLock { stored.removeValue(forKey: relativePath) } }
        func exists(_ relativePath: String) -> Bool { lock.withLock { stored[relativePath] != nil } }
        func contents(of relativePath: String) throws(BitextError) -> Data {
            guard let data = lock.withLock({ stored[relativePath] }) else { throw BitextError(.output, path: relativePath, "missing file") }
            return data
        }
        func removeLeftovers() {}
    }

    static func output() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bitext-action-\(UUID().uuidString)")
    }

    /// Bundles of unchanged documents replaced by bytes that are not JSON: a rerun after one
    /// edit converts that document alone, and its site is a clean run's, byte for byte.
    @Test func aRerunReadsNoBundleBack() async throws {
        let input = try ConverterTests.makeInput()
        let output = Self.output()
        _ = try await ConverterTests.convert([input.path], to: output)
        for (name, _) in try ConverterTests.snapshot(output) where name.hasPrefix("guides/") && name.hasSuffix(".json") && name != "guides/guide-2.json" {
            try Data("not a bundle".utf8).write(to: output.appendingPathComponent(name))
        }
        let path = input.appendingPathComponent("guides/guide-2.md")
        try Data(String(decoding: try Data(contentsOf: path), as: UTF8.self).replacingOccurrences(of: "UIKit", with: "AppKit").utf8).write(to: path)
        let rerun = try await ConverterTests.convert([input.path], to: output)
        #expect(rerun.converted == 1 && rerun.skipped == 6 && rerun.failed == 0)
        let clean = try ConverterTests.snapshot(try await Self.cleanRun(input))
        let files = try ConverterTests.snapshot(output)
        for name in clean.keys where !name.hasSuffix(".json") || name == ".bitext-manifest.json" || name == "guides/guide-2.json" {
            #expect(files[name] == clean[name], "\(name)")
        }
    }

    /// The search index is brought up to date from the database's copy, which matches the
    /// files written after every run: an index file on disk that someone replaced is not read.
    @Test func theSearchIndexIsUpdatedFromTheDatabase() async throws {
        let input = try ConverterTests.makeInput()
        let output = Self.output()
        _ = try await ConverterTests.convert([input.path], to: output)
        #expect(try Self.recordedSearchFiles(output) == Self.searchFiles(try ConverterTests.snapshot(output)))
        try Data("not an index".utf8).write(to: output.appendingPathComponent(SearchIndexWriter.indexPath))
        let path = input.appendingPathComponent("guides/guide-2.md")
        try Data(String(decoding: try Data(contentsOf: path), as: UTF8.self).replacingOccurrences(of: "UIKit", with: "AppKit").utf8).write(to: path)
        _ = try await ConverterTests.convert([input.path], to: output)
        let files = try ConverterTests.snapshot(output)
        #expect(try Self.recordedSearchFiles(output) == Self.searchFiles(files))
        let clean = try ConverterTests.snapshot(try await Self.cleanRun(input))
        #expect(Self.searchFiles(files) == Self.searchFiles(clean))
    }

    /// A sink that, at the first file a document writes, overwrites the build database with
    /// zeros: every later read of it fails, as a damaged disk would make it.
    final class DatabaseBreakingSink: OutputSink, @unchecked Sendable {
        let disk: AtomicWriter
        let database: URL
        private let lock = NSLock()
        private var broken = false

        init(output: URL) {
            disk = AtomicWriter(root: output)
            database = output.appendingPathComponent(BuildDatabase.fileName)
        }

        func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool {
            lock.withLock {
                guard !broken, let size = try? FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int else { return }
                broken = true
                let handle = FileHandle(forWritingAtPath: database.path)
                handle?.write(Data(count: size))
                try? handle?.close()
            }
            return try disk.write(data, to: relativePath)
        }
        func remove(_ relativePath: String) throws(BitextError) { try disk.remove(relativePath) }
        func exists(_ relativePath: String) -> Bool { disk.exists(relativePath) }
        func removeLeftovers() { disk.removeLeftovers() }
    }

    /// The finish step read the records with `try?`, took a failure for "no documents", and went
    /// on to rebuild the site and write a manifest listing none. A read that fails is now an
    /// error of the run, which stops there.
    @Test func aDatabaseThatCannotBeReadAtTheFinishFailsTheRun() async throws {
        let input = try ConverterTests.makeInput()
        let output = Self.output()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let options = ConvertOptions(inputs: [input.path], output: output.path)
        let report = try await ConvertAction(options: options, sink: DatabaseBreakingSink(output: output)).perform()
        #expect(report.failed > 0)
        // The read is where the run stops: no media, site or commit step tries the database
        // after it (they did, and wrote a manifest when the disk let them).
        let database = report.diagnostics.filter { $0.identifier == "error.buildDatabase" }
        #expect(database.last?.summary.hasPrefix("cannot read the build database") == true)
        #expect(database.filter { $0.summary.hasPrefix("cannot read") }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(ConversionManifest.fileName).path))
    }

    static func searchFiles(_ files: [String: Data]) -> [String: Data] {
        files.filter { SearchIndexWriter.isIndexFile($0.key) }
    }

    static func recordedSearchFiles(_ output: URL) throws -> [String: Data] {
        let queue = try DatabaseQueue(path: output.appendingPathComponent(BuildDatabase.fileName).path)
        return try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT path, data FROM search_file").map { ($0[0], $0[1]) })
        }
    }

    static func cleanRun(_ input: URL) async throws -> URL {
        let output = Self.output()
        _ = try await ConverterTests.convert([input.path], to: output)
        return output
    }

    /// A warning found when a document was converted is reported again by the reruns that skip it.
    @Test func diagnosticsOfSkippedDocumentsSurviveReruns() async throws {
        let input = try ConverterTests.makeInput(documents: 2)
        try Data("---\ntitle: [unclosed\n---\n# Broken front matter\n\nText.\n".utf8).write(to: input.appendingPathComponent("guides/warned.md"))
        let output = Self.output()
        let first = try await ConverterTests.convert([input.path], to: output)
        let warnings = first.diagnostics.filter { $0.path.hasSuffix("warned.md") }
        #expect(!warnings.isEmpty)
        let rerun = try await ConverterTests.convert([input.path], to: output)
        // The document with the error failed, and still does when it is kept.
        #expect(first.failedDocuments == 1 && rerun.failedDocuments == 1)
        #expect(rerun.converted == 0 && rerun.skipped == first.documents - 1)
        #expect(rerun.diagnostics == first.diagnostics)
    }

    /// Each run that changes something keeps its totals: the next one reports against them.
    @Test func aRunKnowsTheTotalsOfTheLastRunThatChangedSomething() async throws {
        let input = try ConverterTests.makeInput(documents: 2)
        let output = Self.output()
        let first = try await ConverterTests.convert([input.path], to: output)
        #expect(first.lastRun == nil)
        let unchanged = try await ConverterTests.convert([input.path], to: output)
        #expect(unchanged.lastRun?.pairs == first.pairs && unchanged.lastRun?.documents == first.documents)
        try FileManager.default.removeItem(at: input.appendingPathComponent("guides/guide-1.zh.md"))
        let dropped = try await ConverterTests.convert([input.path], to: output)
        #expect(dropped.lastRun?.coverage == first.coverage)
        #expect(dropped.coverage.words.percent < first.coverage.words.percent)
        let after = try await ConverterTests.convert([input.path], to: output)
        #expect(after.lastRun?.coverage == dropped.coverage)
    }

    /// A database that is not one is rebuilt; a link in its place is refused, its target untouched.
    @Test func aDamagedDatabaseIsRebuiltAndALinkRefused() async throws {
        let input = try ConverterTests.makeInput(documents: 1)
        let output = Self.output()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("not a database".utf8).write(to: output.appendingPathComponent(BuildDatabase.fileName))
        let report = try await ConverterTests.convert([input.path], to: output)
        #expect(report.converted == 2 && report.failed == 0)

        // A database at this schema version without this version's columns is rebuilt too.
        let odd = Self.output()
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: odd.appendingPathComponent(BuildDatabase.fileName).path)
        try await queue.write { db in try db.execute(sql: "CREATE TABLE document (name TEXT); PRAGMA user_version = \(BuildDatabaseSchema.version)") }
        try queue.close()
        let rebuilt = try await ConverterTests.convert([input.path], to: odd)
        #expect(rebuilt.converted == 2 && rebuilt.failed == 0, "\(rebuilt.diagnostics)")

        let linked = Self.output()
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        let target = Self.output().appendingPathExtension("target")
        try Data("precious".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent(BuildDatabase.fileName), withDestinationURL: target)
        await #expect(throws: BitextError.self) { _ = try await ConverterTests.convert([input.path], to: linked) }
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
    }

    /// The steps hand every file to the sink: in memory, the same files as on disk.
    @Test func aMemorySinkReceivesTheFilesTheDiskGets() async throws {
        let input = try ConverterTests.makeInput(documents: 3)
        let sink = MemorySink()
        let report = try await ConvertAction(options: ConvertOptions(inputs: [input.path], output: Self.output().path), sink: sink).perform()
        #expect(report.converted == 4 && report.failed == 0)
        var disk = try ConverterTests.snapshot(try await Self.cleanRun(input))
        disk[".bitext-lock"] = nil
        #expect(sink.files == disk)
    }
}
