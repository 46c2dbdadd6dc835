@testable import BitextKit
import BitextModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The attack table through every output a conversion writes: the reader page, the site's index
/// and coverage pages, the search index, the sitemap and the TMX, XLIFF, PO and JSONL exports.
/// Each attack is placed in a heading, inline code, prose, a table cell, a link, a fenced code
/// block and a raw HTML block, in both languages. HTML is read with `HTMLTokenizer` as a browser
/// would read it, XML with `XMLParser`, PO with a strict line reader (and `msgfmt` when present).
@Suite struct AttackTableTests {
    static let attacks: [String] = PageRendererTests.attacks + [
        "<svg><script>alert(1)</script></svg>",
        "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
        "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
        "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
        "<!-- x --!><script>alert(1)</script>",
        "<!--><script>alert(1)</script>-->",
        "--><script>alert(1)</script><!--",
        "]]><script>alert(1)</script><![CDATA[",
        "<?xml-stylesheet href=\"javascript:alert(1)\"?>",
        "[title](https://x.dev 'a\" onmouseover=\"alert(1)')",
        "![alt\" onerror=\"alert(1)](https://x.dev/i.png \"t' onload='alert(1)\")",
        "</script><script>alert(1)</script>",
        "</SCRIPT ><script>alert(1)</script>",
        "{{{js}}} {{> partials/pair}} {{=<% %>=}} <%title%>",
        "{{#toc}}{{/toc}}{{^pairs}}x{{/pairs}}{{&css}}",
        "<style>body{background:url(javascript:alert(1))}</style>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
        "<a href=\" javascript:alert(1)\">x</a>",
        "<a href=\"&#x20;javascript:alert(1)\">x</a>",
        "<a href=\"java&#x09;script:alert(1)\">x</a>",
        "<a href=\"jav&#x0A;ascript&colon;alert(1)\">x</a>",
        "<a href=\"&#106;avascript:alert(1)\">x</a>",
        "[x](&#106;avascript:alert(1))",
        "[x](<java\tscript:alert(1)>)",
        "<a href=\"vbscript:msgbox(1)\">x</a>",
        "[vb](vbscript:msgbox(1))",
        "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
        "[d](data:text/html,%3Cscript%3Ealert(1)%3C/script%3E)",
        "<object data=\"data:text/html,<script>alert(1)</script>\"></object>",
        "<base href=\"javascript:alert(1)//\">",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<details open ontoggle=alert(1)>x</details>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<textarea><img src=x onerror=alert(1)></textarea>",
        "<table><td background=\"javascript:alert(1)\">x</td></table>",
        "<img src=\"x\" alt=\"\" onerror=\"alert(1)\"/>",
        "\"'><img src=x onerror=alert(1)>",
        "a\u{2028}b\u{2029}c\"; alert(1); \"",
        "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
        // Control characters XML 1.0 forbids (NUL is left out: a file holding one is refused as binary).
        "x\u{1}y\u{8}z\u{B}\u{FFFE}\u{7F}",
    ]

    /// Markdown placing the attack everywhere a document can hold it; the raw block comes last,
    /// because an unclosed `<!--` or `<![CDATA[` block runs to the end of the file.
    static func markdown(_ attack: String, chinese: Bool) -> String {
        let words = chinese ? ["指南", "调用", "之前先检查它。", "名称", "值", "链接"] : ["Guide", "Call", "before checking it.", "Name", "Value", "link"]
        var text = "# \(words[0]) `\(attack)`\n\n\(words[1]) `\(attack)` \(words[2]) \(attack)\n\n"
        if !attack.contains("|") {
            text += "| \(words[3]) | \(words[4]) |\n| --- | --- |\n| `x` | \(attack) |\n\n"
        }
        text += "[\(words[5]) \(attack)](https://example.com/ \"\(attack)\")\n\n"
        text += "```html\n\(attack)\n</script><!-- -->\n```\n\n"
        return text + "\(attack)\n"
    }

    /// The conversion of one document holding `attack`, with every export, as path → text.
    static func convert(_ attack: String) async throws -> [String: String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-attack-\(UUID().uuidString)")
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data(markdown(attack, chinese: false).utf8).write(to: input.appendingPathComponent("attack.md"))
        try Data(markdown(attack, chinese: true).utf8).write(to: input.appendingPathComponent("attack.zh.md"))
        var options = ConvertOptions(inputs: [input.path], output: root.appendingPathComponent("out").path)
        options.exports = ExportFormat.allCases
        options.siteTitle = attack
        let report = try await ConvertAction(options: options).perform()
        #expect(report.failed == 0, "\(report.diagnostics)")
        return try outputs(root.appendingPathComponent("out"))
    }

