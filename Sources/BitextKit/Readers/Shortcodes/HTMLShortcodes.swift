import BitextModel
import Foundation

/// Hugo expands shortcodes in HTML content files too (a page with front matter whose body is
/// HTML). Their tags are replaced by HTML before libxml2 reads the page: values and text as
/// escaped text, callouts as quotes, links as links, shortcodes that wrap content by their
/// content, anything else by a small marker. Each replacement keeps the newlines of its tag, so
/// the page's lines stay the file's.
enum HTMLShortcodes {
    static func expand(_ body: String, path: String, frontMatter: FrontMatter?) -> (text: String, diagnostics: [Diagnostic]) {
        let scan = ShortcodeScanner.scan(body)
        guard !scan.isEmpty else { return (body, []) }
        let (page, problems) = PageContext.of(path: path, text: body, frontMatter: frontMatter)
        var writer = Writer(page: page, bytes: Array(body.utf8), tags: scan.tags)
        writer.write(scan)
        let malformed = scan.malformed.map { found in
            Diagnostic(
                severity: .warning, identifier: "shortcode.malformed",
                summary: "a shortcode whose parameters cannot be read (an unterminated quote?) is shown as text: \(found.text.prefix(80))",
                path: path, location: SourceLocation(line: found.line))
        }
        return (String(decoding: writer.out, as: UTF8.self), problems + malformed + writer.diagnostics)
    }

    private struct Writer {
        let page: PageContext
        let bytes: [UInt8]
        let tags: [Shortcode]
        var out: [UInt8] = []
        var diagnostics: [Diagnostic] = []
        private var cursor = 0
        private var reported: Set<String> = []

        init(page: PageContext, bytes: [UInt8], tags: [Shortcode]) {
            self.page = page
            self.bytes = bytes
            self.tags = tags
            out.reserveCapacity(bytes.count)
        }

        mutating func write(_ scan: ShortcodeScan) {
            let (partner, _) = ShortcodeExpander.pair(tags, catalog: page.catalog)
            let closers = Set(partner.values)
            var replacements: [(range: Range<Int>, text: String)] = scan.escapes.map { ($0.bytes, HTMLEscaping.escape($0.literal)) }
            var skipUntil = 0
            for (k, tag) in tags.enumerated() where !tag.isContainer && tag.bytes.lowerBound >= skipUntil {
                let role = page.catalog.role(tag.name)
                if case .rule(let rule)? = role, rule.hidden, let closer = partner[k] {
                    skipUntil = tags[closer].bytes.upperBound
                    replacements.append((tag.bytes.lowerBound..<skipUntil, ""))
                    continue
                }
                let text = closers.contains(k) ? closing(role) : partner[k] != nil ? opening(tag, role: role) : single(tag, role: role)
                replacements.append((tag.bytes, text))
            }
            for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where replacement.range.lowerBound >= cursor {
                out += bytes[cursor..<replacement.range.lowerBound]
                out += replacement.text.utf8
                // The tag's newlines, so the lines after it keep their numbers.
                out += repeatElement(UInt8(ascii: "\n"), count: bytes[replacement.range].lazy.filter { $0 == UInt8(ascii: "\n") }.count)
                cursor = replacement.range.upperBound
            }
            out += bytes[cursor...]
        }

        private func closing(_ role: ShortcodeRole?) -> String {
            switch role {
            case .callout?, .tabs?, .tab?: "</blockquote>"
            case .highlight?, .mermaid?: "</code></pre>"
            default: ""
            }
        }

        private mutating func opening(_ tag: Shortcode, role: ShortcodeRole?) -> String {
            switch role {
            case .callout(let kind)?:
                let title = tag.argument("title") ?? page.string(kind) ?? kind
                return "<blockquote><p><strong>\(HTMLEscaping.escape(title))</strong></p>"
            case .tabs?: return "<blockquote>"
            case .tab?: return "<blockquote><p><strong>\(HTMLEscaping.escape(tag.argument("name") ?? ""))</strong></p>"
            case .highlight?, .mermaid?: return "<pre><code>"
            case nil: reportUnknown(tag, wraps: true)
            default: break
            }
            return ""
        }

        /// A tag without content: its value or text, a link, else a marker.
        private mutating func single(_ tag: Shortcode, role: ShortcodeRole?) -> String {
            guard let role else {
                reportUnknown(tag, wraps: false)
                return marker(tag)
            }
            let values = ShortcodeValues(page: page)
            switch role {
            case .param, .latestVersion, .skew:
                if let value = values.value(of: tag, role: role) { return HTMLEscaping.escape(value) }
            case .glossaryTooltip, .heading, .link, .apiReference:
                if let text = values.plainText(of: tag, role: role) { return HTMLEscaping.escape(text) }
            case .ref:
                if let target = tag.positional.first { return HTMLEscaping.escape(target) }
            case .embed:
                if let link = values.embed(tag), let url = link.split(separator: "<").last?.split(separator: ">").first {
                    return "<a href=\"\(HTMLEscaping.escape(String(url)))\">\(HTMLEscaping.escape(tag.argument("title") ?? tag.name))</a>"
                }
            case .rule(let rule) where !rule.takesInner:
                if let markdown = values.markdown(of: tag, rule: rule, depth: 0) { return HTMLEscaping.escape(ShortcodeText.plain(markdown)) }
            default: break
            }
            return marker(tag)
        }

        private func marker(_ tag: Shortcode) -> String {
            "<small>[\(HTMLEscaping.escape(tag.name))]</small>"
        }

        private mutating func reportUnknown(_ tag: Shortcode, wraps: Bool) {
            guard reported.insert(tag.name).inserted else { return }
            diagnostics.append(UnknownShortcodes.diagnostic(name: tag.name, wraps: wraps, path: page.path, line: tag.line))
        }
    }
}
