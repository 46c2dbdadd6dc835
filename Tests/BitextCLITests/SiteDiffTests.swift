import Foundation
import Testing

/// `bitext diff` between two versions of a site: documents added, removed, renamed and
/// orphaned, not only paragraphs.
@Suite struct SiteDiffTests {
    let cli = CLITests()

    static let pages: [String: String] = [
        "cache.md": "# Cache\n\nLoad each image once and keep it in memory for the next request.\n",
        "cache.zh.md": "# 缓存\n\n每张图片只加载一次，并把它保存在内存中供下一次请求使用。\n",
        "probes.md": "# Probes\n\nThe kubelet restarts a container whose liveness probe fails three times.\n",
        "probes.zh.md": "# 探针\n\n存活探针连续失败三次时，kubelet 会重启容器。\n",
        "old-notes.md": "# Old notes\n\nThese notes describe a feature that was removed long ago.\n",
    ]

    /// The old version, and the new one: `cache.md` renamed to `images.md` with its translation
    /// left behind, `old-notes.md` removed, `limits.md` added untranslated.
    static func versions() throws -> (old: URL, new: URL) {
        let old = try InputResolutionTests.tree(pages)
        var next = pages
        next["images.md"] = next.removeValue(forKey: "cache.md")
        next["old-notes.md"] = nil
        next["limits.md"] = "# Limits\n\nSet a memory limit on every container that runs in production.\n"
        return (old, try InputResolutionTests.tree(next))
    }

    @Test func documentsAddedRemovedRenamedAndOrphanedAreListed() throws {
        let (old, new) = try Self.versions()
        let run = try cli.bitext(["diff", old.path, new.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("added limits: 12 English words, 0.0% translated"), "\(run.stdout)")
        #expect(run.stdout.contains("removed old-notes"))
        #expect(run.stdout.contains("renamed cache → images: 100.0% → 0.0%"))
        #expect(run.stdout.contains("orphaned cache.zh: a translation whose English page is gone"))
        #expect(!run.stdout.contains("probes"), "an unchanged document is not listed")
        // The renamed page's paragraphs are not listed again as removed.
        #expect(!run.stdout.contains("removed lines"), "\(run.stdout)")
        let gate = try cli.bitext(["diff", old.path, new.path, "--fail-on-regression"])
        #expect(gate.status == 2, "an orphaned translation is a regression")
    }

    @Test func twoOutputFoldersCompareLikeTheirSources() throws {
        let (old, new) = try Self.versions()
        let oldOut = old.appendingPathComponent("site").path, newOut = new.appendingPathComponent("site").path
        #expect(try cli.bitext(["convert", old.path, "-o", oldOut, "-q"]).status == 0)
        #expect(try cli.bitext(["convert", new.path, "-o", newOut, "-q"]).status == 0)
        let sources = try cli.bitext(["diff", old.path, new.path, "--output-format", "json"])
        let outputs = try cli.bitext(["diff", oldOut, newOut, "--output-format", "json"])
        #expect(sources.status == 0 && sources.stdout == outputs.stdout, "\(sources.stdout)\n---\n\(outputs.stdout)")
    }
}

/// `merge` takes the whole set of one conversion's shards, and names what is wrong otherwise.
@Suite struct ShardSetTests {
    let cli = CLITests()

    @Test func mergeRefusesMissingRepeatedForeignAndMixedShards() throws {
        let input = try InputResolutionTests.tree(SiteDiffTests.pages)
        let other = try InputResolutionTests.tree(["other.md": "# Other\n\nA page of another site.\n"])
        let root = input.appendingPathComponent("out")
        func folder(_ name: String) -> String { root.appendingPathComponent(name).path }
        for k in 1...3 { #expect(try cli.bitext(["convert", input.path, "-o", folder("s\(k)"), "--shard", "\(k)/3", "-q"]).status == 0) }
        #expect(try cli.bitext(["convert", other.path, "-o", folder("foreign"), "--shard", "2/3", "-q"]).status == 0)
        #expect(try cli.bitext(["convert", input.path, "-o", folder("plain"), "-q"]).status == 0)
        let cases: [([String], String)] = [
            (["s1", "s3"], "shard 2/3 missing"),
            (["s1", "s2", "s2", "s3"], "shard 2/3 is given twice"),
            (["s1", "foreign", "s3"], "of another conversion"),
            (["s1", "s2", "s3", "plain"], "not a shard run"),
        ]
        for (shards, message) in cases {
            let run = try cli.bitext(["merge"] + shards.map(folder) + ["-o", folder("merged-\(UUID())"), "-q"])
            #expect(run.status == 1 && run.stderr.contains(message), "\(shards): \(run.stderr)")
        }
        let merged = try cli.bitext(["merge", folder("s3"), folder("s1"), folder("s2"), "-o", folder("merged"), "-q"])
        #expect(merged.status == 0, "\(merged.stderr)")
    }
}
