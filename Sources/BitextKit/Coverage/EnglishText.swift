/// English compared for staleness: by its words only, so a reflowed line, changed emphasis or
/// punctuation spacing, a Hugo shortcode the translator kept outside the comment, or a
/// reference-style link written out differently does not count as an edit.
enum EnglishText {
    /// The words of `text`, lower-cased, in order, one space apart.
    static func key(_ text: String) -> String {
        normalized(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    /// The word counts of `text` (see `key`).
    static func words(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for word in normalized(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            counts[String(word), default: 0] += 1
        }
        return counts
    }

    /// The Dice coefficient of two word multisets.
    static func dice(_ a: [String: Int], _ b: [String: Int]) -> Double {
        let total = a.values.reduce(0, +) + b.values.reduce(0, +)
        guard total > 0 else { return 1 }
        var shared = 0
        for (word, count) in a { shared += min(count, b[word] ?? 0) }
        return 2 * Double(shared) / Double(total)
    }

    static func normalized(_ text: String) -> String {
        withoutReferenceLabels(withoutShortcodes(text)).lowercased()
    }

    /// `text` with every `{{< … >}}` and `{{% … %}}` removed.
    static func withoutShortcodes(_ text: String) -> String {
        guard text.contains("{{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { rest = rest[open.lowerBound...]; break }
            let inside = rest[open.upperBound..<close.lowerBound]
            if !(inside.hasPrefix("<") || inside.hasPrefix("%")) { out += rest[open.lowerBound..<close.upperBound] }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// `text` without the label of each reference-style link (`[CVE-2021-25741][CVE-2021-25741]`
    /// keeps its text once): a comment read on its own has no link definitions to resolve them,
    /// where the page shows only the text.
    static func withoutReferenceLabels(_ text: String) -> String {
        guard text.contains("][") else { return text }
        var out = ""
        var skipping = 0
        var previous: Character = " "
        for character in text {
            if skipping > 0 {
                if character == "[" { skipping += 1 } else if character == "]" { skipping -= 1 }
            } else if character == "[" && previous == "]" {
                skipping = 1
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
