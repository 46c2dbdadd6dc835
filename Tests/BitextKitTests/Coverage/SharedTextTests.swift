@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// One definition of "has a translation": English kept in the Chinese file (whole, edited, or any
/// text without Han) is untranslated in coverage and in every export; text a translation keeps as
/// it is by design is shared, in no percentage and no export.
@Suite struct SharedTextTests {
    /// A translated API page (most of its text is Chinese): field lines, a status line, a kept name and a person's name copied as
    /// they are; one prose paragraph left in English.
    static let english = """
        # Pod reference

        The Pod runs one or more containers on a node and restarts them when they fail.

        Each container in the Pod shares the network namespace and can reach the others on localhost.

        A Pod is scheduled once; when its node goes away, a controller creates a replacement elsewhere.

        - **apiVersion**: v1

        - **nodeName** (string)

          The node the scheduler placed the Pod on, once it is bound.

        401: Unauthorized

        Maintained by Jane Doe (@jdoe)

        Watch the events of the Pod to see why a container restarted after it failed.

        The kubelet

        """
    static let chinese = """
        # Pod 参考

        Pod 在节点上运行一个或多个容器，并在容器失败时重启它们。

        Pod 中的每个容器共享网络名字空间，并可以通过 localhost 访问彼此。

        Pod 只会被调度一次；当其所在节点消失时，控制器会在别处创建一个替代的 Pod。

        - **apiVersion**: v1

        - **nodeName** (string)

          调度器在绑定后为 Pod 选定的节点。

        401: Unauthorized

        Maintained by Jane Doe (@jdoe)

        Watch the events of the Pod to see why a container restarted after it failed.

        kubelet

        """

    func states() throws -> [(state: PairState, text: String)] {
        let processed = Fixtures.processed(Self.english, Self.chinese)
        let measured = processed.coverage
        return zip(processed.alignment.pairs, measured.states).map { ($1, $0.english.map(\.plainText).joined(separator: " ")) }
    }

    @Test func copiesByDesignAreSharedAndCopiedProseIsUntranslated() throws {
        let states = try states()
        let state = { (prefix: String) in states.first { $0.text.hasPrefix(prefix) }?.state }
        #expect(state("apiVersion") == .shared)
        #expect(state("nodeName") == .shared)
        #expect(state("401") == .shared)
        #expect(state("The kubelet") == .shared)
        #expect(state("Watch the events") == .untranslated)
        // A sentence copied whole keeps its function words ("by"): left untranslated.
        #expect(state("Maintained by") == .untranslated)
        #expect(state("The Pod runs") == .translated)
    }

    /// An English page copied into the Chinese folder and edited a little has no Han: nothing in
    /// it is a translation, and nothing copied in it is deliberate.
    @Test func anEditedEnglishCopyIsUntranslatedThroughout() throws {
        let english = "# Install\n\nDownload the archive and unpack it.\n\nRun the installer as root.\n\nKubeEdge\n"
        let copy = "# Install\n\nDownload the archive and unpack it somewhere.\n\nRun the installer as the root user.\n\nKubeEdge\n"
        let processed = Fixtures.processed(english, copy)
        #expect(processed.coverage.states.allSatisfy { $0 == .untranslated || $0 == .neutral })
        #expect(processed.coverage.summary.words.percent == 0)
    }

    @Test func sharedTextIsCountedApartFromThePercentages() throws {
        let summary = Fixtures.processed(Self.english, Self.chinese).coverage.summary
        #expect(summary.sharedBlocks == 4 && summary.sharedWords > 0)
        #expect(summary.blocks.untranslated == 2 && summary.blocks.total == summary.blocks.translated + 2)
    }

    /// Every export gives an English copy no translation and leaves shared text out.
    @Test func exportsGiveCopiesNoTranslationAndLeaveSharedTextOut() throws {
        let bundle = BundleBuilder().bundle(Fixtures.processed(Self.english, Self.chinese), name: "g")
        let po = try ExportFormat.po.render([bundle])
        let copied = "msgid \"Watch the events of the Pod to see why a container restarted after it failed.\"\nmsgstr \"\"\n"
        #expect(po.contains(copied))
        #expect(!po.contains("msgid \"401: Unauthorized\"") && !po.contains("msgid \"**apiVersion**: v1\""))
        let xliff = try ExportFormat.xliff.render([bundle])
        #expect(!xliff.contains("<target>Watch the events"))
        #expect(!(try ExportFormat.tmx.render([bundle])).contains("<seg>Watch the events"))
        let xliff12 = try ExportFormat.xliff12.render([bundle])
        #expect(!xliff12.contains(">Watch the events of the Pod to see why a container restarted after it failed.</target>"))
    }

    @Test(arguments: [
        ("apiVersion", true), ("v1.31", true), ("CSI", true), ("/etc/kubernetes", true), ("--force", true),
        ("Pod", false), ("node", false), ("Kubernetes", false), ("x509", true), ("map[string]string", true),
    ])
    func codeLikeWords(word: String, expected: Bool) {
        #expect(SharedText.isCodeLike(word[...]) == expected)
    }
}
