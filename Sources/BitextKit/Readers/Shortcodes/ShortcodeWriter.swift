import BitextModel
import Foundation

/// Walks a page's tags in order, copying the text between them and writing what each one
/// stands for (see `ShortcodeExpander`).
struct ShortcodeWriter {
    let page: PageContext
    let bytes: [UInt8]
    let depth: Int
    var emitter: MarkdownEmitter
    var diagnostics: [Diagnostic] = []
    private var cursor = 0
    /// The closing fence each open tab or mermaid block must write, by its closing tag's index.
    private var pendingFences: [Int: String] = [:]
    /// What each open rule that wraps content prints after it, by its closing tag's index.
    private var pendingText: [Int: String] = [:]
    /// Closing tags of callouts opened past `maximumCalloutDepth`, which are left out.
    private var flattened: Set<Int> = []
    /// The page's tags, for the closing tag of a shortcode whose content is left out.
    private var tags: [Shortcode] = []
    /// Names of shortcodes without a rule already reported for this page.
    private var reportedUnknown: Set<String> = []
    /// Callouts nested deeper are left out, their text kept in the deepest one: each level
    /// prefixes every line inside it, so 20,000 levels were 20,000² bytes.
    static let maximumCalloutDepth = 16

    init(page: PageContext, bytes: [UInt8], depth: Int) {
        self.page = page
        self.bytes = bytes
        self.depth = depth
        emitter = MarkdownEmitter(capacity: bytes.count)
    }

    mutating func write(_ scan: ShortcodeScan) {
        tags = scan.tags
        let (partner, strays) = ShortcodeExpander.pair(scan.tags, catalog: page.catalog)
        let stray = Set(strays)
        let closers = Set(partner.values)
        var events: [(start: Int, tag: Int?, escape: Int?)] = scan.tags.indices.map { (scan.tags[$0].bytes.lowerBound, $0, nil) }
        events += scan.escapes.indices.map { (scan.escapes[$0].bytes.lowerBound, nil, $0) }
        events.sort { $0.start < $1.start }
        for event in events {
            if let e = event.escape {
                let escape = scan.escapes[e]
                guard escape.bytes.lowerBound >= cursor else { continue }
                advance(to: escape.bytes.lowerBound)
                emitter.insert(escape.literal)
                consume(escape.bytes)
                continue
            }
            guard let k = event.tag else { continue }
            let tag = scan.tags[k]
            guard tag.bytes.lowerBound >= cursor else { continue }
            advance(to: tag.bytes.lowerBound)
            if stray.contains(k) {
                writeStray(tag)
            } else if closers.contains(k) {
                close(tag, index: k)
            } else {
                write(tag, closer: partner[k], closerStart: partner[k].map { scan.tags[$0].bytes.lowerBound })
            }
        }
        advance(to: bytes.count)
        if !page.budget.hasRoom { reportSpent() }
    }

    // MARK: - Moving through the original

    private mutating func advance(to index: Int) {
        guard index > cursor else { return }
        emitter.copy(bytes[cursor..<index])
        cursor = index
    }

    /// Steps over a tag without copying it.
    private mutating func consume(_ range: Range<Int>) {
        emitter.skip(bytes[range])
        cursor = range.upperBound
    }

    /// After a block-level tag: spaces after it are dropped, and when the line ends there its
    /// newline too (the block's own lines ended it).
    private mutating func finishBlockLine() {
        var k = cursor
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\r") { k += 1 }
        if k < bytes.count, bytes[k] == UInt8(ascii: "\n") {
            cursor = k + 1
            emitter.skipNewline()
        } else {
            cursor = k
        }
    }

    /// The spaces before the first non-space of the line holding byte `index`.
    private func indentation(at index: Int) -> String {
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        return String(repeating: " ", count: end - start)
    }

    private func original(_ tag: Shortcode) -> String {
        String(decoding: bytes[tag.bytes], as: UTF8.self)
    }

    // MARK: - Tags

