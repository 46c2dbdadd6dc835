/// One Hugo shortcode tag as written in a page: `{{< glossary_tooltip text="pods" term_id="pod" >}}`,
/// `{{% heading "whatsnext" %}}`, or a closing `{{< /note >}}`.
struct Shortcode: Sendable {
    /// The shortcode's name (`note`, `glossary_tooltip`).
    var name: String
    /// Parameters given by position (`{{< param "version" >}}`).
    var positional: [String] = []
    /// Parameters given by name, in the order written.
    var named: [(key: String, value: String)] = []
    /// `{{< /note >}}`.
    var isClosing = false
    /// `{{% … %}}`: Hugo reads what the shortcode produces as Markdown.
    var isMarkdown = false
    /// `{{< x />}}`: explicitly without a closing tag.
    var isSelfClosing = false
    /// Where the tag is in the text, in UTF-8 bytes.
    var bytes: Range<Int>
    /// The line the tag starts on (1-based, in the text scanned).
    var line: Int
    /// Inside a fenced code block or a code span, where only values are substituted.
    var inCode = false
    /// Inside a code span (`` `{{< glossary_tooltip … >}}` ``), where text shortcodes print their text.
    var inSpan = false
    /// A Docusaurus or VitePress container line (`:::tip Title`, or `:::` closing one), whose
    /// name is the admonition's kind.
    var isContainer = false

    /// The named parameter `key`, else the positional one at `position`.
    func argument(_ key: String, position: Int? = nil) -> String? {
        if let found = named.first(where: { $0.key == key }) { return found.value }
        if let position, position < positional.count { return positional[position] }
        return nil
    }
}

/// What the scanner found in a text: the tags, escaped tags to print literally, and tags it could
/// not read.
struct ShortcodeScan: Sendable {
    /// Well-formed tags, in text order.
    var tags: [Shortcode] = []
    /// `{{</* note */>}}`: written as `{{< note >}}` (Hugo's way of showing a shortcode).
    var escapes: [(bytes: Range<Int>, literal: String)] = []
    /// Tags whose parameters could not be read (an unterminated quote), left as text.
    var malformed: [(line: Int, text: String)] = []

    /// Nothing found at all, not even a tag to warn about.
    var isEmpty: Bool { tags.isEmpty && escapes.isEmpty && malformed.isEmpty }
}
