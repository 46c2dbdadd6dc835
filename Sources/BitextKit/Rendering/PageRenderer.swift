import BitextModel
import Foundation

/// Renders the side-by-side reader page of one document from the templates.
public struct PageRenderer: Sendable {
    /// The templates in use.
    public var renderer: TemplateRenderer
    /// The templates' asset files (inlined so a page works on its own, from `file://`).
    public var set: TemplateSet

    /// Creates a page renderer; a broken template fails here, naming its file.
    public init(templates: TemplateSet = .builtIn) throws(BitextError) {
        self.renderer = try TemplateRenderer(set: templates)
        self.set = templates
    }

    /// A page a section lists.
    public struct SectionLink: Sendable, Equatable {
        public var href: String
        public var en: String
        public var zh: String?

        public init(href: String, en: String, zh: String?) {
            self.href = href
            self.en = en
            self.zh = zh
        }
    }

    /// Where a page sits in a site: the link back to the index, the site's title and where the
    /// page's images were copied to.
    public struct SiteLink: Sendable {
        /// Relative URL of the site's index page from this page.
        public var home: String
        /// The site's title.
        public var title: String
        /// The page's images in the output.
        public var media: MediaLinks
        /// The pages a section's page without text of its own lists.
        public var section: [SectionLink] = []

        /// Creates a link.
        public init(home: String, title: String, media: MediaLinks = MediaLinks(), section: [SectionLink] = []) {
            self.home = home
            self.title = title
            self.media = media
            self.section = section
        }
    }

    /// The HTML page for `bundle`, built from `processed`'s blocks.
    public func render(_ processed: ProcessedDocument, bundle: BitextModel.Bundle, site: SiteLink? = nil) throws(BitextError) -> String {
        String(decoding: try renderData(processed, bundle: bundle, site: site), as: UTF8.self)
    }

    /// The HTML page for `bundle` as UTF-8 bytes, ready to write.
    public func renderData(_ processed: ProcessedDocument, bundle: BitextModel.Bundle, site: SiteLink? = nil) throws(BitextError) -> Data {
        let contexts = PairContexts(alignment: processed.alignment, bundle: bundle, media: site?.media ?? MediaLinks())
        var toc: [TemplateValue] = []
        var pairs: [TemplateValue] = []
        // By index: a zip of the two arrays copied every pair whole (a retain per text), which on
        // long documents missed the cache more than the page cost to render.
        for index in 0..<min(processed.alignment.pairs.count, bundle.pairs.count) {
            pairs.append(contexts.context(processed.alignment.pairs[index], bundle.pairs[index], toc: &toc))
        }
        var context = pageContext(bundle, toc: toc, pairs: pairs)
        if let link = Self.fullLink(processed) { context["fullLink"] = .text(link) }
        if let site {
            if !site.section.isEmpty {
                context["hasSection"] = .flag(true)
                context["section"] = .list(site.section.map { link in
                    ["href": .text(link.href), "en": .text(link.en), "zh": link.zh.map(TemplateValue.text) ?? .flag(false)]
                })
            }
            context["home"] = .text(site.home)
            context["siteTitle"] = .text(site.title)
            if HighlightLibrary.script != nil {
                // Beside the home page, whose link says how far up the site's root is.
                let root = site.home.hasSuffix("index.html") ? String(site.home.dropLast("index.html".count)) : ""
                context["highlight"] = .text(root + HighlightLibrary.assetName)
            }
        }
        return try renderer.renderData("document", context: .object(context))
    }

    /// Where a glossary entry's full page is: a Kubernetes-style glossary page names its concept
    /// page in its front matter (`full_link`), which the entry's reader page links to (bitext.js
    /// opens the site's own page for a site address).
    static func fullLink(_ processed: ProcessedDocument) -> String? {
        for document in [processed.english, processed.chinese] {
            guard let link = document.frontMatter?.value?["full_link"]?.stringValue?.trimmingWhitespace, !link.isEmpty, HTMLEscaping.isSafeURL(link)
            else { continue }
            return link
        }
        return nil
    }