    private mutating func write(_ tag: Shortcode, closer: Int?, closerStart: Int?) {
        if emitter.quoteDepth >= Self.maximumCalloutDepth, opensCallout(tag) {
            if let closer { flattened.insert(closer) }
            return consume(tag.bytes)
        }
        if tag.isContainer {
            openCallout(tag, kind: tag.name, title: tag.positional.first)
            return
        }
        guard let role = page.catalog.role(tag.name), !tag.isClosing else { return writeUnknown(tag, closer: closer) }
        if tag.inCode { return writeInCode(tag, role: role) }
        switch role {
        case .callout(let kind): openCallout(tag, kind: kind, title: tag.argument("title") ?? page.string(kind))
        case .tabs: openCallout(tag, kind: "tabs", title: nil)
        case .mermaid: openFence(tag, info: "mermaid", closer: closer, inner: fenceContent(tag, closerStart))
        case .wrapper: consume(tag.bytes)
        case .tab where closer == nil && tag.argument("include") != nil: writeBlock(tag, role: role)
        case .tab: openTab(tag, closer: closer, inner: fenceContent(tag, closerStart))
        case .highlight: openFence(tag, info: tag.argument("lang", position: 0) ?? "", closer: closer, inner: fenceContent(tag, closerStart))
        case .codeSample, .include, .glossaryDefinition, .thirdpartyContent: writeBlock(tag, role: role)
        case .rule(let rule): writeRule(tag, rule: rule, closer: closer)
        default: writeInline(tag, role: role)
        }
    }

    /// Whether the tag opens a callout (a quote) when written.
    private func opensCallout(_ tag: Shortcode) -> Bool {
        if tag.isContainer { return true }
        switch page.catalog.role(tag.name) {
        case .callout, .tabs, .tab: return !tag.isClosing && !tag.inCode
        default: return false
        }
    }

    /// Whether the page's expansion budget has anything left; the page's warning when it does not.
    private mutating func spendable() -> Bool {
        if page.budget.hasRoom { return true }
        reportSpent()
        return false
    }

    /// Spends `bytes` of the page's expansion budget on `tag`'s text.
    private mutating func spend(_ bytes: Int, on tag: Shortcode) -> Bool {
        if page.budget.take(bytes) { return true }
        reportSpent(line: tag.line)
        return false
    }

    /// Reported by the page's own writer: an included file's diagnostics are not kept.
    private mutating func reportSpent(line: Int = 1) {
        guard depth == 0, page.budget.reportOnce() else { return }
        diagnostics.append(
            Diagnostic(
                severity: .warning, identifier: "shortcode.budget",
                summary: "shortcodes would add more than \(page.budget.limit) bytes to the page (includes or samples repeated many times over?); the rest are shown as markers",
                path: page.path, location: SourceLocation(line: line)))
    }

    /// A shortcode without a rule. Hugo would print something there, so the tag is never shown
    /// as written: one that wraps content shows the content, the others a small marker naming
    /// them; the page names each such shortcode once.
    private mutating func writeUnknown(_ tag: Shortcode, closer: Int?) {
        if tag.isContainer { return advance(to: tag.bytes.upperBound) }
        if !tag.inCode, reportedUnknown.insert(tag.name).inserted {
            diagnostics.append(UnknownShortcodes.diagnostic(name: tag.name, wraps: closer != nil, path: page.path, line: tag.line))
        }
        consume(tag.bytes)
        if closer == nil { insertMarker(tag) }
    }

    /// A small label where a shortcode that prints something could not be printed: its name in
    /// brackets, in text as a code span. Code is no language's prose, so a marker weighs in
    /// alignment as the tag it replaces did, not as an English word.
    private mutating func insertMarker(_ tag: Shortcode) {
        let label = "[" + tag.name + "]"
        emitter.insert(tag.inCode ? label : ShortcodeText.codeSpan(label))
    }

