import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// A small Hugo site written by the test: config, i18n, a glossary, examples.
struct HugoFixture {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-hugo-\(UUID().uuidString)").path
        try write("hugo.toml", """
            defaultContentLanguage = "en"
            contentDir = "content/en"
            [params]
            version = "v1.29"
            latest = "v1.29"
            [languages.en]
            weight = 1
            [languages.zh-cn]
            contentDir = "content/zh-cn"
            [languages.zh-cn.params]
            version = "v1.29-zh"
            """)
        try write("i18n/en.toml", "[note]\nother = \"Heads up:\"\n[whatsnext_heading]\nother = \"Where next\"\n")
        // A git symbolic link checked out as a file holding its target, as Kubernetes' i18n files are.
        try write("i18n/zh-cn.toml", "../data/i18n/zh-cn/zh-cn.toml")
        try write("data/i18n/zh-cn/zh-cn.toml", "note = \"注：\"\n")
        try write("content/en/docs/reference/glossary/pod.md", """
            ---
            title: Pod
            full_link: /docs/concepts/workloads/pods/
            short_description: >
              The smallest unit a {{< glossary_tooltip text="cluster" term_id="cluster" >}} runs.
            ---
            The smallest and simplest Kubernetes object.

            <!--more-->

            A Pod runs containers.
            """)
        try write("content/en/examples/pods/simple-pod.yaml", "apiVersion: v1\nkind: Pod\n")
        try write("content/en/docs/concepts/other.md", "# Other\n")
    }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Reads `text` as the page `relative` of the site.
    func read(_ text: String, at relative: String = "content/en/docs/concepts/page.md") throws -> ReadResult {
        try write(relative, text)
        return try DocumentReader().read(path: root + "/" + relative)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct ShortcodeTests {
    static func callout(_ block: Block) -> (kind: String, title: String?, blocks: [Block])? {
        if case .callout(let kind, let title, let blocks) = block.kind { return (kind, title, blocks) }
        return nil
    }

    @Test func glossaryTooltipIsItsTextLinkedWithTheTermsDescription() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("Run {{< glossary_tooltip text=\"pods\" term_id=\"pod\" >}} and {{< glossary_tooltip term_id=\"pod\" >}}.\n")
        let inlines = read.document.blocks[0].inlines
        #expect(read.document.blocks[0].plainText == "Run pods and Pod.")
        guard case .link(let destination, let title, let content) = inlines[1] else { Issue.record("\(inlines)"); return }
        #expect(destination == "/docs/concepts/workloads/pods/" && content.plainText == "pods")
        // The description's own shortcode is read as its text.
        #expect(title == "The smallest unit a cluster runs.")
    }

    /// A tag written over two lines ends its paragraph on the second: the range covers the
    /// source a translation replaces (it used to end where the tag opened).
    @Test func aTagOverTwoLinesEndsItsParagraphOnTheSecond() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("Run {{< glossary_tooltip text=\"pods\"\nterm_id=\"pod\" >}} now.\n\nNext.\n")
        #expect(read.document.blocks.map(\.range.lines) == [1...2, 4...4])
    }

    @Test func notesAreCalloutsLabelledFromTheSitesI18n() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let english = try site.read("{{< note >}}\nFirst.\n\nSecond.\n{{< /note >}}\n\nAfter.\n")
        let note = try #require(Self.callout(english.document.blocks[0]))
        #expect(note.kind == "note" && note.title == "Heads up:" && note.blocks.map(\.plainText) == ["First.", "Second."])
        #expect(english.document.blocks[0].range.lines == 1...5, "the callout's lines include both tags")
        #expect(english.document.blocks[1].range.lines == 7...7)
        let chinese = try site.read("{{< note >}}第一。{{< /note >}}\n", at: "content/zh-cn/docs/concepts/page.md")
        #expect(Self.callout(chinese.document.blocks[0])?.title == "注：", "the zh-cn i18n file is a link to follow")
    }

    @Test func codeSampleInlinesTheExampleFileAndKeepsLinesAfterIt() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("Intro:\n{{% code_sample file=\"pods/simple-pod.yaml\" %}}\nAfter.\n\n{{% code_sample file=\"pods/missing.yaml\" %}}\n")
        let blocks = read.document.blocks
        #expect(blocks.map(\.kind.name) == ["paragraph", "code", "paragraph", "paragraph"])
        guard case .code(_, let language, let text) = blocks[1].kind else { Issue.record("no code"); return }
        #expect(language == "yaml" && text == "apiVersion: v1\nkind: Pod")
        #expect(blocks[1].range.lines == 2...2 && blocks[2].range.lines == 3...3)
        #expect(blocks[3].plainText == "pods/missing.yaml")
        #expect(read.diagnostics.contains { $0.identifier == "shortcode.unresolved" && $0.location?.line == 5 })
    }

    /// A page names the files it includes; one outside the site (a path climbing out of the
    /// examples folder, or a link pointing out) is not read, so not published.
    @Test func includedFilesStayInsideTheSite() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-secret-\(UUID().uuidString).yaml").path
        try "password: hunter2\n".write(toFile: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content/en/examples/link.yaml", withDestinationPath: secret)
        let climb = String(repeating: "../", count: 12) + String(secret.dropFirst())
        let read = try site.read("{{% code_sample file=\"\(climb)\" %}}\n\n{{% code_sample file=\"link.yaml\" %}}\n")
        #expect(!read.document.blocks.contains { $0.plainText.contains("hunter2") })
        #expect(read.diagnostics.filter { $0.identifier == "shortcode.unresolved" }.count == 2)
    }

    @Test func headingParamAndValuesInCode() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let text = "## {{% heading \"whatsnext\" %}}\n\nSee [API](https://k8s.io/{{< param \"version\" >}}/api).\n\n```shell\nkubectl version # {{< param \"version\" >}}\n```\n"
        let blocks = try site.read(text).document.blocks
        #expect(blocks[0].plainText == "Where next")
        guard case .link(let destination, _, _) = blocks[1].inlines[1] else { Issue.record("\(blocks[1].inlines)"); return }
        #expect(destination == "https://k8s.io/v1.29/api")
        #expect(blocks[2].plainText == "kubectl version # v1.29")
        let chinese = try site.read(text, at: "content/zh-cn/docs/concepts/page.md").document.blocks
        #expect(chinese[0].plainText == "接下来", "built-in Kubernetes strings where the site's i18n has none")
        #expect(chinese[2].plainText == "kubectl version # v1.29-zh", "the language's own params first")
    }

    @Test func refIsARelativePathToThePage() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let blocks = try site.read("[Other]({{< ref \"/docs/concepts/other#top\" >}}) and [Gone]({{< relref \"gone\" >}}).\n", at: "content/en/docs/concepts/deep/page.md").document.blocks
        let destinations = blocks[0].inlines.compactMap { if case .link(let d, _, _) = $0 { d } else { nil } }
        #expect(destinations == ["../other.md#top", "gone"])
    }

    @Test func tabsFigureFeatureStateMermaidAndUnknown() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let text = """
            {{< tabs name="t" >}}
            {{< tab name="Shell" codelang="bash" >}}
            echo hi
            {{< /tab >}}
            {{% tab name="Prose" %}}
            Some *prose*.
            {{% /tab %}}
            {{< /tabs >}}

            {{< figure src="/images/pod.svg" alt="Pod diagram" caption="A pod" >}}

            {{< feature-state state="beta" for_k8s_version="v1.27" >}}

            {{< mermaid >}}
            graph LR; a-->b
            {{< /mermaid >}}

            Before {{< made-up x="1" >}} after, and {{</* note */>}} shown as written.
            """
        let blocks = try site.read(text).document.blocks
        let tabs = try #require(Self.callout(blocks[0]))
        #expect(tabs.kind == "tabs" && tabs.blocks.count == 2)
        let shell = try #require(Self.callout(tabs.blocks[0]))
        #expect(shell.kind == "tab" && shell.title == "Shell")
        guard case .code(_, "bash", "echo hi")? = shell.blocks.first?.kind else { Issue.record("\(shell.blocks)"); return }
        #expect(Self.callout(tabs.blocks[1])?.blocks.first?.plainText == "Some prose.")
        guard case .image("Pod diagram", "/images/pod.svg", "A pod") = blocks[1].kind else { Issue.record("\(blocks[1])"); return }
        #expect(blocks[2].plainText == "FEATURE STATE: Kubernetes v1.27 [beta]")
        guard case .code(_, "mermaid", "graph LR; a-->b") = blocks[3].kind else { Issue.record("\(blocks[3])"); return }
        #expect(blocks[4].plainText.hasPrefix("Before [made-up] after"), "a shortcode without a rule shows as a marker, never as written")
        #expect(blocks[4].plainText.hasSuffix("and {{< note >}} shown as written."))
    }

    @Test func aSiteNamesItsOwnShortcodesInBitextYml() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("bitext.yml", "shortcodes:\n  hint: tip\n  sample: code_sample\n")
        let blocks = try site.read("{{< hint >}}\nA hint.\n{{< /hint >}}\n\n{{% sample file=\"pods/simple-pod.yaml\" %}}\n").document.blocks
        #expect(Self.callout(blocks[0])?.kind == "tip")
        guard case .code(_, "yaml", _) = blocks[1].kind else { Issue.record("\(blocks[1])"); return }

        let broken = try HugoFixture()
        defer { broken.remove() }
        try broken.write("bitext.yml", "shortcodes:\n  hint: nonsense\n")
        let read = try broken.read("Text.\n\n{{< note >}}\nN.\n{{< /note >}}\n")
        #expect(read.diagnostics.contains { $0.path.hasSuffix("bitext.yml") && $0.location?.line == 2 }, "\(read.diagnostics)")
        #expect(Self.callout(read.document.blocks[1])?.kind == "note", "the built-in shortcodes still work")
    }

    @Test func definitionsIncludesLinksVersionsAndWrappers() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("content/en/includes/prereqs.md", "You need a {{< glossary_tooltip text=\"cluster\" term_id=\"cluster\" >}}.\n")
        let text = """
            {{< glossary_definition term_id="pod" length="short" prepend="In short," >}}

            {{< glossary_definition term_id="pod" length="all" >}}

            {{< include "prereqs.md" >}}

            See {{< link text="the blog" url="https://k8s.io/blog/" >}} and {{< api-reference page="workload-resources/pod-v1" anchor="PodSpec" >}}.

            Versions {{< skew currentVersion >}}, {{< skew prevMinorVersion >}}, {{< latest-version >}}.

            {{< table caption="Sizes" >}}
            | a | b |
            |---|---|
            | 1 | 2 |
            {{< /table >}}

            {{% thirdparty-content %}}
            """
        let blocks = try site.read(text).document.blocks
        #expect(blocks[0].plainText == "In short, the smallest and simplest Kubernetes object.")
        #expect(blocks[1].plainText == "The smallest and simplest Kubernetes object." && blocks[2].plainText == "A Pod runs containers.")
        #expect(blocks[1].range.lines == 3...3, "included text stands for the tag's line")
        #expect(blocks[3].plainText == "You need a cluster.")
        let destinations = blocks[4].inlines.compactMap { if case .link(let d, _, let c) = $0 { d + " " + c.plainText } else { nil } }
        #expect(destinations == ["https://k8s.io/blog/ the blog", "/docs/reference/kubernetes-api/workload-resources/pod-v1#PodSpec PodSpec"])
        #expect(blocks[5].plainText == "Versions 1.29, 1.28, v1.29.")
        guard case .table = blocks[6].kind else { Issue.record("\(blocks[6])"); return }
        let note = try #require(Self.callout(blocks[7]))
        #expect(note.kind == "note" && note.blocks.first?.plainText.hasPrefix("Items on this page refer to third party products") == true)
    }

    @Test func unbalancedQuotesStayAsTextWithTheirLine() {
        let read = Fixtures.markdown("Intro.\n\nSee {{< glossary_tooltip text=\"pods term_id=\"pod\" >}} here.\n")
        #expect(read.document.blocks[1].plainText == "See {{< glossary_tooltip text=\"pods term_id=\"pod\" >}} here.")
        let warning = read.diagnostics.first { $0.identifier == "shortcode.malformed" }
        #expect(warning?.location?.line == 3)
    }

    @Test func docusaurusAndVitePressContainersAndGitHubAlerts() {
        let text = ":::tip[Try this]\nA tip.\n:::\n\n::: warning\nCareful.\n:::\n\n> [!IMPORTANT]\n> Read me.\n\n```\n:::note\n```\n"
        let blocks = Fixtures.markdown(text).document.blocks
        #expect(Self.callout(blocks[0]).map { [$0.kind, $0.title ?? ""] } == ["tip", "Try this"])
        #expect(Self.callout(blocks[1]).map { [$0.kind, $0.blocks[0].plainText] } == ["warning", "Careful."])
        #expect(Self.callout(blocks[2]).map { [$0.kind, $0.blocks[0].plainText] } == ["important", "Read me."])
        #expect(blocks[3].plainText == ":::note", "a container line in code is code")
        #expect(blocks.map(\.range.startLine) == [1, 5, 9, 12])
    }

    @Test func calloutsInListItemsAndOnTheTagsLine() {
        let text = "1. Step\n   {{< note >}}\n   Nested.\n   {{< /note >}}\n2. Next\n\n{{< caution >}} Same line.\nMore.{{< /caution >}}\nAfter.\n"
        let blocks = Fixtures.markdown(text).document.blocks
        guard case .list(_, _, let items) = blocks[0].kind else { Issue.record("\(blocks[0])"); return }
        #expect(items.count == 2 && Self.callout(items[0].blocks[1])?.blocks.first?.plainText == "Nested.")
        #expect(Self.callout(blocks[1])?.blocks.first?.plainText == "Same line. More.")
        #expect(blocks[2].plainText == "After." && blocks[2].range.startLine == 9)
    }

    @Test func aCalloutOfSeveralParagraphsAlignsParagraphByParagraph() {
        let english = "{{< note >}}\nThe first paragraph of the note explains the default.\n\nThe second paragraph tells you how to change it.\n{{< /note >}}\n"
        let chinese = "{{< note >}}\n注释的第一段解释默认值。\n\n第二段告诉你如何更改它。\n{{< /note >}}\n"
        let pairs = Fixtures.processed(english, chinese).alignment.pairs.filter { !$0.english.isEmpty && !$0.chinese.isEmpty }
        #expect(pairs.count == 2)
        #expect(pairs.allSatisfy { $0.english.first.flatMap { Self.callout($0.block) }?.kind == "note" })
    }

    /// A page naming an include that names another, forty times at each level: 64,000 copies.
    /// The page's expansion budget stops it; the rest stay as written, with one warning.
    @Test func includesThatMultiplyStopAtThePagesBudget() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let tag = { (name: String) in String(repeating: "{{< include \"\(name)\" >}}\n\n", count: 40) }
        try site.write("content/en/includes/a.md", tag("b"))
        try site.write("content/en/includes/b.md", tag("c"))
        try site.write("content/en/includes/c.md", String(repeating: "Included text about pods and nodes. ", count: 20) + "\n")
        let page = "# Page\n\n" + tag("a")
        let read = try site.read(page)
        let budget = ExpansionBudget(pageBytes: page.utf8.count).limit
        let written = read.document.blocks.reduce(0) { $0 + $1.plainText.utf8.count }
        #expect(written <= budget + page.utf8.count)
        #expect(read.diagnostics.filter { $0.identifier == "shortcode.budget" }.count == 1)
        #expect(read.document.blocks.contains { $0.plainText.hasPrefix("Included text about pods") })
    }
}