    /// The page's own members: titles, assets, coverage, counts, the table of contents and the pairs.
    private func pageContext(_ bundle: BitextModel.Bundle, toc: [TemplateValue], pairs: [TemplateValue]) -> [String: TemplateValue] {
        let coverage = bundle.coverage.words
        let percent = coverage.percent
        let titleEn = bundle.title.en ?? bundle.title.zh ?? bundle.name
        var context: [String: TemplateValue] = [
            "version": .text(BitextVersion.current), "title": .text([titleEn, bundle.title.zh].compactMap { $0 }.joined(separator: " · ")),
            "titleEn": .text(titleEn), "css": .text(set.files["assets/bitext.css"] ?? ""), "js": .text(set.files["assets/bitext.js"] ?? ""),
            "coverage": [
                "percent": .text(Self.format(percent)), "level": percent >= 95 ? "full" : percent >= 60 ? "partial" : "low",
                "detail": .text(
                    "\(coverage.translated) of \(coverage.total) English words translated; "
                        + "\(bundle.coverage.blocks.translated) of \(bundle.coverage.blocks.total) blocks"),
            ],
            "pairCount": .number(bundle.pairs.count),
            "hasToc": .flag(!toc.isEmpty), "toc": .list(toc), "pairs": .list(pairs),
            "sources": .text(bundle.sources.map(\.path).joined(separator: " and ")),
        ]
        if let zh = bundle.title.zh, zh != titleEn { context["titleZh"] = .text(zh) }
        // Mustache sections treat 0 as true: counts are present only when they are not zero.
        let review = bundle.pairs.filter { $0.state == .needsReview }.count
        let unpaired = bundle.pairs.filter { $0.state == .untranslated || $0.state == .chineseOnly }.count
        if review > 0 { context["reviewCount"] = .number(review) }
        if unpaired > 0 { context["unpairedCount"] = .number(unpaired) }
        return context
    }

    /// Builds each pair's template context, with what the pairs of a page share.
    private struct PairContexts {
        let englishPath: String
        let chinesePath: String
        let recordsByOccurrence: [String: CodeRecord]
        /// The first paired table record starting at each English line (a lookup per table pair,
        /// not a scan of every record).
        let pairedTables: [Int: TableRecord]
        let blocks: BlockHTMLRenderer
        let codeRenderer = CodeHTMLRenderer()

        init(alignment: Alignment, bundle: BitextModel.Bundle, media: MediaLinks) {
            blocks = BlockHTMLRenderer(media: media)
            englishPath = alignment.englishPath
            chinesePath = alignment.chinesePath
            recordsByOccurrence = PageRenderer.codeIndex(bundle.code)
            var pairedTables: [Int: TableRecord] = [:]
            for record in bundle.tables where record.cells != nil {
                if let line = record.en?.lines.first, pairedTables[line] == nil { pairedTables[line] = record }
            }
            self.pairedTables = pairedTables
        }

        /// The context of one pair; a pair of headings also adds its entry to `toc`.
        func context(_ pair: AlignedPair, _ entry: BundlePair, toc: inout [TemplateValue]) -> TemplateValue {
            // Sized for every member it may get: growing it on the seventh was a copy per pair.
            var context = [String: TemplateValue](minimumCapacity: 9)
            context["id"] = .text(entry.id)
            context["kind"] = .text(entry.kind)
            context["score"] = .text(PageRenderer.twoDecimals(entry.score))
            context["needsReview"] = .flag(entry.needsReview && !pair.english.isEmpty && !pair.chinese.isEmpty)
            context["unpaired"] = .flag(entry.state == .untranslated || entry.state == .chineseOnly)
            context["lines"] = .text(PageRenderer.lines(entry))
            if let flag = PageRenderer.flag(entry) { context["flag"] = .text(flag) }
            if entry.state == .stale, let previous = entry.previous, let en = entry.en {
                context["diff"] = .text(WordDiff.html(previous, en.text))
            }
            if PageRenderer.every(pair, { $0.kind.name == "code" }) {
                context["code"] = code(pair, id: entry.id)
            } else if let level = (pair.english.first ?? pair.chinese.first)?.block.headingLevel, PageRenderer.every(pair, { $0.headingLevel != nil }) {
                let en = pair.english.map { blocks.inline.render($0.block.inlines) }.joined(separator: " / ")
                let zh = pair.chinese.map { blocks.inline.render($0.block.inlines) }.joined(separator: " / ")
                var heading: [String: TemplateValue] = ["level": .number(min(6, level + 1)), "en": .text(en), "zh": .text(zh)]
                // The heading's own `{#id}`: a link from another page names it (bitext.js lands on it).
                if case .heading(_, let anchor?, _)? = (pair.english.first ?? pair.chinese.first)?.block.kind { heading["anchor"] = .text(anchor) }
                context["heading"] = .object(heading)
                toc.append([
                    "id": .text(entry.id), "level": .number(level),
                    "en": .text(pair.english.map(\.plainText).joined(separator: " / ")),
                    "zh": .text(pair.chinese.map(\.plainText).joined(separator: " / ")),
                ])
            } else if PageRenderer.every(pair, { $0.kind.name == "table" }) {
                context["table"] = table(pair)
            } else {
                context["prose"] = ["en": .text(blocks.render(pair.english)), "zh": .text(blocks.render(pair.chinese))]
            }
            return .object(context)
        }