    /// In code Hugo still expands shortcodes: values print as themselves, text shortcodes in a
    /// code span as their text, anything else as a marker.
    private mutating func writeInCode(_ tag: Shortcode, role: ShortcodeRole) {
        let values = ShortcodeValues(page: page)
        guard spendable() else { return consumeAsMarker(tag) }
        let value: String?
        switch role {
        case .rule(let rule) where !rule.takesInner: value = values.markdown(of: tag, rule: rule, depth: depth).map(ShortcodeText.plain)
        case .rule(let rule) where rule.hidden: value = ""
        case .rule, .wrapper, .tabs, .tab, .callout, .highlight, .mermaid: value = ""
        default: value = role.isValue ? values.value(of: tag, role: role) : tag.inSpan ? values.plainText(of: tag, role: role) : nil
        }
        guard let value, spend(value.utf8.count, on: tag) else { return consumeAsMarker(tag) }
        consume(tag.bytes)
        emitter.insert(value)
    }

    private mutating func consumeAsMarker(_ tag: Shortcode) {
        consume(tag.bytes)
        insertMarker(tag)
    }

    /// A shortcode a rule describes: what it prints, around its content when it wraps some;
    /// a hidden one with its content left out.
    private mutating func writeRule(_ tag: Shortcode, rule: ShortcodeRule, closer: Int?) {
        if rule.hidden {
            let end = closer.map { tags[$0].bytes.upperBound } ?? tag.bytes.upperBound
            consume(tag.bytes.lowerBound..<end)
            return finishBlockLine()
        }
        let values = ShortcodeValues(page: page)
        if rule.takesInner {
            let (before, after) = rule.aroundInner
            consume(tag.bytes)
            emitter.insert(values.filled(before, tag: tag, value: nil))
            let closing = values.filled(after, tag: tag, value: nil)
            if let closer { pendingText[closer] = closing } else { emitter.insert(closing) }
            return
        }
        guard spendable(), let markdown = values.markdown(of: tag, rule: rule, depth: depth), spend(markdown.utf8.count, on: tag) else {
            if page.budget.hasRoom { reportUnresolved(tag, role: .rule(rule)) }
            return consumeAsMarker(tag)
        }
        consume(tag.bytes)
        emitter.insert(markdown.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: column(of: tag))))
    }

    /// How many bytes precede the tag on its line: the column continuation lines of what it
    /// prints are indented to, so that they stay in its list item.
    private func column(of tag: Shortcode) -> Int {
        var start = tag.bytes.lowerBound
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return tag.bytes.lowerBound - start
    }

    private mutating func writeStray(_ tag: Shortcode) {
        if tag.isContainer { return advance(to: tag.bytes.upperBound) }
        if page.catalog.role(tag.name) != nil {
            let what = tag.isClosing ? "closes a {{< \(tag.name) >}} that was never opened" : "is never closed"
            diagnostics.append(
                Diagnostic(
                    severity: .warning, identifier: "shortcode.unpaired",
                    summary: "{{< \(tag.isClosing ? "/" : "")\(tag.name) >}} \(what); it is shown as a marker",
                    path: page.path, location: SourceLocation(line: tag.line)))
        }
        consumeAsMarker(tag)
    }

    private mutating func openCallout(_ tag: Shortcode, kind: String, title: String?) {
        let indent = indentation(at: tag.bytes.lowerBound)
        consume(tag.bytes)
        emitter.beginLine()
        emitter.openQuote(indent: indent.count)
        emitter.insert(indent + "[!\(kind.uppercased())]" + (title.map { " " + ShortcodeText.escaped($0) } ?? "") + "\n")
        finishBlockLine()
    }

    /// The text between a tag and its closing tag, which a fence around it must outlast.
    private func fenceContent(_ tag: Shortcode, _ closerStart: Int?) -> String {
        guard let closerStart, closerStart >= tag.bytes.upperBound else { return "" }
        return String(decoding: bytes[tag.bytes.upperBound..<closerStart], as: UTF8.self)
    }

    private mutating func openTab(_ tag: Shortcode, closer: Int?, inner: String) {
        openCallout(tag, kind: "tab", title: tag.argument("name") ?? tag.positional.first)
        if let language = tag.argument("codelang"), let closer {
            let fence = ShortcodeText.fence(for: inner)
            let indent = indentation(at: tag.bytes.lowerBound)
            emitter.insert(indent + fence + language + "\n")
            pendingFences[closer] = indent + fence
        }
    }

    private mutating func openFence(_ tag: Shortcode, info: String, closer: Int?, inner: String) {
        let indent = indentation(at: tag.bytes.lowerBound)
        let fence = ShortcodeText.fence(for: inner)
        consume(tag.bytes)
        emitter.beginLine()
        emitter.insert(indent + fence + info + "\n")
        finishBlockLine()
        if let closer { pendingFences[closer] = indent + fence }
    }

    private mutating func close(_ tag: Shortcode, index: Int) {
        let role = tag.isContainer ? nil : page.catalog.role(tag.name)
        consume(tag.bytes)
        if flattened.remove(index) != nil { return }
        if let after = pendingText.removeValue(forKey: index) { return emitter.insert(after) }
        if !tag.isContainer {
            switch role {
            case nil, .wrapper?, .rule?: return
            default: break
            }
        }
        emitter.beginLine()
        if let fence = pendingFences.removeValue(forKey: index) { emitter.insert(fence + "\n") }
        if role != .mermaid, role != .highlight {
            // A last quote line stands for the closing tag, so the callout's lines include it.
            emitter.insert("\n")
            emitter.closeQuote()
        }
        var k = cursor
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        // Text after the closing tag on its line starts a paragraph of its own, after a blank line.
        if k < bytes.count, bytes[k] != UInt8(ascii: "\n"), bytes[k] != UInt8(ascii: "\r") {
            cursor = k
            emitter.insert("\n")
        }
    }

    private mutating func writeInline(_ tag: Shortcode, role: ShortcodeRole) {
        guard spendable() else { return consumeAsMarker(tag) }
        let values = ShortcodeValues(page: page)
        guard let markdown = values.markdown(of: tag, role: role) else {
            reportUnresolved(tag, role: role)
            return consumeAsMarker(tag)
        }
        guard spend(markdown.utf8.count, on: tag) else { return consumeAsMarker(tag) }
        consume(tag.bytes)
        emitter.insert(markdown)
    }

    /// A shortcode whose file, term or param is missing shows as a marker, with a warning when
    /// the page is in a site (outside one, there is nothing to look in).
    private mutating func reportUnresolved(_ tag: Shortcode, role: ShortcodeRole, shown: String = "it is shown as a marker") {
        guard page.site != nil else { return }
        let values = ShortcodeValues(page: page)
        diagnostics.append(
            Diagnostic(
                severity: .warning, identifier: "shortcode.unresolved",
                summary: "\(values.missing(tag, role: role)); \(shown)",
                path: page.path, location: SourceLocation(line: tag.line)))
    }

    private mutating func writeBlock(_ tag: Shortcode, role: ShortcodeRole) {
        guard spendable() else { return consumeAsMarker(tag) }
        let values = ShortcodeValues(page: page)
        var found = values.blockLines(of: tag, role: role, depth: depth)
        if found == nil, !page.budget.hasRoom {
            reportSpent(line: tag.line)
            return consumeAsMarker(tag)
        }
        if found == nil, page.site != nil, role == .codeSample, let name = tag.argument("file", position: 0) {
            // In a site, a missing example shows as its name (the warning says why), not as the tag.
            reportUnresolved(tag, role: role, shown: "its name is shown")
            found = [ShortcodeText.codeSpan(name)]
        }
        guard var lines = found else {
            reportUnresolved(tag, role: role)
            // The words a page gives the shortcode (a definition's `prepend`) are the page's own
            // text, written in its language: kept before the marker.
            if let prepend = tag.argument("prepend") {
                consume(tag.bytes)
                emitter.insert(ShortcodeText.escaped(prepend) + " ")
                return insertMarker(tag)
            }
            return consumeAsMarker(tag)
        }
        let indent = indentation(at: tag.bytes.lowerBound)
        lines = lines.map { $0.isEmpty ? $0 : indent + $0 }
        consume(tag.bytes)
        // Blank lines around keep the text before and after out of the block's paragraphs, as
        // the HTML block Hugo puts there does.
        emitter.beginLine()
        emitter.insert("\n" + lines.joined(separator: "\n") + "\n\n")
        finishBlockLine()
    }
}
