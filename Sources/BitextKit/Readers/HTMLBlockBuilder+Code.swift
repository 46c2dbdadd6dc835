import BitextModel

extension HTMLBlockBuilder {
    /// `pre`, or `pre>code`: the text as written (entities decoded, highlighter spans dropped),
    /// from the `pre` start tag to its closing line.
    func code(_ pre: HTMLNode.Element) -> Block {
        let visible = pre.children.filter { !$0.isBlankText }
        var codeElement: HTMLNode.Element?
        if visible.count == 1, case .element(let only) = visible[0], ["code", "samp", "kbd"].contains(only.name) {
            codeElement = only
        }
        var text = Self.preformattedText(pre.children)
        // HTML ignores a newline straight after `<pre>`; libxml2 keeps it in the text.
        if case .text(let first, _)? = pre.children.first, first.hasPrefix("\n") || first.hasPrefix("\r\n") {
            text.removeFirst()
        }
        // The newline before `</code></pre>` ends the last line; it is not an empty line.
        if text.hasSuffix("\n") || text.hasSuffix("\r\n") { text.removeLast() }
        let language = Self.codeLanguage(codeElement) ?? Self.codeLanguage(pre)
        return Block(
            .code(info: language ?? "", language: language, text: text),
            range: SourceRange(lines: pre.startLine, max(pre.contentEndLine, pre.closingLine)))
    }

    /// Text under `nodes` as written; `<br>` is a newline, comments and dropped elements vanish.
    static func preformattedText(_ nodes: [HTMLNode]) -> String {
        var text = ""
        for node in nodes {
            switch node {
            case .text(let s, _): text += s
            case .comment: break
            case .element(let e):
                if e.name == "br" { text += "\n" }
                else if !["script", "style", "template"].contains(e.name) { text += preformattedText(e.children) }
            }
        }
        return text
    }

    /// The language named by a `language-x` or `lang-x` class, lower-cased.
    static func codeLanguage(_ element: HTMLNode.Element?) -> String? {
        for name in element?.classes ?? [] {
            for prefix in ["language-", "lang-"] where name.lowercased().hasPrefix(prefix) && name.count > prefix.count {
                return String(name.dropFirst(prefix.count)).lowercased()
            }
        }
        return nil
    }
}
