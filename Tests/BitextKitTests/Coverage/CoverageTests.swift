@testable import BitextKit
import BitextModel
import Foundation
import Testing

@Suite struct CoverageTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-cov-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

    static let paragraphs = [
        "Call `makeUIView(context:)` once to build the view and keep a reference to it.",
        "Update the view in `updateUIView(_:context:)` whenever the bound state changes.",
        "Use a coordinator to forward delegate callbacks back into SwiftUI bindings.",
        "Release observers in `dismantleUIView(_:coordinator:)` before the view goes away.",
    ]
    static let translations = [
        "只调用一次 `makeUIView(context:)` 来构建视图，并保留对它的引用。",
        "每当绑定的状态变化时，在 `updateUIView(_:context:)` 中更新视图。",
        "使用协调器把代理回调转发回 SwiftUI 绑定。",
        "在视图消失之前，于 `dismantleUIView(_:coordinator:)` 中释放观察者。",
    ]

    @Test func aFullyTranslatedPageIs100WhateverItsLatinMix() async throws {
        let dir = try Self.folder()
        try Self.write(Self.paragraphs.joined(separator: "\n\n"), dir.appendingPathComponent("g.md"))
        try Self.write(Self.translations.joined(separator: "\n\n"), dir.appendingPathComponent("g.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "g", english: dir.appendingPathComponent("g.md").path, chinese: dir.appendingPathComponent("g.zh.md").path)
        #expect(coverage.summary.blocks.percent == 100)
        #expect(coverage.summary.words.percent == 100)
        #expect(coverage.summary.characters.percent == 100)
    }

    /// A paragraph the translation left in English, word for word, is untranslated however well
    /// it pairs; a name kept alone (`Kubelet`) is the same by design: shared, in no percentage.
    @Test func anEnglishCopyInTheTranslationIsUntranslated() async throws {
        let dir = try Self.folder()
        try Self.write("# Kubelet\n\n" + Self.paragraphs.joined(separator: "\n\n"), dir.appendingPathComponent("g.md"))
        let chinese = ["# Kubelet"] + Self.translations.prefix(2) + [Self.paragraphs[2], Self.translations[3]]
        try Self.write(chinese.joined(separator: "\n\n"), dir.appendingPathComponent("g.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "g", english: dir.appendingPathComponent("g.md").path, chinese: dir.appendingPathComponent("g.zh.md").path)
        #expect(coverage.items.filter { $0.state == .untranslated }.map(\.text) == [Self.paragraphs[2]])
        #expect(coverage.summary.blocks.untranslated == 1 && coverage.summary.blocks.total == 4)
        #expect(coverage.items.filter { $0.state == .shared }.map(\.text) == ["Kubelet"] && coverage.summary.sharedBlocks == 1)
    }

    @Test func droppingOneOfFourEqualParagraphsIs75ByEveryWeight() async throws {
        let dir = try Self.folder()
        // Four different paragraphs of twelve words each: equal weight, distinct content.
        let en = [
            "Call makeUIView once to build the view and keep its reference safe.",
            "Update the view in updateUIView whenever the bound state value changes later.",
            "Use one small coordinator to forward delegate callbacks back into SwiftUI bindings.",
            "Release all observers in dismantleUIView before the hosted view finally goes away.",
        ]
        let zh = [
            "只调用一次 makeUIView 来构建视图，并妥善保留对它的引用。",
            "每当绑定的状态值之后发生变化时，在 updateUIView 中更新视图。",
            "使用一个小协调器把代理回调转发回 SwiftUI 绑定。",
            "在托管的视图最终消失之前，于 dismantleUIView 中释放所有观察者。",
        ]
        #expect(en.allSatisfy { TextWeight($0).words == 12 })
        try Self.write(en.joined(separator: "\n\n"), dir.appendingPathComponent("g.md"))
        try Self.write([zh[0], zh[1], zh[3]].joined(separator: "\n\n"), dir.appendingPathComponent("g.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "g", english: dir.appendingPathComponent("g.md").path, chinese: dir.appendingPathComponent("g.zh.md").path)
        #expect(coverage.summary.blocks.percent == 75)
        #expect(coverage.summary.words.percent == 75)
        // Untranslated English is weighed in estimated characters, rounded to whole characters.
        #expect(abs(coverage.summary.characters.percent - 75) <= 0.5)
        #expect(coverage.items.filter { $0.state == .untranslated }.map(\.line) == [5])
    }

    @Test func commentEnglishGivesTranslatedStaleUntranslatedChineseOnlyAndOutdated() async throws {
        let dir = try Self.folder()
        let page = """
        \(Self.paragraphs[0])

        \(Self.paragraphs[1].replacingOccurrences(of: "whenever", with: "every time"))

        A brand new paragraph nobody has translated yet, about hosting controllers.

        ```swift
        let host = UIHostingController(rootView: Text("Hi"))
        ```
        """
        let translation = """
        译者补充的说明，没有对应的英文。

        <!--
        \(Self.paragraphs[0])
        -->
        \(Self.translations[0])

        <!--
        \(Self.paragraphs[1])
        -->
        \(Self.translations[1])

        <!--
        This paragraph was removed from the English page some time ago.
        -->
        这一段已经从英文页面删除了。

        ```swift
        let host = UIHostingController(rootView: Text("Hi"))
        ```
        """
        try Self.write(page, dir.appendingPathComponent("p.md"))
        try Self.write(translation, dir.appendingPathComponent("p.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "p", english: dir.appendingPathComponent("p.md").path, chinese: dir.appendingPathComponent("p.zh.md").path)
        #expect(coverage.staleSource == "comments")
        let states = coverage.items.map(\.state)
        #expect(states == [.translated, .stale, .untranslated, .neutral, .chineseOnly])
        let stale = coverage.items[1]
        #expect(stale.diff?.contains("[-whenever-] {+every time+}") == true)
        #expect(stale.line == 3)
        #expect(coverage.outdatedComments.map(\.text) == ["This paragraph was removed from the English page some time ago."])
        #expect(coverage.summary.blocks.total == 3 && coverage.summary.blocks.translated == 1)
        #expect(coverage.summary.neutralBlocks == 1 && coverage.summary.chineseOnlyBlocks == 1)
    }

    @Test func gitHistoryMarksEditedParagraphsStaleAndNewOnesUntranslated() async throws {
        let dir = try Self.folder()
        func git(_ args: String...) async throws { _ = try await Git.run(["-c", "user.name=T", "-c", "user.email=t@example.com"] + args, in: dir.path) }
        try await git("init", "-q")
        try Self.write(Self.paragraphs.joined(separator: "\n\n"), dir.appendingPathComponent("g.md"))
        try Self.write(Self.translations.joined(separator: "\n\n"), dir.appendingPathComponent("g.zh.md"))
        try await git("add", ".")
        try await git("commit", "-q", "-m", "translate")
        var edited = Self.paragraphs
        edited[0] = edited[0].replacingOccurrences(of: "keep a reference", with: "hold a strong reference")
        edited[2] = edited[2].replacingOccurrences(of: "delegate callbacks", with: "target-action events")
        edited.append("New: prefer `sizingOptions` over manual preferred content sizes on iOS 16 and later.")
        try Self.write(edited.joined(separator: "\n\n"), dir.appendingPathComponent("g.md"))
        try await git("commit", "-q", "-am", "edit English")
        let coverage = try await CoverageRunner(since: "auto").measure(name: "g", english: dir.appendingPathComponent("g.md").path, chinese: dir.appendingPathComponent("g.zh.md").path)
        #expect(coverage.staleSource == "git")
        #expect(coverage.items.map(\.state) == [.stale, .translated, .stale, .translated, .untranslated])
        #expect(coverage.items[0].diff?.contains("[-keep-] {+hold+} a {+strong+}") == true)
    }

    @Test func bundleDiffReportsExactlyTheEditedParagraphAsNewlyStale() throws {
        let dir = try Self.folder()
        try Self.write(Self.paragraphs.joined(separator: "\n\n"), dir.appendingPathComponent("old.md"))
        var edited = Self.paragraphs
        edited[3] = edited[3].replacingOccurrences(of: "Release observers", with: "Remove every observer")
        try Self.write(edited.joined(separator: "\n\n"), dir.appendingPathComponent("new.md"))
        try Self.write(Self.translations.joined(separator: "\n\n"), dir.appendingPathComponent("zh.md"))
        let processor = DocumentProcessor()
        let old = BundleBuilder().bundle(try processor.process(englishPath: dir.appendingPathComponent("old.md").path, chinesePath: dir.appendingPathComponent("zh.md").path), name: "g")
        let new = BundleBuilder().bundle(try processor.process(englishPath: dir.appendingPathComponent("new.md").path, chinesePath: dir.appendingPathComponent("zh.md").path), name: "g")
        let diff = BundleDiff.compare(old: old, new: new)
        #expect(diff.changes.map(\.kind) == ["newlyStale"])
        #expect(diff.changes.first?.english == edited[3].replacingOccurrences(of: "`", with: ""))
        #expect(diff.changes.first?.diff?.contains("[-Release observers-]") == true)
    }

    @Test func wordDiffAndSimilarity() {
        #expect(WordDiff.diff("a b c d", "a x c d e") == "a [-b-] {+x+} c d {+e+}")
        #expect(WordDiff.similarity("one two three", "one two four") > 0.6)
        #expect(WordDiff.similarity("one", "two") == 0)
    }

    /// What a translator would not call stale: a comment of two paragraphs the page still has, a
    /// reference-style link written out differently, a paragraph only reflowed, and comments
    /// that translate nothing (a note to editors, front matter without a title).
    @Test func commentsJudgeOnlyAChangeOfWords() async throws {
        let dir = try Self.folder()
        let page = """
        \(Self.paragraphs[0])

        \(Self.paragraphs[1])

        The fix for [CVE-2021-25741][cve] changed how \(Self.paragraphs[2].prefix(1).lowercased())\(Self.paragraphs[2].dropFirst())

        [cve]: https://github.com/kubernetes/kubernetes/issues/104980
        """
        let translation = """
        <!--
        reviewers:
        - someone
        -->

        <!--
        \(Self.paragraphs[0])

        \(Self.paragraphs[1])
        -->
        \(Self.translations[0])

        \(Self.translations[1])

        <!-- for editors: keep the link below in sync with the English page. -->
        <!--
        The fix for [CVE-2021-25741][CVE-2021-25741] changed
        how \(Self.paragraphs[2].prefix(1).lowercased())\(Self.paragraphs[2].dropFirst())
        -->
        [CVE-2021-25741](https://github.com/kubernetes/kubernetes/issues/104980) 的修复改变了\(Self.translations[2])
        """
        try Self.write(page, dir.appendingPathComponent("p.md"))
        try Self.write(translation, dir.appendingPathComponent("p.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "p", english: dir.appendingPathComponent("p.md").path, chinese: dir.appendingPathComponent("p.zh.md").path)
        #expect(coverage.staleSource == "comments")
        #expect(coverage.items.map(\.state) == [.translated, .translated, .translated], "\(coverage.items.map(\.diff))")
        #expect(coverage.outdatedComments.isEmpty, "\(coverage.outdatedComments.map(\.text))")
    }

    @Test func englishTextComparesWordsOnly() {
        #expect(EnglishText.fingerprint("See [CVE-2021-25741][CVE-2021-25741], *now*.") == EnglishText.fingerprint("See CVE-2021-25741, now."))
        #expect(EnglishText.hashes("{{< note >}}\nKeep it.\n{{< /note >}}") == EnglishText.hashes("keep IT"))
        #expect(EnglishText.fingerprint("Keep it.") != EnglishText.fingerprint("Keep them."))
        #expect(CommentStaleness.verdict(english: ["{{< note >}}"], chinese: [], previous: EnglishText.hashes("x")) == nil)
    }
}

