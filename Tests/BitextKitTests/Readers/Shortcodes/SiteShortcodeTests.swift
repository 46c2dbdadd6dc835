import Foundation
@testable import BitextKit
import BitextModel
import Testing

/// Shortcodes as a whole Hugo site has them: self-closing tabs that include pages, spaced `=`,
/// pages found by title, data files, shortcodes without a rule, HTML content files, and the
/// rules a site writes in `bitext.yml`.
@Suite struct SiteShortcodeTests {
    private func text(_ blocks: [Block]) -> String {
        blocks.map(\.plainText).joined(separator: "\n")
    }

    private func allText(_ block: Block) -> String {
        switch block.kind {
        case .callout(_, let title, let children): ([title ?? ""] + children.map(allText)).joined(separator: "\n")
        case .list(_, _, let items): items.flatMap(\.blocks).map(allText).joined(separator: "\n")
        case .quote(let children): children.map(allText).joined(separator: "\n")
        default: block.plainText
        }
    }

    @Test func spacesAroundEqualsAndSelfClosingTagsAreRead() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("content/en/docs/concepts/generated/phase.md", "---\ntitle: phase\n---\nRuns the **phase**.\n")
        let read = try site.read("""
            {{< table caption = "Parameters" >}}
            | a | b |
            |---|---|
            | 1 | 2 |
            {{< /table >}}

            {{< tabs name="phases" >}}
            {{< tab name="phase" include="generated/phase.md" />}}
            {{< /tabs >}}
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let blocks = read.document.blocks
        guard case .table = blocks[0].kind else { Issue.record("\(blocks[0])"); return }
        let tabs = try #require(ShortcodeTests.callout(blocks[1]))
        let tab = try #require(tabs.blocks.first.flatMap(ShortcodeTests.callout))
        #expect(tab.title == "phase")
        #expect(tab.blocks.map(\.plainText) == ["Runs the phase."], "the included page's front matter is not its content")
    }

    @Test func includedPagesLoseTheirFrontMatter() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("content/en/docs/concepts/included/verify.md", "---\ntitle: \"verify\"\nheadless: true\n---\nCheck the version.\n")
        let blocks = try site.read("{{< include \"included/verify.md\" >}}\n").document.blocks
        #expect(text(blocks) == "Check the version.")
    }

    @Test func shortcodesWithoutARuleShowTheirContentOrAMarkerAndAreNamedOnce() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("""
            Watch {{< video-embed id="42" >}} and {{< video-embed id="43" >}}.

            {{< fancy-box color="blue" >}}
            Boxed text stays.
            {{< /fancy-box >}}

            ```yaml
            image: {{< registry >}}/pause
            ```
            """)
        let blocks = read.document.blocks
        #expect(blocks[0].plainText == "Watch [video-embed] and [video-embed].")
        #expect(blocks[1].plainText == "Boxed text stays.")
        guard case .code(_, _, let code) = blocks[2].kind else { Issue.record("\(blocks[2])"); return }
        #expect(code == "image: [registry]/pause")
        let unknown = read.diagnostics.filter { $0.identifier == "shortcode.unknown" }
        #expect(unknown.map(\.summary).sorted().map { $0.prefix(30) } == ["no rule for {{< fancy-box >}}:", "no rule for {{< video-embed >}}"].map { $0.prefix(30) })
    }

    @Test func aBitextYmlRuleRendersAShortcodeTheCatalogueDoesNotKnow() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("bitext.yml", """
            shortcodes:
              release-badge: {text: "Kubernetes **{0}** ({channel}, {param.version})"}
              owner: {data: "teams/owners.yaml", field: "teams.{team}.lead"}
              gate: {page: "docs/gates/", title: "{name}", field: content, text: "`{name}`: {value}"}
              gate-stage: {page: "docs/gates/", title: "{name}", field: stage}
              aside: content
              draft-note: hidden
              card: {text: "**{title}**\\n\\n{inner}"}
            """)
        try site.write("data/teams/owners.yaml", "teams:\n  storage:\n    lead: Ada\n")
        try site.write("content/en/docs/gates/some-file-name.md", "---\ntitle: FastMount\nstage: beta\n---\nMounts volumes\nfaster.\n")
        let read = try site.read("""
            Use {{< release-badge "1.30" channel="stable" >}} with {{< owner team="storage" >}}.

            - {{< gate name="FastMount" >}}
            - Stage: {{< gate-stage name="FastMount" >}}

            {{< aside >}}
            Aside text.
            {{< /aside >}}

            {{< draft-note >}}
            Not for readers.
            {{< /draft-note >}}

            {{< card title="Tip" >}}
            Card text.
            {{< /card >}}
            """)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let blocks = read.document.blocks
        #expect(blocks[0].plainText == "Use Kubernetes 1.30 (stable, v1.29) with Ada.")
        #expect(allText(blocks[1]) == "FastMount: Mounts volumes faster.\nStage: beta", "the page is found by its title, its lines stay in the item")
        #expect(text(Array(blocks.dropFirst(2))) == "Aside text.\nTip\nCard text.")
    }

    @Test func bitextYmlRulesAreCheckedWithTheirLine() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("bitext.yml", "shortcodes:\n  ok: content\n  broken: {page: \"docs/gates/\", field: content}\n")
        let read = try site.read("Text {{< ok >}}.\n")
        let problem = try #require(read.diagnostics.first { $0.path.hasSuffix("bitext.yml") })
        #expect(problem.location?.line == 3 && problem.summary.contains("'title'"), "\(problem)")
    }

    @Test func kubernetesVersionsComeFromTheSiteParamsAndReleaseData() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        try site.write("data/releases/schedule.yaml", "schedules:\n- release: 1.29\n  previousPatches:\n  - release: 1.29.4\n  - release: 1.29.3\n- release: 1.28\n")
        try site.write("i18n/en.toml", "[version_check_mustbeorlater]\nother = \"Your server must be at or later than version \"\n[version_check_tocheck]\nother = \"To check the version, enter \"\n")
        let blocks = try site.read("""
            ---
            min-kubernetes-server-version: v1.26
            ---
            Get v{{< skew currentPatchVersion >}}, not {{< skew nextMinorVersion >}} or {{< skew currentVersionAddMinor -1 "-" >}}.

            {{< version-check >}}
            """).document.blocks
        #expect(blocks[0].plainText == "Get v1.29.4, not 1.30 or 1-28.")
        #expect(blocks[1].plainText == "Your server must be at or later than version v1.26. To check the version, enter kubectl version.")
    }

    @Test func htmlContentFilesHaveTheirShortcodesExpanded() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("""
            ---
            title: A case study
            ---
            <h2>Challenge</h2>
            {{< case-quote author="Ada" >}}
            "It just works," she says.
            {{< /case-quote >}}
            <p>Running {{< param "version" >}} with {{< glossary_tooltip text="pods" term_id="pod" >}} and {{< landscape >}}.</p>
            """, at: "content/en/case-studies/acme/index.html")
        let blocks = read.document.blocks
        #expect(text(blocks) == "Challenge\n\"It just works,\" she says.\nRunning v1.29 with pods and [landscape].")
        #expect(blocks.last?.range.startLine == 8, "lines stay the file's")
        #expect(read.diagnostics.map(\.identifier).sorted() == ["shortcode.unknown", "shortcode.unknown"])
    }

    @Test func sectionPagesOfFrontMatterAloneAreNoError() throws {
        let site = try HugoFixture()
        defer { site.remove() }
        let read = try site.read("---\ntitle: Case studies\nlayout: basic\n---\n\n", at: "content/en/case-studies/_index.html")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.document.blocks.isEmpty)
    }

    @Test func frontMatterRepeatingAKeyIsReadWithTheLastValue() throws {
        let source = SourceFile(path: "post.md", text: "---\ntitle: Post\ndate: 2018-04-10\nslug: post\ndate: 2018-04-11\n---\nBody.\n")
        let read = MarkdownReader().read(source)
        #expect(read.document.frontMatter?.value?["date"]?.stringValue == "2018-04-11")
        #expect(read.document.frontMatter?.title == "Post")
        #expect(read.diagnostics.map(\.identifier) == ["frontMatter.repeatedKey"])
        #expect(read.diagnostics.first?.severity == .warning)
    }

    /// Outside a site a definition cannot be looked up, but the words the page gives it are the
    /// page's own text; a marker is code, not prose, for the aligner.
    @Test func outsideASiteAPrependedDefinitionKeepsItsWords() {
        let read = MarkdownReader().read(SourceFile(path: "/nonexistent-bitext/page.md", text: "{{< glossary_definition prepend=\"容器运行时接口是\" term_id=\"cri\" >}}\n"))
        let inlines = read.document.blocks.first?.inlines ?? []
        #expect(read.document.blocks.first?.plainText == "容器运行时接口是 [glossary_definition]")
        #expect(inlines.last == .code("[glossary_definition]"), "\(inlines)")
    }
}