        /// Both sides' code, its comments marked from the code record, and the lines that differ.
        private func code(_ pair: AlignedPair, id: String) -> TemplateValue {
            let enUnit = pair.english.first ?? pair.chinese.first!
            let zhUnit = pair.chinese.first ?? enUnit
            let path = pair.english.isEmpty ? chinesePath : englishPath
            let record = recordsByOccurrence[path + ":\(enUnit.range.startLine)"]
            let enText = PageRenderer.code(enUnit), zhText = PageRenderer.code(zhUnit)
            let differs = enText != zhText
            let differing = Set(differs ? CodeNormalizer.differingLines(enText, zhText) : [])
            let syntax = CodeSyntax.of(PageRenderer.declaredLanguage(enUnit))
            return [
                "id": .text(id), "language": .text(record?.language ?? PageRenderer.language(enUnit) ?? "code"),
                "codeClass": .text(PageRenderer.declaredLanguage(enUnit).map { "language-" + $0 } ?? ""),
                "differs": .flag(differs),
                "enCode": .text(codeRenderer.render(enText, spans: PageRenderer.spans(enText, record?.variants.en, record?.spans.en, syntax), differing: differing)),
                "zhCode": .text(codeRenderer.render(zhText, spans: PageRenderer.spans(zhText, record?.variants.zh, record?.spans.zh, syntax), differing: differing)),
            ]
        }

        /// Both sides' tables, and the grid of paired cells when the table's record has one.
        private func table(_ pair: AlignedPair) -> TemplateValue {
            var table: [String: TemplateValue] = [
                "en": .text(blocks.render(pair.english)), "zh": .text(blocks.render(pair.chinese)),
            ]
            if let first = pair.english.first,
                let record = pairedTables[first.range.startLine],
                let grid = PageRenderer.pairedGrid(record)
            {
                table["grid"] = .text(grid)
            }
            return .object(table)
        }
    }

    static func codeIndex(_ records: [CodeRecord]) -> [String: CodeRecord] {
        var index: [String: CodeRecord] = [:]
        for record in records {
            for occurrence in record.occurrences { index["\(occurrence.path):\(occurrence.lines.first ?? 0)"] = record }
        }
        return index
    }

    /// The comment spans of `text`: the record's, when it holds this very text.
    static func spans(_ text: String, _ variant: String?, _ recorded: [CodeSpan]?, _ syntax: CodeSyntax) -> [CodeSpan] {
        if let recorded, variant == text { return recorded }
        return CodeComments.spans(in: text, syntax: syntax)
    }

    /// The language the block's info string names (not a guess from its text).
    static func declaredLanguage(_ unit: AlignedBlock) -> String? {
        if case .code(_, let language, _) = unit.block.kind { return language }
        return nil
    }

    static func code(_ unit: AlignedBlock) -> String {
        if case .code(_, _, let text) = unit.block.kind { return text }
        return unit.plainText
    }

    static func language(_ unit: AlignedBlock) -> String? {
        if case .code(_, let language, let text) = unit.block.kind { return language ?? CodeLanguageDetector.detect(text) }
        return nil
    }

