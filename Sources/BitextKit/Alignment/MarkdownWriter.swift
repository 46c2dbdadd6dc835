import BitextModel
import Foundation

/// Writes blocks back as Markdown: how text read from HTML or scraped pages is quoted where
/// Bitext promises Markdown (alignment output, bundles, exports), with code spans in backticks so
/// later stages still know which words are code.
public enum MarkdownWriter {
    /// The Markdown of one block.
    public static func markdown(_ block: Block) -> String {
        switch block.kind {
        case .heading(let level, let anchor, let content):
            return String(repeating: "#", count: max(1, min(6, level))) + " " + inline(content) + (anchor.map { " {#\($0)}" } ?? "")
        case .paragraph(let content):
            return inline(content)
        case .list(let ordered, let start, let items):
            return items.enumerated().map { offset, item in
                let marker = ordered ? "\(start + offset). " : "- "
                let check = item.checked.map { $0 ? "[x] " : "[ ] " } ?? ""
                let body = item.blocks.map(markdown).joined(separator: "\n\n")
                let indent = String(repeating: " ", count: marker.count)
                return marker + check + body.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { $0.offset == 0 ? String($0.element) : ($0.element.isEmpty ? "" : indent + $0.element) }
                    .joined(separator: "\n")
            }.joined(separator: "\n")
        case .quote(let children):
            return quoted(children.map(markdown).joined(separator: "\n\n"))
        case .callout(let kind, let title, let children):
            let marker = "[!\(kind.uppercased())]" + (title.map { " " + $0 } ?? "")
            return quoted(([marker] + children.map(markdown)).joined(separator: "\n\n"))
        case .code(let info, let language, let text):
            let fence = text.contains("```") ? "~~~~" : "```"
            return fence + (info.isEmpty ? (language ?? "") : info) + "\n" + text + "\n" + fence
        case .table(let table):
            func row(_ cells: [[Inline]]) -> String {
                "| " + cells.map { inline($0).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>") }
                    .joined(separator: " | ") + " |"
            }
            let columns = max(1, table.columnCount)
            let header = table.header.isEmpty ? Array(repeating: [Inline](), count: columns) : table.header
            let rule = "|" + (0..<columns).map { c -> String in
                switch c < table.alignments.count ? table.alignments[c] : .none {
                case .left: " :--- |"
                case .center: " :---: |"
                case .right: " ---: |"
                case .none: " --- |"
                }
            }.joined()
            return ([row(header), rule] + table.rows.map(row)).joined(separator: "\n")
        case .image(let alt, let source, let title):
            return "![\(alt)](\(source)\(title.map { " \"\($0)\"" } ?? ""))"
        case .html(let raw):
            return raw
        case .comment(let text):
            return "<!--\(text)-->"
        case .thematicBreak:
            return "---"
        }
    }

    /// The Markdown of inline content.
    /// `text` as a block quote.
    static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    }

    public static func inline(_ inlines: [Inline]) -> String {
        inlines.map { item -> String in
            switch item {
            case .text(let text): return text
            case .code(let code):
                let ticks = code.contains("`") ? "``" : "`"
                let pad = code.hasPrefix("`") || code.hasSuffix("`") ? " " : ""
                return ticks + pad + code + pad + ticks
            case .emphasis(let content): return "*" + inline(content) + "*"
            case .strong(let content): return "**" + inline(content) + "**"
            case .strikethrough(let content): return "~~" + inline(content) + "~~"
            case .link(let destination, let title, let content):
                return "[" + inline(content) + "](" + destination + (title.map { " \"\($0)\"" } ?? "") + ")"
            case .image(let source, let title, let alt):
                return "![" + alt + "](" + source + (title.map { " \"\($0)\"" } ?? "") + ")"
            case .lineBreak: return "\\\n"
            case .softBreak: return "\n"
            case .html(let raw): return raw
            }
        }.joined()
    }
}
