import BitextModel

/// Navigation written as text, in pages that mark it with no element, role or class: a row of
/// links and the words that label them (DocBook's "Prev Up Next" table, Texinfo's "Next: …,
/// Previous: …, Up: …", a "上一页 | 目录 | 下一页" line). A paragraph or table is navigation when
/// it holds a link, a label that is all of a link's text or stands outside the links, and no
/// other words outside its links.
enum NavigationBlocks {
    /// Words that label where a link goes, lower-cased.
    static let labels: Set<String> = [
        "next", "prev", "previous", "up", "home", "top", "contents", "index", "back", "forward",
        "上一页", "下一页", "上一节", "下一节", "上一章", "下一章", "上一级", "起始页", "首页", "目录", "索引", "返回",
    ]

    /// `blocks` without the top-level ones that are navigation.
    static func removed(from blocks: [Block]) -> [Block] {
        blocks.filter { !isNavigation($0) }
    }

    static func isNavigation(_ block: Block) -> Bool {
        switch block.kind {
        case .paragraph(let inlines): return isNavigation(inlines)
        case .table(let table): return isNavigation((table.header + table.rows.flatMap { $0 }).flatMap { $0 + [.softBreak] })
        default: return false
        }
    }

    static func isNavigation(_ inlines: [Inline]) -> Bool {
        var (links, labelled) = (0, false)
        var outside = ""
        func walk(_ inlines: [Inline], inLink: Bool) -> Bool {
            for inline in inlines {
                switch inline {
                case .link(_, _, let content):
                    links += 1
                    // "Next" is a label; "Next steps: deploy" is a link to read.
                    let linkWords = words(content.plainText)
                    if !linkWords.isEmpty, linkWords.allSatisfy(labels.contains) { labelled = true }
                    if !walk(content, inLink: true) { return false }
                case .image(_, _, let alt):
                    let altWords = words(alt)
                    if !altWords.isEmpty, altWords.allSatisfy(labels.contains) { labelled = true }
                case .emphasis(let content), .strong(let content), .strikethrough(let content):
                    if !walk(content, inLink: inLink) { return false }
                case .text(let text) where !inLink: outside += " " + text
                case .code where !inLink: return false
                default: break
                }
            }
            return true
        }
        guard walk(inlines, inLink: false), links > 0 else { return false }
        let rest = words(outside)
        if rest.contains(where: labels.contains) { labelled = true }
        return labelled && rest.allSatisfy(labels.contains)
    }

    /// Lower-cased words, punctuation and brackets dropped.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
