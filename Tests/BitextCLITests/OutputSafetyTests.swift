import Foundation
import Testing

/// The attack review's repros (issue: never write outside the output folder, never crash on
/// ordinary names): each converts as the hostile or unlucky user did and checks what is left.
@Suite struct OutputSafetyTests {
    let cli = CLITests()
    let files = FileManager.default

    func folder(_ name: String = "t") throws -> URL {
        let url = files.temporaryDirectory.appendingPathComponent("bitext-safety-\(UUID().uuidString)").appendingPathComponent(name)
        try files.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, _ url: URL) throws {
        try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func tree(_ url: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        // The build database holds this machine's stamps and run times: state, not output.
        for path in try files.subpathsOfDirectory(atPath: url.path) where !path.hasPrefix(".bitext-build.sqlite") {
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: url.appendingPathComponent(path))
            }
        }
        return result
    }

    /// 1. A link planted in the output folder is neither written through nor cleaned through.
    @Test func aLinkInTheOutputFolderIsNotFollowed() throws {
        let input = try folder("T"), output = try folder("O"), victim = try folder("victim")
        try write("1", victim.appendingPathComponent("1.js"))
        try write("2", victim.appendingPathComponent("22.js"))
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        try files.createSymbolicLink(at: output.appendingPathComponent("search"), withDestinationURL: victim)
        let run = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
        #expect(try files.contentsOfDirectory(atPath: victim.path).sorted() == ["1.js", "22.js"])
    }

    /// 2. The output folder may not be the input, nor hold it; inside it, it is never read.
    @Test func anOutputFolderThatIsOrHoldsTheInputIsRefused() throws {
        let input = try folder("site")
        try write("<p>mine</p>\n", input.appendingPathComponent("page.html"))
        try write("# A\n\nSome text.\n", input.appendingPathComponent("docs/a.md"))
        let before = try tree(input.deletingLastPathComponent())
        for output in [input.path, input.path + "/.", input.deletingLastPathComponent().path] {
            let run = try cli.bitext(["convert", input.path, "-o", output, "-q"])
            #expect(run.status != 0 && run.stderr.contains("input"), "\(output): \(run.stderr)")
        }
        #expect(try tree(input.deletingLastPathComponent()) == before)
        // Inside the input: left out of discovery, so reruns find the same documents.
        let inside = input.appendingPathComponent("Output").path
        for _ in 0..<3 {
            let run = try cli.bitext(["convert", input.path, "-o", inside, "--output-format", "json"])
            #expect(run.stdout.contains("\"documents\" : 2"), "\(run.stdout)")
        }
        #expect(!files.fileExists(atPath: inside + "/Output"))
    }

    /// 2. `render` does not write a page over its own input either.
    @Test func renderRefusesToOverwriteItsInput() throws {
        let input = try folder("r")
        let page = input.appendingPathComponent("page.html")
        try write("<p>mine</p>\n", page)
        let run = try cli.bitext(["render", page.path, "-o", input.path])
        #expect(run.status != 0 && run.stderr.contains("overwrite"), "\(run.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8) == "<p>mine</p>\n")
    }

    /// 3. Hidden files and files Bitext has no record of survive a run into their folder.
    @Test func filesWithoutARecordAreNeverDeleted() throws {
        let input = try folder("in"), output = try folder("out")
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        let kept = ["other/.cache/.session.tmp", "docs/.draft.tmp", "search/2024.js", ".x.html.1.2.tmp", ".dat.nosync1"]
        for path in kept { try write("user", output.appendingPathComponent(path)) }
        for _ in 0..<2 { #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 0) }
        for path in kept { #expect(files.fileExists(atPath: output.appendingPathComponent(path).path), "\(path)") }
    }

    /// 4. `bitext.yml` cannot reach outside its input folder.
    @Test func configuredPathsStayInsideTheInput() throws {
        let input = try folder("in"), output = try folder("out")
        let secret = input.deletingLastPathComponent().appendingPathComponent("private/assets/id_rsa")
        try write("KEY", secret)
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        for setting in ["templates: ../private", "templates: \(secret.deletingLastPathComponent().deletingLastPathComponent().path)",
            "pairs:\n  - en: ../a.md\n    zh: a.md"]
        {
            try write(setting + "\n", input.appendingPathComponent("bitext.yml"))
            let run = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
            #expect(run.status != 0 && run.stderr.contains("bitext.yml"), "\(setting): \(run.stderr)")
            #expect(run.stderr.contains("outside"), "\(run.stderr)")
        }
        #expect(!files.fileExists(atPath: output.appendingPathComponent("assets/id_rsa").path))
    }

    /// 4. `merge` copies only regular files a shard's records list, and never its templates.
    @Test func mergeDoesNotTrustAShard() throws {
        let input = try folder("in"), shard = try folder("shard"), secret = try folder("secret")
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        try write("<html>evil</html>", secret.appendingPathComponent("assets/evil.js"))
        try write("SECRET", secret.appendingPathComponent("shadow"))
        #expect(try cli.bitext(["convert", input.path, "-o", shard.path, "-q"]).status == 0)
        // A manifest naming a template folder elsewhere: not loaded.
        let manifestURL = shard.appendingPathComponent(".bitext-manifest.json")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        manifest = manifest.replacingOccurrences(of: "\"version\"", with: "\"templates\":\"\(secret.path)\",\"version\"")
        try write(manifest, manifestURL)
        let merged = try folder("merged")
        #expect(try cli.bitext(["merge", shard.path, "-o", merged.path, "-q"]).status == 0)
        #expect(!files.fileExists(atPath: merged.appendingPathComponent("assets/evil.js").path))
        // An output replaced by a link to a secret: refused.
        try files.removeItem(at: shard.appendingPathComponent("a.html"))
        try files.createSymbolicLink(at: shard.appendingPathComponent("a.html"), withDestinationURL: secret.appendingPathComponent("shadow"))
        let again = try folder("again")
        let run = try cli.bitext(["merge", shard.path, "-o", again.path, "-q"])
        #expect(run.status != 0 && run.stderr.contains("symbolic link"), "\(run.stderr)")
        #expect(!((try? String(contentsOf: again.appendingPathComponent("a.html"), encoding: .utf8)) ?? "").contains("SECRET"))
    }

    /// 5. A revision that git would read as an option is refused before git runs.
    @Test func gitOptionsCannotBeInjected() throws {
        let repo = try folder("repo")
        try write("# A\n\na.\n", repo.appendingPathComponent("a.md"))
        let victim = repo.deletingLastPathComponent().appendingPathComponent("victim.txt")
        try write("keep", victim)
        let coverage = try cli.bitext(["coverage", repo.path, "--since=--output=\(victim.path)"])
        let diff = try cli.bitext(["diff", "--git=--output=\(victim.path)", repo.path])
        for run in [coverage, diff] { #expect(run.status != 0 && run.stderr.contains("'-'"), "\(run.stderr)") }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(!files.fileExists(atPath: victim.path + ":a.md"))
    }

    /// 6. Names that sanitize alike, or that a suffix makes alike, each get their own outputs.
    @Test func namesThatCollideAreNumberedWithoutCrashing() throws {
        let input = try folder("in"), output = try folder("out")
        for name in ["my notes", "my-notes", "my-notes-2"] { try write("# \(name)\n\nText of \(name).\n", input.appendingPathComponent(name + ".md")) }
        let run = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let pages = try files.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".html") && $0.hasPrefix("my") }.sorted()
        #expect(pages == ["my-notes-2.html", "my-notes-3.html", "my-notes.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("my-notes.html"), encoding: .utf8).contains("Text of my-notes."))
        let versions = try folder("versions"), out2 = try folder("out2")
        for version in ["v1", "v2"] {
            for name in ["install", "install-2"] { try write("# \(name)\n\n\(version) \(name).\n", versions.appendingPathComponent("\(version)/docs/\(name).md")) }
        }
        let two = try cli.bitext(["convert", versions.appendingPathComponent("v1/docs").path, versions.appendingPathComponent("v2/docs").path, "-o", out2.path, "-q"])
        #expect(two.status == 0, "\(two.stderr)")
        #expect(try files.contentsOfDirectory(atPath: out2.appendingPathComponent("docs").path).filter { $0.hasSuffix(".html") }.count == 4)
    }

    /// 7, 19. Numbers out of range are usage errors, not crashes or silent passes.
    @Test(arguments: [
        ["convert", "X", "--max-file-size", "8796093022208"], ["coverage", "X", "--fail-under", "nan"], ["coverage", "X", "--fail-under", "150"],
        ["convert", "X", "--shard", "1/x/2"],
    ])
    func outOfRangeOptionsAreUsageErrors(arguments: [String]) throws {
        let run = try cli.bitext(arguments)
        #expect(run.status == 64, "\(arguments): \(run.status) \(run.stderr)")
    }

    /// 8. A document called `index` or `coverage` does not take the site's pages.
    @Test func documentsNeverTakeTheSitesNames() throws {
        let input = try folder("in"), output = try folder("out")
        for name in ["index", "coverage", "sitemap", "search/x", "assets/y", "docs/index"] {
            try write("# \(name)\n\nThe page \(name).\n", input.appendingPathComponent(name + ".md"))
        }
        #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 0)
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("index-2.html") && !index.contains("The page index."))
        for page in ["index-2", "coverage-2", "sitemap-2", "search-2/x", "assets-2/y", "docs/index"] {
            #expect(files.fileExists(atPath: output.appendingPathComponent(page + ".html").path), "\(page)")
        }
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.components(separatedBy: "<loc>index.html</loc>").count == 2)
    }

    /// 15. A second run on a locked output folder fails at once and touches nothing.
    @Test func aSecondRunOnALockedFolderFailsFast() throws {
        let input = try folder("in"), output = try folder("out")
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        let lockPath = output.appendingPathComponent(".bitext-lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o666)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let run = try cli.bitext(["convert", input.path, "-o", output.path, "-q"])
        #expect(run.status == 1 && run.stderr.contains("another bitext run"), "\(run.stderr)")
        #expect(try files.contentsOfDirectory(atPath: output.path) == [".bitext-lock"])
    }

    /// 16. A document that fails loses its old outputs; when it is deleted, or merged away, the
    /// folder is the one a clean run gives.
    @Test func failuresAndMergesLeaveTheFolderOfACleanRun() throws {
        let input = try folder("in"), output = try folder("out")
        try write("# A\n\nFirst document.\n", input.appendingPathComponent("a.md"))
        try write("# B\n\nSecond document.\n", input.appendingPathComponent("b.md"))
        #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 0)
        try Data(Array("# B\n\nbad ".utf8) + [0xC3, 0x28]).write(to: input.appendingPathComponent("b.md"))
        #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 1)
        let clean = try folder("clean")
        _ = try cli.bitext(["convert", input.path, "-o", clean.path, "-q"])
        #expect(try tree(output) == tree(clean))
        // Again, nothing changed: the manifest retracted for the failing document is rewritten.
        #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 1)
        #expect(try tree(output) == tree(clean))
        try files.removeItem(at: input.appendingPathComponent("b.md"))
        #expect(try cli.bitext(["convert", input.path, "-o", output.path, "-q"]).status == 0)
        let clean2 = try folder("clean2")
        _ = try cli.bitext(["convert", input.path, "-o", clean2.path, "-q"])
        #expect(try tree(output) == tree(clean2))
        // Merged into a folder a larger conversion used.
        let used = try folder("used")
        try write("# C\n\nThird document.\n", input.appendingPathComponent("c.md"))
        #expect(try cli.bitext(["convert", input.path, "-o", used.path, "-q"]).status == 0)
        try files.removeItem(at: input.appendingPathComponent("c.md"))
        let s1 = try folder("s1"), s2 = try folder("s2")
        _ = try cli.bitext(["convert", input.path, "-o", s1.path, "--shard", "1/2", "-q"])
        _ = try cli.bitext(["convert", input.path, "-o", s2.path, "--shard", "2/2", "-q"])
        #expect(try cli.bitext(["merge", s1.path, s2.path, "-o", used.path, "-q"]).status == 0)
        #expect(try tree(used) == tree(clean2))
    }

    /// 19. Counts add up, sizes are exact, and control characters in names stay escaped.
    @Test func messagesAreExactAndInert() throws {
        let input = try folder("in"), output = try folder("out")
        try write("# A\n\na.\n", input.appendingPathComponent("a.md"))
        try Data([0xC3, 0x28]).write(to: input.appendingPathComponent("bad\u{1B}[31mred.md"))
        let run = try cli.bitext(["convert", input.path, "-o", output.path])
        #expect(run.stdout.contains("2 documents: 1 converted, 0 unchanged, 1 failed"), "\(run.stdout)")
        #expect(!run.stderr.contains("\u{1B}") && run.stderr.contains("bad\\u{1B}[31mred.md"), "\(run.stderr)")
        // A right-to-left override shows `gpj.md` as `dm.jpg`; a C1 CSI is an escape sequence.
        try Data([0xC3, 0x28]).write(to: input.appendingPathComponent("x\u{202E}gpj\u{9B}31m.md"))
        try write("# B\n\nb.\n", input.appendingPathComponent("y\u{202E}txt.md"))
        let bidi = try cli.bitext(["convert", input.path, "-o", output.path])
        #expect(!bidi.stderr.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B }, "\(bidi.stderr)")
        #expect(bidi.stderr.contains("x\\u{202E}gpj\\u{9B}31m.md"), "\(bidi.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(names.contains("y_txt.html") && !names.contains { $0.unicodeScalars.contains { $0.value == 0x202E } })
        let big = input.appendingPathComponent("big.md")
        try Data(repeating: UInt8(ascii: "a"), count: 1_048_577).write(to: big)
        let sized = try cli.bitext(["inspect", big.path, "--max-file-size", "1"])
        #expect(sized.stderr.contains("1048577 bytes, over the limit of 1048576 bytes"), "\(sized.stderr)")
    }
}
