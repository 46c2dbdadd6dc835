@testable import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct ConverterTests {
    static func makeInput(documents: Int = 6) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-convert-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("guides/深入 指南"), withIntermediateDirectories: true)
        for i in 0..<documents {
            let en = "# Guide \(i)\n\nUse `UIHostingController` to show view \(i) inside UIKit.\n\n## Sizing\n\nSet `sizingOptions` to `.intrinsicContentSize` for guide \(i).\n"
            let zh = "# 指南 \(i)\n\n使用 `UIHostingController` 在 UIKit 中显示视图 \(i)。\n\n## 尺寸\n\n为指南 \(i) 把 `sizingOptions` 设为 `.intrinsicContentSize`。\n"
            try Data(en.utf8).write(to: root.appendingPathComponent("guides/guide-\(i).md"))
            try Data(zh.utf8).write(to: root.appendingPathComponent("guides/guide-\(i).zh.md"))
        }
        let long = String(repeating: "非常长的名字", count: 12)
        try Data("# Spaces and CJK\n\nEnglish only text here.\n".utf8)
            .write(to: root.appendingPathComponent("guides/深入 指南/my guide \(long).md"))
        return root
    }

    static func convert(_ inputs: [String], to output: URL, shard: (Int, Int)? = nil, force: Bool = false) async throws -> ConversionReport {
        var options = ConvertOptions(inputs: inputs, output: output.path)
        options.shard = shard.map { (index: $0.0, count: $0.1) }
        options.force = force
        return try await ConvertAction(options: options).perform()
    }

    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            // The build database holds this machine's stamps (inodes, times) and run times: state, not output.
            if url.lastPathComponent != BuildDatabase.fileName, let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                files[relative] = data
            }
        }
        return files
    }

    @Test func convertsPairsAndWritesSiteInsideTheOutputFolder() async throws {
        let input = try Self.makeInput()
        let output = input.appendingPathComponent("../out-\(UUID().uuidString)").standardizedFileURL
        let report = try await Self.convert([input.path], to: output)
        #expect(report.documents == 7)
        #expect(report.converted == 7)
        #expect(report.failed == 0)
        let files = try Self.snapshot(output)
        #expect(files["guides/guide-0.html"] != nil)
        #expect(files["guides/guide-0.json"] != nil)
        #expect(files["index.html"] != nil && files["coverage.html"] != nil && files["sitemap.xml"] != nil)
        #expect(files["search-index.js"] != nil)
        #expect(files.keys.contains { $0.hasPrefix("guides/深入-指南/my-guide-") })
        #expect(files.keys.allSatisfy { $0.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } })
        let bundle = try JSONDecoder().decode(BitextModel.Bundle.self, from: files["guides/guide-3.json"]!)
        #expect(bundle.mode == .pair)
        #expect(bundle.coverage.blocks.percent == 100)
        // Pages link back to the index relatively, so the site works from file:// and any subpath.
        let page = String(decoding: files["guides/guide-3.html"]!, as: UTF8.self)
        #expect(page.contains("href=\"../index.html\""))
    }

    /// Inputs older than two seconds get stamps, each vouching for its document's key in the
    /// build database; a rerun skips on them, and an input rewritten at the same size (new times) is
    /// read again and has no stamp until it is two seconds old.
    @Test func inputStampsVouchForTheManifestKeysAndFollowChanges() async throws {
        let input = try Self.makeInput()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-stamped-\(UUID().uuidString)")
        try await Task.sleep(for: .milliseconds(2_100))
        _ = try await Self.convert([input.path], to: output)
        func read() throws -> (keys: [String: String], stamps: [String: String]) {
            let records = try BuildDatabase.open(in: output.path).documents()
            return (records.mapValues(\.key), records.compactMapValues(\.stamp))
        }
        let (keys, stamps) = try read()
        #expect(stamps.count == 7)
        #expect(keys.count == 7 && keys.values.allSatisfy { !$0.isEmpty })
        #expect(ConversionManifest.load(from: output).documents.mapValues(\.key) == keys)

        let rerun = try await Self.convert([input.path], to: output)
        #expect(rerun.converted == 0 && rerun.skipped == 7)
        #expect(try read().stamps == stamps)

        let path = input.appendingPathComponent("guides/guide-2.md")
        let original = try Data(contentsOf: path)
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "UIKit", with: "AppKt").utf8).write(to: path)
        let changed = try await Self.convert([input.path], to: output)
        #expect(changed.converted == 1 && changed.skipped == 6)
        let after = try read()
        #expect(after.stamps["guides/guide-2"] == nil)
        #expect(after.stamps.count == 6 && after.keys["guides/guide-2"] != keys["guides/guide-2"])
    }

    @Test func aRerunWithNothingChangedSkipsEverythingAndAChangeRebuildsOneDocument() async throws {
        let input = try Self.makeInput()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-out-\(UUID().uuidString)")
        _ = try await Self.convert([input.path], to: output)
        let first = try Self.snapshot(output)
        let rerun = try await Self.convert([input.path], to: output)
        #expect(rerun.converted == 0 && rerun.skipped == 7)
        #expect(try Self.snapshot(output) == first)
        try Data("# Guide 2\n\nChanged English paragraph.\n".utf8).write(to: input.appendingPathComponent("guides/guide-2.md"))
        let changed = try await Self.convert([input.path], to: output)
        #expect(changed.converted == 1 && changed.skipped == 6)
    }

    /// A rerun that converts a few documents again updates the previous search index
    /// (`SearchIndexUpdate`) instead of building it: the folder must hold a fresh run's bytes.
    @Test func editingDocumentsGivesTheBytesOfAFreshRunSearchIncluded() async throws {
        let input = try Self.makeInput(documents: 40)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-edit-\(UUID().uuidString)")
        let output = base.appendingPathComponent("output")
        _ = try await Self.convert([input.path], to: output)
        try Data("# Guide 3\n\nA new word: quillwort. Use `UIHostingController` here.\n".utf8).write(to: input.appendingPathComponent("guides/guide-3.md"))
        try Data("# 指南 7\n\n全新的一段。\n".utf8).write(to: input.appendingPathComponent("guides/guide-7.zh.md"))
        let rerun = try await Self.convert([input.path], to: output)
        #expect(rerun.converted == 2)
        let fresh = base.appendingPathComponent("fresh")
        _ = try await Self.convert([input.path], to: fresh)
        let after = try Self.snapshot(output)
        let expected = try Self.snapshot(fresh)
        #expect(after.keys.sorted() == expected.keys.sorted())
        #expect(after == expected)
        #expect(after.keys.contains { $0.hasPrefix(SearchIndexWriter.chunkFolder) })
        // --force rebuilds the index whole, mending a chunk someone changed, which an update
        // (it rewrites only the chunks an edit touches) would leave.
        // The damage keeps the chunk readable, so only a whole rebuild notices it.
        let chunk = try #require(after.keys.first { $0.hasPrefix(SearchIndexWriter.chunkFolder) })
        try Data(after[chunk]!.dropLast(2) + Data(" ;\n".utf8)).write(to: output.appendingPathComponent(chunk))
        _ = try await Self.convert([input.path], to: output, force: true)
        #expect(try Self.snapshot(output) == expected)
    }

    @Test func removingDocumentsGivesTheBytesOfAFreshRunSearchFilesIncluded() async throws {
        let input = try Self.makeInput()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-fewer-\(UUID().uuidString)")
        let output = base.appendingPathComponent("output")
        _ = try await Self.convert([input.path], to: output)
        #expect(try Self.snapshot(output)["search/guides/guide-4.js"] != nil)
        // A file Bitext has no record of writing is the user's, even where its own files are.
        try Data("user's\n".utf8).write(to: output.appendingPathComponent("search/2024.js"))
        for i in [1, 4] {
            try FileManager.default.removeItem(at: input.appendingPathComponent("guides/guide-\(i).md"))
            try FileManager.default.removeItem(at: input.appendingPathComponent("guides/guide-\(i).zh.md"))
        }
        _ = try await Self.convert([input.path], to: output)
        let fresh = base.appendingPathComponent("fresh")
        _ = try await Self.convert([input.path], to: fresh)
        var after = try Self.snapshot(output)
        let expected = try Self.snapshot(fresh)
        #expect(after.removeValue(forKey: "search/2024.js") != nil)
        #expect(after.keys.sorted() == expected.keys.sorted())
        #expect(after == expected)
    }

    @Test func shardsMergedEqualASingleRunByteForByte() async throws {
        let input = try Self.makeInput()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-shards-\(UUID().uuidString)")
        let single = base.appendingPathComponent("single")
        _ = try await Self.convert([input.path], to: single)
        var shards: [String] = []
        for k in 1...3 {
            let folder = base.appendingPathComponent("shard-\(k)")
            _ = try await Self.convert([input.path], to: folder, shard: (k, 3))
            shards.append(folder.path)
        }
        let merged = base.appendingPathComponent("merged")
        _ = try MergeAction(shards: shards, output: merged.path).perform()
        let a = try Self.snapshot(single), b = try Self.snapshot(merged)
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a == b)
        // The merged folder's database holds every search file as written, as a single run's
        // does: the next run updates the index from there rather than rebuilding it.
        let database = try BuildDatabase.open(in: merged.path)
        let searchFiles = b.keys.filter(SearchIndexWriter.isIndexFile)
        #expect(searchFiles.count > 1)
        for path in searchFiles {
            #expect(try database.searchFile(path) == Data(contentsOf: merged.appendingPathComponent(path)), "\(path)")
        }
        // The index is merged from the shards' own; a shard without one (deleted, or a damaged
        // folder) sends the merge back to the documents' terms, with the same result.
        try FileManager.default.removeItem(at: base.appendingPathComponent("shard-2/search-index.js"))
        let rebuilt = base.appendingPathComponent("rebuilt")
        _ = try MergeAction(shards: shards, output: rebuilt.path).perform()
        #expect(try Self.snapshot(rebuilt) == a)
    }

    /// A merge tree: stages of some shards each (`merge --partial`), then the stages merged, give
    /// the single run's bytes; a stage alone, or a stage with a shard it already holds, is refused.
    @Test func mergedStagesMergeLikeShards() async throws {
        let input = try Self.makeInput(documents: 5)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tree-\(UUID().uuidString)")
        let single = base.appendingPathComponent("single")
        _ = try await Self.convert([input.path], to: single)
        var shards: [String] = []
        for k in 1...4 {
            let folder = base.appendingPathComponent("shard-\(k)")
            _ = try await Self.convert([input.path], to: folder, shard: (k, 4))
            shards.append(folder.path)
        }
        let first = base.appendingPathComponent("stage-1").path, second = base.appendingPathComponent("stage-2").path
        _ = try MergeAction(shards: Array(shards[0...1]), output: first, partial: true).perform()
        _ = try MergeAction(shards: Array(shards[2...3]), output: second, partial: true).perform()
        let merged = base.appendingPathComponent("merged")
        _ = try MergeAction(shards: [first, second], output: merged.path).perform()
        #expect(try Self.snapshot(single) == Self.snapshot(merged))

        func refusal(_ folders: [String]) -> String {
            do {
                _ = try MergeAction(shards: folders, output: base.appendingPathComponent("refused-\(UUID().uuidString)").path).perform()
                return "merged"
            } catch {
                return error.message
            }
        }
        #expect(refusal([first]).contains("shards 3/4, 4/4 missing"))
        #expect(refusal([first, second, shards[1]]).contains("shard 2/4 is given twice"))
    }

    @Test func aBadFileFailsAloneAndTheRestIsConverted() async throws {
        let input = try Self.makeInput(documents: 2)
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: input.appendingPathComponent("guides/broken.md"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-bad-\(UUID().uuidString)")
        let report = try await Self.convert([input.path], to: output)
        #expect(report.failed == 1)
        #expect(report.converted == 3)
        #expect(report.diagnostics.contains { $0.path.hasSuffix("broken.md") && $0.summary.contains("invalid UTF-8") })
    }

    @Test func bitextYmlOverridesPairingExcludesAndTitle() async throws {
        let input = try Self.makeInput(documents: 2)
        try Data("# Hosting notes\n\nKeep the host alive while its view is visible.\n".utf8)
            .write(to: input.appendingPathComponent("guides/notes-english.md"))
        try Data("# 托管笔记\n\n视图可见时要让托管控制器保持存活。\n".utf8)
            .write(to: input.appendingPathComponent("guides/notes-chinese.md"))
        try Data("siteTitle: 双语指南\nexclude: [\"guide-1*\"]\npairs:\n  - en: guides/notes-english.md\n    zh: guides/notes-chinese.md\n".utf8)
            .write(to: input.appendingPathComponent("bitext.yml"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-yml-\(UUID().uuidString)")
        var options = ConvertOptions(inputs: [input.path], output: output.path)
        options.exports = [.po]
        let report = try await ConvertAction(options: options).perform()
        let files = try Self.snapshot(output)
        #expect(files["guides/guide-1.html"] == nil)
        #expect(files["guides/notes-english.html"] != nil)
        #expect(files["guides/notes-english.po"] != nil)
        let bundle = try JSONDecoder().decode(BitextModel.Bundle.self, from: files["guides/notes-english.json"]!)
        #expect(bundle.sources.map(\.role) == [.en, .zh])
        #expect(String(decoding: files["index.html"]!, as: UTF8.self).contains("<title>双语指南</title>"))
        #expect(report.documents == 3)
    }

    @Test func anUnknownSettingInBitextYmlIsAnErrorWithItsLine() throws {
        let input = try Self.makeInput(documents: 1)
        try Data("siteTitle: x\nexlude: [a]\n".utf8).write(to: input.appendingPathComponent("bitext.yml"))
        do {
            _ = try BitextConfig.load(root: input.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("exlude"))
            #expect(error.location?.line == 2)
        }
    }

    /// `search: {weights: …}` reaches the index, and a weight that is not a positive number is
    /// an error at its line.
    @Test func searchWeightsInBitextYmlWeighTheIndex() async throws {
        let input = try Self.makeInput(documents: 2)
        try Data("search:\n  weights:\n    \"guides/guide-1\": 0.5\n".utf8).write(to: input.appendingPathComponent("bitext.yml"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-weights-\(UUID().uuidString)")
        _ = try await Self.convert([input.path], to: output)
        let index = String(decoding: try Self.snapshot(output)["search-index.js"]!, as: UTF8.self)
        #expect(index.contains("\"weights\":[100,50,100]"), "\(index.prefix(300))")
        // Not positive, or too large to be written as whole hundredths (1e19 trapped).
        for weight in ["-1", "1e19"] {
            try Data("search:\n  weights:\n    \"blog/**\": \(weight)\n".utf8).write(to: input.appendingPathComponent("bitext.yml"))
            do {
                _ = try BitextConfig.load(root: input.path)
                Issue.record("expected an error for \(weight)")
            } catch {
                #expect(error.message.contains("above 0 and at most 1000"))
                #expect(error.location?.line == 3)
            }
        }
        #expect(SearchWeights(text: "blog/**\t1e19\ndocs/**\t2").rules == [SearchWeights.Rule(pattern: "docs/**", factor: 2)])
    }

    /// Blog, glossary and reference pages carry their section's factor into the index, with the
    /// words that name the section; `search: sections` replaces the built-in ones, and the
    /// choice survives the site record's text (which `merge` reads).
    @Test func searchSectionsReachTheIndexAndBitextYmlReplacesThem() async throws {
        let input = try Self.makeInput(documents: 2)
        try FileManager.default.createDirectory(at: input.appendingPathComponent("blog"), withIntermediateDirectories: true)
        try Data("# News\n\nA post.\n".utf8).write(to: input.appendingPathComponent("blog/news.md"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-sections-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try await Self.convert([input.path], to: output)
        var index = String(decoding: try Self.snapshot(output)["search-index.js"]!, as: UTF8.self)
        #expect(index.contains("\"kinds\":[1,0,0,0]"), "\(index.prefix(400))")
        #expect(index.contains("{\"factor\":40,\"names\":[\"blog\",\"blogs\",\"post\",\"博客\"]}"), "\(index.prefix(600))")

        try Data("search:\n  sections: []\n  title:\n    exact: 3\n".utf8).write(to: input.appendingPathComponent("bitext.yml"))
        _ = try await Self.convert([input.path], to: output)
        index = String(decoding: try Self.snapshot(output)["search-index.js"]!, as: UTF8.self)
        #expect(!index.contains("\"kinds\""), "no sections, no kinds")
        #expect(index.contains("\"title\":[300,150]"), "\(index.prefix(400))")
        #expect(SearchWeights(text: "title\t3.0\t1.5").title == SearchWeights.TitleFactors(exact: 3, words: 1.5))

        let own = [SearchWeights.Section(pattern: "api/**", factor: 0.5, names: ["api", "接口"])]
        #expect(SearchWeights(text: SearchWeights(sections: own).text).sections == own)
        #expect(SearchWeights(text: SearchWeights(sections: []).text).sections.isEmpty)
        #expect(SearchWeights(text: "").sections == SearchWeights.builtInSections)
        try Data("search:\n  sections:\n    - pattern: \"api/**\"\n      factor: 0\n".utf8).write(to: input.appendingPathComponent("bitext.yml"))
        #expect(throws: BitextError.self) { _ = try BitextConfig.load(root: input.path) }
    }
}
