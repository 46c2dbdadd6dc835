import BitextModel
import Foundation

/// A readable dump of a document's block tree: kind, lines, language and the start of the text.
/// Used by `bitext inspect` and as golden snapshots in tests.
public struct TreeDump: Sendable {
    /// How many characters of each block's text to show.
    public var previewLength: Int

    /// Creates a dumper.
    public init(previewLength: Int = 60) {
        self.previewLength = previewLength
    }

    /// The dump of `document`, one block per line, children indented by two spaces.
    public func render(_ document: Document) -> String {
        var out = "document \(document.path) format=\(document.format.rawValue) blocks=\(document.blocks.count)\n"
        if let fm = document.frontMatter {
            out += "frontMatter \(fm.range.startLine)-\(fm.range.endLine)"
            out += fm.value == nil ? " invalid\n" : "\n"
            if case .mapping(let entries)? = fm.value {
                for entry in entries {
                    out += "  \(entry.key): \(preview(scalarText(entry.value)))\n"
                }
            }
        }
        for block in document.blocks { dump(block, indent: 0, into: &out) }
        return out
    }

    private func scalarText(_ value: YAMLValue) -> String {
        switch value {
        case .array(let values): "[" + values.map(scalarText).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \(scalarText($0.value))" }.joined(separator: ", ") + "}"
        case .null: "null"
        default: value.stringValue ?? ""
        }
    }

    private func dump(_ block: Block, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        let lines = "\(block.range.startLine)-\(block.range.endLine)"
        var head: String
        var text = block.plainText
        switch block.kind {
        case .heading(let level, let anchor, _):
            head = "heading[\(level)]" + (anchor.map { " #\($0)" } ?? "")
        case .paragraph: head = "paragraph"
        case .list(let ordered, let start, let items):
            head = ordered ? "list(ordered start=\(start) items=\(items.count))" : "list(items=\(items.count))"
            out += "\(pad)\(head) \(lines) \(block.language.rawValue)\n"
            for item in items {
                let check = item.checked.map { $0 ? " [x]" : " [ ]" } ?? ""
                out += "\(pad)  item\(check) \(item.range.startLine)-\(item.range.endLine)\n"
                for child in item.blocks { dump(child, indent: indent + 2, into: &out) }
            }
            return
        case .quote(let children):
            out += "\(pad)quote \(lines) \(block.language.rawValue)\n"
            for child in children { dump(child, indent: indent + 1, into: &out) }
            return
        case .callout(let kind, let title, let children):
            out += "\(pad)callout(\(kind)\(title.map { " \"\($0)\"" } ?? "")) \(lines) \(block.language.rawValue)\n"
            for child in children { dump(child, indent: indent + 1, into: &out) }
            return
        case .code(let info, let language, let code):
            head = "code(\(language ?? "?")\(info.isEmpty ? "" : " info=\(info)")) lines=\(code.split(separator: "\n", omittingEmptySubsequences: false).count) comments=\(block.commentLanguage.rawValue)"
        case .table(let table):
            head = "table(columns=\(table.columnCount) rows=\(table.rows.count) align=\(table.alignments.map { $0.rawValue.prefix(1) }.joined()))"
            text = table.header.map(\.plainText).joined(separator: " | ")
        case .image(_, let source, _): head = "image src=\(source)"
        case .html: head = "html"
        case .comment: head = "comment"
        case .thematicBreak: head = "thematicBreak"
        }
        out += "\(pad)\(head) \(lines) \(block.language.rawValue)"
        let shown = preview(text)
        if !shown.isEmpty { out += " \"\(shown)\"" }
        out += "\n"
    }

    private func preview(_ text: String) -> String {
        // Only the start is shown, so only the start is processed: blocks can be megabytes long.
        let head = text.drop(while: { $0 == " " }).prefix(previewLength + 1)
        let flat = String(head.map { $0 == "\n" ? "⏎" : $0 == "\t" ? " " : $0 })
        if flat.count > previewLength {
            return String(flat.prefix(previewLength)).trimmingCharacters(in: .whitespaces) + "…"
        }
        return flat.trimmingCharacters(in: .whitespaces)
    }
}
