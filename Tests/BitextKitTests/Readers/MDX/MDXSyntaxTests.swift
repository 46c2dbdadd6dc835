@testable import BitextKit
import BitextModel
import Testing

/// MDX read as the page Docusaurus shows: ESM and comments gone, tabs with their labels,
/// details and admonitions (in lists too) as boxes, other components' text kept, every line
/// where it was.
@Suite struct MDXSyntaxTests {
    static let page = """
        import Tabs from '@theme/Tabs';
        import {
          Card,
        } from '../components';
        export const meta = { draft: false };

        # Install the agent

        {/* a note for the writers */}

        <Tabs groupId="os">
          <TabItem value="linux" label="Linux" default>

        Run the installer as root.

          </TabItem>
          <TabItem value="mac">

        Open the package.

          </TabItem>
        </Tabs>

        1. Check the version.

           :::note

           The version must be 1.2 or later.

           :::

        2. Start the agent.

        <details>
          <summary>Why <b>root</b>?</summary>

        The agent writes to system folders.

        </details>

        <Highlight color="#25c2a0">Green</Highlight> text, and `<Tabs>` in code.

        Replace <YOUR_TOKEN> with yours.

        ```jsx
        import Tabs from '@theme/Tabs';
        <Tabs><TabItem value="a">x</TabItem></Tabs>
        ```
        """

    func tree(_ text: String, path: String = "page.mdx") -> String {
        TreeDump(previewLength: 200).render(Fixtures.markdown(text, path: path).document)
    }

    @Test func linesKeepTheirNumbers() {
        let rewritten = MDXSyntax.rewrite(Self.page, isMDX: true)
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count
            == Self.page.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func thePageReadsAsDocusaurusShowsIt() {
        let dump = tree(Self.page)
        #expect(!dump.contains("import") || dump.contains("code("), "\(dump)")
        #expect(!dump.contains("export const") && !dump.contains("writers"), "\(dump)")
        #expect(dump.contains("heading[1] 7-7"), "\(dump)")
        #expect(dump.contains("callout(tab \"Linux\")") && dump.contains("callout(tab \"mac\")"), "\(dump)")
        #expect(dump.contains("callout(details \"Why root?\")"), "\(dump)")
        #expect(dump.contains("\"Green text, and <Tabs> in code.\""), "\(dump)")
        #expect(dump.contains("Replace <YOUR_TOKEN> with yours."), "\(dump)")
        #expect(dump.contains("<Tabs><TabItem value=\"a\">x</TabItem></Tabs>") || dump.contains("import Tabs from"), "the fence is code: \(dump)")
    }

    @Test func anAdmonitionInAListItemStaysInTheItem() {
        let dump = tree(Self.page)
        let lines = dump.split(separator: "\n").map(String.init)
        let item = lines.firstIndex { $0.contains("Check the version.") }
        let note = lines.firstIndex { $0.contains("callout(note)") }
        #expect(item != nil && note != nil && note! > item!, "\(dump)")
        #expect(note.map { lines[$0].hasPrefix("    ") } == true, "the note is inside the item: \(dump)")
    }

    /// A `.md` file loses only import lines that cannot be prose; the rest reads as before.
    @Test func markdownLosesOnlyImports() {
        let text = "import Tabs from '@theme/Tabs';\n\n# Title\n\nimport the key from the server.\n\n<Highlight>kept</Highlight>\n"
        let dump = tree(text, path: "page.md")
        #expect(!dump.contains("@theme"), "\(dump)")
        #expect(dump.contains("import the key from the server."), "\(dump)")
        let withoutImport = text.replacingOccurrences(of: "import Tabs from '@theme/Tabs';", with: "")
        #expect(dump == tree(withoutImport, path: "page.md"), "\(dump)")
    }

    /// The byte scan that decides whether a `.md` page needs the line pass finds an import line
    /// wherever it is, and nothing else.
    @Test func importLinesAreFoundByTheirBytes() {
        for text in ["import a from 'b';", "# T\n\nimport a from 'b';\n", "x\r\nimport a from 'b';", "中文\nimport x"] {
            #expect(MDXSyntax.hasLine(startingWith: "import ", in: text), "\(text)")
        }
        for text in ["", "import", " import a", "x import a", "# T\nimported things\n", "x\nimpor"] {
            #expect(!MDXSyntax.hasLine(startingWith: "import ", in: text), "\(text)")
        }
    }

    /// Windows line ends: an import ends at its `;` or a blank line, never taking the page.
    @Test func crlfImportsEndWhereTheyEnd() {
        let text = "import Tabs from \"@theme/Tabs\";\r\n\r\n# Title\r\n\r\nText.\r\n\r\nimport x from 'y'; // why\r\nexport const a = 1\r\n\r\nMore text.\r\n"
        let dump = tree(text)
        #expect(dump.contains("Title") && dump.contains("\"Text.\"") && dump.contains("More text."), "\(dump)")
        #expect(!dump.contains("import") && !dump.contains("export"), "\(dump)")
    }

    /// A label over two lines, and details whose text shares the tag's line: lines keep their
    /// numbers, nothing is glued to a container line (such details stay HTML).
    @Test func oddTagsKeepLinesAndText() {
        let tabs = "<Tabs>\n<TabItem value=\"a\" label=\"Long\nlabel\">\n\nInside tab.\n\n</TabItem>\n</Tabs>\n"
        #expect(tree(tabs).contains("paragraph 5-5 en \"Inside tab.\""), "\(tree(tabs))")
        let inline = "<details><summary>Title</summary>Hidden content</details>\n\nAfter.\n"
        let dump = tree(inline)
        #expect(!dump.contains(":::") && dump.contains("Hidden content") && dump.contains("After."), "\(dump)")
    }

    /// A comment or tag never reaches into fenced code: the fence is shown as written.
    @Test func fencesAreNeverBlanked() {
        let dump = tree("{/* start\n\n```js\nconst a = 1; */}\n```\n\nText.\n")
        #expect(dump.contains("const a = 1; */}") && dump.contains("Text."), "\(dump)")
    }
}
