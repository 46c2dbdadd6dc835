import BitextModel
import Foundation

/// The shortcode layer: rewrites a page's Hugo shortcodes and Docusaurus/VitePress containers
/// into the Markdown they stand for, before cmark reads it, as Hugo expands shortcodes before
/// it renders Markdown. Callouts become `> [!KIND] Title` quotes (`CalloutBlocks` turns them
/// into callout blocks), values and links become text, included files code blocks. Lines it
/// writes are mapped to the original lines, so every block keeps its place in the file.
struct ShortcodeExpander {
    /// The rewritten text, and `lineMap[k]`, the original line of its line `k + 1` (`nil` when
    /// nothing was rewritten).
    struct Expansion {
        var text: String
        var lineMap: [Int]?
        /// `endMap[k]`, the original line its line `k + 1` ends on (later than it starts when a
        /// tag over several lines was replaced).
        var endMap: [Int]?
        var diagnostics: [Diagnostic] = []
    }

    let page: PageContext
    /// How deep inside included text this expansion is (included files can include others).
    var depth = 0

    func expand(_ text: String) -> Expansion {
        expand(text, scan: ShortcodeScanner.scan(text))
    }

    /// `expand` with the text's tags found already.
    func expand(_ text: String, scan: ShortcodeScan) -> Expansion {
        var diagnostics = scan.malformed.map { found in
            Diagnostic(
                severity: .warning, identifier: "shortcode.malformed",
                summary: "a shortcode whose parameters cannot be read (an unterminated quote?) is shown as text: \(found.text.prefix(80))",
                path: page.path, location: SourceLocation(line: found.line))
        }
        guard !scan.tags.isEmpty || !scan.escapes.isEmpty else { return Expansion(text: text, lineMap: nil, diagnostics: diagnostics) }
        var writer = ShortcodeWriter(page: page, bytes: Array(text.utf8), depth: depth)
        writer.write(scan)
        diagnostics += writer.diagnostics
        return Expansion(text: String(decoding: writer.emitter.out, as: UTF8.self), lineMap: writer.emitter.lineMap, endMap: writer.emitter.endMap, diagnostics: diagnostics)
    }

    /// Pairs opening tags that take content with their closing tags: `partner[opener] = closer`.
    /// Openers left without a closer and closers without an opener are listed in `strays`.
    static func pair(_ tags: [Shortcode], catalog: ShortcodeCatalog) -> (partner: [Int: Int], strays: [Int]) {
        var partner: [Int: Int] = [:]
        var strays: [Int] = []
        var open: [Int] = []
        for (k, tag) in tags.enumerated() where !tag.inCode {
            let takesInner = tag.isContainer || (catalog.role(tag.name)?.takesInner ?? false)
            guard takesInner || tag.isClosing else { continue }
            if !tag.isClosing {
                open.append(k)
                continue
            }
            let matches = { (o: Int) in tag.isContainer ? tags[o].isContainer : (!tags[o].isContainer && tags[o].name == tag.name) }
            if let at = open.lastIndex(where: matches) {
                strays += open[(at + 1)...]
                partner[open[at]] = k
                open.removeSubrange(at...)
            } else {
                strays.append(k)
            }
        }
        return (partner, strays + open)
    }
}
