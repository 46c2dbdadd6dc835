extension StringProtocol {
    /// The text without leading and trailing whitespace and line breaks.
    ///
    /// Native, unlike Foundation's `trimmingCharacters(in:)`, which bridges through UTF-16 and
    /// showed up in profiles on every code block and HTML comment.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing spaces and tabs (line breaks kept).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
