extension StringProtocol {
    /// The text without leading and trailing HTML whitespace.
    var trimmingHTMLWhitespace: String {
        guard let first = firstIndex(where: { !$0.isHTMLWhitespace }),
            let last = lastIndex(where: { !$0.isHTMLWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The text as a browser lays it out: each run of HTML whitespace becomes one space, except
    /// that a run holding a line break between two wide East Asian characters disappears, so
    /// Chinese wrapped across source lines does not gain spaces.
    var collapsingHTMLWhitespace: String {
        var out = ""
        var pendingRun = false
        var runHasBreak = false
        for character in self {
            if character.isHTMLWhitespace {
                pendingRun = true
                if character != " " && character != "\t" { runHasBreak = true }
                continue
            }
            if pendingRun {
                let joinsWide = runHasBreak && (out.last?.isWideEastAsian ?? false) && character.isWideEastAsian
                if !joinsWide { out.append(" ") }
                pendingRun = false
                runHasBreak = false
            }
            out.append(character)
        }
        if pendingRun { out.append(" ") }
        return out
    }
}