    static func outputs(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[name] = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return files
    }

    /// Text compared as every output can carry it: XML 1.0 and PO drop most control characters,
    /// CommonMark turns NUL into U+FFFD.
    static func normalized(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            ($0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r") && $0.value != 0x7F && !(0xFFFD...0xFFFF).contains($0.value)
        }))
    }

    @Test(arguments: attacks)
    func attackRendersInertEverywhere(attack: String) async throws {
        let files = try await Self.convert(attack)
        let assets = TemplateSet.builtIn.files
        let shown = Self.normalized(attack)
        for page in ["attack.html", "index.html", "coverage.html"] {
            let html = try #require(files[page], "\(page) missing")
            for problem in Self.htmlProblems(html, css: assets["assets/bitext.css"] ?? "", js: assets["assets/bitext.js"] ?? "") {
                Issue.record("\(page): \(problem)")
            }
            // The site title and the document's title are the attack too: text, never expanded.
            let titles = HTMLTokenizer.tokens(html).compactMap { if case .raw("title", let text) = $0 { text } else { nil } }
            #expect(titles.count == 1 && Self.normalized(titles[0]).contains(shown), "\(page): <title> is \(titles)")
            // Inline code shows the attack to the letter: nothing dropped, nothing interpreted.
            #expect(Self.normalized(HTMLTokenizer.visibleText(html)).contains(shown), "\(page) does not show the attack as text")
        }
        let flat = shown.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        for problem in Self.searchProblems(files, shown: flat) { Issue.record("\(problem)") }
        for format in ["tmx", "xliff", "xlf"] {
            for problem in Self.xmlProblems(files["attack.\(format)"] ?? "", format: format, code: "`\(shown)`") { Issue.record("attack.\(format): \(problem)") }
        }
        for problem in Self.xmlProblems(files["sitemap.xml"] ?? "", format: "sitemap", code: nil) { Issue.record("sitemap.xml: \(problem)") }
        for problem in Self.poProblems(files["attack.po"] ?? "", code: "`\(shown)`") { Issue.record("attack.po: \(problem)") }
        for (number, line) in (files["attack.jsonl"] ?? "").split(separator: "\n").enumerated() {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "attack.jsonl line \(number + 1)")
        }
    }

    /// File names are input too: they reach titles, links, the search index, sources in pages
    /// and exports, and the PO file's `#:` references.
    @Test(arguments: [
        "<img src=x onerror=alert(1)>", "\"'><script>alert(1)<\\script>", "{{title}} & {{{css}}}", "java script&colon;alert(1)",
        "line\nmsgid \"injected\"\nmsgstr \"x\"\n#", "tab\there\u{7F}", "]]>--> <!--",
    ])
    func attackFileNamesRenderInert(name: String) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-attack-name-\(UUID().uuidString)")
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data("Call `layoutIfNeeded()` first, then measure.\n".utf8).write(to: input.appendingPathComponent(name + ".md"))
        try Data("先调用 `layoutIfNeeded()`，再测量。\n".utf8).write(to: input.appendingPathComponent(name + ".zh.md"))
        var options = ConvertOptions(inputs: [input.path], output: root.appendingPathComponent("out").path)
        options.exports = ExportFormat.allCases
        let report = try await ConvertAction(options: options).perform()
        #expect(report.failed == 0, "\(report.diagnostics)")
        let files = try Self.outputs(root.appendingPathComponent("out"))
        let assets = TemplateSet.builtIn.files
        let pages = files.keys.filter { $0.hasSuffix(".html") }
        #expect(pages.count == 3)
        for page in pages {
            for problem in Self.htmlProblems(files[page]!, css: assets["assets/bitext.css"] ?? "", js: assets["assets/bitext.js"] ?? "") {
                Issue.record("\(page): \(problem)")
            }
        }
        for problem in Self.searchProblems(files, shown: nil) { Issue.record("\(problem)") }
        for ext in ["tmx", "xliff", "xlf"] {
            let file = try #require(files.first { $0.key.hasSuffix("." + ext) }?.value)
            for problem in Self.xmlProblems(file, format: ext, code: "`layoutIfNeeded()`") { Issue.record("\(ext): \(problem)") }
        }
        for problem in Self.xmlProblems(files["sitemap.xml"] ?? "", format: "sitemap", code: nil) { Issue.record("sitemap.xml: \(problem)") }
        let po = try #require(files.first { $0.key.hasSuffix(".po") }?.value)
        for problem in Self.poProblems(po, code: "`layoutIfNeeded()`") { Issue.record("po: \(problem)") }
    }

    // MARK: - HTML

    static let forbiddenElements: Set<String> = [
        "svg", "math", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "link", "template",
        "xmp", "plaintext", "noembed", "noframes", "textarea", "select", "button", "portal", "video", "audio",
        "source", "track", "canvas", "isindex", "marquee", "animate", "set", "use", "image",
    ]
    static let forbiddenAttributes: Set<String> = [
        "srcdoc", "formaction", "action", "xlink:href", "background", "poster", "dynsrc", "lowsrc", "ping", "data",
        "codebase", "http-equiv", "srcset", "autofocus", "is",
    ]
    /// A page's link to a file of the site without the `../` that climb from its folder.
    static func fromRoot(_ source: String) -> String {
        var rest = Substring(source)
        while rest.hasPrefix("../") { rest = rest.dropFirst(3) }
        return String(rest)
    }

    static let trustedScripts: Set<String> = [
        "search-index.js", "assets/search.js", HighlightLibrary.assetName, CoverageData.dataPath, "assets/coverage.js",
    ]

    /// The dashboard's own filters: its two selects, by their ids.
    static func isDashboardControl(_ name: String, _ attributes: [HTMLTokenizer.Attribute]) -> Bool {
        let id = attributes.first { $0.name == "id" }?.value
        return name == "select" && (id == "bt-filter-folder" || id == "bt-filter-show")
    }

    /// Everything in `html` a browser could run or load from the document's content. Only what
    /// the templates themselves write may be active: the inlined CSS and JS, the two site scripts
    /// and the search form's `onsubmit="return false"`.
    static func htmlProblems(_ html: String, css: String, js: String) -> [String] {
        var problems: [String] = []
        var openScriptHasSource = false
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .start(let name, let attributes):
                if forbiddenElements.contains(name), !Self.isDashboardControl(name, attributes) { problems.append("<\(name)> element") }
                if name == "meta", attributes.contains(where: { $0.name != "charset" && $0.name != "name" && $0.name != "content" }) {
                    problems.append("<meta> with \(attributes)")
                }
                if name == "script" {
                    let source = attributes.first { $0.name == "src" }?.value
                    openScriptHasSource = source != nil
                    if let source, !trustedScripts.contains(Self.fromRoot(source)) { problems.append("<script src=\"\(source)\">") }
                    if attributes.contains(where: { $0.name != "src" }) { problems.append("<script> with \(attributes)") }
                }
                for attribute in attributes {
                    let a = attribute.name
                    if a.hasPrefix("on"), !(name == "form" && a == "onsubmit" && attribute.value == "return false") {
                        problems.append("<\(name) \(a)=\"\(attribute.value)\">")
                    }
                    // The templates' search forms go to the site's index page; nothing else may act.
                    let siteSearch = name == "form" && a == "action" && ["index.html", "coverage.html"].contains(fromRoot(attribute.value))
                    if !siteSearch, forbiddenAttributes.contains(a) || a.contains(":") && a != "xml:lang" { problems.append("<\(name) \(a)>") }
                    if ["href", "src", "cite", "action"].contains(a), !isHarmlessURL(attribute.value) {
                        problems.append("<\(name) \(a)=\"\(attribute.value)\">")
                    }
                    if a == "style", attribute.value.range(of: #"^(width: [0-9.]+%|text-align:(left|center|right))$"#, options: .regularExpression) == nil {
                        problems.append("<\(name) style=\"\(attribute.value)\">")
                    }
                }
            case .raw("script", let content):
                if openScriptHasSource ? !content.isEmpty : content != js { problems.append("script content not from the templates: \(content.prefix(80))") }
            case .raw("style", let content):
                if content != css { problems.append("style content not from the templates: \(content.prefix(80))") }
            case .raw("title", _), .raw("noscript", _):
                break
            case .raw(let name, let content):
                problems.append("raw text element <\(name)>: \(content.prefix(80))")
            case .comment(let content):
                // The templates write no comments, so any comment is content that escaped.
                problems.append("comment <!--\(content.prefix(80))")
            case .end, .text:
                break
            }
        }
        return problems
    }

    /// Whether a browser would navigate `url` without running anything: it drops leading and
    /// trailing C0 controls and spaces and every tab and newline, then reads the scheme.
    static func isHarmlessURL(_ url: String) -> Bool {
        var scalars = Array(url.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let colon = scalars.firstIndex(of: ":"), let first = scalars.first, HTMLTokenizer.isLetter(first) else { return true }
        let scheme = scalars[..<colon]
        let schemeCharacters = scheme.allSatisfy { HTMLTokenizer.isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
        guard schemeCharacters else { return true }
        let name = String(String.UnicodeScalarView(scheme)).lowercased()
        return ["http", "https", "mailto"].contains(name)
    }

    // MARK: - Search index

    /// The search files must be `window.NAME=JSON;` and nothing else: a string that broke out
    /// would not parse as one JSON value. They must hold no `<` (so no `</script>` or `<!--` even
    /// when inlined) and no raw U+2028/U+2029 (line breaks to older JavaScript).
    static func searchProblems(_ files: [String: String], shown: String?) -> [String] {
        var problems: [String] = []
        var snippets: [String] = []
        let search = files.filter { $0.key == "search-index.js" || $0.key.hasPrefix("search/") || $0.key.hasPrefix(SearchIndexWriter.chunkFolder) }
        if search.count < 2 { problems.append("search files missing: \(search.keys.sorted())") }
        for (name, text) in search.sorted(by: { $0.key < $1.key }) {
            if text.contains("<") { problems.append("\(name) holds a raw <") }
            if text.contains("\u{2028}") || text.contains("\u{2029}") { problems.append("\(name) holds a raw U+2028/U+2029") }
            let chunk = name.hasPrefix(SearchIndexWriter.chunkFolder)
            let prefix = name == "search-index.js" ? "window.BITEXT_INDEX="
                : chunk ? "window.BITEXT_TERMS=window.BITEXT_TERMS||{};window.BITEXT_TERMS[" : "window.BITEXT_PAIRS=window.BITEXT_PAIRS||{};window.BITEXT_PAIRS["
            guard text.hasPrefix(prefix), text.hasSuffix(";\n") else {
                problems.append("\(name) is not a single assignment: \(text.prefix(120))")
                continue
            }
            var json = String(text.dropFirst(prefix.count).dropLast(2))
            if name != "search-index.js" {
                // A document's pairs are registered under the file's own path, a JSON string.
                guard let (key, rest) = Self.leadingJSONString(json), rest.hasPrefix("]=") else {
                    problems.append("\(name): not registered under a string key")
                    continue
                }
                let expected = chunk ? String(name.dropFirst(SearchIndexWriter.chunkFolder.count).dropLast(3)) : name
                if key != expected { problems.append("\(name): registered under \(key)") }
                json = String(rest.dropFirst(2))
            }
            guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else {
                problems.append("\(name) does not parse as one JSON value")
                continue
            }
            if let file = value as? [String: Any], let pairs = file["pairs"] as? [[String]] {
                snippets += pairs.flatMap { $0 } + [file["title"] as? String ?? ""]
            }
        }
        if let shown, !snippets.contains(where: { normalized($0).contains(shown) }) { problems.append("no search snippet shows the attack as text") }
        return problems
    }

    /// The JSON string literal `text` starts with, decoded, and what follows it.
    static func leadingJSONString(_ text: String) -> (String, Substring)? {
        let bytes = Array(text.utf8)
        guard bytes.first == 0x22 else { return nil }
        var i = 1
        while i < bytes.count && bytes[i] != 0x22 { i += bytes[i] == 0x5C ? 2 : 1 }
        guard i < bytes.count,
            let key = try? JSONSerialization.jsonObject(with: Data(bytes[...i]), options: .fragmentsAllowed) as? String
        else { return nil }
        let rest = text.utf8.index(text.utf8.startIndex, offsetBy: i + 1)
        return (key, text[rest...])
    }

    // MARK: - XML

    final class XMLAudit: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var comments = 0
        var cdata = 0
        var instructions = 0
        var placeholders: [String] = []
        var inPlaceholder = false
        var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
            if name == "data" || (name == "ph" && (attributes["x"] != nil || attributes["ctype"] != nil)) {
                inPlaceholder = true
                text = ""
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if inPlaceholder, name == "data" || name == "ph" {
                placeholders.append(text)
                inPlaceholder = false
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { if inPlaceholder { text += string } }
        func parser(_ parser: XMLParser, foundComment comment: String) { comments += 1 }
        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { cdata += 1 }
        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) { instructions += 1 }
    }

    static let xmlElements: [String: Set<String>] = [
        "tmx": ["tmx", "header", "body", "tu", "prop", "tuv", "seg", "ph"],
        "xliff": ["xliff", "file", "unit", "notes", "note", "originalData", "data", "segment", "source", "target", "ph"],
        "xlf": ["xliff", "file", "header", "tool", "body", "trans-unit", "source", "target", "ph", "note", "context-group", "context"],
        "sitemap": ["urlset", "url", "loc"],
    ]

    /// Well-formed, only the format's own elements, no comment, CDATA or processing instruction
    /// from the content, and (when given) the code span carried to the letter as placeholder text.
    static func xmlProblems(_ xml: String, format: String, code: String?) -> [String] {
        guard !xml.isEmpty else { return ["missing"] }
        let parser = XMLParser(data: Data(xml.utf8))
        let audit = XMLAudit()
        parser.delegate = audit
        guard parser.parse() else { return ["not well-formed: \(parser.parserError.map { "\($0)" } ?? "")"] }
        var problems: [String] = []
        let foreign = Set(audit.elements).subtracting(xmlElements[format] ?? [])
        if !foreign.isEmpty { problems.append("elements from the content: \(foreign.sorted())") }
        if audit.comments + audit.cdata + audit.instructions > 0 {
            problems.append("\(audit.comments) comments, \(audit.cdata) CDATA sections, \(audit.instructions) processing instructions")
        }
        if let code, !audit.placeholders.contains(where: { normalized($0) == code }) { problems.append("no placeholder holds \(code)") }
        return problems
    }

    // MARK: - PO

    /// Every line is blank, a comment, `keyword "string"` or a continuation `"string"`, with each
    /// string closed and its escapes valid, and every msgid but the header's follows a msgctxt:
    /// content cannot start a line or an entry of its own. Some msgid carries `code`. `msgfmt
    /// --check` must accept the file when gettext is installed.
    static func poProblems(_ po: String, code: String) -> [String] {
        var problems: [String] = []
        var msgids: [String] = []
        var current: String?
        func string(_ literal: Substring) -> String? {
            guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
            var out = ""
            var escaped = false
            for ch in literal.dropFirst().dropLast() {
                if escaped {
                    guard let value = ["n": "\n", "t": "\t", "r": "\r", "\\": "\\", "\"": "\""][ch] else { return nil }
                    out += value
                    escaped = false
                } else if ch == "\\" {
                    escaped = true
                } else if ch == "\"" {
                    return nil
                } else {
                    out.append(ch)
                }
            }
            return escaped ? nil : out
        }
        var previousKeyword: Substring?
        var headerSeen = false
        for (number, line) in po.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") {
                if let text = current { msgids.append(text); current = nil }
                previousKeyword = nil
                continue
            }
            if line.hasPrefix("\"") {
                guard let text = string(line) else { problems.append("line \(number + 1) is not a closed string: \(line)"); continue }
                if current != nil { current! += text }
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, ["msgctxt", "msgid", "msgstr", "msgid_plural"].contains(parts[0]), let text = string(parts[1]) else {
                problems.append("line \(number + 1) is neither a keyword, a string nor a comment: \(line)")
                continue
            }
            if parts[0] == "msgid" {
                if headerSeen && previousKeyword != "msgctxt" { problems.append("line \(number + 1) starts an entry of its own: \(line)") }
                headerSeen = true
            }
            previousKeyword = parts[0]
            if let previous = current { msgids.append(previous) }
            current = parts[0] == "msgid" ? text : nil
        }
        if !msgids.contains(where: { normalized($0).contains(code) }) { problems.append("no msgid holds \(code)") }
        if let msgfmt = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt", "/opt/homebrew/bin/msgfmt"].first(where: FileManager.default.isExecutableFile) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-attack-\(UUID().uuidString).po")
            try? Data(po.utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: msgfmt)
            process.arguments = ["--check", "-o", "/dev/null", file.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            if (try? process.run()) != nil {
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if process.terminationStatus != 0 { problems.append("msgfmt --check refuses it: \(message.prefix(300))") }
            }
        }
        return problems
    }
}