    /// Whether every unit of both sides passes `test`, read in place (no joined copy of the sides).
    static func every(_ pair: AlignedPair, _ test: (Block) -> Bool) -> Bool {
        for index in pair.english.indices where !test(pair.english[index].block) { return false }
        for index in pair.chinese.indices where !test(pair.chinese[index].block) { return false }
        return true
    }

    static func lines(_ pair: BundlePair) -> String {
        var text = ""
        if let en = pair.en { text += "EN \(en.lines[0])–\(en.lines[1])" }
        if let zh = pair.zh { text += (text.isEmpty ? "ZH " : ", ZH ") + "\(zh.lines[0])–\(zh.lines[1])" }
        return text
    }

    static func flag(_ pair: BundlePair) -> String? {
        switch pair.state {
        case .untranslated: "Not translated · 未翻译"
        case .chineseOnly: "No English original · 无对应英文"
        case .needsReview: "Needs review (score \(twoDecimals(pair.score)))"
        case .stale: "Stale: the English changed after translation"
        case .translated, .neutral, .shared: nil
        }
    }

    /// `String(format: "%.2f", value)` without Foundation's formatter (a visible cost per pair).
    /// The product by 100 is rounded, so its exact rounding error (a fused multiply-add) settles
    /// fractions that land on one half; exact ties go to even, as printf's do.
    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite, value >= 0, value < 1e12 else { return String(format: "%.2f", value) }
        let product = value * 100
        let error = (-product).addingProduct(value, 100)
        var hundredths = product.rounded(.down)
        let fraction = product - hundredths
        if fraction > 0.5 || (fraction == 0.5 && (error > 0 || (error == 0 && hundredths.truncatingRemainder(dividingBy: 2) == 1))) {
            hundredths += 1
        }
        let whole = Int(hundredths)
        let cents = whole % 100
        return "\(whole / 100)." + (cents < 10 ? "0" : "") + String(cents)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// One table with both languages in each paired cell; cells that did not pair are marked.
    static func pairedGrid(_ record: TableRecord) -> String? {
        guard let cells = record.cells, let first = cells.first else { return nil }
        // Paired cells hold plain text; the code spans of the source cell with that text come back
        // as <code> so the grid shows them as the side-by-side tables do.
        var codeSpans: [String: [String]] = [:]
        for side in [record.en, record.zh].compactMap({ $0 }) {
            for source in side.header + side.rows.joined() where !source.code.isEmpty {
                codeSpans[source.text] = source.code
            }
        }
        func cell(_ pair: TableRecord.CellPair, tag: String) -> String {
            let unpaired = pair.en == nil || pair.zh == nil
            var html = "<\(tag)\(unpaired ? " class=\"bt-cell-unpaired\"" : "")>"
            for (text, cls, lang) in [(pair.en, "bt-en", "en"), (pair.zh, "bt-zh", "zh-Hans")] {
                guard let text else { continue }
                html += "<span class=\"\(cls)\" lang=\"\(lang)\">\(cellHTML(text, code: codeSpans[text] ?? []))</span>"
            }
            return html + "</\(tag)>"
        }
        var out = "<table><thead><tr>" + first.map { cell($0, tag: "th") }.joined() + "</tr></thead><tbody>"
        for row in cells.dropFirst() { out += "<tr>" + row.map { cell($0, tag: "td") }.joined() + "</tr>" }
        return out + "</tbody></table>"
    }

    /// A cell's text escaped, each of its code spans (in order) wrapped in `<code>`, and line
    /// breaks as `<br>`.
    static func cellHTML(_ text: String, code: [String]) -> String {
        var html = ""
        var rest = Substring(text)
        func plain(_ part: Substring) -> String {
            part.split(separator: "\n", omittingEmptySubsequences: false).map { HTMLEscaping.escape(String($0)) }.joined(separator: "<br>")
        }
        for span in code where !span.isEmpty {
            guard let found = rest.range(of: span) else { continue }
            html += plain(rest[..<found.lowerBound]) + "<code>" + HTMLEscaping.escape(span) + "</code>"
            rest = rest[found.upperBound...]
        }
        return html + plain(rest)
    }
}
