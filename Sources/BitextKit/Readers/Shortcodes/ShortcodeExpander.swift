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
        /// The bytes of the distinct files the page's shortcodes took in.
        var includedBytes = 0
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
    /// Each kind of opener has a stack of its places in `open`, so a closer finds its opener in
    /// one step: looking back through every open tag made 100,000 unclosed notes and 100,000
    /// stray closers 10^10 comparisons.
    static func pair(_ tags: [Shortcode], catalog: ShortcodeCatalog) -> (partner: [Int: Int], strays: [Int]) {
        var partner: [Int: Int] = [:]
        var strays: [Int] = []
        var open: [Int] = []
        var places: [String: [Int]] = [:]
        // Containers (`:::note`) close containers; a named tag closes the same name.
        func kind(_ tag: Shortcode) -> String { tag.isContainer ? "\u{0}container" : tag.name }
        // A shortcode Bitext does not know wraps content when the page closes it somewhere.
        let closed = Set(tags.lazy.filter { $0.isClosing && !$0.inCode }.map(\.name))
        for (k, tag) in tags.enumerated() where !tag.inCode && !tag.isSelfClosing {
            let takesInner = tag.isContainer || (catalog.role(tag.name).map(\.takesInner) ?? closed.contains(tag.name))
            guard takesInner || tag.isClosing else { continue }
            if !tag.isClosing {
                places[kind(tag), default: []].append(open.count)
                open.append(k)
                continue
            }
            guard let at = places[kind(tag)]?.last else {
                strays.append(k)
                continue
            }
            strays += open[(at + 1)...]
            partner[open[at]] = k
            for opener in open[at...].reversed() { places[kind(tags[opener])]?.removeLast() }
            open.removeSubrange(at...)
        }
        return (partner, strays + open)
    }
}
